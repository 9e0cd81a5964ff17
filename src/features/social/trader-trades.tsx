import { Link } from '@tanstack/react-router'
import type { TradeOutcome, TraderTrade } from '../../api/contract'
import { formatCentsPrecise, formatCount, formatDateTime } from '../../lib/format'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Pnl } from '../../components/ui/pnl'
import { CheckIcon } from '../../components/ui/more-icons'
import { CopyIcon } from '../../components/ui/insight-icons'
import { SideBadge } from '../../components/ui/side-badge'
import { openTicket } from '../../lib/ticket-store'

const OUTCOME: Record<TradeOutcome, { label: string; tone: 'yes' | 'no' | 'warn' | 'neutral' }> = {
  win: { label: 'Win', tone: 'yes' },
  loss: { label: 'Loss', tone: 'no' },
  pending: { label: 'Pending', tone: 'warn' },
  refunded: { label: 'Refunded', tone: 'neutral' },
}

export function OutcomeBadge({ outcome }: { outcome: TradeOutcome }) {
  const { label, tone } = OUTCOME[outcome]
  return <Badge tone={tone}>{label}</Badge>
}

/**
 * Copy appears only on pending trades whose market is still open (and not your own). It opens the
 * trade ticket with the same side and contracts, the leader's price beside today's; the copy is
 * made only when the trader confirms there.
 */
function CopyButton({ trade, name }: { trade: TraderTrade; name: string }) {
  if (trade.copied) {
    return (
      <span className="inline-flex h-8 items-center gap-1 text-sm font-medium text-muted">
        <CheckIcon size={16} /> Copied
      </span>
    )
  }
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={`Copy ${trade.prediction} trade on ${trade.market}`}
      onClick={() =>
        openTicket({
          marketId: trade.marketId,
          side: trade.side,
          quantity: trade.quantity,
          source: 'copy',
          copyOf: { tradeId: trade.id, traderName: name, priceCents: trade.price },
        })
      }
    >
      <CopyIcon size={15} /> Copy
    </Button>
  )
}

function TradeRow({ trade, name }: { trade: TraderTrade; name: string }) {
  return (
    <li className="flex flex-col gap-1.5 py-3 first:pt-0 last:pb-0">
      <div className="flex items-start justify-between gap-3">
        <Link
          to="/market/$id"
          params={{ id: trade.marketId }}
          className="line-clamp-2 min-w-0 text-sm font-medium hover:text-brand-600 hover:underline dark:hover:text-brand-500"
        >
          {trade.market}
        </Link>
        <Pnl value={trade.profit} className="shrink-0 text-sm font-semibold" />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
          <SideBadge side={trade.side} />
          <OutcomeBadge outcome={trade.outcome} />
          <span className="tabular-nums">
            {formatCount(trade.quantity)} @ {formatCentsPrecise(trade.price)}
          </span>
          <time dateTime={trade.timestamp}>{formatDateTime(trade.timestamp)}</time>
        </div>
        {trade.copyable && <CopyButton trade={trade} name={name} />}
      </div>
    </li>
  )
}

export function TraderTrades({ trades, name }: { trades: TraderTrade[]; name: string }) {
  if (trades.length === 0) return <p className="text-sm text-muted">No trades yet.</p>
  return (
    <ul aria-label={`Recent trades by ${name}`} className="divide-y divide-line">
      {trades.map((t) => (
        <TradeRow key={t.id} trade={t} name={name} />
      ))}
    </ul>
  )
}
