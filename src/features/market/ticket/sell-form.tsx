import { useQuery } from '@tanstack/react-query'
import { useId, useState, type Ref } from 'react'
import { orderBookQuery } from '../../../api/orders'
import { DEFAULT_SLIPPAGE_CENTS, type TradeQuote } from '../../../api/contract'
import { AlertIcon } from '../../../components/ui/icons'
import { Input, Label } from '../../../components/ui/input'
import { Pnl } from '../../../components/ui/pnl'
import { priceBeforeFeeCents } from '../../../exchange/figures'
import { FEE_BPS } from '../../../exchange/money'
import { formatCentsPrecise, formatCount, formatMoney } from '../../../lib/format'
import { toDollars } from '../../../lib/money'
import { MAX_QUANTITY, parseQuantity } from '../../../lib/trade-preview'
import { SubmitRow, type FormProps } from './buy-form'
import { previewSell, slippageLimit, type SellPreview } from './order-math'
import { saleValue } from './sale-value'
import { sideWord } from '../../../lib/order-messages'
import { MovedNotice, SlippageField } from './ticket-controls'
import { priceMove } from './ticket-math'
import { PreviewRow } from './ticket-preview'
import { useAccount } from './use-account'
import { useTicketSubmit } from './use-ticket-submit'

const chip =
  'h-11 min-w-0 flex-1 rounded-lg border border-line bg-surface text-sm font-semibold text-fg hover:bg-surface-2 active:bg-line disabled:cursor-not-allowed disabled:opacity-50'

/** Selling contracts held back to the pool: what they pay, the profit against their cost basis, the price after. */
export function SellForm({
  market,
  request,
  side,
  layout,
  onDone,
  onCancel,
  ref: amountRef,
}: FormProps & { ref?: Ref<HTMLInputElement> }) {
  const { balance, held } = useAccount(market.id, market.pool.multi?.answerId)
  const position = held(side)
  // Not held on this side (a Sell switched to the other tab): say where the contracts held are.
  const otherSide = side === 'yes' ? 'no' : 'yes'
  const other = position ? undefined : held(otherSide)
  const nothingHere = !position && balance !== undefined
  const available = position?.availableQuantity ?? 0
  // One sale moves at most MAX_QUANTITY contracts (as any trade): a bigger position closes in parts.
  const sellable = Math.min(available, MAX_QUANTITY)
  // A sale starts at the whole position (or the most one sale takes), or at what was asked of the
  // side asked; its other side, when held too, at all of that one.
  const [text, setTextRaw] = useState(() => {
    const asked = side !== request.side ? undefined : request.quantity
    return String(asked === undefined ? sellable || '' : Math.min(asked, MAX_QUANTITY))
  })
  const [tolerance, setTolerance] = useState(DEFAULT_SLIPPAGE_CENTS)
  const [moved, setMoved] = useState<TradeQuote | null>(null)
  const setText = (next: string) => {
    setTextRaw(next)
    setMoved(null)
  }
  const quantity = Math.max(0, parseQuantity(text))
  // Sells fill through resting buy orders too: the quote runs the exchange's matcher on the book.
  const book = useQuery({ ...orderBookQuery(market.id), enabled: !market.pool.multi }).data
  const preview = previewSell(
    market.pool,
    position && { quantity: available, cost: String((Number(position.cost) * available) / position.quantity) },
    side,
    quantity,
    book,
  )
  const mutation = useTicketSubmit('panel', undefined, onDone, setMoved)
  const id = useId()
  const canSubmit = preview.kind === 'quote' && !mutation.isPending
  const label = sideWord(side)

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault()
        if (preview.kind !== 'quote' || mutation.isPending) return
        const seen = moved && moved.quantity === quantity ? Number(moved.averagePrice) : preview.quote.avgPriceCents
        mutation.mutate({
          marketId: market.id,
          answerId: market.pool.multi?.answerId,
          side,
          action: 'sell',
          quantity,
          priceCents: side === 'yes' ? market.yesPrice : market.noPrice,
          limitPriceCents: slippageLimit('sell', seen, tolerance),
        })
        setMoved(null)
      }}
    >
      <p className="text-sm text-muted" data-testid="sell-held">
        {position ? (
          <>
            You hold{' '}
            <span className="font-semibold text-fg">
              {formatCount(position.quantity)} {side.toUpperCase()}
            </span>{' '}
            at {formatCentsPrecise(position.avgPrice)} average
            {position.reservedQuantity > 0 && <> ({formatCount(position.reservedQuantity)} held by sell orders)</>}.
          </>
        ) : (
          <>
            You hold no {side.toUpperCase()} contracts in this market.
            {other && (
              <>
                {' '}
                Your {formatCount(other.quantity)} {otherSide.toUpperCase()} are on the {sideWord(otherSide)} tab above.
              </>
            )}
          </>
        )}
      </p>
      {/* Nothing of this side to sell (the account is read): no amount, no quote, just where the contracts are. */}
      {!nothingHere && (
        <>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={id}>Quantity</Label>
            <Input
              ref={amountRef}
              id={id}
              selectOnFocus
              type="number"
              inputMode="numeric"
              min={1}
              max={sellable || undefined}
              step={1}
              placeholder="0"
              value={text}
              onChange={(e) => setText(e.target.value)}
              className="h-12 text-lg tabular-nums"
              aria-describedby={`${id}-hint`}
            />
            <p id={`${id}-hint`} className="text-xs text-muted">
              Contracts to sell back to the market, fee deducted.
              {available > MAX_QUANTITY &&
                ` A sale takes at most ${formatCount(MAX_QUANTITY)}: sell the other ${formatCount(available - MAX_QUANTITY)} in another.`}
            </p>
            <div className="flex gap-2" role="group" aria-label="Part of your position">
              {[25, 50].map((pct) => (
                <button
                  key={pct}
                  type="button"
                  className={chip}
                  disabled={available === 0}
                  onClick={() => setText(String(Math.min(MAX_QUANTITY, Math.max(1, Math.floor((available * pct) / 100)))))}
                >
                  {pct}%
                </button>
              ))}
              <button type="button" className={chip} disabled={available === 0} onClick={() => setText(String(sellable))}>
                All
              </button>
            </div>
          </div>
          <SellPreviewBox preview={preview} />
          {moved && <MovedNotice quote={moved} />}
          <SlippageField value={tolerance} onChange={setTolerance} />
        </>
      )}
      <SubmitRow
        layout={layout}
        side={side}
        disabled={!canSubmit}
        onCancel={onCancel}
        autoFocus={layout === 'sheet'}
        balance={balance}
        total={preview.kind === 'quote' ? { term: 'You receive', dollars: preview.quote.proceedsCents / 100 } : null}
        label={mutation.isPending ? 'Selling...' : layout === 'panel' ? `Sell ${label}` : `Confirm Sell ${label}`}
      />
    </form>
  )
}

