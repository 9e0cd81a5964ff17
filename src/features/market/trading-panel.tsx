import { useId, type Ref } from 'react'
import type { Market, Side } from '../../api/contract'
import { Badge } from '../../components/ui/badge'
import { Card } from '../../components/ui/card'
import { isTradable } from '../../lib/market-status'
import { ClosedNotice } from './ticket/closed-notice'
import { TradeTicket } from './ticket/trade-ticket'

interface Props {
  market: Market
  side: Side
  onSideChange: (side: Side) => void
}

/** The market page's trading panel: the one trade ticket, inline (docs/product.md, Trading panel). */
export function TradingPanel({ market, side, onSideChange, ref: amountRef }: Props & { ref?: Ref<HTMLInputElement> }) {
  const titleId = useId()
  return (
    <Card aria-labelledby={titleId} role="region" className="p-4 sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold tracking-tight">
          Trade
        </h2>
        <Badge tone="warn">Demo</Badge>
      </div>
      <p className="mt-1 text-xs text-muted">A demo with simulated trading: no real money is used.</p>
      <div className="mt-4">
        {isTradable(market) ? (
          <TradeTicket
            key={market.id}
            ref={amountRef}
            market={market}
            request={{ marketId: market.id, side, source: 'panel' }}
            side={side}
            onSideChange={onSideChange}
            layout="panel"
            onDone={() => undefined}
          />
        ) : (
          <ClosedNotice market={market} />
        )}
      </div>
    </Card>
  )
}
