import { positionKey } from '../../lib/position-key'
import { Link } from '@tanstack/react-router'
import type { Position } from '../../api/contract'
import { Card, CardHeader, CardTitle } from '../../components/ui/card'
import { buttonClass } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'
import { Pnl } from '../../components/ui/pnl'
import { formatMoney } from '../../lib/format'
import { toCents, toDollars } from '../../lib/money'
import { CheckIcon, LayersIcon } from '../../components/ui/more-icons'
import { PositionRow, SettledRow } from './position-row'
import { ListSkeleton } from '../../components/ui/list-skeleton'

/** Open positions; the header's P&L is the portfolio figure positionsPnl (the rows' P&L added up). */
export function CurrentPositions({
  positions,
  pnl,
  loading,
  shown,
}: {
  positions: Position[]
  pnl: string
  loading: boolean
  /** The position a trade's toast led to (its key: the page's #hash), marked. */
  shown?: string
}) {
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <CardTitle id="positions-title">Current Positions</CardTitle>
          {!loading && positions.length > 0 && (
            <p className="text-sm text-muted">
              Positions P&L <Pnl value={Number(pnl)} className="font-semibold" />
            </p>
          )}
        </div>
      </CardHeader>
      {loading ? (
        <ListSkeleton />
      ) : positions.length === 0 ? (
        <EmptyState
          icon={LayersIcon}
          title="No positions yet"
          description="Buy YES or NO on a market and it will show up here."
          action={
            <Link to="/" className={buttonClass('primary', 'md')}>
              Browse Markets
            </Link>
          }
        />
      ) : (
        <ul aria-labelledby="positions-title" className="divide-y divide-line border-t border-line">
          {positions.map((p) => (
            <PositionRow key={positionKey(p)} position={p} shown={positionKey(p) === shown} />
          ))}
        </ul>
      )}
    </Card>
  )
}

/** Resolved markets: what each position paid out. Hidden until something settles. */
export function SettledPositions({ positions }: { positions: Position[] }) {
  if (positions.length === 0) return null
  const paid = toDollars(positions.reduce((sum, p) => sum + toCents(p.payout), 0))
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <CardTitle id="settled-title" className="flex items-center gap-2">
            <CheckIcon size={18} className="text-muted" />
            Settled
          </CardTitle>
          <p className="text-sm text-muted">
            Paid out <span className="font-semibold text-fg tabular-nums">{formatMoney(paid)}</span>
          </p>
        </div>
      </CardHeader>
      <ul aria-labelledby="settled-title" className="divide-y divide-line border-t border-line">
        {positions.map((p) => (
          <SettledRow key={positionKey(p)} position={p} />
        ))}
      </ul>
    </Card>
  )
}