function SellPreviewBox({ preview }: { preview: SellPreview }) {
  return (
    <div className="rounded-xl border border-line bg-surface-2/60 p-4" data-testid="trade-preview">
      {preview.kind === 'quote' ? (
        <SellRows preview={preview} />
      ) : (
        <p
          className={
            preview.kind === 'refused'
              ? 'flex items-start gap-2 text-sm font-medium text-no-700 dark:text-no-500'
              : 'text-sm text-muted'
          }
          role={preview.kind === 'refused' ? 'alert' : undefined}
        >
          {preview.kind === 'refused' ? (
            <>
              <AlertIcon size={16} className="mt-0.5 shrink-0" />
              {preview.message}
            </>
          ) : (
            'Enter how many contracts to sell.'
          )}
        </p>
      )}
    </div>
  )
}

/**
 * What the sale pays against what the contracts are worth at today's price (the value the portfolio
 * shows), the difference named in words, then the details: the realized P&L, the average price,
 * the price after, the fee and the cost basis that leaves with the contracts.
 */
function SellRows({ preview: { quote, costBasisCents, profitCents } }: { preview: Extract<SellPreview, { kind: 'quote' }> }) {
  const move = priceMove(quote.priceBeforeCents, quote.priceAfterCents)
  const sale = saleValue(quote)
  return (
    <div>
      <dl className="space-y-0.5">
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <dt className="text-muted">Value at {formatCentsPrecise(quote.priceBeforeCents)}</dt>
          <dd className="font-medium tabular-nums" data-testid="preview-value-now">
            {formatMoney(toDollars(sale.valueCents))}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-sm font-semibold">You receive</dt>
          <dd className="text-2xl font-bold tabular-nums" data-testid="preview-proceeds">
            {formatMoney(toDollars(quote.proceedsCents))}
          </dd>
        </div>
      </dl>
      <p className="mt-1 text-xs text-muted" data-testid="preview-sale-gap">
        {sale.note}
      </p>
      <dl className="mt-3 space-y-1.5 border-t border-line pt-3 text-sm">
        <PreviewRow term="Realized P&L">
          <Pnl value={toDollars(profitCents)} className="font-semibold" />
        </PreviewRow>
        <PreviewRow term="Contracts">
          {formatCount(quote.quantity)} {quote.side.toUpperCase()}
        </PreviewRow>
        <PreviewRow term="Average price">
          {formatCentsPrecise(
            priceBeforeFeeCents({
              action: 'sell',
              quantity: quote.quantity,
              cashCents: quote.proceedsCents,
              feeCents: quote.feeCents,
            }),
          )}
        </PreviewRow>
        <PreviewRow term="Price after" testId="preview-price-after">
          {move.moved ? `${move.before} → ${move.after}` : `${move.after} (no change)`}
        </PreviewRow>
        <PreviewRow term={`Fee (${FEE_BPS / 100}%)`}>{formatMoney(toDollars(quote.feeCents))}</PreviewRow>
        <PreviewRow term="Cost basis sold">{formatMoney(toDollars(costBasisCents))}</PreviewRow>
      </dl>
    </div>
  )
}
