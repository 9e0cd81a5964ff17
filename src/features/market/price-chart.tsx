import { useMemo, useState } from 'react'
import type { Market } from '../../api/contract'
import { Card } from '../../components/ui/card'
import { cn } from '../../components/ui/cn'
import { Skeleton } from '../../components/ui/skeleton'
import { formatChancePrecise, formatDateTime } from '../../lib/format'
import {
  CHART_RANGES,
  pointAt,
  pointsInRange,
  priceSummary,
  toChartPoints,
  withCurrentPrice,
  type ChartRange,
} from './chart-data'
import { PriceChartPlot } from './price-chart-plot'

const CHART_HEIGHT = 'h-64 sm:h-80'

/** Price history: Yes area and No line on a 0..100¢ axis with a 50¢ reference, by time range. */
export function PriceChart({ market, now }: { market: Market; now: number }) {
  const [range, setRange] = useState<ChartRange>('ALL')
  // Where the pointer rests across the chart (0 = the first sample, 1 = the last): the sample
  // under it is looked up in the points shown now, so the readout follows a moving price or a
  // range switched from the keyboard.
  const [hoverAt, setHoverAt] = useState<number | null>(null)
  const open = market.status === 'active'

  const all = useMemo(() => {
    const history = toChartPoints(market.priceHistory ?? [])
    // Open markets: the line ends at the live price now.
    return open ? withCurrentPrice(history, Number(market.yesPrice), now) : history
  }, [market.priceHistory, market.yesPrice, open, now])
  const points = useMemo(() => pointsInRange(all, range), [all, range])
  const rangeLabel = CHART_RANGES.find((r) => r.id === range)?.label ?? 'All time'
  const hovered = hoverAt === null ? null : pointAt(points, hoverAt)
  const shown = hovered ?? points.at(-1) ?? null

  return (
    <Card className="p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold tracking-tight">Price History</h2>
          <p className="mt-0.5 min-h-5 text-sm tabular-nums text-muted" aria-hidden="true">
            {shown ? (
              <>
                <span className="font-semibold text-yes-700 dark:text-yes-500">Yes {formatChancePrecise(shown.yes)}</span>
                {' · '}
                <span className="font-semibold text-no-700 dark:text-no-500">No {formatChancePrecise(shown.no)}</span>
                {' · '}
                {hovered ? formatDateTime(shown.time * 1000) : open ? 'Latest' : 'At close'}
              </>
            ) : (
              'No trades yet'
            )}
          </p>
        </div>
        <div role="group" aria-label="Time range" className="flex rounded-lg bg-surface-2 p-1">
          {CHART_RANGES.map((r) => (
            <button
              key={r.id}
              type="button"
              aria-pressed={range === r.id}
              aria-label={`${r.id} (${r.label})`}
              onClick={() => setRange(r.id)}
              className={cn(
                'h-11 min-w-11 rounded-md px-2.5 text-xs font-semibold transition-colors sm:h-8',
                range === r.id ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg',
              )}
            >
              {r.id}
            </button>
          ))}
        </div>
      </div>
      <figure className="mt-4">
        <div className={cn('relative', CHART_HEIGHT)} aria-hidden="true">
          {market.priceHistory === undefined ? (
            // A list's copy of the market (shown while the full answer loads) has no history yet.
            <Skeleton className="h-full w-full" />
          ) : points.length > 0 ? (
            <PriceChartPlot points={points} hovered={hovered} onHover={setHoverAt} />
          ) : (
            <div className="flex h-full items-center justify-center rounded-lg border border-dashed border-line text-sm text-muted">
              No price history yet
            </div>
          )}
        </div>
        <figcaption className="sr-only" data-testid="chart-summary">
          {priceSummary(points, rangeLabel, Number(market.yesPrice))}
        </figcaption>
      </figure>
    </Card>
  )
}
