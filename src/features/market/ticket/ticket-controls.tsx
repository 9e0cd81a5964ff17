import { useId } from 'react'
import { Input } from '../../../components/ui/input'
import { DEFAULT_SLIPPAGE_CENTS, type TradeQuote } from '../../../api/contract'
import { formatCentsPrecise, formatCount, formatMoney } from '../../../lib/format'

/** The slippage tolerance: how far past the price seen a market trade may still fill (default 2¢). */
export function SlippageField({ value, onChange }: { value: number; onChange: (cents: number) => void }) {
  const id = useId()
  return (
    <div className="flex items-center justify-between gap-3 text-xs text-muted">
      <label htmlFor={id}>Max slippage, ¢ a contract</label>
      <Input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        max={20}
        step={0.5}
        value={String(value)}
        onChange={(e) => {
          const n = Number(e.target.value)
          onChange(Number.isFinite(n) && n >= 0 ? Math.min(20, n) : DEFAULT_SLIPPAGE_CENTS)
        }}
        className="h-9 w-20 text-right tabular-nums"
      />
    </div>
  )
}

/** The new quote of a trade refused because the price moved past the tolerance: confirming again trades at it. */
export function MovedNotice({ quote }: { quote: TradeQuote }) {
  return (
    <div
      role="alert"
      data-testid="price-moved"
      className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-400/40 dark:bg-amber-400/10 dark:text-amber-200"
    >
      <p className="font-semibold">The price moved</p>
      <p className="mt-0.5">
        {formatCount(quote.quantity)} {quote.side.toUpperCase()} now {quote.action === 'buy' ? 'cost' : 'pay'}{' '}
        {formatMoney(quote.total)} with the fee ({formatCentsPrecise(Number(quote.averagePrice))} a contract). Confirm again to
        trade at this price.
      </p>
    </div>
  )
}
