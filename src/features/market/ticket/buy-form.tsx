import { useQuery } from '@tanstack/react-query'
import { useLayoutEffect, useRef, useState, type Ref } from 'react'
import { orderBookQuery } from '../../../api/orders'
import { DEFAULT_SLIPPAGE_CENTS, type Side, type TradeQuote } from '../../../api/contract'
import { Button } from '../../../components/ui/button'
import { formatCentsPrecise, formatCount, formatMoney, formatTimeLeft } from '../../../lib/format'
import type { TicketMarket, TicketRequest } from '../../../lib/ticket-store'
import { DEFAULT_QUANTITY } from '../../../lib/trade-preview'
import { useDeviceNow } from '../../../lib/use-now'
import { AmountField } from './amount-field'
import { slippageLimit } from './order-math'
import { paysIf, sideWord } from '../../../lib/order-messages'
import { MovedNotice, SlippageField } from './ticket-controls'
import { useAmountMode } from './amount-mode'
import { addToAmount, dollarsText, maxText, priceBeforeFee, switchMode, ticketOrder, type AmountMode } from './ticket-math'
import { PreviewRow, TicketPreview } from './ticket-preview'
import { useAccount } from './use-account'
import { useTicketSubmit } from './use-ticket-submit'

export interface FormProps {
  market: TicketMarket
  request: TicketRequest
  side: Side
  layout: 'panel' | 'sheet'
  onDone: () => void
  onCancel?: () => void
}

/**
 * The amount a ticket opens with. `pinned`: a number of contracts shown in dollars as what they
 * cost now, until the person changes the amount (a card's quick buy of 100 stays 100 contracts
 * in Dollars, whatever the book answers meanwhile).
 */
interface Amount {
  mode: AmountMode
  text: string
  pinned: number | null
}

function startingAmount(request: TicketRequest, remembered: AmountMode | null): Amount {
  if (request.copyOf) return { mode: 'contracts', text: String(request.quantity ?? ''), pinned: null }
  if (request.amountCents !== undefined) return { mode: 'dollars', text: dollarsText(request.amountCents), pinned: null }
  // The instant page's amount is in dollars (docs/product.md, Instant Settlement).
  if (request.source === 'instant') return { mode: 'dollars', text: '', pinned: null }
  const quantity = request.quantity ?? DEFAULT_QUANTITY
  if (remembered === 'dollars') return { mode: 'dollars', text: '', pinned: quantity }
  return { mode: 'contracts', text: String(quantity), pinned: null }
}

function submitLabel(request: TicketRequest, layout: FormProps['layout'], side: Side, pending: boolean): string {
  if (request.source === 'instant') return pending ? 'Placing...' : 'Place Trade'
  if (request.source === 'copy') return pending ? 'Copying...' : 'Confirm Copy'
  if (pending) return 'Trading...'
  return layout === 'panel' ? `Buy ${sideWord(side)}` : `Confirm Buy ${sideWord(side)}`
}

/** Seconds left on an instant market, on the exchange's clock (the opener's skew on this device's time); null for other markets. */
function useInstantLeft(instant: TicketRequest['instant']): number | null {
  const now = useDeviceNow(1000)
  return instant ? Date.parse(instant.settlementTime) - (now + instant.clockSkewMs) : null
}

/** The leader's price beside today's, on a copy. */
function CopyPrices({ name, theirs, today }: { name: string; theirs: number; today: number }) {
  return (
    <div className="grid grid-cols-2 gap-2 text-sm" data-testid="copy-prices">
      <div className="rounded-lg bg-surface-2 px-3 py-2">
        <p className="truncate text-xs text-muted">{name} paid</p>
        <p className="font-semibold tabular-nums">{formatCentsPrecise(theirs)}</p>
      </div>
      <div className="rounded-lg bg-surface-2 px-3 py-2">
        <p className="text-xs text-muted">You pay today</p>
        <p className="font-semibold tabular-nums">
          {formatCentsPrecise(today)}
          {today > theirs && (
            <span className="ml-1 text-xs text-no-700 dark:text-no-500">+{formatCentsPrecise(today - theirs)}</span>
          )}
        </p>
      </div>
    </div>
  )
}

