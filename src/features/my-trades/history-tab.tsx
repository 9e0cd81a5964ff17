import { Link } from '@tanstack/react-router'
import type { Trade } from '../../api/contract'
import { formatCentsPrecise, formatCount, formatDateTime, formatMoney, formatSignedMoney, marketName } from '../../lib/format'
import { Card } from '../../components/ui/card'
import { Pnl } from '../../components/ui/pnl'
import { toDollars } from '../../lib/money'
import { SideBadge } from '../../components/ui/side-badge'
import { PnlBadge, StatusBadge } from '../../components/ui/status-badge'
import { Badge } from '../../components/ui/badge'
import type { TradeFigures } from './trade-stats'

/**
 * Trade History: every row, newest first (the API's order). A buy is a lot (docs/product.md,
 * "Lots"): what it cost, how many of its contracts are still held and their value, how many were
 * sold and for how much, and its P&L, realized and unrealized; OPEN, SOLD, WON or LOST by what
 * became of it. A sale is its own row: the cost basis it took, its proceeds, its realized P&L.
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

const ACTION_LABEL = { buy: 'BUY', sell: 'SELL', pool: 'FROM POOL' } as const

function HistoryRow({ row }: { row: TradeFigures<Trade> }) {
  const { trade } = row
  const action = trade.kind === 'pool' ? 'pool' : trade.action
  return (
    <li className="px-4 py-4 sm:px-5" data-testid="history-row">
      <Link to="/market/$id" params={{ id: trade.marketId }} className="font-medium leading-snug hover:underline">
        {marketName(trade.market)}
      </Link>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
        <time dateTime={trade.createdAt} className="text-sm text-muted">
          {formatDateTime(trade.createdAt)}
        </time>
        <span className="flex flex-wrap gap-1.5">
          <Badge tone={trade.action === 'sell' ? 'warn' : 'neutral'} data-testid="trade-action">
            {ACTION_LABEL[action]}
            {trade.kind === 'fill' ? ' · LIMIT FILL' : ''}
          </Badge>
          <SideBadge side={trade.side} />
          <StatusBadge status={row.status} />
          {row.status !== 'open' && <PnlBadge pnlCents={row.pnlCents} />}
        </span>
      </div>
      {row.isLot ? <LotFields row={row} /> : <SaleFields row={row} />}
    </li>
  )
}

const grid = 'mt-3 grid grid-cols-3 gap-x-4 gap-y-2 text-sm md:grid-cols-6'

function LotFields({ row }: { row: TradeFigures<Trade> }) {
  const { trade } = row
  const resolved = row.status === 'won' || row.status === 'lost'
  const refunded = row.status === 'refunded'
  return (
    <dl className={grid}>
      <Field label="Quantity">
        {formatCount(trade.quantity)}
        {trade.soldQuantity > 0 && (
          <span className="block text-xs font-normal text-muted">{formatCount(trade.heldQuantity)} held</span>
        )}
      </Field>
      <Field label="Price">{formatCentsPrecise(Number(trade.price))}</Field>
      <Field label="Cost">
        {formatMoney(trade.cost)}
        {Number(trade.fee) > 0 && <span className="block text-xs font-normal text-muted">fee {formatMoney(trade.fee)}</span>}
      </Field>
      <Field label="Sold">
        {trade.soldQuantity > 0 ? (
          <>
            {formatCount(trade.soldQuantity)}
            <span className="block text-xs font-normal text-muted">for {formatMoney(trade.proceeds)}</span>
          </>
        ) : (
          '—'
        )}
      </Field>
      <Field label={refunded ? 'Refund' : resolved ? 'Payout' : 'Current Value'}>{formatMoney(trade.value)}</Field>
      <Field label="P&L">
        <Pnl value={toDollars(row.pnlCents)} percent={row.pnlPercent} />
        {row.realizedCents !== 0 && row.unrealizedCents !== 0 && (
          <span className="block text-xs font-normal text-muted">{formatSignedMoney(toDollars(row.realizedCents))} realized</span>
        )}
      </Field>
    </dl>
  )
}

function SaleFields({ row }: { row: TradeFigures<Trade> }) {
  const { trade } = row
  return (
    <dl className={grid}>
      <Field label="Quantity">{formatCount(trade.quantity)}</Field>
      <Field label="Price">{formatCentsPrecise(Number(trade.price))}</Field>
      <Field label="Cost Basis">{formatMoney(trade.cost)}</Field>
      <Field label="Proceeds">
        {formatMoney(trade.proceeds)}
        {Number(trade.fee) > 0 && (
          <span className="block text-xs font-normal text-muted">after fee {formatMoney(trade.fee)}</span>
        )}
      </Field>
      <Field label="Realized P&L" className="col-span-2">
        <Pnl value={toDollars(row.pnlCents)} percent={row.pnlPercent} />
      </Field>
    </dl>
  )
}
