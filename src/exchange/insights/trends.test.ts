import { describe, expect, it } from 'vitest'
import { FLOW_BUCKET_MS, flowBucketId } from '../trade-flow'
import type { FlowBucketRow } from '../trade-flow'
import { createRng } from '../random'
import type { PricePoint } from '../types'
import { DAY_MS, HOUR_MS, dailyVolatility, marketSignals, priceAt, priceRange } from './signals'
import {
  TREND_MOVE_CENTS,
  TREND_SENTIMENT_SPLIT,
  categoryTrend,
  sentimentSeries,
  trendLabel,
  trendStrength,
  weightedMomentum,
} from './trends'

describe('priceAt', () => {
  const points = [
    { t: 0, y: 40 },
    { t: 100, y: 60 },
    { t: 200, y: 50 },
  ]
  it.each([
    [-50, 40],
    [0, 40],
    [50, 50],
    [100, 60],
    [150, 55],
    [200, 50],
    [999, 50],
  ])('at %i → %i', (t, y) => {
    expect(priceAt(points, t)).toBe(y)
  })

  it('defaults to 50 without history', () => {
    expect(priceAt([], 0)).toBe(50)
  })
})

describe('priceRange', () => {
  const points = [
    { t: 0, y: 40 },
    { t: 100, y: 60 },
    { t: 200, y: 50 },
  ]
  it.each([
    [0, 200, 20],
    [50, 150, 10],
    [120, 200, 8],
    [-100, 0, 0],
    [200, 300, 0],
  ])('from %i to %i → %i', (from, to, range) => {
    expect(priceRange(points, from, to)).toBeCloseTo(range, 9)
  })
})

describe("dailyVolatility: the RMS of the last 7 days' price ranges, as printed (0.1¢)", () => {
  const now = 10 * DAY_MS
  const every4h = (price: (step: number) => number, steps: number): PricePoint[] =>
    Array.from({ length: steps + 1 }, (_, i) => ({ t: now - (steps - i) * 4 * HOUR_MS, y: price(i) }))
  it.each<[string, PricePoint[], number]>([
    ['no history', [], 0],
    [
      'a flat line',
      [
        { t: 0, y: 50 },
        { t: now, y: 50 },
      ],
      0,
    ],
    ['a steady climb of 1¢ per 4 hours: 6¢ a day', every4h((i) => 20 + i, 42), 6],
    [
      'a steady 27¢ slide over 7 days: 3.9¢ a day, not low',
      [
        { t: now - 7 * DAY_MS, y: 70 },
        { t: now, y: 43 },
      ],
      3.9,
    ],
    [
      'one 20¢ day in a flat week: 20 / sqrt(7)',
      [
        { t: now - 30 * DAY_MS, y: 50 },
        { t: now - DAY_MS, y: 50 },
        { t: now, y: 30 },
      ],
      7.6,
    ],
    ['swings of 16¢ within each day that end where they began', every4h((i) => (i % 2 === 0 ? 42 : 58), 42), 16],
    [
      'a market younger than a day: its days before count as flat',
      [
        { t: now - HOUR_MS, y: 10 },
        { t: now, y: 90 },
      ],
      30.2,
    ],
    [
      'points after now are ignored',
      [
        { t: 0, y: 50 },
        { t: now, y: 50 },
        { t: now + HOUR_MS, y: 90 },
      ],
      0,
    ],
  ])('%s', (_, series, expected) => {
    expect(dailyVolatility(series, now)).toBe(expected)
  })

  it("is never below the average daily move of the week, nor below the last day's move / sqrt(7) (2,000 random histories)", () => {
    const rng = createRng(23)
    for (let run = 0; run < 2_000; run += 1) {
      const count = 2 + Math.floor(rng.next() * 60)
      const start = now - (1 + rng.next() * 12) * DAY_MS
      const points = Array.from({ length: count }, (_, i) => ({ t: start + ((now - start) * i) / count, y: 1 + rng.next() * 98 }))
      const s = marketSignals({ points, yesCents: 1 + rng.next() * 98, trades: [], closesAt: now + DAY_MS, now })
      expect(s.volatility).toBeGreaterThanOrEqual(Math.abs(s.change7d) / 7 - 0.05)
      expect(s.volatility).toBeGreaterThanOrEqual(Math.abs(s.change24h) / Math.sqrt(7) - 0.05)
    }
  })
})

