import { z } from './zod'
import { Side } from './markets'
import { INSIGHT_CATEGORIES } from './constants'
export { INSIGHT_CATEGORIES } from './constants'

/**
 * AI market insights, computed by a small documented model (src/exchange/insights)
 * from each market's price history and trade flow. Prices are cents (numbers).
 */
export const InsightCategory = z.enum(INSIGHT_CATEGORIES, {
  error: 'category must be one of all, politics, crypto, economics, sports, climate',
})
export type InsightCategory = z.infer<typeof InsightCategory>

export const InsightsQuery = z.strictObject({ category: InsightCategory.optional() })
export type InsightsQuery = z.infer<typeof InsightsQuery>

export const RiskLevel = z.enum(['low', 'medium', 'high'])
export type RiskLevel = z.infer<typeof RiskLevel>

/** One market's insight, with the market's id and the side the call is about. */
export const Insight = z.object({
  id: z.string(),
  marketId: z.string(),
  /** The market's title. */
  market: z.string(),
  /** Category id. */
  category: z.string(),
  /** 50..95 */
  confidence: z.number().int(),
  /**
   * confidence >= 60 (CLEAR_CALL_CONFIDENCE): the insight makes a call. Below it the prediction
   * reads "No clear call: confidence under 60%" and priceTarget is only the model's lean (not shown).
   */
  clearCall: z.boolean(),
  /** "YES likely to rise to 68¢", "NO likely to rise to 45¢", "YES likely to hold near 52¢", "No clear call: confidence under 60%". */
  prediction: z.string(),
  reasoning: z.string(),
  keyFactors: z.array(z.string()),
  /** "Next 7 days", "Next 5 hours". */
  timeframe: z.string(),
  riskLevel: RiskLevel,
  /** The predicted side's target, whole cents 1..99. */
  priceTarget: z.number(),
  /** The predicted side's price now, cents. */
  currentPrice: z.number(),
  side: Side,
  direction: z.enum(['yes', 'no', 'hold']),
  closesAt: z.string(),
})
export type Insight = z.infer<typeof Insight>

/** GET /api/insights/trends: one per category. */
export const MarketTrend = z.object({
  /** Category id. */
  category: z.string(),
  /**
   * bullish: momentum >= +0.5 and sentiment > 50; bearish: momentum <= -0.5 and sentiment < 50;
   * neutral otherwise (src/exchange/insights/trends.ts, on these very numbers).
   */
  trend: z.enum(['bullish', 'bearish', 'neutral']),
  /** 0..100; 0 when neutral. */
  strength: z.number(),
  /** Millions of dollars traded in the category's open markets. */
  volume: z.number(),
  /** Share of the last 24 h of trade flow leaning YES, whole percent 0..100 (50 without trades). */
  sentiment: z.number(),
  /** Volume-weighted 24 h change of YES prices in the category's most traded markets, cents (one decimal). */
  momentum: z.number(),
  /** Trades in the category in the last 24 h. */
  trades24h: z.number().int(),
})
export type MarketTrend = z.infer<typeof MarketTrend>

/** GET /api/insights/sentiment: one point per hour over the last 24 hours. */
export const SentimentPoint = z.object({
  /** Start of the hour (ISO 8601). */
  time: z.string(),
  /** Share of the hour's trade flow leaning YES, 0..100; null for an hour without trades. */
  sentiment: z.number().nullable(),
  /** Dollars traded in the hour. */
  volume: z.number(),
  trades: z.number().int(),
})
export type SentimentPoint = z.infer<typeof SentimentPoint>

/** Insights listed for one category filter ('all': the most traded markets overall). */
export const INSIGHTS_PER_FILTER = 12
