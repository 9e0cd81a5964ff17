import { z } from './zod'
import { NumericString } from './common'
import { PoolReserves, Side } from './markets'

/**
 * Instant markets: short-lived markets (15 minutes to 24 hours) the exchange lists
 * continuously. live = open for trading; settling = closed, resolving in minutes;
 * settled = resolved and paid out (listed for a while after).
 */
export const InstantStatus = z.enum(['live', 'settling', 'settled'])
export type InstantStatus = z.infer<typeof InstantStatus>

/** An instant market. Trade it with POST /api/trades (whole contracts). */
export const InstantMarket = z.object({
  id: z.string(),
  title: z.string(),
  /** Category id. */
  category: z.string(),
  description: z.string(),
  /** Cents as numeric strings; yesPrice + noPrice = 100. */
  yesPrice: NumericString,
  noPrice: NumericString,
  /** When trading stops and settlement starts (ISO 8601). */
  settlementTime: z.string(),
  status: InstantStatus,
  /** Dollars traded. */
  volume: z.number(),
  participants: z.number().int(),
  /** Model output from the price and trader count (never the hidden truth); the result once settled. */
  expectedOutcome: Side,
  /** Whole percent, 50..100. */
  confidence: z.number().int(),
  /** confidence >= 60 (CLEAR_CALL_CONFIDENCE): expectedOutcome is a call; below, the card shows "no clear call". */
  clearCall: z.boolean(),
  /** Set once settled. */
  resolution: Side.nullable(),
  /** The market maker's reserves, so the page previews a trade's real cost with the exchange's own quote. */
  pool: PoolReserves,
})
export type InstantMarket = z.infer<typeof InstantMarket>

/** GET /api/instant/markets. `serverTime` lets the page count down on the exchange's clock. */
export const InstantMarkets = z.object({
  serverTime: z.string(),
  markets: z.array(InstantMarket),
})
export type InstantMarkets = z.infer<typeof InstantMarkets>