describe('trendLabel: exactly the printed rule, on the printed numbers', () => {
  it.each<[number, number, 'bullish' | 'bearish' | 'neutral']>([
    [0.5, 51, 'bullish'],
    [4, 100, 'bullish'],
    [0.4, 100, 'neutral'],
    [0.5, 50, 'neutral'],
    [3, 50, 'neutral'],
    [-0.8, 70, 'neutral'], // price down while the money leans YES: not bullish (the case that was)
    [0.8, 30, 'neutral'],
    [-0.5, 49, 'bearish'],
    [-8, 0, 'bearish'],
    [-0.4, 0, 'neutral'],
    [0, 50, 'neutral'],
  ])('move %s¢, %s%% YES → %s', (momentum, sentiment, label) => {
    expect(trendLabel(momentum, sentiment)).toBe(label)
  })

  it('uses the thresholds the Market Trends tab prints', () => {
    expect([TREND_MOVE_CENTS, TREND_SENTIMENT_SPLIT]).toEqual([0.5, 50])
  })

  it.each<['bullish' | 'bearish' | 'neutral', number, number, number]>([
    ['neutral', 3, 90, 0],
    ['bullish', 4, 100, 100],
    ['bullish', 2, 75, 50],
    ['bearish', -8, 0, 100],
    ['bullish', 0.5, 51, 7],
  ])('trendStrength(%s, %s¢, %s%%) = %i', (trend, momentum, sentiment, strength) => {
    expect(trendStrength(trend, momentum, sentiment)).toBe(strength)
  })
})

describe('categoryTrend', () => {
  it.each([
    ['rising prices and YES buying: bullish', [{ change24h: 4, volumeCents: 100 }], 300, 100, 'bullish', 75, 75, 4],
    ['falling prices and NO buying: bearish', [{ change24h: -8, volumeCents: 100 }], 0, 100, 'bearish', 100, 0, -8],
    ['nothing moving: neutral at 50', [{ change24h: 0, volumeCents: 100 }], 0, 0, 'neutral', 0, 50, 0],
    [
      'a rise without trades: neutral (no money leaning YES)',
      [{ change24h: 0.5, volumeCents: 100 }],
      0,
      0,
      'neutral',
      0,
      50,
      0.5,
    ],
    ['price up but money leaning NO: neutral', [{ change24h: 4, volumeCents: 1 }], 0, 500, 'neutral', 0, 0, 4],
    [
      'price down 0.8¢ with money leaning YES: neutral, not bullish',
      [{ change24h: -0.8, volumeCents: 100 }],
      900,
      100,
      'neutral',
      0,
      90,
      -0.8,
    ],
    ['a 0.46¢ rise prints +0.5¢ and counts as +0.5¢', [{ change24h: 0.46, volumeCents: 100 }], 600, 400, 'bullish', 16, 60, 0.5],
    ['50.4% YES prints 50% and is not above 50%', [{ change24h: 2, volumeCents: 100 }], 504, 496, 'neutral', 0, 50, 2],
  ] as const)('%s', (_, markets, yes, no, trend, strength, sentiment, momentum) => {
    const result = categoryTrend({ markets, yesFlowCents: yes, noFlowCents: no, volumeCents: 245_000_000 })
    expect(result).toEqual({ trend, strength, sentiment, momentum, volume: 2.45 })
  })

  it('weights momentum by volume', () => {
    expect(
      weightedMomentum([
        { change24h: 10, volumeCents: 300 },
        { change24h: -2, volumeCents: 100 },
      ]),
    ).toBe(7)
    expect(weightedMomentum([])).toBe(0)
  })
})

describe('sentimentSeries', () => {
  const now = Date.UTC(2026, 0, 2, 15, 30)
  const thisHour = Date.UTC(2026, 0, 2, 15)
  const bucket = (categoryId: string, hour: number, yesCents: number, noCents: number): FlowBucketRow => ({
    id: flowBucketId(categoryId, hour),
    categoryId,
    hour,
    yesCents,
    noCents,
    trades: 1,
  })

  it('sums categories per hour over the last 24 hours, null where nobody traded', () => {
    const series = sentimentSeries(
      [
        bucket('crypto', thisHour, 300, 100),
        bucket('sports', thisHour, 0, 200),
        bucket('crypto', thisHour - 3 * FLOW_BUCKET_MS, 50, 0),
        bucket('crypto', thisHour - 24 * FLOW_BUCKET_MS, 999, 0),
      ],
      now,
    )
    expect(series).toHaveLength(24)
    expect(series[0]?.time).toBe(thisHour - 23 * FLOW_BUCKET_MS)
    expect(series[23]).toEqual({ time: thisHour, sentiment: 50, volumeCents: 600, trades: 2 })
    expect(series[20]).toEqual({ time: thisHour - 3 * FLOW_BUCKET_MS, sentiment: 100, volumeCents: 50, trades: 1 })
    expect(series.filter((p) => p.sentiment === null)).toHaveLength(22)
  })
})
