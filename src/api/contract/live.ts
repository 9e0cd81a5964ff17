import type { Answer, Market } from './markets'

/**
 * Live updates: what the Foresight server streams at GET /api/live (Server-Sent Events, one
 * `batch` event at a time, JSON data) and what tabs of the in-browser exchange broadcast to each
 * other (BroadcastChannel). docs/product.md, "Live updates".
 */
export const LIVE_PATH = '/api/live'
/** The BroadcastChannel of the in-browser exchange's tabs. */
export const LIVE_CHANNEL = 'foresight-live'
/** A screen gets at most one update per market in this time. */
export const LIVE_MIN_INTERVAL_MS = 250

/**
 * An answer's figures in a change: every answer's prices and pool (a trade on one answer moves
 * them all), and the rest only for the answers whose own row changed. Merged by id.
 */
export type AnswerChange = Pick<Answer, 'id' | 'yesPrice' | 'noPrice' | 'pool'> & Partial<Answer>

/** The figures of a market that a trade, an order or a settlement changes. */
export type MarketChange = Pick<
  Market,
  'id' | 'yesPrice' | 'noPrice' | 'volume' | 'traderCount' | 'status' | 'resolution' | 'pool'
> & {
  answers?: AnswerChange[]
}

/**
 * What changed since the last batch: each market's latest figures, the people whose cash,
 * holdings or orders changed (a stream names only its own signed-in person), and `refresh`
 * when so much changed at once (a reseed) that a screen should refetch everything.
 */
export interface LiveBatch {
  markets: MarketChange[]
  accounts: string[]
  refresh: boolean
}
