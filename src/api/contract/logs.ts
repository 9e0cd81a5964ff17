import { z } from './zod'
import { Id, queryInteger } from './common'
import { Side } from './markets'
import { ACTIVITY_LOG_LIMIT } from './constants'
export { ACTIVITY_LOG_LIMIT, ACTIVITY_ACTIONS, VIEW_LOG_WINDOW_MS, type ActivityAction } from './constants'

export const ActivityEntry = z.object({
  id: z.string(),
  /** One of ACTIVITY_ACTIONS (trade_placed, trades_viewed, portfolio_viewed, market_viewed, ...); a client shows others as 'Performed action: name'. */
  action: z.string(),
  details: z.object({
    side: Side.optional(),
    /** Orders: whether it buys or sells (order_placed, order_filled, order_cancelled, order_expired). */
    tradeAction: z.enum(['buy', 'sell']).optional(),
    quantity: z.number().optional(),
    /** Cents as text: a trade's average price ("52.3"), an order's limit ("40"). */
    price: z.string().optional(),
    marketTitle: z.string().optional(),
    /** The person the action concerns: the trader followed, the user promoted. */
    name: z.string().optional(),
    /** market_viewed: the market opened. */
    marketId: z.string().optional(),
    /** order_cancelled: 'market_closed' when the exchange cancelled it as its market closed (absent: its owner did). */
    reason: z.enum(['market_closed']).optional(),
    /** Page views: how often the page was opened within VIEW_LOG_WINDOW_MS of this entry's time (absent: once). */
    views: z.number().int().positive().optional(),
  }),
  metadata: z.object({ amount: z.number().optional(), side: Side.optional() }),
  timestamp: z.string(),
})
export type ActivityEntry = z.infer<typeof ActivityEntry>

export const LogsQuery = z.strictObject({ limit: queryInteger('limit', 1, ACTIVITY_LOG_LIMIT).optional() })

/** POST /api/logs: the views a page records when it opens (trades are logged by the trade itself). */
export const ViewLogBody = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('trades_viewed') }),
  z.strictObject({ action: z.literal('portfolio_viewed') }),
  z.strictObject({ action: z.literal('market_viewed'), marketId: Id }),
])
export type ViewLogBody = z.infer<typeof ViewLogBody>
