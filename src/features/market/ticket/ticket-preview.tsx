import type { ReactNode } from 'react'
import { AlertIcon } from '../../../components/ui/icons'
import { cn } from '../../../components/ui/cn'
import { formatCentsPrecise, formatCount, formatMoney } from '../../../lib/format'
import { FEE_BPS } from '../../../exchange/money'
import { priceBeforeFee, priceMove, type TicketPreview as Preview, type TicketQuote } from './ticket-math'

interface Props {
  preview: Preview
  problem: string | null
  /** What to ask for when nothing is typed. */
  emptyText: string
  /** Extra rows (the instant page's time to settlement). */
  extra?: ReactNode
  /** When the contracts pay (src/lib/order-messages.ts, paysIf): under "To win". */
  paysIf: string
}

/**
 * The ticket's preview, all from the exchange's quote: a large "To win" (the contracts'
 * payout), then contracts, average price, the price before and after, the fee, the cost
 * and the profit if right.
 */
export function TicketPreview({ preview, problem, emptyText, extra, paysIf }: Props) {
  const shown = problem ?? (preview.kind === 'refused' ? preview.message : null)
  return (
    <div className="rounded-xl border border-line bg-surface-2/60 p-4" data-testid="trade-preview">
      {preview.kind === 'quote' ? (
        <QuoteRows quote={preview.quote} extra={extra} paysIf={paysIf} />
      ) : (
        <>
          <p className="text-sm text-muted">{preview.kind === 'empty' ? emptyText : 'This trade cannot be placed.'}</p>
          {extra && <dl className="mt-2 text-sm">{extra}</dl>}
        </>
      )}
      {shown && (
        <p role="alert" className="mt-3 flex items-start gap-2 text-sm font-medium text-no-700 dark:text-no-500">
          <AlertIcon size={16} className="mt-0.5 shrink-0" />
          {shown}
        </p>
      )}
    </div>
  )
}

export function PreviewRow({ term, children, testId }: { term: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-muted">{term}</dt>
      <dd className="text-right font-medium tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  )
}

function QuoteRows({ quote, extra, paysIf }: { quote: TicketQuote; extra?: ReactNode; paysIf: string }) {
  const move = priceMove(quote.priceBeforeCents, quote.priceAfterCents)
  const side = quote.side.toUpperCase()
  return (
    <div>
      <div className="flex items-end justify-between gap-3">
        <div>
          <p className="text-sm font-medium text-muted">To win</p>
          <p className="text-3xl font-bold tabular-nums text-yes-700 dark:text-yes-500" data-testid="preview-to-win">
            {formatMoney(quote.maxPayoutCents / 100)}
          </p>
          <p className="text-xs text-muted">if {paysIf}</p>
        </div>
        <div className="pb-4 text-right">
          <p className="text-xs text-muted">Max profit</p>
          <p
            className={cn(
              'font-semibold tabular-nums',
              quote.maxProfitCents > 0 ? 'text-yes-700 dark:text-yes-500' : 'text-no-700 dark:text-no-500',
            )}
            data-testid="preview-max-profit"
          >
            {formatMoney(quote.maxProfitCents / 100)}
          </p>
        </div>
      </div>
      <dl className="mt-3 space-y-1.5 border-t border-line pt-3 text-sm">
        <PreviewRow term="Contracts">
          {formatCount(quote.quantity)} {side}
        </PreviewRow>
        <PreviewRow term="Average price">{formatCentsPrecise(priceBeforeFee(quote))}</PreviewRow>
        <PreviewRow term="Price after" testId="preview-price-after">
          {move.moved ? (
            <>
              {move.before} → {move.after}
            </>
          ) : (
            <>{move.after} (no change)</>
          )}
        </PreviewRow>
        <PreviewRow term={`Fee (${FEE_BPS / 100}%)`}>{formatMoney(quote.feeCents / 100)}</PreviewRow>
        <div className="flex items-baseline justify-between gap-3 border-t border-line pt-1.5">
          <dt className="font-semibold">Cost</dt>
          <dd className="text-lg font-bold tabular-nums" data-testid="preview-cost">
            {formatMoney(quote.costCents / 100)}
          </dd>
        </div>
        {extra}
      </dl>
    </div>
  )
}
