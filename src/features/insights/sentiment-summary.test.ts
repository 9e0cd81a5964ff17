import { describe, expect, it } from 'vitest'
import type { SentimentPoint } from '../../api/contract'
import { moodOf, summarizeSentiment } from './sentiment-summary'

const point = (hour: number, sentiment: number | null, volume: number, trades: number): SentimentPoint => ({
  time: new Date(Date.UTC(2026, 0, 1, hour)).toISOString(),
  sentiment,
  volume,
  trades,
})

describe('summarizeSentiment', () => {
  it('reads the latest traded hour, a volume-weighted average and the totals', () => {
    const summary = summarizeSentiment([point(0, 80, 300, 3), point(1, null, 0, 0), point(2, 40, 100, 1), point(3, null, 0, 0)])
    expect(summary).toEqual({
      current: { sentiment: 40, time: point(2, 0, 0, 0).time },
      average: 70,
      volume: 400,
      trades: 4,
      activeHours: 2,
    })
  })

  it('has no current or average figure without trades', () => {
    expect(summarizeSentiment([point(0, null, 0, 0)])).toEqual({
      current: null,
      average: null,
      volume: 0,
      trades: 0,
      activeHours: 0,
    })
    expect(summarizeSentiment([])).toMatchObject({ current: null, average: null, volume: 0 })
  })
})

describe('moodOf', () => {
  it.each([
    [100, 'Bullish'],
    [55, 'Bullish'],
    [54.9, 'Neutral'],
    [50, 'Neutral'],
    [45.1, 'Neutral'],
    [45, 'Bearish'],
    [0, 'Bearish'],
  ] as const)('%s%% → %s', (sentiment, mood) => {
    expect(moodOf(sentiment)).toBe(mood)
  })
})
