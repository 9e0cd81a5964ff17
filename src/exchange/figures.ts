import { lpValueCents } from './fee-claim'
import { lotOutcomes } from './lots'
import { feesWithdrawableBy } from './lp-fees'
import { PAYOUT_CENTS, STARTING_BALANCE_CENTS } from './money'
import { contractsValueCents, sideBp } from './prices'
import type { LedgerEntry, LpShareRow, MarketRow, PoolState, PositionRow, Side, TradeRow } from './types'

/**
 * The figures every screen shows, each defined once, in integer cents
 * (docs/product.md, "Figures"). The one rounding step is valuing contracts at a
 * price (contractsValueCents); every other figure is a sum or a difference of
 * whole cents, so two screens that show the same figure show the same cent.
 */

/**
 * A trade's average price per contract before the fee, in cents (docs/product.md, "A trade, and its price"):
 * a buy's cash less its fee, a sale's cash plus its fee, over its contracts. Every screen, the API and the
 * activity log quote this one figure; the fee is its own line.
 */
export function priceBeforeFeeCents(trade: {
  readonly action: 'buy' | 'sell'
  readonly quantity: number
  readonly cashCents: number
  readonly feeCents: number
}): number {
  const beforeFee = trade.action === 'sell' ? trade.cashCents + trade.feeCents : trade.cashCents - trade.feeCents
  return trade.quantity > 0 ? beforeFee / trade.quantity : 0
}

/** Open until its market resolves; then won when it paid out more than it cost, else lost; refunded when the market was voided. */
type HoldingResult = 'open' | 'won' | 'lost' | 'refunded'

/** A settled trade or position won when its payout beat its cost (a win at a loss is no win). */
export function settledResult(payoutCents: number, costCents: number): 'won' | 'lost' {
  return payoutCents > costCents ? 'won' : 'lost'
}

interface HoldingFigures {
  /** What it cost, fee included. */
  readonly costCents: number
  /** Its contracts at the side's price now, or what it paid out once settled. */
  readonly valueCents: number
  /** valueCents - costCents. */
  readonly pnlCents: number
  readonly result: HoldingResult
}

type PricedMarket = PoolState & Pick<MarketRow, 'status' | 'resolution'>

function holding(costCents: number, valueCents: number, settled: boolean, voided = false): HoldingFigures {
  return {
    costCents,
    valueCents,
    pnlCents: valueCents - costCents,
    result: voided ? 'refunded' : settled ? settledResult(valueCents, costCents) : 'open',
  }
}

/**
 * What a buy's contracts pay once the market resolved (100¢ each if the side won), or null while it
 * has not. A void gives a buy back what it paid (a trader's refund is what they put in, less what
 * they took out: settlement.ts).
 */
function resolvedPayoutCents(market: PricedMarket, side: Side, quantity: number, paidCents: number): number | null {
  if (market.status !== 'resolved' || market.resolution === null) return null
  if (market.resolution === 'void') return paidCents
  return market.resolution === side ? quantity * PAYOUT_CENTS : 0
}

/**
 * One buy: its cost is the cash the exchange charged (never price x quantity
 * worked back from a rounded average); its value is its contracts at today's
 * side price, or their payout once the market resolved.
 */
export function tradeFigures(
  trade: Pick<TradeRow, 'side' | 'quantity' | 'cashCents'> & Partial<Pick<TradeRow, 'action' | 'costBasisCents'>>,
  market: PricedMarket,
): HoldingFigures {
  // A sale: its cost is the cost basis of the contracts sold, its value the proceeds (realized).
  if (trade.action === 'sell') return holding(trade.costBasisCents ?? 0, trade.cashCents, true)
  const paid = resolvedPayoutCents(market, trade.side, trade.quantity, trade.cashCents)
  const value = paid ?? contractsValueCents(trade.quantity, sideBp(market, trade.side))
  return holding(trade.cashCents, value, paid !== null, paid !== null && market.resolution === 'void')
}

/** A position: its cost basis, and its contracts at today's side price (open) or its payout (settled). */
export function positionFigures(position: PositionRow, market: PoolState): HoldingFigures {
  if (position.settled) return holding(position.costCents, position.payoutCents, true, position.voided === true)
  return holding(position.costCents, contractsValueCents(position.quantity, sideBp(market, position.side)), false)
}

/** The price a position is valued at, basis points of $1: the side's price, or the payout per contract once settled. */
export function positionPriceBp(position: PositionRow, market: PricedMarket): number {
  if (position.settled) return position.quantity > 0 ? Math.round((position.payoutCents / position.quantity) * 100) : 0
  return sideBp(market, position.side)
}

/** Contracts of a position a sale can take now: those not held back by open sell orders. */
export function availableQuantity(position: Pick<PositionRow, 'quantity' | 'reservedQuantity' | 'settled'>): number {
  return position.settled ? 0 : position.quantity - (position.reservedQuantity ?? 0)
}

/** Still held: not settled, some contracts, and its market not resolved. */
function isOpenPosition(position: PositionRow, market: Pick<MarketRow, 'status'> | undefined): boolean {
  return !position.settled && position.quantity > 0 && market !== undefined && market.status !== 'resolved'
}

