import { z } from './zod'
import { NumericString } from './common'
import { MarketSummary, Side } from './markets'
import { HoldingStatus } from './trades'
export { PORTFOLIO_BASELINE } from './constants'

export const Position = z.object({
  marketId: z.string(),
  side: Side,
  quantity: z.number().int(),
  /** Average price paid, cents per contract (fee included). */
  avgPrice: z.number(),
  /** True once the market resolved and the position was paid out (or expired worthless). */
  settled: z.boolean(),
  /** Dollars paid out at settlement ("100.00"), "0.00" until then. */
  payout: NumericString,
  /** Cost basis of the contracts held, dollars, fee included (docs/product.md, "Figures"). */
  cost: NumericString,
  /** The contracts at the side's price now, or the payout once settled, dollars. */
  value: NumericString,
  /** value - cost, dollars. */
  pnl: NumericString,
  status: HoldingStatus,
  market: MarketSummary,
})
export type Position = z.infer<typeof Position>

/** The account's figures (docs/product.md, "Figures"): dollars as numeric strings, exact to the cent. */
export const PortfolioFigures = z.object({
  /** Open positions at today's side prices. */
  positionsValue: NumericString,
  /** Pool shares at today's prices. */
  poolsValue: NumericString,
  /** Reserved cash: trading fees the pool shares earned and that are not collected yet. */
  reserved: NumericString,
  /** Open positions: value - cost basis. */
  positionsPnl: NumericString,
  /** Pool shares: value + reserved - net contribution. */
  poolsPnl: NumericString,
  /** positionsPnl + poolsPnl. */
  unrealizedPnl: NumericString,
  /** totalPnl - unrealizedPnl: already cash. */
  realizedPnl: NumericString,
  /** totalValue - the starting balance (PORTFOLIO_BASELINE). */
  totalPnl: NumericString,
  /** totalPnl as a percent of the starting balance. */
  totalPnlPercent: z.number(),
  /** Cash paid for trades (fees included) and added to pools. */
  invested: NumericString,
  /** invested + totalPnl. */
  currentValue: NumericString,
  openPositions: z.number().int(),
  /** Settled positions that paid out more than they cost, and the others. */
  wins: z.number().int(),
  losses: z.number().int(),
  /** wins / (wins + losses) in percent, one decimal; null before anything settled. */
  winRate: z.number().nullable(),
})
export type PortfolioFigures = z.infer<typeof PortfolioFigures>

/** GET /api/portfolio/{userId}: dollars as numeric strings. */
export const Portfolio = z.object({
  balance: NumericString,
  /** Portfolio value: balance + open positions + pool shares + reserved cash. */
  totalValue: NumericString,
  positions: z.array(Position),
  figures: PortfolioFigures,
})
export type Portfolio = z.infer<typeof Portfolio>
