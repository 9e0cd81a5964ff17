import { formatCents, formatPercent } from '../../lib/format'

/** Yes and No as percent chance and cents, with a bar showing the split. */
export function ChanceBar({ yesPrice, noPrice }: { yesPrice: string; noPrice: string }) {
  const yes = Math.min(100, Math.max(0, Number(yesPrice)))
  return (
    <div>
      <div className="flex items-end justify-between gap-2">
        <p className="text-yes-700 dark:text-yes-500">
          <span className="text-2xl font-bold tabular-nums" data-testid="yes-percent">{formatPercent(yesPrice)}</span>
          <span className="ml-1 text-xs font-medium">Yes · {formatCents(yesPrice)}</span>
        </p>
        <p className="text-right text-no-700 dark:text-no-500">
          <span className="mr-1 text-xs font-medium">No · {formatCents(noPrice)}</span>
          <span className="text-2xl font-bold tabular-nums" data-testid="no-percent">{formatPercent(noPrice)}</span>
        </p>
      </div>
      <div aria-hidden="true" className="mt-2 flex h-1.5 overflow-hidden rounded-full bg-no-500/70">
        <div className="bg-yes-500 transition-[width] duration-500" style={{ width: `${yes}%` }} />
      </div>
    </div>
  )
}
