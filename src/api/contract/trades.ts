import { z } from './zod'
import { Id, NumericString, PriceCents } from './common'
import { MarketSummary, Side } from './markets'
import { MAX_TRADE_QUANTITY } from './constants'
export { MAX_TRADE_QUANTITY, IDEMPOTENCY_HEADER } from './constants'

/** POST /api/trades. The trade is booked to the session's user; a different userId answers 403. */
export const TradeBody = z.strictObject({
  marketId: Id,
  side: Side,
  quantity: z.number({ error: 'quantity must be a whole number' })
    .int('quantity must be a whole number')
    .min(1, 'quantity must be at least 1')
    .max(MAX_TRADE_QUANTITY, 'quantity must be at most 10000'),
  /** The side's price in cents the person saw (informational). */
  price: PriceCents('price'),
  userId: Id.optional(),
})
export type TradeBody = z.infer<typeof TradeBody>

/** A trade's or position's status: open until its market resolves; then won (paid out more than it cost) or lost. */
export const HoldingStatus = z.enum(['open', 'won', 'lost'])
export type HoldingStatus = z.infer<typeof HoldingStatus>

export const Trade = z.object({
  id: z.string(),
  marketId: z.string(),
  side: Side,
  quantity: z.number().int(),
  /** Average price paid per contract, cents, fee included ("63.42"). */
  price: NumericString,
  /** Total paid in dollars, fee included ("63.42"): the trade's cost (docs/product.md, "Figures"). */
  cost: NumericString,
  fee: NumericString,
  /** The contracts at the side's price now, or what they paid once the market resolved, dollars. */
  value: NumericString,
  /** value - cost, dollars. */
  pnl: NumericString,
  status: HoldingStatus,
  userId: z.string(),
  createdAt: z.string(),
  market: MarketSummary,
})
export type Trade = z.infer<typeof Trade>
