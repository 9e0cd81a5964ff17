import type { SentimentPoint } from '../../api/contract'

export type Mood = 'Bullish' | 'Bearish' | 'Neutral'

/** 55% or more of the flow leaning YES reads as bullish, 45% or less as bearish. */
export function moodOf(sentiment: number): Mood {
  if (sentiment >= 55) return 'Bullish'
  if (sentiment <= 45) return 'Bearish'
  return 'Neutral'
}

export interface SentimentSummary {
  /** The latest hour with trades: its sentiment and start time; null when none traded. */
  current: { sentiment: number; time: string } | null
  /** Volume-weighted average over the period; null without trades. */
  average: number | null
  /** Dollars traded over the period. */
  volume: number
  trades: number
  /** Hours that saw at least one trade. */
  activeHours: number
}

/** The three Sentiment Analysis cards, computed from the points the chart shows. */
export function summarizeSentiment(points: readonly SentimentPoint[]): SentimentSummary {
  const traded = points.filter((p): p is SentimentPoint & { sentiment: number } => p.sentiment !== null)
  const last = traded[traded.length - 1]
  const volume = points.reduce((s, p) => s + p.volume, 0)
  const weighted = traded.reduce((s, p) => s + p.sentiment * p.volume, 0)
  return {
    current: last ? { sentiment: last.sentiment, time: last.time } : null,
    average: volume > 0 ? Math.round((weighted / volume) * 10) / 10 : null,
    volume: Math.round(volume * 100) / 100,
    trades: points.reduce((s, p) => s + p.trades, 0),
    activeHours: traded.length,
  }
}