/** Buying at the market: an amount in contracts or dollars, chips, the exchange's quote, slippage protection. */
export function BuyForm({
  market,
  request,
  side,
  layout,
  onDone,
  onCancel,
  ref: amountRef,
}: FormProps & { ref?: Ref<HTMLInputElement> }) {
  const remembered = useAmountMode((s) => s.mode)
  const remember = useAmountMode((s) => s.remember)
  const [{ mode, text: typed, pinned }, setAmount] = useState(() => startingAmount(request, remembered))
  const [tolerance, setTolerance] = useState(DEFAULT_SLIPPAGE_CENTS)
  const [moved, setMoved] = useState<TradeQuote | null>(null)
  const setText = (next: string) => {
    setAmount({ mode, text: next, pinned: null })
    setMoved(null)
  }
  const copy = request.copyOf
  // Market buys fill through resting orders too: the quote runs the exchange's matcher on the book.
  const book = useQuery({ ...orderBookQuery(market.id), enabled: !market.pool.multi }).data
  const order =
    pinned === null
      ? ticketOrder(market.pool, side, mode, typed, book)
      : ticketOrder(market.pool, side, 'contracts', String(pinned), book)
  const text = pinned === null ? typed : order.preview.kind === 'quote' ? dollarsText(order.preview.quote.costCents) : ''
  // A new mode puts the caret in the amount, its text selected: the next keys replace it.
  const input = useRef<HTMLInputElement | null>(null)
  const [switched, setSwitched] = useState(0)
  useLayoutEffect(() => {
    const el = input.current
    if (switched === 0 || !el) return
    el.focus()
    el.select()
    el.dataset.selectedOnFocus = ''
  }, [switched])
  const { balance, balanceCents } = useAccount(market.id, market.pool.multi?.answerId)
  const left = useInstantLeft(request.instant)
  const mutation = useTicketSubmit(request.source, copy?.tradeId, onDone, setMoved)

  const quote = order.preview.kind === 'quote' ? order.preview.quote : null
  const cost = quote?.costCents ?? 0
  const short = balanceCents !== null && cost > balanceCents
  const stopped = left !== null && left <= 0
  const problem = stopped
    ? 'This market has stopped trading.'
    : (order.problem ??
      (short ? `Not enough balance: this trade costs ${formatMoney(cost / 100)} and you have ${formatMoney(balance!)}.` : null))
  const canSubmit = order.quantity > 0 && quote !== null && !short && !stopped && !mutation.isPending
  // Dollars that buy less than they could: a trade's 10,000 contracts, or the pool's price at its
  // end (the exchange takes no more now). The ticket says what the amount buys and what stays in cash.
  const capped = quote !== null && order.stoppedBy === 'cap'
  const poolBound = quote !== null && order.stoppedBy === 'pool'
  // A buy whose average price and fee pass the $1.00 a contract pays: it loses even if it is right.
  const sureLoss = quote !== null && quote.maxProfitCents <= 0
  // A copy and an instant trade keep their own endpoints' rules; the market page and cards are slippage-protected.
  const protect = request.source === 'card' || request.source === 'panel'

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault()
        if (!canSubmit) return
        const seen = moved && moved.quantity === order.quantity ? Number(moved.averagePrice) : quote.avgPriceCents
        mutation.mutate({
          marketId: market.id,
          answerId: market.pool.multi?.answerId,
          side,
          action: 'buy',
          quantity: order.quantity,
          priceCents: side === 'yes' ? market.yesPrice : market.noPrice,
          ...(protect ? { limitPriceCents: slippageLimit('buy', seen, tolerance) } : {}),
        })
        setMoved(null)
      }}
    >
      {copy && quote && <CopyPrices name={copy.traderName} theirs={copy.priceCents} today={priceBeforeFee(quote)} />}
      <AmountField
        ref={(el) => {
          input.current = el
          if (typeof amountRef === 'function') amountRef(el)
          else if (amountRef) amountRef.current = el
        }}
        mode={mode}
        text={text}
        onText={setText}
        readOnly={!!copy}
        autoFocus={layout === 'sheet' && request.source === 'instant'}
        onMode={
          copy
            ? null
            : (next) => {
                remember(next)
                if (next === mode) return
                setAmount({ mode: next, text: switchMode(market.pool, side, mode, text, book), pinned: null })
                setMoved(null)
                setSwitched((n) => n + 1)
              }
        }
        onAdd={copy ? null : (step) => setText(addToAmount(mode, text, step))}
        onMax={copy || balanceCents === null ? null : () => setText(maxText(market.pool, side, mode, balanceCents, book))}
        onClear={() => setText('')}
        // Focused, the amount stops following the price: a refresh would otherwise rewrite the
        // selected text under the trader's fingers, and their digits would be appended to it.
        onFocus={() => pinned !== null && setAmount({ mode, text, pinned: null })}
        hint={
          copy
            ? `The same ${side.toUpperCase()} contracts ${copy.traderName} bought, at today's price.`
            : capped
              ? `At most 10,000 contracts a trade: ${formatMoney(quote.costCents / 100)} of this buys them, and the rest stays in your cash.`
              : poolBound
                ? `The pool sells at most ${formatCount(order.quantity)} ${side.toUpperCase()} now: ${formatMoney(quote.costCents / 100)} of this buys them, and the rest stays in your cash.`
                : mode === 'contracts'
                  ? `Contracts, 1 to 10,000. Each pays $1.00 if ${paysIf(side, market.answerText)}.`
                  : `Buys the most whole ${side.toUpperCase()} contracts this pays for, fee included; each pays $1.00 if ${paysIf(side, market.answerText)}.`
        }
      />
      <TicketPreview
        preview={order.preview}
        paysIf={paysIf(side, market.answerText)}
        problem={problem}
        emptyText={mode === 'contracts' ? 'Enter a quantity to see the cost.' : 'Enter an amount to see what it buys.'}
        extra={left !== null && <PreviewRow term="Time to settlement">{formatTimeLeft(left)}</PreviewRow>}
      />
      {sureLoss && (
        <p role="alert" className="text-sm font-medium text-no-700 dark:text-no-500" data-testid="sure-loss">
          This buy loses {formatMoney(-quote.maxProfitCents / 100)} even if {paysIf(side, market.answerText)}: its contracts cost
          more than the $1.00 each pays. Buy fewer.
        </p>
      )}
      {moved && <MovedNotice quote={moved} />}
      {protect && <SlippageField value={tolerance} onChange={setTolerance} />}
      <SubmitRow
        layout={layout}
        side={side}
        disabled={!canSubmit}
        onCancel={onCancel}
        autoFocus={layout === 'sheet' && request.source !== 'instant'}
        label={submitLabel(request, layout, side, mutation.isPending)}
        balance={balance}
        total={quote ? { term: 'Cost', dollars: quote.costCents / 100 } : null}
      />
    </form>
  )
}

