import { FLOW_BUCKET_MS, sentimentPercent } from '../trade-flow'
import type { FlowBucketRow } from '../trade-flow'

/**
 * Market trends per category and the sentiment series, from the same signals
 * as the insight model:
 *
 * - momentum: the volume-weighted average 24h change of the YES price over the
 *   category's most traded markets (cents, one decimal as printed);
 * - sentiment: share of the category's last 24 hours of trade flow leaning YES
 *   (whole percent as printed; 50 without trades);
 * - the label follows the rule the Market Trends tab prints, on those printed
 *   numbers: bullish when momentum >= +TREND_MOVE_CENTS and sentiment is above
 *   50%, bearish when momentum <= -TREND_MOVE_CENTS and sentiment is below 50%,
 *   neutral otherwise (flat, or price and money disagree);
 * - strength: 0 when neutral; otherwise half from the size of the move (full at
 *   4 cents) and half from how one-sided the flow was: 50 x min(1, |momentum| / 4)
 *   + |sentiment - 50|, rounded;
 * - volume: the category's traded volume in millions of dollars.
 */
export type TrendDirection = 'bullish' | 'bearish' | 'neutral'

export interface TrendMarket {
  readonly change24h: number
  readonly volumeCents: number
}

export interface TrendInput {
  readonly markets: readonly TrendMarket[]
  readonly yesFlowCents: number
  readonly noFlowCents: number
  /** Total traded volume of the category's open markets (cents). */
  readonly volumeCents: number
}

export interface CategoryTrend {
  readonly trend: TrendDirection
  /** 0..100 */
  readonly strength: number
  /** Millions of dollars, 2 decimals. */
  readonly volume: number
  /** 0..100, whole percent. */
  readonly sentiment: number
  /** Volume-weighted 24h YES change, cents (one decimal). */
  readonly momentum: number
}

/** The 24h move (cents) a bullish or bearish label needs, at least, either way. */
export const TREND_MOVE_CENTS = 0.5
/** Sentiment (percent of flow leaning YES) above this for bullish, below for bearish. */
export const TREND_SENTIMENT_SPLIT = 50
/** The move at which it gives its full half of the strength (cents). */
const FULL_STRENGTH_MOVE_CENTS = 4

/** The printed rule, on the printed momentum (0.1 cent) and sentiment (whole percent). */
export function trendLabel(momentum: number, sentiment: number): TrendDirection {
  if (momentum >= TREND_MOVE_CENTS && sentiment > TREND_SENTIMENT_SPLIT) return 'bullish'
  if (momentum <= -TREND_MOVE_CENTS && sentiment < TREND_SENTIMENT_SPLIT) return 'bearish'
  return 'neutral'
}

/** 0 for neutral; else half from the move's size, half from how one-sided the flow was. */
export function trendStrength(trend: TrendDirection, momentum: number, sentiment: number): number {
  if (trend === 'neutral') return 0
  const move = 50 * Math.min(1, Math.abs(momentum) / FULL_STRENGTH_MOVE_CENTS)
  return Math.round(move + Math.abs(sentiment - TREND_SENTIMENT_SPLIT))
}

export function weightedMomentum(markets: readonly TrendMarket[]): number {
  const weight = markets.reduce((s, m) => s + Math.max(0, m.volumeCents), 0)
  if (weight <= 0) return 0
  return markets.reduce((s, m) => s + m.change24h * Math.max(0, m.volumeCents), 0) / weight
}

export function categoryTrend(input: TrendInput): CategoryTrend {
  // The label and strength read the numbers exactly as the card prints them.
  const momentum = Math.round(weightedMomentum(input.markets) * 10) / 10
  const sentiment = Math.round(sentimentPercent(input.yesFlowCents, input.noFlowCents) ?? TREND_SENTIMENT_SPLIT)
  const trend = trendLabel(momentum, sentiment)
  return {
    trend,
    strength: trendStrength(trend, momentum, sentiment),
    volume: Math.round(input.volumeCents / 1_000_000) / 100,
    sentiment,
    momentum,
  }
}

export interface SentimentPoint {
  /** Start of the hour (ms). */
  readonly time: number
  /** Share of the hour's flow leaning YES, 0..100; null for an hour without trades. */
  readonly sentiment: number | null
  /** Cash traded in the hour (cents). */
  readonly volumeCents: number
  readonly trades: number
}

/**
 * One point per hour for the `hours` hours up to and including the current one,
 * summing every category's bucket of that hour.
 */
export function sentimentSeries(buckets: readonly FlowBucketRow[], now: number, hours = 24): SentimentPoint[] {
  const lastHour = Math.floor(now / FLOW_BUCKET_MS) * FLOW_BUCKET_MS
  const firstHour = lastHour - (hours - 1) * FLOW_BUCKET_MS
  const sums = new Map<number, { yes: number; no: number; trades: number }>()
  for (const b of buckets) {
    if (b.hour < firstHour || b.hour > lastHour) continue
    const sum = sums.get(b.hour) ?? { yes: 0, no: 0, trades: 0 }
    sums.set(b.hour, { yes: sum.yes + b.yesCents, no: sum.no + b.noCents, trades: sum.trades + b.trades })
  }
  return Array.from({ length: hours }, (_, i) => {
    const time = firstHour + i * FLOW_BUCKET_MS
    const sum = sums.get(time) ?? { yes: 0, no: 0, trades: 0 }
    return { time, sentiment: sentimentPercent(sum.yes, sum.no), volumeCents: sum.yes + sum.no, trades: sum.trades }
  })
}
