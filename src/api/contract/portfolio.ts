import { z } from './zod'
import { NumericString } from './common'
import { MarketSummary, Side } from './markets'
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
  market: MarketSummary,
})
export type Position = z.infer<typeof Position>

/** GET /api/portfolio/{userId}: dollars as numeric strings. */
export const Portfolio = z.object({
  balance: NumericString,
  /** Balance plus the current value of open positions. */
  totalValue: NumericString,
  positions: z.array(Position),
})
export type Portfolio = z.infer<typeof Portfolio>
