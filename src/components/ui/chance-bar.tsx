import { cn } from './cn'
import { formatPercent } from '../../lib/format'

/** The Yes chance, shown once on a card (the two prices are on its buy buttons). */
export function Chance({ yesPrice }: { yesPrice: string }) {
  return (
    <p className="shrink-0 text-right leading-none text-yes-700 dark:text-yes-500">
      <span className="block text-2xl font-bold tabular-nums" data-testid="yes-percent">
        {formatPercent(yesPrice)}
      </span>
      <span className="text-xs font-medium">chance</span>
    </p>
  )
}

/** A bar showing the Yes/No split. */
export function ChanceSplit({ yesPrice, className }: { yesPrice: string; className?: string }) {
  const yes = Math.min(100, Math.max(0, Number(yesPrice)))
  return (
    <div aria-hidden="true" className={cn('h-1.5 overflow-hidden rounded-full bg-no-500/70', className)}>
      <div className="bg-yes-500 transition-[width] duration-500" style={{ width: `${yes}%` }} />
    </div>
  )
}
