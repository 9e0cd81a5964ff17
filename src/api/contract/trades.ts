import { z } from './zod'
import { Id, NumericString, PriceCents } from './common'
import { MarketSummary, Side } from './markets'
import { MAX_TRADE_QUANTITY } from './constants'
import { wholeCents } from './input-rules'
export { MAX_TRADE_QUANTITY, IDEMPOTENCY_HEADER, DEFAULT_SLIPPAGE_CENTS } from './constants'

/** Buy contracts (pay cash) or sell contracts held (receive cash). */
export const TradeAction = z.enum(['buy', 'sell'])
export type TradeAction = z.infer<typeof TradeAction>

/** A number of contracts in a request: a whole number from 1 to 10000. */
export const ContractQuantity = z
  .number({ error: 'quantity must be a whole number' })
  .int('quantity must be a whole number')
  .min(1, 'quantity must be at least 1')
  .max(MAX_TRADE_QUANTITY, 'quantity must be at most 10000')

const AVERAGE_LIMIT_MESSAGE = 'limitPriceCents must be cents above 0 and at most 100, with at most 2 decimals'
/** Slippage protection: the worst average price per contract (fee included) a market trade accepts. */
export const AveragePriceLimit = z
  .number({ error: AVERAGE_LIMIT_MESSAGE })
  .gt(0, AVERAGE_LIMIT_MESSAGE)
  .max(100, AVERAGE_LIMIT_MESSAGE)
  .multipleOf(0.01, AVERAGE_LIMIT_MESSAGE)
  .refine((n) => wholeCents(n) !== null, AVERAGE_LIMIT_MESSAGE)

/**
 * POST /api/trades: a market trade. The trade is booked to the session's user; a different
 * userId answers 403. It fills against resting limit orders and the pool (docs/product.md,
 * "Limit orders"). With limitPriceCents, a buy whose average price would be above it (a sell:
 * below it) answers 409 with the current quote and changes nothing.
 */
export const TradeBody = z.strictObject({
  marketId: Id,
  side: Side,
  /** Default "buy". */
  action: TradeAction.optional(),
  quantity: ContractQuantity,
  /** The side's price in cents the person saw (informational). */
  price: PriceCents('price'),
  /** Worst average price per contract accepted, cents, fee included: a buy's most, a sell's least. */
  limitPriceCents: AveragePriceLimit.optional(),
  userId: Id.optional(),
})
export type TradeBody = z.input<typeof TradeBody>

/** What a market trade would do now: the 409 answer of a trade past its limitPriceCents carries it. */
export const TradeQuote = z.object({
  action: TradeAction,
  side: Side,
  quantity: z.number().int(),
  /** Average price per contract, cents, fee included, two decimals ("52.31"). */
  averagePrice: NumericString,
  /** Dollars paid (buy) or received (sell), fee included. */
  total: NumericString,
  /** The side's price after the trade, cents ("53.10"). */
  priceAfter: NumericString,
})
export type TradeQuote = z.infer<typeof TradeQuote>

/** 409 of a market trade past its limitPriceCents: the message says the current quote, `quote` holds it. */
export const SlippageError = z.object({ message: z.string(), quote: TradeQuote })
export type SlippageError = z.infer<typeof SlippageError>

/** A trade's or position's status: open until its market resolves; then won (paid out more than it cost) or lost. */
export const HoldingStatus = z.enum(['open', 'won', 'lost'])
export type HoldingStatus = z.infer<typeof HoldingStatus>

/**
 * One trade of the account: a buy or a sell, a market trade or a limit order's fill.
 * A buy's cost is what it paid; a sell's cost is the cost basis of the contracts sold and its
 * value the proceeds, so its pnl is the realized P&L (docs/product.md, "Figures").
 */
export const Trade = z.object({
  id: z.string(),
  marketId: z.string(),
  side: Side,
  action: TradeAction,
  /** 'market': against the pool and resting orders at once; 'fill': a fill of the account's limit order (orderId). */
  kind: z.enum(['market', 'fill']),
  orderId: z.string().nullable(),
  quantity: z.number().int(),
  /** Average price per contract, cents, fee included ("63.42"): paid (buy) or received (sell). */
  price: NumericString,
  /** Buy: total paid in dollars, fee included. Sell: the cost basis of the contracts sold. */
  cost: NumericString,
  /** Sell: dollars received, fee deducted ("0.00" for a buy). */
  proceeds: NumericString,
  fee: NumericString,
  /** Buy: the contracts at the side's price now, or what they paid once resolved. Sell: the proceeds. Dollars. */
  value: NumericString,
  /** value - cost, dollars (a sell's realized P&L). */
  pnl: NumericString,
  /** The side's price right after the trade, cents ("52.30"). */
  priceAfter: NumericString,
  status: HoldingStatus,
  userId: z.string(),
  createdAt: z.string(),
  market: MarketSummary,
})
export type Trade = z.infer<typeof Trade>