interface AccountRows {
  /** The account's cash (its balance). */
  readonly balanceCents: number
  readonly positions: readonly PositionRow[]
  readonly lpShares: readonly LpShareRow[]
  /** The markets of those rows; a row whose market is missing counts for nothing. */
  readonly markets: ReadonlyMap<string, MarketRow>
  /** What the account started with (every account opens with one $10,000 deposit). */
  readonly startingCents?: number
  /** Cash its open buy orders hold back (the sum of their reservedCents). */
  readonly orderReservedCents?: number
}

export interface AccountFigures {
  readonly cashCents: number
  /** Cash open buy orders hold back: the account's, out of its balance until the order fills, is cancelled or expires. */
  readonly orderReservedCents: number
  /** Realized P&L of contracts sold or settled: proceeds and payouts less their cost basis. */
  readonly tradingRealizedCents: number
  /** Open positions at today's side prices. */
  readonly positionsValueCents: number
  /** Cost basis of the open positions. */
  readonly positionsCostCents: number
  /** LP shares at today's prices (the most that can be removed). */
  readonly poolsValueCents: number
  /**
   * Reserved pool cash: the account's but not in its balance yet: trading fees its pool
   * shares earned, paid out on removal or at settlement (orders' cash is orderReservedCents).
   */
  readonly reservedCents: number
  /** Net cash in the pools: put in, less contracts handed back (at their cost basis) and what was taken out. */
  readonly poolsCostCents: number
  /** cash + order reserves + positions + pools + reserved. */
  readonly totalValueCents: number
  readonly positionsPnlCents: number
  /** poolsValue + reserved - poolsCost. */
  readonly poolsPnlCents: number
  /** positionsPnl + poolsPnl: what is still held, at today's prices. */
  readonly unrealizedPnlCents: number
  /** totalValue - what the account started with. */
  readonly totalPnlCents: number
  /** totalPnl - unrealizedPnl: sold, settled, merged and collected, already cash. */
  readonly realizedPnlCents: number
  readonly openPositions: number
  /** Closed lots (sold out, or settled) with a P&L above zero, and the others (lots.ts). */
  readonly wins: number
  readonly losses: number
}

/** Every figure of one account, from its rows (docs/product.md, "Figures"). */
export function accountFigures(rows: AccountRows): AccountFigures {
  let positionsValueCents = 0
  let positionsCostCents = 0
  let openPositions = 0
  let tradingRealizedCents = 0
  let wins = 0
  let losses = 0
  for (const position of rows.positions) {
    const market = rows.markets.get(position.marketId)
    if (market === undefined) continue
    tradingRealizedCents += position.realizedCents
    for (const outcome of lotOutcomes(position)) {
      if (outcome === 'win') wins += 1
      else if (outcome === 'loss') losses += 1
    }
    if (!isOpenPosition(position, market)) continue
    const figures = positionFigures(position, market)
    positionsValueCents += figures.valueCents
    positionsCostCents += figures.costCents
    openPositions += 1
  }
  let poolsValueCents = 0
  let reservedCents = 0
  let poolsCostCents = 0
  for (const lp of rows.lpShares) {
    const market = rows.markets.get(lp.marketId)
    if (market === undefined || lp.shares <= 0 || market.status === 'resolved') continue
    poolsValueCents += lpValueCents(market, lp.shares)
    reservedCents += feesWithdrawableBy(market, lp)
    poolsCostCents += lp.contributedCents
  }
  const orderReservedCents = rows.orderReservedCents ?? 0
  const totalValueCents = rows.balanceCents + orderReservedCents + positionsValueCents + poolsValueCents + reservedCents
  const positionsPnlCents = positionsValueCents - positionsCostCents
  const poolsPnlCents = poolsValueCents + reservedCents - poolsCostCents
  const unrealizedPnlCents = positionsPnlCents + poolsPnlCents
  const totalPnlCents = totalValueCents - (rows.startingCents ?? STARTING_BALANCE_CENTS)
  return {
    cashCents: rows.balanceCents,
    orderReservedCents,
    tradingRealizedCents,
    positionsValueCents,
    positionsCostCents,
    poolsValueCents,
    reservedCents,
    poolsCostCents,
    totalValueCents,
    positionsPnlCents,
    poolsPnlCents,
    unrealizedPnlCents,
    totalPnlCents,
    realizedPnlCents: totalPnlCents - unrealizedPnlCents,
    openPositions,
    wins,
    losses,
  }
}

/**
 * Cash put to work: every buy (fee included) and every amount added to a pool.
 * Current value is this plus total P&L: what it all is worth now, counting the
 * cash it has already paid back.
 */
export function investedCents(
  trades: readonly Pick<TradeRow, 'action' | 'cashCents'>[],
  ledger: readonly Pick<LedgerEntry, 'kind' | 'amountCents'>[],
): number {
  const bought = trades.reduce((sum, t) => sum + (t.action === 'buy' ? t.cashCents : 0), 0)
  const pooled = ledger.reduce((sum, e) => sum + (e.kind === 'liquidity_add' ? -e.amountCents : 0), 0)
  return bought + pooled
}

/** Percent of closed lots that made money, one decimal; null before any closed (shown as "—"). */
export function winRate(results: { readonly wins: number; readonly losses: number }): number | null {
  const settled = results.wins + results.losses
  return settled === 0 ? null : Math.round((results.wins / settled) * 1000) / 10
}

/** `part` as a percent of `whole` (P&L against cost, or against the starting balance); 0 when whole is 0. */
export function percentOf(partCents: number, wholeCents: number): number {
  return wholeCents === 0 ? 0 : (partCents / wholeCents) * 100
}
