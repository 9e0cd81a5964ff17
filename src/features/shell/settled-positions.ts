import type { Portfolio } from '../../api/contract'
import type { SettledPosition } from '../../lib/trade-messages'
import { marketName } from '../../lib/format'

const key = (p: { marketId: string; side: string; market: { answer?: { id: string } } }) =>
  `${p.marketId}:${p.market.answer?.id ?? ''}:${p.side}`

/** The positions open in `before` that `after` shows settled, in `after`'s order. */
export function settledSince(before: Pick<Portfolio, 'positions'>, after: Pick<Portfolio, 'positions'>): SettledPosition[] {
  const open = new Set(before.positions.filter((p) => !p.settled).map(key))
  return after.positions
    .filter((p) => p.settled && open.has(key(p)))
    .map((p) => ({
      marketId: p.marketId,
      side: p.side,
      title: marketName(p.market),
      payout: p.payout,
      pnl: p.pnl,
      ...(p.status === 'refunded' ? { refunded: true } : {}),
    }))
}

const SOON_MS = 60 * 60 * 1000

/**
 * Whether an open position's market has closed or closes within the hour by the wall clock:
 * then its settlement is near (the exchange's clock may run ahead after a fast-forward), and
 * the portfolio is worth refetching until it lands.
 */
export function settlementDue(portfolio: Pick<Portfolio, 'positions'> | undefined, now: number): boolean {
  return !!portfolio?.positions.some(
    (p) => !p.settled && (p.market.status !== 'active' || Date.parse(p.market.closesAt) <= now + SOON_MS),
  )
}
