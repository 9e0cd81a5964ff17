import { z } from './zod'
import { Side } from './markets'
import { Trade } from './trades'

/**
 * Social trading: the leaderboard of simulated traders and people, ranked by what
 * they really made (their total P&L: realized plus what they hold at today's prices).
 * Money fields are dollars (numbers), prices cents.
 */
export const TradeOutcome = z.enum(['win', 'loss', 'pending', 'refunded'])
export type TradeOutcome = z.infer<typeof TradeOutcome>

/** One of a trader's latest buys, with what Copy needs. */
export const TraderTrade = z.object({
  /** The trade's id: POST /api/social/copy-trade/{id} copies it. */
  id: z.string(),
  /** The market's title. */
  market: z.string(),
  marketId: z.string(),
  /** 'YES' or 'NO'. */
  prediction: z.enum(['YES', 'NO']),
  side: Side,
  outcome: TradeOutcome,
  /** Dollars: the trade's P&L, as My Trades shows it (payout or value at today's price, minus cost). */
  profit: z.number(),
  quantity: z.number().int(),
  /** Average price paid, cents. */
  price: z.number(),
  timestamp: z.string(),
  /** Pending, its market still open, and not your own: Copy is offered. */
  copyable: z.boolean(),
  /** You already copied it. */
  copied: z.boolean(),
})
export type TraderTrade = z.infer<typeof TraderTrade>

/** A trader on the leaderboard, from real results. */
export const Trader = z.object({
  /** Account id ('sim-N' for simulated traders, the user id for people). */
  id: z.string(),
  name: z.string(),
  username: z.string(),
  /** Always null here: avatars are initials. */
  avatar: z.string().nullable(),
  /** Percent of closed lots (sold or settled) that made money (one decimal; 0 before any closed). */
  winRate: z.number(),
  /** How many closed lots the win rate is based on (a ranked trader has at least 5). */
  results: z.number().int(),
  totalTrades: z.number().int(),
  /** Dollars: the trader's total P&L, as their portfolio's figures (realizedProfit + openProfit). */
  totalProfit: z.number(),
  /** The portfolio's realizedPnl. */
  realizedProfit: z.number(),
  /** The portfolio's unrealizedPnl (open positions and pool shares at today's prices). */
  openProfit: z.number(),
  followers: z.number().int(),
  recentTrades: z.array(TraderTrade),
  /** Category names, most traded first (up to 3). */
  topCategories: z.array(z.string()),
  isFollowing: z.boolean(),
  /** Position on the leaderboard (1 = best); null for a followed trader outside the top list. */
  rank: z.number().int().nullable(),
  /** This is the signed-in person. */
  isSelf: z.boolean(),
  simulated: z.boolean(),
})
export type Trader = z.infer<typeof Trader>

/** GET /api/social/summary: figures for the summary cards. */
export const SocialSummary = z.object({
  tradersFollowed: z.number().int(),
  /** Traders (simulated or people) who traded in the last 24 hours. */
  activeTraders: z.number().int(),
  /** Traders with at least one trade. */
  rankedTraders: z.number().int(),
  tradesCopied: z.number().int(),
})
export type SocialSummary = z.infer<typeof SocialSummary>

/** POST /api/social/traders/{traderId}/follow and /unfollow. */
export const FollowResult = z.object({
  traderId: z.string(),
  isFollowing: z.boolean(),
  followers: z.number().int(),
  /** False when it was already so (following twice is not an error). */
  changed: z.boolean(),
})
export type FollowResult = z.infer<typeof FollowResult>

/** POST /api/social/copy-trade/{tradeId}: the trade it placed for you (201). */
export const CopyTradeResult = z.object({
  trade: Trade,
  sourceTradeId: z.string(),
  traderId: z.string(),
})
export type CopyTradeResult = z.infer<typeof CopyTradeResult>

/** How many traders the leaderboard lists (followed traders outside it are added after). */
export const TOP_TRADERS = 10
/** Recent trades shown per trader. */
export const TRADER_RECENT_TRADES = 5
