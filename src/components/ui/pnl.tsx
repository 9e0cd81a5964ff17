import { formatSignedMoney, formatSignedPercent } from '../../lib/format'
import { cn } from './cn'

/** Green for a gain, red for a loss, the body colour when flat (in both themes). */
export function pnlClass(value: number): string {
  if (value > 0.004) return 'text-yes-700 dark:text-yes-500'
  if (value < -0.004) return 'text-no-700 dark:text-no-500'
  return 'text-fg'
}

/** A signed dollar P&L ("+$12.30"), with its percent when given ("+$12.30 (+4.1%)"). */
export function Pnl({ value, percent, className }: { value: number; percent?: number; className?: string }) {
  return (
    <span className={cn('tabular-nums', pnlClass(value), className)}>
      {formatSignedMoney(value)}
      {/* The space stays outside the unbreakable part: a narrow column wraps the percent to a second line. */}
      {percent !== undefined && (
        <>
          {' '}
          <span className="whitespace-nowrap">({formatSignedPercent(percent)})</span>
        </>
      )}
    </span>
  )
}
