import type { Market, Side } from '../../api/contract'
import { cn } from '../../components/ui/cn'
import { formatCents, formatPercent } from '../../lib/format'
import { OutcomePercents } from '../../components/ui/outcome-percents'

interface Props {
  market: Market
  selected: Side
  onPick: (side: Side) => void
}

const tone = {
  yes: 'border-yes-500/40 bg-yes-50 text-yes-700 hover:bg-yes-500/15 dark:bg-yes-500/10 dark:text-yes-500 dark:hover:bg-yes-500/20',
  no: 'border-no-500/40 bg-no-50 text-no-700 hover:bg-no-500/15 dark:bg-no-500/10 dark:text-no-500 dark:hover:bg-no-500/20',
}

/** Big Yes and No prices: a click picks the side and jumps to the trading panel. Closed markets show the result. */
export function PriceButtons({ market, selected, onPick }: Props) {
  if (market.status !== 'active') return <OutcomePercents market={market} size="lg" />
  return (
    <div className="grid grid-cols-2 gap-3">
      {(['yes', 'no'] as const).map((side) => {
        const price = side === 'yes' ? market.yesPrice : market.noPrice
        const label = side === 'yes' ? 'Yes' : 'No'
        return (
          <button
            key={side}
            type="button"
            onClick={() => onPick(side)}
            aria-pressed={selected === side}
            aria-label={`${label} ${formatCents(price)}, ${formatPercent(price)} chance. Trade ${label}`}
            className={cn(
              'flex flex-col items-start rounded-xl border-2 px-4 py-3 text-left transition-colors sm:px-5 sm:py-4',
              tone[side],
              selected === side ? 'ring-2 ring-current ring-offset-2 ring-offset-bg' : '',
            )}
          >
            {/* Spaces between the lines: the visible text reads "Yes 24¢ 24% chance", as the name does. */}
            <span className="text-sm font-semibold uppercase tracking-wide">{label}</span>{' '}
            <span className="text-3xl font-bold tabular-nums sm:text-4xl">{formatCents(price)}</span>{' '}
            <span className="text-sm font-medium">{formatPercent(price)} chance</span>
          </button>
        )
      })}
    </div>
  )
}
