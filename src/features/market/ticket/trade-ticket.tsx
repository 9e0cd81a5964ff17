import { useQuery } from '@tanstack/react-query'
import { forwardRef, useState } from 'react'
import type { Side } from '../../../api/contract'
import { portfolioQuery } from '../../../api/portfolio'
import { Button } from '../../../components/ui/button'
import { formatCentsPrecise, formatMoney, formatTimeLeft } from '../../../lib/format'
import type { TicketMarket, TicketRequest } from '../../../lib/ticket-store'
import { DEFAULT_QUANTITY } from '../../../lib/trade-preview'
import { useAuth } from '../../../lib/use-auth'
import { useNow } from '../../../lib/use-now'
import { AmountField } from './amount-field'
import { SideTabs } from './side-tabs'
import { addDollars, dollarsText, maxText, switchMode, ticketOrder, type AmountMode } from './ticket-math'
import { PreviewRow, TicketPreview } from './ticket-preview'
import { useTicketSubmit } from './use-ticket-submit'

interface Props {
  market: TicketMarket
  request: TicketRequest
  side: Side
  onSideChange: (side: Side) => void
  /** 'panel': inline on the market page; 'sheet': the bottom sheet or side panel opened from anywhere. */
  layout: 'panel' | 'sheet'
  /** After a trade went through (the sheet closes). */
  onDone: () => void
  onCancel?: () => void
}

const sideLabel = (side: Side) => (side === 'yes' ? 'Yes' : 'No')

function startingAmount(request: TicketRequest): { mode: AmountMode; text: string } {
  if (request.quantity !== undefined) return { mode: 'contracts', text: String(request.quantity) }
  if (request.amountCents !== undefined) return { mode: 'dollars', text: dollarsText(request.amountCents) }
  if (request.source === 'instant') return { mode: 'dollars', text: '' }
  return { mode: 'contracts', text: String(DEFAULT_QUANTITY) }
}

function submitLabel(request: TicketRequest, layout: Props['layout'], side: Side, pending: boolean): string {
  if (request.source === 'instant') return pending ? 'Placing...' : 'Place Trade'
  if (request.source === 'copy') return pending ? 'Copying...' : 'Confirm Copy'
  if (pending) return 'Trading...'
  return layout === 'panel' ? `Buy ${sideLabel(side)}` : `Confirm Buy ${sideLabel(side)}`
}

/** Seconds left on an instant market, on the exchange's clock; null for other markets. */
function useInstantLeft(instant: TicketRequest['instant']): number | null {
  const now = useNow(1000)
  return instant ? Date.parse(instant.settlementTime) - (now + instant.clockSkewMs) : null
}

/**
 * The one trade ticket (docs/product.md, Trading panel): the side, an amount in contracts or
 * dollars with $ chips and Max, the exchange's own quote (to win, average price, price after,
 * fee, cost), and one button that places the trade. Nothing is placed before that press.
 */
export const TradeTicket = forwardRef<HTMLInputElement, Props>(function TradeTicket(
  { market, request, side, onSideChange, layout, onDone, onCancel }, amountRef,
) {
  const [{ mode, text }, setAmount] = useState(() => startingAmount(request))
  const setText = (next: string) => setAmount({ mode, text: next })
  const copy = request.copyOf
  const order = ticketOrder(market.pool, side, mode, text)
  const { user } = useAuth()
  const balance = useQuery({ ...portfolioQuery(user?.id ?? ''), enabled: !!user }).data?.balance
  const balanceCents = balance === undefined ? null : Math.round(Number(balance) * 100)
  const left = useInstantLeft(request.instant)
  const mutation = useTicketSubmit(request.source, copy?.tradeId, onDone)

  const cost = order.preview.kind === 'quote' ? order.preview.quote.costCents : 0
  const short = balanceCents !== null && cost > balanceCents
  const stopped = left !== null && left <= 0
  const problem = stopped ? 'This market has stopped trading.'
    : order.problem ?? (short ? `Not enough balance: this trade costs ${formatMoney(cost / 100)} and you have ${formatMoney(balance!)}.` : null)
  const canSubmit = order.quantity > 0 && order.preview.kind === 'quote' && !short && !stopped && !mutation.isPending
  const label = sideLabel(side)
  const price = side === 'yes' ? market.yesPrice : market.noPrice

  const form = (
    <form className="flex flex-col gap-4" onSubmit={(e) => {
      e.preventDefault()
      if (!canSubmit) return
      mutation.mutate({ marketId: market.id, side, quantity: order.quantity, priceCents: price })
    }}>
      {copy && order.preview.kind === 'quote' && (
        <div className="grid grid-cols-2 gap-2 text-sm" data-testid="copy-prices">
          <div className="rounded-lg bg-surface-2 px-3 py-2">
            <p className="truncate text-xs text-muted">{copy.traderName} paid</p>
            <p className="font-semibold tabular-nums">{formatCentsPrecise(copy.priceCents)}</p>
          </div>
          <div className="rounded-lg bg-surface-2 px-3 py-2">
            <p className="text-xs text-muted">You pay today</p>
            <p className="font-semibold tabular-nums">
              {formatCentsPrecise(order.preview.quote.avgPriceCents)}
              {order.preview.quote.avgPriceCents > copy.priceCents && <span className="ml-1 text-xs text-no-700 dark:text-no-500">+{formatCentsPrecise(order.preview.quote.avgPriceCents - copy.priceCents)}</span>}
            </p>
          </div>
        </div>
      )}
      <AmountField ref={amountRef} mode={mode} text={text} onText={setText} readOnly={!!copy}
        autoFocus={layout === 'sheet' && request.source === 'instant'}
        onMode={copy ? null : (next) => next !== mode && setAmount({ mode: next, text: switchMode(market.pool, side, mode, text) })}
        onChip={copy ? null : (cents) => setText(addDollars(market.pool, side, mode, text, cents))}
        onMax={copy || balanceCents === null ? null : () => setText(maxText(market.pool, side, mode, balanceCents))}
        hint={copy ? `The same ${side.toUpperCase()} contracts ${copy.traderName} bought, at today's price.`
          : mode === 'contracts' ? `Contracts, 1 to 10,000. Each pays $1.00 if ${label} is right.`
            : `Buys the most whole ${side.toUpperCase()} contracts this pays for, fee included; each pays $1.00 if ${side.toUpperCase()} is right.`} />
      <TicketPreview preview={order.preview} problem={problem}
        emptyText={mode === 'contracts' ? 'Enter a quantity to see the cost.' : 'Enter an amount to see what it buys.'}
        extra={left !== null && <PreviewRow term="Time to settlement">{formatTimeLeft(left)}</PreviewRow>} />
      <div className={layout === 'sheet' ? 'grid grid-cols-[auto_1fr] gap-2' : ''}>
        {layout === 'sheet' && <Button variant="outline" size="lg" onClick={onCancel}>Cancel</Button>}
        <Button type="submit" variant={side} size="lg" className="w-full" disabled={!canSubmit} autoFocus={layout === 'sheet' && request.source !== 'instant'}>
          {submitLabel(request, layout, side, mutation.isPending)}
        </Button>
      </div>
      {balance !== undefined && <p data-transient className="-mt-2 text-center text-xs text-muted">Balance <span className="font-medium text-fg">{formatMoney(balance)}</span></p>}
    </form>
  )

  if (copy) return form
  return (
    <SideTabs side={side} onChange={onSideChange} prices={{ yes: market.yesPrice, no: market.noPrice }} buyWords={request.source === 'instant'}>
      {form}
    </SideTabs>
  )
})
