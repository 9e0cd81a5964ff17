import { useQuery } from '@tanstack/react-query'
import { portfolioQuery } from '../../api/portfolio'
import type { Market, Position } from '../../api/contract'
import { Button } from '../../components/ui/button'
import { Pnl } from '../../components/ui/pnl'
import { SideBadge } from '../../components/ui/side-badge'
import { formatCentsPrecise, formatCount, formatMoney } from '../../lib/format'
import { isTradable } from '../../lib/market-status'
import { openAnswerTicket } from '../../lib/ticket-store'
import { useAuth } from '../../lib/use-auth'

/**
 * What the trader holds in this market, near the top of its page: contracts, average price, value
 * and P&L (the API's figures). On a multi-answer market each answer held has its own Sell, which
 * opens the ticket on that answer and side, selling (a Yes/No market sells from its trading panel
 * or the phone's trade bar).
 */
export function MarketPosition({ market }: { market: Market }) {
  const { user } = useAuth()
  const portfolio = useQuery({ ...portfolioQuery(user?.id ?? ''), enabled: !!user })
  // In the market's answer order, Yes before No: the lines keep their places as trades update them.
  const place = new Map((market.answers ?? []).map((a, i) => [a.id, i]))
  const at = (p: Position) => place.get(p.market.answer?.id ?? '') ?? 0
  const held = (portfolio.data?.positions.filter((p) => p.marketId === market.id && p.quantity > 0) ?? []).sort(
    (a, b) => at(a) - at(b) || (a.side === b.side ? 0 : a.side === 'yes' ? -1 : 1),
  )
  if (held.length === 0) return null
  const sellable = market.kind === 'multi' && isTradable(market)
  return (
    <section aria-labelledby="your-position" className="rounded-xl border border-line bg-surface px-4 py-3 shadow-sm">
      <h2 id="your-position" className="text-sm font-semibold">
        Your position
      </h2>
      <ul className="mt-2 space-y-2">
        {held.map((p) => (
          <PositionLine
            key={`${p.market.answer?.id ?? ''}:${p.side}`}
            position={p}
            onSell={
              sellable && !p.settled && p.market.answer
                ? () => openAnswerTicket(market, p.market.answer!, p.side, 'sell')
                : undefined
            }
          />
        ))}
      </ul>
    </section>
  )
}

function PositionLine({ position: p, onSell }: { position: Position; onSell: (() => void) | undefined }) {
  const cost = Number(p.cost)
  const pnl = Number(p.pnl)
  return (
    <li className="flex items-center gap-3 text-sm" data-testid={`position-${p.side}`}>
      {/* The figures wrap among themselves; Sell keeps its place on the right, beside them. */}
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-4 gap-y-1">
        <span className="inline-flex flex-wrap items-center gap-x-1.5 gap-y-0.5 font-semibold tabular-nums">
          <SideBadge side={p.side} />
          <span className="whitespace-nowrap">
            {formatCount(p.quantity)} {p.quantity === 1 ? 'contract' : 'contracts'}
          </span>
          {p.market.answer && <span className="font-medium">on {p.market.answer.text}</span>}
        </span>
        <span className="text-muted">
          Avg cost <span className="font-medium tabular-nums text-fg">{formatCentsPrecise(p.avgPrice)}</span>
        </span>
        <span className="text-muted">
          {p.settled ? 'Paid' : 'Value'} <span className="font-medium tabular-nums text-fg">{formatMoney(p.value)}</span>
        </span>
        <span className="text-muted">
          P&L <Pnl value={pnl} percent={cost > 0 ? (pnl / cost) * 100 : 0} className="font-medium" />
        </span>
      </div>
      {onSell && (
        <Button
          variant="outline"
          size="sm"
          className="min-h-11 min-w-11 shrink-0"
          aria-label={`Sell: ${p.side === 'yes' ? 'Yes' : 'No'} on ${p.market.answer!.text}`}
          onClick={onSell}
        >
          Sell
        </Button>
      )}
    </li>
  )
}
