import { useQuery } from '@tanstack/react-query'
import { useId, useState, type Ref } from 'react'
import type { Market, Side } from '../../api/contract'
import { portfolioQuery } from '../../api/portfolio'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { Input, Label } from '../../components/ui/input'
import { formatMoney } from '../../lib/format'
import { useAuth } from '../../lib/use-auth'
import { isTradable } from '../../lib/market-status'
import { ClosedNotice } from './closed-notice'
import { QuotePreview } from './quote-preview'
import { SideTabs } from './side-tabs'
import { DEFAULT_QUANTITY, MAX_QUANTITY, MIN_QUANTITY, parseQuantity, previewBuy } from '../../lib/trade-preview'
import { usePlaceTrade } from './use-place-trade'

interface Props {
  market: Market
  side: Side
  onSideChange: (side: Side) => void
  ref?: Ref<HTMLInputElement>
}

/** Buy Yes or No on one market, with a live quote from the exchange's own pricing. */
export function TradingPanel({ market, side, onSideChange, ref: quantityRef }: Props) {
  const titleId = useId()
  return (
    <Card aria-labelledby={titleId} role="region" className="p-4 sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold tracking-tight">Trade</h2>
        <Badge tone="warn">Demo</Badge>
      </div>
      <p className="mt-1 text-xs text-muted">A demo with simulated trading: no real money is used.</p>
      <div className="mt-4">
        {isTradable(market)
          ? <TradeForm market={market} side={side} onSideChange={onSideChange} ref={quantityRef} />
          : <ClosedNotice market={market} />}
      </div>
    </Card>
  )
}

function TradeForm({ market, side, onSideChange, ref: quantityRef }: Props) {
  const [text, setText] = useState(String(DEFAULT_QUANTITY))
  const quantity = parseQuantity(text)
  const preview = previewBuy(market.pool, side, quantity)
  const { user } = useAuth()
  const balance = useQuery({ ...portfolioQuery(user?.id ?? ''), enabled: !!user }).data?.balance
  const { submit, isPending } = usePlaceTrade('panel')
  const hintId = useId()

  const cost = preview.kind === 'quote' ? preview.quote.costCents / 100 : 0
  const short = balance !== undefined && cost > Number(balance)
  const problem = short ? `Not enough balance: this trade costs ${formatMoney(cost)} and you have ${formatMoney(balance)}.` : null
  const label = side === 'yes' ? 'Yes' : 'No'

  return (
    <SideTabs side={side} onChange={onSideChange} prices={{ yes: market.yesPrice, no: market.noPrice }}>
      <form className="flex flex-col gap-4" onSubmit={(e) => {
        e.preventDefault()
        if (quantity <= 0 || isPending) return
        submit({ marketId: market.id, side, quantity, priceCents: side === 'yes' ? market.yesPrice : market.noPrice })
      }}>
        <div className="flex flex-col gap-1.5">
          <div className="flex items-baseline justify-between">
            <Label htmlFor={`${hintId}-qty`}>Quantity</Label>
            {balance !== undefined && <span className="text-xs text-muted">Balance <span className="font-medium text-fg">{formatMoney(balance)}</span></span>}
          </div>
          <Input ref={quantityRef} id={`${hintId}-qty`} type="number" inputMode="numeric" min={MIN_QUANTITY} max={MAX_QUANTITY} step={1}
            value={text} onChange={(e) => setText(e.target.value)} aria-describedby={hintId} className="h-12 text-lg tabular-nums" />
          <p id={hintId} className="text-xs text-muted">Contracts, 1 to 10,000. Each pays $1.00 if {label} is right.</p>
        </div>
        <QuotePreview preview={preview} problem={problem} />
        <Button type="submit" variant={side} size="lg" className="w-full"
          disabled={quantity <= 0 || isPending || preview.kind !== 'quote' || short}>
          {isPending ? 'Trading...' : `Buy ${label}`}
        </Button>
      </form>
    </SideTabs>
  )
}
