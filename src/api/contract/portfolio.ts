import { z } from './zod'
import { NumericString } from './common'
import { MarketSummary, Side } from './markets'
import { HoldingStatus } from './trades'
export { PORTFOLIO_BASELINE } from './constants'

export const Position = z.object({
  marketId: z.string(),
  side: Side,
  quantity: z.number().int(),
  /** Average price paid, cents per contract (fee included): the average cost. */
  avgPrice: z.number(),
  /** The side's price now, cents ("52.30"); the payout per contract once settled ("100.00" or "0.00"). */
  currentPrice: NumericString,
  /** Contracts held back by the account's open sell orders (cannot be sold twice). */
  reservedQuantity: z.number().int(),
  /** quantity - reservedQuantity: what a sell or Close can sell now. */
  availableQuantity: z.number().int(),
  /** pnl as a percent of cost (0 when cost is 0), two decimals. */
  pnlPercent: z.number(),
  /** Proceeds less cost basis of contracts of this position already sold or settled, dollars. */
  realizedPnl: NumericString,
  /** True once the market resolved and the position was paid out (or expired worthless). */
  settled: z.boolean(),
  /** Dollars paid out at settlement ("100.00"), "0.00" until then. */
  payout: NumericString,
  /** Cost basis of the contracts held, dollars, fee included (docs/product.md, "Figures"). */
  cost: NumericString,
  /** The contracts at the side's price now, or the payout once settled, dollars. */
  value: NumericString,
  /** value - cost, dollars: the unrealized P&L while open. */
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
  /** totalPnl - unrealizedPnl: already cash (sales, settlements, pool cash collected). */
  realizedPnl: NumericString,
  /** Realized P&L of contracts sold or settled: proceeds and payouts less their cost basis. */
  tradingRealizedPnl: NumericString,
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
  /** Cash available to trade (the balance); it excludes cashReserved. */
  balance: NumericString,
  /** The same as balance: cash not held back by an open order. */
  cashAvailable: NumericString,
  /** Cash held back by open buy orders (quantity x limit, plus the largest fee each could pay, less what filled). */
  cashReserved: NumericString,
  openOrders: z.number().int(),
  /** Portfolio value: balance + cash reserved by orders + open positions + pool shares + reserved pool fees. */
  totalValue: NumericString,
  positions: z.array(Position),
  figures: PortfolioFigures,
})
export type Portfolio = z.infer<typeof Portfolio>
