import { Link } from '@tanstack/react-router'
import type { Trade } from '../../api/contract'
import { formatCents, formatCount, formatDateTime, formatMoney } from '../../lib/format'
import { SideBadge } from './side-badge'

/** Spec: the portfolio lists the latest 10 trades. */
export const RECENT_TRADES_LIMIT = 10

export function RecentTradeRow({ trade }: { trade: Trade }) {
  return (
    <li className="relative flex items-start gap-4 px-4 py-3.5 transition-colors hover:bg-surface-2/60 sm:items-center sm:px-5">
      <div className="min-w-0 flex-1">
        <Link to="/market/$id" params={{ id: trade.marketId }}
          className="font-medium leading-snug after:absolute after:inset-0 hover:underline focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-brand-500">
          {trade.market.title}
        </Link>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
          <SideBadge side={trade.side} />
          <span>{formatCount(trade.quantity)} @ {formatCents(trade.price)}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={trade.createdAt}>{formatDateTime(trade.createdAt)}</time>
        </p>
      </div>
      <div className="shrink-0 text-right">
        <p className="font-semibold tabular-nums">{formatMoney(trade.cost)}</p>
        <p className="text-xs text-muted">Cost</p>
      </div>
    </li>
  )
}
