import { FLOW_BUCKET_MS, flowImbalance, sentimentPercent } from '../trade-flow';
import type { FlowBucketRow } from '../trade-flow';

/**
 * Market trends per category and the sentiment series, from the same signals
 * as the insight model:
 *
 * - momentum: the volume-weighted average 24h change of the YES price over the
 *   category's most traded markets (cents);
 * - flow: the category's YES- vs NO-leaning cash over the last 24 hours.
 *   score = clamp(0.5 x clamp(momentum / 4, -1, 1) + 0.5 x imbalance, -1, 1):
 *   bullish (YES prices rising / YES bought) when score >= 0.1, bearish when
 *   score <= -0.1, neutral otherwise; strength = |score| x 100.
 * - sentiment: share of the 24h flow leaning YES, 0..100 (50 without trades).
 * - volume: the category's traded volume in millions of dollars.
 */
export type TrendDirection = 'bullish' | 'bearish' | 'neutral';

export interface TrendMarket {
  readonly change24h: number;
  readonly volumeCents: number;
}

export interface TrendInput {
  readonly markets: readonly TrendMarket[];
  readonly yesFlowCents: number;
  readonly noFlowCents: number;
  /** Total traded volume of the category's open markets (cents). */
  readonly volumeCents: number;
}

export interface CategoryTrend {
  readonly trend: TrendDirection;
  /** 0..100 */
  readonly strength: number;
  /** Millions of dollars, 2 decimals. */
  readonly volume: number;
  /** 0..100, one decimal. */
  readonly sentiment: number;
  /** Volume-weighted 24h YES change, cents (one decimal). */
  readonly momentum: number;
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

export function weightedMomentum(markets: readonly TrendMarket[]): number {
  const weight = markets.reduce((s, m) => s + Math.max(0, m.volumeCents), 0);
  if (weight <= 0) return 0;
  return markets.reduce((s, m) => s + m.change24h * Math.max(0, m.volumeCents), 0) / weight;
}

export function categoryTrend(input: TrendInput): CategoryTrend {
  const momentum = weightedMomentum(input.markets);
  const imbalance = flowImbalance(input.yesFlowCents, input.noFlowCents);
  const score = clamp(0.5 * clamp(momentum / 4, -1, 1) + 0.5 * imbalance, -1, 1);
  return {
    trend: score >= 0.1 ? 'bullish' : score <= -0.1 ? 'bearish' : 'neutral',
    strength: Math.round(Math.abs(score) * 100),
    volume: Math.round(input.volumeCents / 1_000_000) / 100,
    sentiment: sentimentPercent(input.yesFlowCents, input.noFlowCents) ?? 50,
    momentum: Math.round(momentum * 10) / 10,
  };
}

export interface SentimentPoint {
  /** Start of the hour (ms). */
  readonly time: number;
  /** Share of the hour's flow leaning YES, 0..100; null for an hour without trades. */
  readonly sentiment: number | null;
  /** Cash traded in the hour (cents). */
  readonly volumeCents: number;
  readonly trades: number;
}

/**
 * One point per hour for the `hours` hours up to and including the current one,
 * summing every category's bucket of that hour.
 */
export function sentimentSeries(buckets: readonly FlowBucketRow[], now: number, hours = 24): SentimentPoint[] {
  const lastHour = Math.floor(now / FLOW_BUCKET_MS) * FLOW_BUCKET_MS;
  const firstHour = lastHour - (hours - 1) * FLOW_BUCKET_MS;
  const sums = new Map<number, { yes: number; no: number; trades: number }>();
  for (const b of buckets) {
    if (b.hour < firstHour || b.hour > lastHour) continue;
    const sum = sums.get(b.hour) ?? { yes: 0, no: 0, trades: 0 };
    sums.set(b.hour, { yes: sum.yes + b.yesCents, no: sum.no + b.noCents, trades: sum.trades + b.trades });
  }
  return Array.from({ length: hours }, (_, i) => {
    const time = firstHour + i * FLOW_BUCKET_MS;
    const sum = sums.get(time) ?? { yes: 0, no: 0, trades: 0 };
    return { time, sentiment: sentimentPercent(sum.yes, sum.no), volumeCents: sum.yes + sum.no, trades: sum.trades };
  });
}
