import { describe, expect, it } from 'vitest'
import { HISTORY_BUCKET_MS, HISTORY_TIERS, MAX_HISTORY_POINTS, recordPricePoint, thinHistory } from './history'
import type { PriceHistoryRow } from './types'

describe('recordPricePoint', () => {
  it.each<[string, PriceHistoryRow | undefined, number, number, { t: number; y: number }[]]>([
    ['first point', undefined, 1000, 5123, [{ t: 1000, y: 51.2 }]],
    [
      'same bucket replaces the last point',
      { marketId: 'm', points: [{ t: 0, y: 50 }] },
      HISTORY_BUCKET_MS - 1,
      6000,
      [{ t: HISTORY_BUCKET_MS - 1, y: 60 }],
    ],
    [
      'next bucket appends',
      { marketId: 'm', points: [{ t: 0, y: 50 }] },
      HISTORY_BUCKET_MS,
      6000,
      [
        { t: 0, y: 50 },
        { t: HISTORY_BUCKET_MS, y: 60 },
      ],
    ],
    ['older than the last point is ignored', { marketId: 'm', points: [{ t: 5000, y: 50 }] }, 10, 6000, [{ t: 5000, y: 50 }]],
  ])('%s', (_, history, t, bp, expected) => {
    expect(recordPricePoint(history, 'm', t, bp).points).toEqual(expected)
  })

  it(`never holds more than ${MAX_HISTORY_POINTS} points and keeps the first and latest`, () => {
    let history: PriceHistoryRow | undefined
    for (let i = 0; i < 5000; i += 1) history = recordPricePoint(history, 'm', i * HISTORY_BUCKET_MS, 5000 + (i % 7))
    expect(history!.points.length).toBeLessThanOrEqual(MAX_HISTORY_POINTS)
    expect(history!.points[0]!.t).toBe(0)
    expect(history!.points.at(-1)!.t).toBe(4999 * HISTORY_BUCKET_MS)
    const times = history!.points.map((p) => p.t)
    expect([...times].sort((a, b) => a - b)).toEqual(times)
  })

  it('keeps a real line for every chart range: a point a minute for an hour, coarser with age', () => {
    const MIN = 60_000
    const HOUR = 60 * MIN
    const DAY = 24 * HOUR
    let history: PriceHistoryRow | undefined
    const end = 90 * DAY
    // A trade every minute for 90 days, the price never the same twice running.
    for (let t = 0; t <= end; t += MIN) history = recordPricePoint(history, 'm', t, 4000 + ((t / MIN) % 50) * 10)
    const points = history!.points
    const within = (ms: number) => points.filter((p) => p.t >= end - ms).length
    expect(within(HOUR)).toBeGreaterThanOrEqual(59)
    expect(within(6 * HOUR)).toBeGreaterThanOrEqual(59 + 59)
    expect(within(DAY)).toBeGreaterThanOrEqual(59 + 59 + 35)
    expect(within(7 * DAY)).toBeGreaterThanOrEqual(59 + 59 + 35 + 40)
    expect(within(30 * DAY)).toBeGreaterThanOrEqual(59 + 59 + 35 + 40 + 40)
    expect(points.length).toBeLessThanOrEqual(MAX_HISTORY_POINTS)
    expect(points[0]!.t).toBe(0)
    expect(points.at(-1)!.t).toBe(end)
    const times = points.map((p) => p.t)
    expect([...times].sort((a, b) => a - b)).toEqual(times)
    // No two points closer than their tier's bucket allows (the first point aside).
    for (let i = 2; i < points.length; i += 1) {
      const age = end - points[i]!.t
      const tier = HISTORY_TIERS.find((x) => age < x.youngerThanMs)!
      expect(Math.floor(points[i]!.t / tier.bucketMs)).not.toBe(Math.floor(points[i - 1]!.t / tier.bucketMs))
    }
  })

  it('thinHistory halves the older half', () => {
    const points = Array.from({ length: 8 }, (_, i) => ({ t: i, y: i }))
    expect(thinHistory(points).map((p) => p.t)).toEqual([0, 2, 4, 5, 6, 7])
  })
})