/**
 * Cancel (in a sheet) and the one button that places the trade; the balance below, and in a sheet
 * the figure the button commits to (a buy's cost, a sale's proceeds) beside it: on a phone the
 * preview's own line can sit under the buttons until the sheet scrolls.
 */
export function SubmitRow({
  layout,
  side,
  disabled,
  onCancel,
  label,
  balance,
  total,
  autoFocus,
}: {
  layout: FormProps['layout']
  side: Side
  disabled: boolean
  onCancel?: () => void
  label: string
  balance: string | undefined
  /** The figure the button commits to, e.g. { term: 'Cost', dollars: 42.86 }. */
  total?: { term: string; dollars: number } | null
  autoFocus?: boolean
}) {
  const shownTotal = layout === 'sheet' && total ? total : null
  return (
    // In a sheet the buttons stay in sight at the bottom, however far the ticket scrolls.
    <div
      className={
        layout === 'sheet'
          ? 'sticky -bottom-4 z-10 -mx-4 border-t border-line bg-surface px-4 pb-4 pt-3 sm:-bottom-6 sm:-mx-6 sm:px-6 sm:pb-6'
          : ''
      }
    >
      <div className={layout === 'sheet' ? 'grid grid-cols-[auto_1fr] gap-2' : ''}>
        {layout === 'sheet' && (
          <Button variant="outline" size="lg" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" variant={side} size="lg" className="w-full" disabled={disabled} autoFocus={autoFocus}>
          {label}
        </Button>
      </div>
      {(balance !== undefined || shownTotal) && (
        <p className="mt-2 text-center text-xs text-muted" data-testid="submit-figures">
          {shownTotal && (
            <>
              {shownTotal.term} <span className="font-semibold text-fg">{formatMoney(shownTotal.dollars)}</span>
              {balance !== undefined && ' · '}
            </>
          )}
          {balance !== undefined && (
            <>
              Balance <span className="font-medium text-fg">{formatMoney(balance)}</span>
            </>
          )}
        </p>
      )}
    </div>
  )
}
