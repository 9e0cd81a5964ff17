/** AI market insights: a documented rule model over prices and trade flow (see model.ts). */
export { CLEAR_CALL_CONFIDENCE, isClearCall } from './clear-call'
export { VOLATILITY_DAYS, dailyVolatility, marketSignals, priceAt, seriesUntil } from './signals'
export type { FlowTrade, MarketSignals, SignalInput } from './signals'
export {
  HORIZON_MS,
  MAX_CONFIDENCE,
  MAX_MOVE_CENTS,
  MIN_CONFIDENCE,
  confidenceOf,
  directionOf,
  expectedMove,
  flowSignal,
  insightFromSignals,
  marketInsight,
  profitPotential,
  riskOf,
} from './model'
export type { MarketInsight } from './model'
export type { Direction, RiskLevel } from './signals'
export { durationText, keyFactors, predictionText, reasoningText, timeframeText, volatilityLabel } from './text'
export {
  TREND_MOVE_CENTS,
  TREND_SENTIMENT_SPLIT,
  categoryTrend,
  sentimentSeries,
  trendLabel,
  trendStrength,
  weightedMomentum,
} from './trends'
export type { CategoryTrend, SentimentPoint, TrendDirection, TrendInput, TrendMarket } from './trends'
