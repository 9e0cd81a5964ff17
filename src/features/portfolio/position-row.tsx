import { Link } from '@tanstack/react-router'
import type { Position } from '../../api/contract'
import { formatCentsPrecise, formatCount, formatMoney, marketName } from '../../lib/format'
import { positionKey } from '../../lib/position-key'
import { Button } from '../../components/ui/button'
import { openTicket } from '../../lib/ticket-store'
import { Badge } from '../../components/ui/badge'
import { Pnl } from '../../components/ui/pnl'
import { SideBadge } from '../../components/ui/side-badge'
import { summaryStatusLabel } from '../../lib/market-status'

/** A row whose market title is a link stretched over the whole row (big touch target). */
function RowTitle({ position }: { position: Position }) {
  return (
    <Link
      to="/market/$id"
      params={{ id: position.marketId }}
      className="font-medium leading-snug after:absolute after:inset-0 after:rounded-lg hover:underline focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-brand-500"
    >
      {marketName(position.market)}
    </Link>
  )
}

function Figure({ label, children, wrap = false }: { label: string; children: React.ReactNode; wrap?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={wrap ? 'font-semibold tabular-nums' : 'truncate font-semibold tabular-nums'}>{children}</dd>
    </div>
  )
}

// Side by side from a laptop up; stacked below, where the figures would squeeze the title to a few words a line.
const rowClass =
  'relative flex flex-col gap-3 px-4 py-4 transition-colors hover:bg-surface-2/60 sm:px-5 lg:flex-row lg:items-center lg:gap-6'

/**
 * An open position: average cost, price now, value and unrealized P&L as the API answers them
 * (docs/product.md, "Figures"), and Close: the trade ticket opens to sell every contract that is
 * not held by a sell order, showing what they pay and the realized P&L before anything happens.
 */
export function PositionRow({ position, shown = false }: { position: Position; shown?: boolean }) {
  const sellable = position.availableQuantity
  const key = positionKey(position)
  return (
    <li
      id={key}
      className={shown ? `${rowClass} scroll-mt-24 bg-brand-50 dark:bg-brand-500/15` : `${rowClass} scroll-mt-24`}
      data-testid={`position-${key}`}
      data-shown={shown || undefined}
    >
      <div className="min-w-0 flex-1">
        <RowTitle position={position} />
        <p className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
          <SideBadge side={position.side} />
          <span>{formatCount(position.quantity)} contracts</span>
          <span aria-hidden="true">·</span>
          <span>avg cost {formatCentsPrecise(position.avgPrice)}</span>
          <span aria-hidden="true">·</span>
          <span>now {formatCentsPrecise(Number(position.currentPrice))}</span>
          {position.reservedQuantity > 0 && (
            <>
              <span aria-hidden="true">·</span>
              <span>{formatCount(position.reservedQuantity)} in sell orders</span>
            </>
          )}
        </p>
      </div>
      {/* Beside the title the P&L column is the wider one, so "+$14.16 (+16.5%)" keeps to one line. */}
      <dl className="grid grid-cols-3 gap-3 text-sm lg:w-[26rem] lg:shrink-0 lg:grid-cols-[1fr_1fr_1.5fr] lg:text-right">
        <Figure label="Value">{formatMoney(position.value)}</Figure>
        <Figure label="Cost">{formatMoney(position.cost)}</Figure>
        {/* The percent goes to a second line on a narrow screen rather than being cut off. */}
        <Figure label="P&L" wrap>
          <Pnl value={Number(position.pnl)} percent={position.pnlPercent} />
        </Figure>
      </dl>
      <Button
        variant="outline"
        className="relative z-10 h-11 shrink-0 lg:h-9"
        disabled={sellable === 0}
        aria-label={`Close ${position.side.toUpperCase()} position on ${marketName(position.market)}`}
        onClick={() =>
          openTicket({
            marketId: position.marketId,
            ...(position.market.answer ? { answer: position.market.answer } : {}),
            side: position.side,
            action: 'sell',
            quantity: sellable,
            source: 'panel',
            close: true,
          })
        }
      >
        Close
      </Button>
    </li>
  )
}

/** A resolved position: which way it went and what it paid out. */
export function SettledRow({ position }: { position: Position }) {
  const won = position.status === 'won'
  const refunded = position.status === 'refunded'
  return (
    <li className={rowClass}>
      <div className="min-w-0 flex-1">
        <RowTitle position={position} />
        <p className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
          <SideBadge side={position.side} />
          <Badge tone={won ? 'yes' : 'neutral'}>{refunded ? 'Refunded' : won ? 'Won' : 'Lost'}</Badge>
          <span>{formatCount(position.quantity)} contracts</span>
          <span aria-hidden="true">·</span>
          <span>{summaryStatusLabel(position.market)}</span>
        </p>
      </div>
      <dl className="grid grid-cols-3 gap-3 text-sm lg:w-[22rem] lg:shrink-0 lg:text-right">
        <Figure label={refunded ? 'Refunded' : 'Paid out'}>{formatMoney(position.payout)}</Figure>
        <Figure label="Cost">{formatMoney(position.cost)}</Figure>
        <Figure label="P&L">
          <Pnl value={Number(position.pnl)} />
        </Figure>
      </dl>
    </li>
  )
}
