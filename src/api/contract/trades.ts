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
/** Slippage protection: the worst the trade may come to per contract (its total over its quantity, fee included). */
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
/** GET /api/trades: whose trades (the caller's own, or anyone's for an admin). */
export const TradesQuery = z.strictObject({ userId: Id })

export const TradeBody = z.strictObject({
  marketId: Id,
  /** A multi-answer market: the answer traded (required there, refused on a Yes/No market). */
  answerId: Id.optional(),
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

/** A trade's or position's status: open until its market resolves; then won (paid out more than it cost) or lost; refunded when the market was voided. */
export const HoldingStatus = z.enum(['open', 'won', 'lost', 'refunded'])
export type HoldingStatus = z.infer<typeof HoldingStatus>

/** What became of a lot (docs/product.md, "Lots"): open while held, sold when none is held, won or lost at resolution, refunded by a void. A sale row is 'sold'. */
export const LotStatus = z.enum(['open', 'sold', 'won', 'lost', 'refunded'])
export type LotStatus = z.infer<typeof LotStatus>

/**
 * One row of the account's trade history. A buy (or a limit order's buy fill, or contracts a
 * pool handed back: kind 'pool') is a lot: what it cost, how many of its contracts are still
 * held and what they are worth, how many were sold (first in, first out) and for how much,
 * and its realized and unrealized P&L. A sale is its own row: its proceeds, the cost basis of
 * the contracts it took, and its realized P&L (which its lots count too: add up lots, not
 * sales). docs/product.md, "Lots".
 */
export const Trade = z.object({
  id: z.string(),
  marketId: z.string(),
  side: Side,
  action: TradeAction,
  /** 'market': against the pool and resting orders at once; 'fill': a fill of the account's limit order (orderId); 'pool': contracts a pool handed back. */
  kind: z.enum(['market', 'fill', 'pool']),
  orderId: z.string().nullable(),
  quantity: z.number().int(),
  /** Average price per contract, cents, before the fee ("63.42"): paid (buy) or received (sell). */
  price: NumericString,
  /** Buy: total paid in dollars, fee included. Sell: the cost basis of the contracts sold. */
  cost: NumericString,
  /** Sell: dollars received, fee deducted. Buy: what the sales of its contracts brought in. */
  proceeds: NumericString,
  fee: NumericString,
  /** Buy: its contracts still held, at the side's price now (or their payout once resolved). Sell: the proceeds. Dollars. */
  value: NumericString,
  /** Buy: contracts still held (0 once sold out; those held at resolution stay counted). Sell: 0. */
  heldQuantity: z.number().int(),
  /** Buy: cost basis of the contracts still held (its share of cost). Sell: "0.00". */
  heldCost: NumericString,
  /** Buy: contracts sold out of it. Sell: the quantity sold. */
  soldQuantity: z.number().int(),
  /** Proceeds less cost basis of what was sold, and payout less cost basis of what was held at resolution. */
  realizedPnl: NumericString,
  /** Value less cost basis of the contracts still held ("0.00" once resolved, and for a sale). */
  unrealizedPnl: NumericString,
  /** realizedPnl + unrealizedPnl (= proceeds + value - cost for a buy), dollars. */
  pnl: NumericString,
  /** The side's price right after the trade, cents ("52.30"). */
  priceAfter: NumericString,
  status: LotStatus,
  userId: z.string(),
  createdAt: z.string(),
  /**
   * When it finished: a buy's lot when its last contract was sold (or paired in a pool), or when its
   * market resolved while it held some; a sale when it was made. null while open (and for a lot
   * sold out before this was kept).
   */
  closedAt: z.string().nullable(),
  market: MarketSummary,
})
export type Trade = z.infer<typeof Trade>
