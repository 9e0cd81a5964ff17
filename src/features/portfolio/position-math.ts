import { PORTFOLIO_BASELINE, type MarketSummary, type Position, type Side } from '../../api/contract'

type PricedMarket = Pick<MarketSummary, 'yesPrice' | 'noPrice' | 'status' | 'resolution'>

/** Money is shown to the cent; rounding here keeps a 0.1 + 0.2 style error from turning a flat P&L red. */
export function roundCents(dollars: number): number {
  // Half away from zero, tolerant of binary error (1.005 * 100 is 100.49999…).
  const rounded = (Math.sign(dollars) * Math.round(Math.abs(dollars) * 100 + 1e-7)) / 100
  return rounded === 0 ? 0 : rounded
}

/** The side's price now, in cents: the market's quote, or 100/0 once it resolved for/against the side. */
export function currentSidePrice(market: PricedMarket, side: Side): number {
  if (market.status === 'resolved' && market.resolution) return market.resolution === side ? 100 : 0
  const price = Number(side === 'yes' ? market.yesPrice : market.noPrice)
  return Number.isFinite(price) ? price : 0
}

/** Dollars for a number of contracts at a price in cents (each contract pays 100 cents). */
export function contractsValue(quantity: number, cents: number): number {
  return roundCents((quantity * cents) / 100)
}

/** P&L as a percent of what was paid; 0 when nothing was paid. */
export function pnlPercent(pnl: number, cost: number): number {
  return cost === 0 ? 0 : (pnl / cost) * 100
}

export interface PositionFigures {
  /** Cents per contract now. */
  price: number
  value: number
  cost: number
  pnl: number
  pnlPercent: number
}

/** The spec's position figures: value = quantity × side price / 100, cost = quantity × avgPrice / 100. */
export function positionFigures(position: Pick<Position, 'quantity' | 'avgPrice' | 'side' | 'market'>): PositionFigures {
  const price = currentSidePrice(position.market, position.side)
  const value = contractsValue(position.quantity, price)
  const cost = contractsValue(position.quantity, position.avgPrice)
  const pnl = roundCents(value - cost)
  return { price, value, cost, pnl, pnlPercent: pnlPercent(pnl, cost) }
}

/** What a settled position returned: its payout against what it cost. */
export function settledFigures(position: Pick<Position, 'quantity' | 'avgPrice' | 'payout'>): { payout: number; cost: number; pnl: number } {
  const payout = roundCents(Number(position.payout) || 0)
  const cost = contractsValue(position.quantity, position.avgPrice)
  return { payout, cost, pnl: roundCents(payout - cost) }
}

/** Open positions (still held) and settled ones (paid out or expired), each in the API's order. */
export function splitPositions<P extends Pick<Position, 'settled' | 'quantity'>>(positions: P[]): { open: P[]; settled: P[] } {
  return {
    open: positions.filter((p) => !p.settled && p.quantity > 0),
    settled: positions.filter((p) => p.settled),
  }
}

/** Portfolio value against the starting cash (spec: the 10000 baseline). */
export function baselineChange(totalValue: number | string): { amount: number; percent: number } {
  const amount = roundCents((Number(totalValue) || 0) - PORTFOLIO_BASELINE)
  return { amount, percent: (amount / PORTFOLIO_BASELINE) * 100 }
}
