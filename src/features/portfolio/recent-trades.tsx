import { Link } from '@tanstack/react-router'
import type { Trade } from '../../api/contract'
import { formatCentsPrecise, formatCount, formatDateTime, formatMoney, marketName } from '../../lib/format'
import { Pnl } from '../../components/ui/pnl'
import { SideBadge } from '../../components/ui/side-badge'
import { PnlBadge, StatusBadge } from '../../components/ui/status-badge'
import { toCents } from '../../lib/money'

/** The portfolio lists the latest 10 finished trades (docs/product.md, Screens). */
export const RECENT_TRADES_LIMIT = 10

/** When a finished lot finished: its closedAt, or (a lot sold out before that was kept) when it was bought. */
const finishedAt = (trade: Trade) => trade.closedAt ?? trade.createdAt

/**
 * Finished trades: lots sold out or resolved (docs/product.md, "Lots"), the latest finished first
 * (a lot bought a month ago and settled today comes before one sold last week). Sales are not
 * listed apart: their P&L is in the lots they closed.
 */
export function finishedTrades(trades: readonly Trade[], limit = RECENT_TRADES_LIMIT): Trade[] {
  return trades
    .filter((t) => t.action === 'buy' && t.status !== 'open')
    .map((t, i) => ({ t, i, at: Date.parse(finishedAt(t)) }))
    .sort((a, b) => b.at - a.at || a.i - b.i)
    .slice(0, limit)
    .map(({ t }) => t)
}

export function RecentTradeRow({ trade }: { trade: Trade }) {
  return (
    <li className="relative flex items-start gap-4 px-4 py-3.5 transition-colors hover:bg-surface-2/60 sm:items-center sm:px-5">
      <div className="min-w-0 flex-1">
        <Link
          to="/market/$id"
          params={{ id: trade.marketId }}
          className="font-medium leading-snug after:absolute after:inset-0 hover:underline focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-brand-500"
        >
          {marketName(trade.market)}
        </Link>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
          <SideBadge side={trade.side} />
          <StatusBadge status={trade.status} />
          <PnlBadge pnlCents={toCents(trade.pnl)} />
          <span>
            {formatCount(trade.quantity)} @ {formatCentsPrecise(Number(trade.price))}
          </span>
          {/* On a phone the date takes a line of its own (a separator there ended the line above). */}
          <span aria-hidden="true" className="hidden sm:inline">
            ·
          </span>
          {/* When it finished (sold out or settled), as the list is ordered; the title says when it was bought. */}
          <time
            dateTime={finishedAt(trade)}
            title={`Bought ${formatDateTime(trade.createdAt)}`}
            className="basis-full sm:basis-auto"
          >
            {formatDateTime(finishedAt(trade))}
          </time>
        </p>
      </div>
      <dl className="shrink-0 text-right">
        <div>
          <dt className="sr-only">P&L</dt>
          <dd>
            <Pnl value={Number(trade.pnl)} className="font-semibold" />
          </dd>
        </div>
        <div className="text-xs text-muted">
          <dt className="inline">Cost </dt>
          <dd className="inline tabular-nums">{formatMoney(trade.cost)}</dd>
        </div>
      </dl>
    </li>
  )
}
