import { z } from './zod'
import { Id } from './common'
import { CopyTradeResult, FollowResult, SocialSummary, Trader } from './social'
import { Insight, InsightsQuery, MarketTrend, SentimentPoint } from './insights'
import type { RouteSpec } from './route-spec'

const TraderParams = z.object({ traderId: Id })
const TradeParams = z.object({ tradeId: Id })

const FOLLOW_ERRORS = {
  400: 'The trader is the caller.',
  404: 'Trader not found (also for a malformed id).',
}

/** Social trading: a leaderboard of real results, following, and copying pending trades. */
export const SOCIAL_ROUTES: RouteSpec[] = [
  {
    method: 'GET',
    path: '/api/social/traders',
    operationId: 'listTopTraders',
    tag: 'Social',
    auth: 'signed-in',
    summary: 'Top traders by total profit, then the traders the caller follows',
    description:
      "Total profit = realized P&L (contracts sold or settled) + open positions at today's price. " +
      'Win rate = closed lots (sold or settled) with a P&L above zero / closed lots; only traders with 5 or more closed lots are ranked. Recent trades are the latest buys; ' +
      'outcome is pending until the market resolves.',
    success: { status: 200, description: 'Up to 10 ranked traders, then followed ones (rank null).', schema: z.array(Trader) },
  },
  {
    method: 'GET',
    path: '/api/social/summary',
    operationId: 'getSocialSummary',
    tag: 'Social',
    auth: 'signed-in',
    summary: 'Figures for the social summary cards',
    success: { status: 200, description: 'Followed, active and ranked traders, and trades copied.', schema: SocialSummary },
  },
  {
    method: 'POST',
    path: '/api/social/traders/{traderId}/follow',
    operationId: 'followTrader',
    tag: 'Social',
    auth: 'signed-in',
    params: TraderParams,
    notFound: 'Trader not found',
    summary: 'Follow a trader (no body)',
    description:
      'Idempotent: following a followed trader answers 200 with changed: false and writes nothing. Logged as trader_followed.',
    success: { status: 200, description: 'The follow state and the follower count.', schema: FollowResult },
    errors: FOLLOW_ERRORS,
  },
  {
    method: 'POST',
    path: '/api/social/traders/{traderId}/unfollow',
    operationId: 'unfollowTrader',
    tag: 'Social',
    auth: 'signed-in',
    params: TraderParams,
    notFound: 'Trader not found',
    summary: 'Stop following a trader (no body)',
    description: 'Idempotent like follow. Logged as trader_unfollowed.',
    success: { status: 200, description: 'The follow state and the follower count.', schema: FollowResult },
    errors: FOLLOW_ERRORS,
  },
  {
    method: 'POST',
    path: '/api/social/copy-trade/{tradeId}',
    operationId: 'copyTrade',
    tag: 'Social',
    auth: 'signed-in',
    params: TradeParams,
    notFound: 'Trade not found',
    summary: "Place another trader's pending buy for the caller at today's price (no body)",
    description:
      'Same side and quantity, through the same path as POST /api/trades (logged trade_placed), then logged as trade_copied.',
    success: { status: 201, description: 'The trade placed for the caller.', schema: CopyTradeResult },
    errors: {
      400: "The trade is the caller's own.",
      404: 'Trade not found (also for a malformed id).',
      409: 'A sell, a market no longer open (closed or resolved), or a trade the caller already copied.',
      422: 'Insufficient balance.',
    },
  },
]

/** AI market insights: a documented model over prices and trade flow (src/exchange/insights). */
export const INSIGHT_ROUTES: RouteSpec[] = [
  {
    method: 'GET',
    path: '/api/insights',
    operationId: 'listInsights',
    tag: 'Insights',
    auth: 'signed-in',
    query: InsightsQuery,
    summary: "The model's insights on the most traded open markets, most confident first",
    success: { status: 200, description: 'Up to 12 insights.', schema: z.array(Insight) },
  },
  {
    method: 'GET',
    path: '/api/insights/trends',
    operationId: 'listMarketTrends',
    tag: 'Insights',
    auth: 'signed-in',
    summary: 'Bullish, bearish or neutral per category, from 24h price moves and trade flow',
    success: { status: 200, description: 'One trend per category, in display order.', schema: z.array(MarketTrend) },
  },
  {
    method: 'GET',
    path: '/api/insights/sentiment',
    operationId: 'getSentiment',
    tag: 'Insights',
    auth: 'signed-in',
    summary: 'Hourly share of trade flow leaning YES over the last 24 hours',
    success: {
      status: 200,
      description: '24 points, oldest first; sentiment null for an hour without trades.',
      schema: z.array(SentimentPoint),
    },
  },
]
