import { useMemo, useState } from 'react'
import type { Market } from '../../api/contract'
import { linearScale, stepPath } from '../../components/charts/scale'
import { useElementSize } from '../../components/charts/use-element-size'
import { Card } from '../../components/ui/card'
import { formatPercent } from '../../lib/format'
import { answersByChance } from '../../lib/answers'
import {
  CHART_RANGES,
  pointsInRange,
  timeTicks,
  toChartPoints,
  withCurrentPrice,
  type ChartPoint,
  type ChartRange,
} from './chart-data'

/**
 * One hue per answer, by its place in the market's own order (up to MAX_ANSWERS), readable on both
 * surfaces: an answer keeps its colour when it overtakes another (a colour by rank would swap).
 */
const COLORS = [
  '#2563eb',
  '#10b981',
  '#f59e0b',
  '#a855f7',
  '#e11d48',
  '#0891b2',
  '#65a30d',
  '#ea580c',
  '#db2777',
  '#0d9488',
  '#4f46e5',
  '#ca8a04',
  '#0284c7',
  '#c026d3',
  '#16a34a',
  '#dc2626',
  '#7c3aed',
  '#64748b',
  '#78716c',
  '#92400e',
]
/** The lines drawn: the leading answers. */
const LEADING = 4
const PRICE_AXIS = 44
const TIME_AXIS = 24
const TOP = 10
const TICK_SPACING = 72
const PRICE_LINES = [0, 25, 50, 75, 100]
const RANGES = CHART_RANGES.filter((r) => r.id === '1D' || r.id === '1W' || r.id === '1M' || r.id === 'ALL')

interface Line {
  id: string
  text: string
  color: string
  chance: string
  points: ChartPoint[]
}

/**
 * A multi-answer market's chart: one line per leading answer (its chance over time), on a fixed
 * 0..100 % axis, by time range, with a legend that says each line's answer and chance now.
 */
export function AnswersChart({ market, now }: { market: Market; now: number }) {
  const [range, setRange] = useState<ChartRange>('ALL')
  const open = market.status === 'active'
  const lines = useMemo<Line[]>(
    () =>
      answersByChance(market.answers ?? [])
        .slice(0, LEADING)
        .map((answer) => {
          const history = toChartPoints(market.answerHistories?.[answer.id] ?? [])
          const all = open ? withCurrentPrice(history, Number(answer.yesPrice), now) : history
          return {
            id: answer.id,
            text: answer.text,
            color: COLORS[(market.answers ?? []).indexOf(answer) % COLORS.length]!,
            chance: answer.yesPrice,
            points: pointsInRange(all, range),
          }
        }),
    [market.answers, market.answerHistories, open, now, range],
  )
  const summary = lines.map((l) => `${l.text} ${formatPercent(l.chance)}`).join(', ')
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 className="text-lg font-semibold tracking-tight">Chances over time</h2>
        <div role="group" aria-label="Time range" className="flex rounded-lg bg-surface-2 p-0.5 text-xs font-medium">
          {RANGES.map((r) => (
            <button
              key={r.id}
              type="button"
              aria-pressed={range === r.id}
              aria-label={`${r.id} (${r.label})`}
              onClick={() => setRange(r.id)}
              className={`min-h-11 min-w-11 rounded-md px-2.5 sm:min-h-9 sm:min-w-0 ${range === r.id ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg'}`}
            >
              {r.id}
            </button>
          ))}
        </div>
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Leading answers">
        {lines.map((l) => (
          <li key={l.id} className="flex items-center gap-1.5">
            <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full" style={{ background: l.color }} />
            <span className="max-w-[12rem] truncate">{l.text}</span>
            <span className="font-semibold tabular-nums">{formatPercent(l.chance)}</span>
          </li>
        ))}
      </ul>
      <p className="sr-only" data-testid="answers-chart-summary">
        {open ? 'Chances now' : 'Chances at close'}: {summary}.
      </p>
      <div className="mt-3 h-56 sm:h-72">
        <Plot lines={lines} />
      </div>
    </Card>
  )
}

function Plot({ lines }: { lines: Line[] }) {
  const [ref, { width, height }] = useElementSize<HTMLDivElement>()
  const right = Math.max(width - PRICE_AXIS, 0)
  const bottom = Math.max(height - TIME_AXIS, TOP)
  const times = lines.flatMap((l) => l.points.map((p) => p.time))
  const first = times.length ? Math.min(...times) : 0
  const last = times.length ? Math.max(...times) : 0
  const span = last - first
  const x = (time: number) => (span > 0 ? ((time - first) / span) * right : right)
  const y = linearScale({ min: 0, max: 100 }, bottom, TOP)
  const path = (points: ChartPoint[]) =>
    points.length === 1
      ? `M0 ${y(points[0]!.yes).toFixed(1)}H${right.toFixed(1)}`
      : stepPath(points.map((p) => [x(p.time), y(p.yes)]))
  const ticks = timeTicks(first, last, Math.max(Math.floor(right / TICK_SPACING), 1))
  return (
    <div ref={ref} className="h-full w-full">
      {width > 0 && (
        <svg width={width} height={height} aria-hidden="true" data-testid="answers-chart" className="overflow-visible">
          {PRICE_LINES.map((pct) => (
            <g key={pct}>
              <line
                x1={0}
                x2={right}
                y1={y(pct)}
                y2={y(pct)}
                className="stroke-line"
                strokeWidth={1}
                shapeRendering="crispEdges"
              />
              <text x={right + 8} y={y(pct)} dy="0.35em" className="fill-muted text-xs">
                {pct}%
              </text>
            </g>
          ))}
          {ticks.map((tick) => {
            const at = x(tick.time)
            const anchor = at < 24 ? 'start' : at > right - 24 ? 'end' : 'middle'
            return (
              <text key={tick.time} x={at} y={bottom + 17} textAnchor={anchor} className="fill-muted text-xs">
                {tick.label}
              </text>
            )
          })}
          {lines.map((l) =>
            l.points.length ? (
              <path key={l.id} d={path(l.points)} fill="none" stroke={l.color} strokeWidth={2} strokeLinejoin="round" />
            ) : null,
          )}
        </svg>
      )}
    </div>
  )
}
