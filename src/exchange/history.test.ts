import { describe, expect, it } from 'vitest'
import { HISTORY_BUCKET_MS, MAX_HISTORY_POINTS, recordPricePoint, thinHistory } from './history'
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

  it('thinHistory halves the older half', () => {
    const points = Array.from({ length: 8 }, (_, i) => ({ t: i, y: i }))
    expect(thinHistory(points).map((p) => p.t)).toEqual([0, 2, 4, 5, 6, 7])
  })
})
