import { Link } from '@tanstack/react-router'
import type { Trade } from '../../api/contract'
import { formatCents, formatCount, formatDateTime, formatMoney } from '../../lib/format'
import { Card } from '../../components/ui/card'
import { Pnl } from '../../components/ui/pnl'
import { toDollars } from '../../lib/money'
import { SideBadge } from '../../components/ui/side-badge'
import { StatusBadge } from '../../components/ui/status-badge'
import { Badge } from '../../components/ui/badge'
import type { TradeFigures } from './trade-stats'

/**
 * Trade History: every trade, newest first (the API's order): buys, sells and limit-order fills,
 * with their figures as the API states them: a buy's cost and its value at today's prices (or the
 * payout), a sell's cost basis and proceeds; OPEN until its market settles, then PROFIT or LOSS.
 */
export function HistoryTab({ rows }: { rows: Array<TradeFigures<Trade>> }) {
  return (
    <Card>
      <h2 className="sr-only" id="history-title">
        Trade History
      </h2>
      <ul aria-labelledby="history-title" className="divide-y divide-line">
        {rows.map((row) => (
          <HistoryRow key={row.trade.id} row={row} />
        ))}
      </ul>
    </Card>
  )
}

function Field({ label, children, className }: { label: string; children: React.ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-semibold tabular-nums">{children}</dd>
    </div>
  )
}

function HistoryRow({ row }: { row: TradeFigures<Trade> }) {
  const { trade } = row
  return (
    <li className="px-4 py-4 sm:px-5">
      <Link to="/market/$id" params={{ id: trade.marketId }} className="font-medium leading-snug hover:underline">
        {trade.market.title}
      </Link>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
        <time dateTime={trade.createdAt} className="text-sm text-muted">
          {formatDateTime(trade.createdAt)}
        </time>
        <span className="flex gap-1.5">
          <Badge tone={trade.action === 'sell' ? 'warn' : 'neutral'} data-testid="trade-action">
            {trade.action === 'sell' ? 'SELL' : 'BUY'}
            {trade.kind === 'fill' ? ' · LIMIT FILL' : ''}
          </Badge>
          <SideBadge side={trade.side} />
          <StatusBadge status={row.status} />
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-x-4 gap-y-2 text-sm md:grid-cols-5">
        <Field label="Quantity">{formatCount(trade.quantity)}</Field>
        <Field label="Price">{formatCents(trade.price)}</Field>
        <Field label={trade.action === 'sell' ? 'Cost Basis' : 'Cost'}>{formatMoney(trade.cost)}</Field>
        {trade.action === 'sell' ? (
          <Field label="Proceeds">{formatMoney(trade.proceeds)}</Field>
        ) : (
          <Field label="Current Value">{formatMoney(trade.value)}</Field>
        )}
        <Field label="P&L" className="col-span-2 md:col-span-1">
          <Pnl value={toDollars(row.pnlCents)} percent={row.pnlPercent} />
        </Field>
      </dl>
    </li>
  )
}
