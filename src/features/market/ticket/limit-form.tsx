import { useQuery } from '@tanstack/react-query'
import { useId, useState, type Ref } from 'react'
import { orderBookQuery } from '../../../api/orders'
import { AlertIcon } from '../../../components/ui/icons'
import { Input, Label } from '../../../components/ui/input'
import { formatCentsPrecise, formatCount, formatMoney } from '../../../lib/format'
import { parseQuantity } from '../../../lib/trade-preview'
import { inputClass } from '../../../components/ui/input'
import { SubmitRow, type FormProps } from './buy-form'
import { WHOLE_QUANTITY } from './ticket-math'
import { EXPIRIES, parseLimitPrice, previewLimit, type Expiry, type TicketAction } from './order-math'
import { sideWord } from '../../../lib/order-messages'
import { PreviewRow } from './ticket-preview'
import { useAccount } from './use-account'
import { usePlaceOrder } from './use-place-order'

/** A limit order: buy or sell at a price (1 to 99¢) or better, until it fills, is cancelled or expires. */
export function LimitForm({
  market,
  request,
  side,
  layout,
  onDone,
  onCancel,
  action,
  closesAt,
  ref: amountRef,
}: FormProps & { action: TicketAction; closesAt?: string; ref?: Ref<HTMLInputElement> }) {
  const sidePrice = Number(side === 'yes' ? market.yesPrice : market.noPrice)
  const [priceText, setPriceText] = useState(() =>
    String(Math.min(99, Math.max(1, action === 'buy' ? Math.floor(sidePrice) : Math.ceil(sidePrice)))),
  )
  const [text, setText] = useState(() => String(request.quantity ?? 100))
  const [expiry, setExpiry] = useState<Expiry>('gtc')
  const { balance, balanceCents, held } = useAccount(market.id, market.pool.multi?.answerId)
  // An answer's orders meet the answers' pools only (src/exchange/multi/orders.ts): no book to read for the preview.
  const book = useQuery({ ...orderBookQuery(market.id), enabled: !market.pool.multi }).data
  const answerId = market.pool.multi?.answerId
  const mutation = usePlaceOrder(onDone)
  const id = useId()

  const limit = parseLimitPrice(priceText)
  const quantity = Math.max(0, parseQuantity(text))
  const fill =
    limit !== null && quantity > 0 && quantity <= 10_000 ? previewLimit(market.pool, book, side, action, quantity, limit) : null
  const available = held(side)?.availableQuantity ?? 0
  const problem =
    limit === null && priceText !== ''
      ? 'The limit price is whole cents from 1 to 99.'
      : Number.isNaN(quantity)
        ? WHOLE_QUANTITY
        : quantity > 10_000
          ? 'At most 10,000 contracts.'
          : action === 'sell' && quantity > available
            ? available === 0
              ? `You hold no ${side.toUpperCase()} contracts to sell.`
              : `You can sell up to ${formatCount(available)} ${side.toUpperCase()}.`
            : action === 'buy' && fill && balanceCents !== null && fill.cashCents + fill.reserveCents > balanceCents
              ? `Not enough balance: this order needs ${formatMoney((fill.cashCents + fill.reserveCents) / 100)}.`
              : null
  const canSubmit = limit !== null && quantity > 0 && problem === null && !mutation.isPending
  const verb = action === 'buy' ? 'Buy' : 'Sell'

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault()
        if (!canSubmit || limit === null) return
        mutation.mutate({
          marketId: market.id,
          ...(answerId !== undefined ? { answerId } : {}),
          side,
          action,
          quantity,
          limitPriceCents: limit,
          expiry,
          closesAt,
        })
      }}
    >
      <div className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-price`}>Limit price (¢)</Label>
          <Input
            id={`${id}-price`}
            selectOnFocus
            type="number"
            inputMode="numeric"
            min={1}
            max={99}
            step={1}
            value={priceText}
            onChange={(e) => setPriceText(e.target.value)}
            className="h-12 text-lg tabular-nums"
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-qty`}>Quantity</Label>
          <Input
            ref={amountRef}
            id={`${id}-qty`}
            selectOnFocus
            type="number"
            inputMode="numeric"
            min={1}
            max={10_000}
            step={1}
            value={text}
            onChange={(e) => setText(e.target.value)}
            className="h-12 text-lg tabular-nums"
          />
        </div>
      </div>
      <p className="-mt-2 text-xs text-muted">
        {action === 'buy'
          ? `Buys ${side.toUpperCase()} at this price or lower`
          : `Sells ${side.toUpperCase()} at this price or higher`}
        ; {sideWord(side)} is {formatCentsPrecise(sidePrice)} now.
      </p>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-exp`}>Expires</Label>
        <select
          id={`${id}-exp`}
          value={expiry}
          onChange={(e) => setExpiry(e.target.value as Expiry)}
          className={`${inputClass} h-11`}
        >
          {EXPIRIES.map((x) => (
            <option key={x.value} value={x.value}>
              {x.label}
            </option>
          ))}
        </select>
      </div>
      <div className="rounded-xl border border-line bg-surface-2/60 p-4" data-testid="order-preview">
        {fill && limit !== null ? (
          <dl className="space-y-1.5 text-sm">
            <PreviewRow term="Fills at once" testId="order-fills">
              {fill.filledQuantity === 0
                ? 'none'
                : // The price the trade will record (before the fee, as the toast and the history say it), then the cash with the fee.
                  `${formatCount(fill.filledQuantity)} at ${formatCentsPrecise(fill.priceBeforeFeeCents)} (${formatMoney(fill.cashCents / 100)} with the fee)`}
            </PreviewRow>
            <PreviewRow term="Rests in the book" testId="order-rests">
              {quantity - fill.filledQuantity === 0 ? 'none' : `${formatCount(quantity - fill.filledQuantity)} at ${limit}¢`}
            </PreviewRow>
            <PreviewRow term="Holds back" testId="order-reserve">
              {action === 'buy'
                ? formatMoney(fill.reserveCents / 100)
                : `${formatCount(fill.reserveContracts)} ${side.toUpperCase()}`}
            </PreviewRow>
            {action === 'buy' && <PreviewRow term="To win">{formatMoney(quantity)}</PreviewRow>}
          </dl>
        ) : (
          <p className="text-sm text-muted">Enter a price and a quantity.</p>
        )}
        {problem && (
          <p role="alert" className="mt-3 flex items-start gap-2 text-sm font-medium text-no-700 dark:text-no-500">
            <AlertIcon size={16} className="mt-0.5 shrink-0" />
            {problem}
          </p>
        )}
      </div>
      <SubmitRow
        layout={layout}
        side={side}
        disabled={!canSubmit}
        onCancel={onCancel}
        autoFocus={layout === 'sheet'}
        balance={balance}
        label={mutation.isPending ? 'Placing...' : layout === 'panel' ? `Place ${verb} Order` : `Confirm ${verb} Order`}
      />
    </form>
  )
}
