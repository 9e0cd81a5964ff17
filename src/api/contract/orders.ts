import { z } from './zod'
import { Id, NumericString, queryInteger } from './common'
import { Market, MarketSummary, Side } from './markets'
import { ContractQuantity, TradeAction } from './trades'
import { MAX_LIMIT_PRICE_CENTS, MIN_LIMIT_PRICE_CENTS } from './constants'
export { MIN_LIMIT_PRICE_CENTS, MAX_LIMIT_PRICE_CENTS, DEFAULT_ORDERS_PAGE } from './constants'

const LIMIT_MESSAGE = `limitPriceCents must be a whole number of cents from ${MIN_LIMIT_PRICE_CENTS} to ${MAX_LIMIT_PRICE_CENTS}`

/** A limit order's price: whole cents, 1 to 99. */
export const LimitPriceCents = z
  .number({ error: LIMIT_MESSAGE })
  .int(LIMIT_MESSAGE)
  .min(MIN_LIMIT_PRICE_CENTS, LIMIT_MESSAGE)
  .max(MAX_LIMIT_PRICE_CENTS, LIMIT_MESSAGE)

/**
 * POST /api/orders: a limit order. It fills at once what it can (resting orders on the other
 * side, then the pool up to its limit) and the rest rests (docs/product.md, "Limit orders").
 * expiresAt: an ISO time in the future, or null (or absent) for good till cancelled.
 */
export const OrderBody = z.strictObject({
  marketId: Id,
  /** A multi-answer market: the answer the order is on (required there, refused on a Yes/No market). */
  answerId: Id.optional(),
  side: Side,
  action: TradeAction,
  quantity: ContractQuantity,
  limitPriceCents: LimitPriceCents,
  expiresAt: z.iso.datetime({ offset: true, error: 'expiresAt must be an ISO date-time or null' }).nullable().optional(),
})
export type OrderBody = z.input<typeof OrderBody>

export const OrderStatus = z.enum(['open', 'filled', 'cancelled', 'expired'])
export type OrderStatus = z.infer<typeof OrderStatus>

export const Order = z.object({
  id: z.string(),
  userId: z.string(),
  marketId: z.string(),
  side: Side,
  action: TradeAction,
  quantity: z.number().int(),
  filledQuantity: z.number().int(),
  /** quantity - filledQuantity while open; 0 once filled, cancelled or expired. */
  remainingQuantity: z.number().int(),
  limitPriceCents: z.number().int(),
  /** Average price of the fills per contract, cents (fees included), two decimals; null before any fill. */
  averageFillPriceCents: z.number().nullable(),
  status: OrderStatus,
  /** Cash a buy order holds back now, dollars ("40.60"); "0.00" once closed. */
  reservedCash: NumericString,
  /** Contracts a sell order holds back now; 0 once closed. */
  reservedContracts: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  /** When it was filled, cancelled or expired; null while open. */
  closedAt: z.string().nullable(),
  market: MarketSummary,
})
export type Order = z.infer<typeof Order>

/** GET /api/orders: the caller's own orders, newest first, paged like the markets (total in X-Total-Count). */
export const OrdersQuery = z.strictObject({
  /** "open" (default) or "all". */
  status: z.enum(['open', 'all']).optional(),
  marketId: Id.optional(),
  limit: queryInteger('limit', 1, 100).optional(),
  offset: queryInteger('offset', 0, 1_000_000).optional(),
})
export type OrdersQuery = z.input<typeof OrdersQuery>

/** Resting orders at one price, aggregated. */
export const BookLevel = z.object({
  /** The side's price, whole cents. */
  priceCents: z.number().int(),
  /** Contracts still to fill at this price. */
  quantity: z.number().int(),
  orders: z.number().int(),
})
export type BookLevel = z.infer<typeof BookLevel>

/** One side's resting orders: bids (buy orders) highest first, asks (sell orders) lowest first. */
export const BookSide = z.object({ bids: z.array(BookLevel), asks: z.array(BookLevel) })
export type BookSide = z.infer<typeof BookSide>

/**
 * GET /api/markets/{id}/book. A Yes bid at p and a No bid at 100 - p or more would cross,
 * so they never rest together; the pool trades between the best prices.
 */
export const OrderBook = z.object({
  marketId: z.string(),
  /** The pool's prices, cents with two decimals. */
  yesPrice: NumericString,
  noPrice: NumericString,
  pool: z.object({ yesReserve: z.number(), noReserve: z.number() }),
  yes: BookSide,
  no: BookSide,
})
export type OrderBook = z.infer<typeof OrderBook>

/** GET, PUT and DELETE /api/watchlist: the caller's starred markets, most recently starred first. */
export const Watchlist = z.object({
  marketIds: z.array(z.string()),
  /** The starred markets as the markets list shows them (any status). */
  markets: z.array(Market.omit({ priceHistory: true })),
})
export type Watchlist = z.infer<typeof Watchlist>
