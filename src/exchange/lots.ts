import { PAYOUT_CENTS } from './money'
import { lotsOf, splitCents } from './positions'
import { contractsValueCents, sideBp } from './prices'
import type { MarketRow, PositionLot, PositionRow, Side } from './types'

/**
 * Lots: what became of each buy (docs/product.md, "Lots"). A position is a list of lots,
 * oldest first; a sale takes contracts from the oldest lots still held (first in, first out).
 * A lot's figures, in integer cents:
 *   cost        what it paid, fee included
 *   sold        contracts it gave up to sales (or to a pool's pairing), and their proceeds
 *   held        contracts it still holds, their cost basis, and their value (at the side's
 *               price while open; the payout once the market resolved)
 *   realized    proceeds - cost basis of the contracts sold, plus payout - cost basis of the
 *               contracts held at resolution
 *   unrealized  value - cost basis of the contracts held (0 once resolved)
 *   pnl         realized + unrealized = proceeds + value - cost
 * The lots of a position add up to the position, to the cent: their held contracts and cost
 * basis are the position's, their values share the position's value by contracts, and their
 * realized P&L adds up to the position's realizedCents.
 */
export type LotStatus = 'open' | 'sold' | 'won' | 'lost' | 'refunded'

export interface LotFigures {
  readonly positionId: string
  readonly marketId: string
  readonly side: Side
  readonly lot: PositionLot
  readonly heldValueCents: number
  readonly realizedCents: number
  readonly unrealizedCents: number
  readonly pnlCents: number
  /** Open while it holds contracts in an unresolved market; sold when it holds none; won or lost at resolution; refunded by a void. */
  readonly status: LotStatus
  /** Sold out or resolved: its P&L is all realized. */
  readonly closed: boolean
}

type LotMarket = Pick<MarketRow, 'yesReserve' | 'noReserve' | 'status' | 'resolution'>

function isResolved(position: PositionRow, market: LotMarket): boolean {
  return position.settled || (market.status === 'resolved' && market.resolution !== null)
}

/** The figures of every lot of one position, oldest first. */
export function positionLots(position: PositionRow, market: LotMarket): LotFigures[] {
  const lots = lotsOf(position)
  const resolved = isResolved(position, market)
  const voided = position.voided === true || (resolved && market.resolution === 'void')
  const won = resolved && market.resolution === position.side
  const held = lots.map((lot) => lot.heldQuantity)
  const heldTotal = held.reduce((a, b) => a + b, 0)
  // A void's refund is the position's payout once settled (settlement.ts); until its row is settled, what the held contracts cost.
  const positionValue = voided
    ? position.settled
      ? position.payoutCents
      : lots.reduce((sum, lot) => sum + lot.heldCostCents, 0)
    : resolved
      ? won
        ? heldTotal * PAYOUT_CENTS
        : 0
      : contractsValueCents(heldTotal, sideBp(market, position.side))
  const values = splitCents(positionValue, held)
  return lots.map((lot, i) => {
    const heldValueCents = values[i]!
    const soldRealized = lot.proceedsCents - (lot.costCents - lot.heldCostCents)
    const heldPnl = heldValueCents - lot.heldCostCents
    const realizedCents = soldRealized + (resolved ? heldPnl : 0)
    const unrealizedCents = resolved ? 0 : heldPnl
    const status: LotStatus = lot.heldQuantity === 0 ? 'sold' : voided ? 'refunded' : resolved ? (won ? 'won' : 'lost') : 'open'
    return {
      positionId: position.id,
      marketId: position.marketId,
      side: position.side,
      lot,
      heldValueCents,
      realizedCents,
      unrealizedCents,
      pnlCents: realizedCents + unrealizedCents,
      status,
      closed: status !== 'open',
    }
  })
}

/**
 * A lot's result once closed: 'win' when its P&L is above zero; 'open' while it holds contracts in an
 * unsettled position; 'void' when a void refunded what it held (neither a win nor a loss).
 */
type LotOutcome = 'open' | 'win' | 'loss' | 'void'

/**
 * Each lot's outcome from the position row alone (no prices needed: a closed lot's P&L is all
 * cash and payout). Used to count wins and losses as lots close (trader-stats.ts).
 */
export function lotOutcomes(position: PositionRow): LotOutcome[] {
  const lots = lotsOf(position)
  const payouts = position.settled
    ? splitCents(
        position.payoutCents,
        lots.map((l) => l.heldQuantity),
      )
    : lots.map(() => 0)
  return lots.map((lot, i) => {
    if (!position.settled && lot.heldQuantity > 0) return 'open'
    if (position.voided && lot.heldQuantity > 0) return 'void'
    return lot.proceedsCents + payouts[i]! - lot.costCents > 0 ? 'win' : 'loss'
  })
}

/** Wins and losses among the lots `after` closed that `before` still held (lots only ever get appended). */
export function newlyClosedLots(before: PositionRow | undefined, after: PositionRow): { wins: number; losses: number } {
  const was = before ? lotOutcomes(before) : []
  let wins = 0
  let losses = 0
  lotOutcomes(after).forEach((outcome, i) => {
    if (outcome === 'open' || outcome === 'void' || (was[i] !== undefined && was[i] !== 'open')) return
    if (outcome === 'win') wins += 1
    else losses += 1
  })
  return { wins, losses }
}
