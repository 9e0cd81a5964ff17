import type { Market } from '../../api/contract'
import { formatPercent } from '../../lib/format'
import { cn } from './cn'
import { sideOutcome } from '../../lib/market-status'

/** A closed market's Yes and No percents at its close: the winning side in green, the other grey; both grey once voided (docs/product.md, Screens). */
export function OutcomePercents({
  market,
  size = 'md',
}: {
  market: Pick<Market, 'yesPrice' | 'noPrice' | 'resolution'>
  size?: 'md' | 'lg'
}) {
  return (
    <dl className="grid grid-cols-2 gap-2">
      {(['yes', 'no'] as const).map((side) => {
        const outcome = sideOutcome(market, side)
        return (
          <div
            key={side}
            data-outcome={outcome ?? (market.resolution === 'void' ? 'void' : 'pending')}
            className={cn(
              'rounded-lg border px-3 py-2',
              outcome === 'winner' ? 'border-yes-500/40 bg-yes-50 dark:bg-yes-500/10' : 'border-line bg-surface-2',
            )}
          >
            <dt className="text-xs font-medium uppercase tracking-wide text-muted">
              {side === 'yes' ? 'Yes' : 'No'}
              {outcome === 'winner' && <span> · Winner</span>}
            </dt>
            <dd
              className={cn(
                'font-bold tabular-nums',
                size === 'lg' ? 'text-3xl' : 'text-xl',
                outcome === 'winner' ? 'text-yes-700 dark:text-yes-500' : 'text-muted',
              )}
            >
              {formatPercent(side === 'yes' ? market.yesPrice : market.noPrice)}
              <AtClose />
            </dd>
          </div>
        )
      })}
    </dl>
  )
}

/** After a closed market's chance: the chance when trading stopped, not a price anyone can trade at now. */
export function AtClose() {
  return <span className="ml-1 text-xs font-medium text-muted">at close</span>
}
