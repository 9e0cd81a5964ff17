import { useQuery } from '@tanstack/react-query'
import { portfolioQuery } from '../../api/portfolio'
import type { Position } from '../../api/contract'
import { Pnl } from '../../components/ui/pnl'
import { SideBadge } from '../../components/ui/side-badge'
import { formatCentsPrecise, formatCount, formatMoney } from '../../lib/format'
import { useAuth } from '../../lib/use-auth'

/** What the trader holds in this market, near the top of its page: contracts, average price, value and P&L (the API's figures). */
export function MarketPosition({ marketId }: { marketId: string }) {
  const { user } = useAuth()
  const portfolio = useQuery({ ...portfolioQuery(user?.id ?? ''), enabled: !!user })
  const held = portfolio.data?.positions.filter((p) => p.marketId === marketId && p.quantity > 0) ?? []
  if (held.length === 0) return null
  return (
    <section aria-labelledby="your-position" className="rounded-xl border border-line bg-surface px-4 py-3 shadow-sm">
      <h2 id="your-position" className="text-sm font-semibold">
        Your position
      </h2>
      <ul className="mt-2 space-y-2">
        {held.map((p) => (
          <PositionLine key={`${p.market.answer?.id ?? ''}:${p.side}`} position={p} />
        ))}
      </ul>
    </section>
  )
}

function PositionLine({ position: p }: { position: Position }) {
  const cost = Number(p.cost)
  const pnl = Number(p.pnl)
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm" data-testid={`position-${p.side}`}>
      <span className="inline-flex items-center gap-1.5 font-semibold tabular-nums">
        <SideBadge side={p.side} /> {formatCount(p.quantity)} {p.quantity === 1 ? 'contract' : 'contracts'}
        {p.market.answer && <span className="font-medium">on {p.market.answer.text}</span>}
      </span>
      <span className="text-muted">
        Avg <span className="font-medium tabular-nums text-fg">{formatCentsPrecise(p.avgPrice)}</span>
      </span>
      <span className="text-muted">
        {p.settled ? 'Paid' : 'Value'} <span className="font-medium tabular-nums text-fg">{formatMoney(p.value)}</span>
      </span>
      <span className="text-muted">
        P&L <Pnl value={pnl} percent={cost > 0 ? (pnl / cost) * 100 : 0} className="font-medium" />
      </span>
    </li>
  )
}
