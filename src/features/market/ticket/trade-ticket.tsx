import { useState, type Ref } from 'react'
import type { Side } from '../../../api/contract'
import type { TicketMarket, TicketRequest } from '../../../lib/ticket-store'
import { BuyForm } from './buy-form'
import { LimitForm } from './limit-form'
import type { TicketAction, TicketKind } from './order-math'
import { SellForm } from './sell-form'
import { SideTabs } from './side-tabs'
import { Segmented } from '../../../components/ui/segmented'
import { useAccount } from './use-account'

interface Props {
  market: TicketMarket & { closesAt?: string }
  request: TicketRequest
  side: Side
  onSideChange: (side: Side) => void
  /** 'panel': inline on the market page; 'sheet': the bottom sheet or side panel opened from anywhere. */
  layout: 'panel' | 'sheet'
  /** After a trade went through (the sheet closes). */
  onDone: () => void
  onCancel?: () => void
}

const ACTIONS = [
  { value: 'buy', label: 'Buy' },
  { value: 'sell', label: 'Sell' },
] as const
const KINDS = [
  { value: 'market', label: 'Market' },
  { value: 'limit', label: 'Limit' },
] as const

/**
 * The one trade ticket (docs/product.md, Trading panel): the side, Buy or Sell, at the market
 * or a limit, and one button that places it. Nothing is placed before that press. A copy and an
 * instant trade are buys at the market only; a Close is a sell at the market of a side held.
 */
export function TradeTicket({
  market,
  request,
  side,
  onSideChange,
  layout,
  onDone,
  onCancel,
  ref: amountRef,
}: Props & { ref?: Ref<HTMLInputElement> }) {
  const [action, setAction] = useState<TicketAction>(request.action ?? 'buy')
  const [kind, setKind] = useState<TicketKind>('market')
  const full = request.source === 'card' || request.source === 'panel'
  const { held } = useAccount(market.id, market.pool.multi?.answerId)
  const props = { market, request, side, layout, onDone, onCancel }
  // A new action or kind starts its form afresh; so does the other side of a sale at the market
  // (it starts at what is held of that side: 174 NO switched to Yes, where 31 are held, is 31).
  const key = `${action}:${kind}${request.close || (action === 'sell' && kind === 'market') ? `:${side}` : ''}`
  const form =
    !full || (action === 'buy' && kind === 'market') ? (
      <BuyForm key={key} ref={amountRef} {...props} />
    ) : kind === 'market' ? (
      <SellForm key={key} ref={amountRef} {...props} />
    ) : (
      <LimitForm key={key} ref={amountRef} {...props} action={action} closesAt={market.closesAt} />
    )

  if (request.copyOf) return form
  // A Close offers only the sides held: both when both are, else none to choose (no tab that leads nowhere).
  if (request.close && !(held('yes') && held('no'))) return form
  return (
    <div className="flex flex-col gap-3">
      {full && !request.close && (
        <div className="flex items-center justify-between gap-2">
          <Segmented label="Buy or sell" value={action} options={ACTIONS} onChange={setAction} />
          <Segmented label="Order type" value={kind} options={KINDS} onChange={setKind} />
        </div>
      )}
      <SideTabs
        side={side}
        onChange={onSideChange}
        prices={{ yes: market.yesPrice, no: market.noPrice }}
        buyWords={request.source === 'instant'}
      >
        {form}
      </SideTabs>
    </div>
  )
}
