import { z } from './zod'
import { Id, NumericString, queryInteger } from './common'
export { DEFAULT_MARKETS_PAGE, TOTAL_COUNT_HEADER } from './constants'

export const Side = z.enum(['yes', 'no'])
export type Side = z.infer<typeof Side>

/** How a market resolved: a side won, or it was voided and every trader refunded (docs/product.md, "Voiding"). */
export const Resolution = z.enum(['yes', 'no', 'void'])
export type Resolution = z.infer<typeof Resolution>

export const MarketStatus = z.enum(['active', 'closed', 'resolved'])
export type MarketStatus = z.infer<typeof MarketStatus>

export const Category = z.object({ id: z.string(), name: z.string(), color: z.string() })
export type Category = z.infer<typeof Category>

export const PricePoint = z.object({
  timestamp: z.string(),
  /** Cents (= percent), one decimal. yesPrice + noPrice = 100. */
  yesPrice: z.number(),
  noPrice: z.number(),
})
export type PricePoint = z.infer<typeof PricePoint>

/** The market maker's reserves: what the UI needs to quote a trade with the exchange's own code. */
export const PoolReserves = z.object({ yesReserve: z.number(), noReserve: z.number() })
export type PoolReserves = z.infer<typeof PoolReserves>

/** A Yes/No market, or a multi-answer one: 2..20 mutually exclusive answers whose chances add up to 100 % (docs/product.md). */
export const MarketKind = z.enum(['binary', 'multi'])
export type MarketKind = z.infer<typeof MarketKind>

/** One answer of a multi-answer market: its own Yes/No prices (cents as strings, like a market's), volume and status. */
export const Answer = z.object({
  id: z.string(),
  text: z.string(),
  yesPrice: NumericString,
  noPrice: NumericString,
  /** Dollars traded on this answer. */
  volume: z.number(),
  status: MarketStatus,
  /** Once resolved: "yes" for the answer that won, "no" for the others, "void" for all in a void. */
  resolution: Resolution.nullable(),
  pool: PoolReserves,
})
export type Answer = z.infer<typeof Answer>

export const Market = z.object({
  id: z.string(),
  kind: MarketKind,
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  categoryId: z.string(),
  /** Cents with two decimals, as numeric strings; yesPrice + noPrice = 100. */
  yesPrice: NumericString,
  noPrice: NumericString,
  /** Dollars traded. */
  volume: z.number(),
  traderCount: z.number().int(),
  closesAt: z.string(),
  createdAt: z.string(),
  trending: z.boolean(),
  featured: z.boolean(),
  status: MarketStatus,
  /** Set once resolved: the side that won, or "void". */
  resolution: Resolution.nullable(),
  pool: PoolReserves,
  /** Markets admins make (docs/product.md, "Markets admins make"): how it resolves and where the answer is read. */
  rules: z.string().optional(),
  resolutionSource: z.string().optional(),
  /** True for a market an admin made: an admin resolves it, the simulation never does. */
  byAdmin: z.boolean().optional(),
  /**
   * True where an admin resolves this market: one an admin made, and every market on a server
   * where no simulation resolves them (SIMULATION=off). Only on GET /api/markets/{id} and the admin's list.
   */
  adminResolves: z.boolean().optional(),
  /** An admin's resolution: who made it (their display name) and their note. */
  resolvedBy: z.string().optional(),
  resolutionNote: z.string().optional(),
  /** Only on GET /api/markets/{id}. A multi-answer market: the leading answer's. */
  priceHistory: z.array(PricePoint).optional(),
  /**
   * A multi-answer market's answers, in their given order. Its yesPrice and noPrice are the
   * leading answer's; its pool is not traded (each answer's is).
   */
  answers: z.array(Answer).optional(),
  /** A resolved multi-answer market: the answer that won (absent for a void). */
  winningAnswerId: z.string().optional(),
  /** Only on GET /api/markets/{id} for a multi-answer market: each answer's price history, by answer id. */
  answerHistories: z.record(z.string(), z.array(PricePoint)).optional(),
})
export type Market = z.infer<typeof Market>

/** GET /api/markets query. Answers Market[] (active markets), total in X-Total-Count. */
export const MarketsQuery = z.strictObject({
  categoryId: Id.optional(),
  /** "true": trending markets only; "false": newest first ("New"). */
  trending: z.enum(['true', 'false']).optional(),
  featured: z.enum(['true']).optional(),
  /** "multi": multi-answer markets only; "binary": Yes/No markets only. */
  kind: z.enum(['binary', 'multi'], { error: 'kind must be "binary" or "multi"' }).optional(),
  q: z.string().max(100, 'Search text must be at most 100 characters').optional(),
  limit: queryInteger('limit', 1, 100).optional(),
  offset: queryInteger('offset', 0, 1_000_000).optional(),
})
export type MarketsQuery = z.input<typeof MarketsQuery>

/** A market as embedded in trades and positions. */
export const MarketSummary = Market.pick({
  id: true,
  title: true,
  categoryId: true,
  yesPrice: true,
  noPrice: true,
  status: true,
  resolution: true,
  closesAt: true,
}).extend({
  /**
   * A position, trade or order on one answer of a multi-answer market: that answer. The summary's
   * id and title are then the market's, and its prices, status and resolution the answer's.
   */
  answer: z.object({ id: z.string(), text: z.string() }).optional(),
})
export type MarketSummary = z.infer<typeof MarketSummary>
