import type { BuyQuote } from '../../exchange/quote'
import { AlertIcon } from '../../components/ui/icons'
import { cn } from '../../components/ui/cn'
import { formatCentsPrecise, formatMoney } from '../../lib/format'
import type { TradePreview } from '../../lib/trade-preview'

/** Cost, average price, price after the trade, payout if right and max profit, from the exchange's quote. */
export function QuotePreview({ preview, problem }: { preview: TradePreview; problem: string | null }) {
  return (
    <div className="rounded-xl border border-line bg-surface-2/60 p-4" data-testid="trade-preview">
      {preview.kind === 'quote' ? <QuoteRows quote={preview.quote} /> : (
        <p className="text-sm text-muted">{preview.kind === 'empty' ? 'Enter a quantity to see the cost.' : 'This trade cannot be placed.'}</p>
      )}
      {(problem ?? (preview.kind === 'refused' ? preview.message : null)) && (
        <p role="alert" className="mt-3 flex items-start gap-2 text-sm font-medium text-no-700 dark:text-no-500">
          <AlertIcon size={16} className="mt-0.5 shrink-0" />
          {problem ?? (preview.kind === 'refused' ? preview.message : '')}
        </p>
      )}
    </div>
  )
}

function QuoteRows({ quote }: { quote: BuyQuote }) {
  const rows: Array<[string, string, string?]> = [
    ['Average price', formatCentsPrecise(quote.avgPriceCents)],
    ['Price after trade', formatCentsPrecise(quote.priceAfterCents), `from ${formatCentsPrecise(quote.priceBeforeCents)}`],
    ['Payout if right', formatMoney(quote.maxPayoutCents / 100)],
  ]
  return (
    <dl className="space-y-2 text-sm">
      <div className="flex items-baseline justify-between gap-3">
        <dt className="font-medium">Cost</dt>
        <dd className="text-right">
          <span className="text-lg font-bold tabular-nums" data-testid="preview-cost">{formatMoney(quote.costCents / 100)}</span>
          <span className="block text-xs text-muted">incl. {formatMoney(quote.feeCents / 100)} fee</span>
        </dd>
      </div>
      {rows.map(([term, value, note]) => (
        <div key={term} className="flex items-baseline justify-between gap-3">
          <dt className="text-muted">{term}</dt>
          <dd className="tabular-nums">{note && <span className="mr-1.5 text-xs text-muted">{note}</span>}<span className="font-medium">{value}</span></dd>
        </div>
      ))}
      <div className="flex items-baseline justify-between gap-3 border-t border-line pt-2">
        <dt className="font-medium">Max profit</dt>
        <dd className={cn('font-bold tabular-nums', quote.maxProfitCents > 0 ? 'text-yes-700 dark:text-yes-500' : 'text-no-700 dark:text-no-500')}>{formatMoney(quote.maxProfitCents / 100)}</dd>
      </div>
    </dl>
  )
}
