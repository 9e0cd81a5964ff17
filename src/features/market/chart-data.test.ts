import { describe, expect, it } from 'vitest'
import {
  pointInForce,
  pointAt,
  pointsInRange,
  priceChange,
  priceSummary,
  timeTicks,
  toChartPoints,
  withCurrentPrice,
  type ChartPoint,
} from './chart-data'

const HOUR = 3600
const t0 = Date.UTC(2026, 0, 1) / 1000
const pt = (hoursAfter: number, yes: number): ChartPoint => ({ time: t0 + hoursAfter * HOUR, yes, no: 100 - yes })

describe('toChartPoints', () => {
  it('sorts, converts to whole seconds and keeps the later of two samples in one second', () => {
    const points = toChartPoints([
      { timestamp: '2026-01-01T01:00:00.000Z', yesPrice: 55, noPrice: 45 },
      { timestamp: '2026-01-01T00:00:00.200Z', yesPrice: 50, noPrice: 50 },
      { timestamp: '2026-01-01T00:00:00.900Z', yesPrice: 51, noPrice: 49 },
      { timestamp: 'not a date', yesPrice: 1, noPrice: 99 },
    ])
    expect(points).toEqual([pt(0, 51), pt(1, 55)])
  })
})

describe('withCurrentPrice', () => {
  it('appends the current price at now', () => {
    expect(withCurrentPrice([pt(0, 50)], 63.4, (t0 + HOUR) * 1000)).toEqual([pt(0, 50), { time: t0 + HOUR, yes: 63.4, no: 36.6 }])
  })
  it('keeps the history when it already reaches now, or the price is unknown', () => {
    expect(withCurrentPrice([pt(2, 50)], 63, (t0 + HOUR) * 1000)).toEqual([pt(2, 50)])
    expect(withCurrentPrice([pt(0, 50)], Number.NaN, (t0 + HOUR) * 1000)).toEqual([pt(0, 50)])
  })
})

describe('pointsInRange', () => {
  const points = [pt(0, 40), pt(24 * 5, 45), pt(24 * 9, 50), pt(24 * 9 + 20, 60), pt(24 * 10, 70)]

  it('ALL keeps everything', () => expect(pointsInRange(points, 'ALL')).toEqual(points))

  it('1D keeps the last day and carries the price in force to its start', () => {
    expect(pointsInRange(points, '1D')).toEqual([pt(24 * 9, 50), pt(24 * 9 + 20, 60), pt(24 * 10, 70)])
  })

  it('1W starts a week before the last point with the price then', () => {
    const week = pointsInRange(points, '1W')
    expect(week[0]).toEqual({ ...pt(0, 40), time: t0 + 24 * 3 * HOUR })
    expect(week[1]).toEqual(pt(24 * 5, 45))
    expect(week.at(-1)).toEqual(pt(24 * 10, 70))
  })

  it('is empty for no history', () => expect(pointsInRange([], '1M')).toEqual([]))
})

describe('priceSummary', () => {
  it('describes the move, low and high', () => {
    expect(priceSummary([pt(0, 52), pt(1, 40.4), pt(2, 63.2)], 'All time')).toBe(
      'Yes price moved from 52¢ to 63¢ over all time (low 40¢, high 63¢).',
    )
  })
  it("ends at the price the page shows, not the chart's tenth of a cent", () =>
    expect(priceSummary([pt(0, 52), pt(1, 63.5)], '1 day', 63.47)).toMatch(/^Yes price moved from 52¢ to 63¢ over 1 day/))

  it('says when there is no history', () => expect(priceSummary([], '1 day')).toBe('No price history yet.'))
})

/** Seconds of a local date and time (ticks fall at the person's round local times). */
const local = (...args: [number, number, number, number?, number?]) =>
  new Date(args[0], args[1], args[2], args[3] ?? 0, args[4] ?? 0).getTime() / 1000

describe('timeTicks', () => {
  it('a day: every few whole hours, midnight labelled with its date', () => {
    const ticks = timeTicks(local(2026, 4, 3, 21, 40), local(2026, 4, 4, 21, 40), 5)
    expect(ticks.map((t) => t.label)).toEqual(['May 4', '6 AM', '12 PM', '6 PM'])
    expect(ticks[0].time).toBe(local(2026, 4, 4))
  })
  it('a week or a month: midnights; a year: months, the new year by its number', () => {
    expect(timeTicks(local(2026, 4, 3, 12), local(2026, 4, 10, 12), 4).map((t) => t.label)).toEqual([
      'May 4',
      'May 6',
      'May 8',
      'May 10',
    ])
    expect(timeTicks(local(2026, 6, 20), local(2027, 1, 10), 3).map((t) => t.label)).toEqual(['Oct', '2027'])
  })
  it('an hour: quarter hours, labelled with their minutes; midnight with its date', () => {
    expect(timeTicks(local(2026, 4, 3, 14, 7), local(2026, 4, 3, 15, 7), 4).map((t) => t.label)).toEqual([
      '2:15 PM',
      '2:30 PM',
      '2:45 PM',
      '3:00 PM',
    ])
    expect(timeTicks(local(2026, 4, 3, 23, 50), local(2026, 4, 4, 0, 50), 2).map((t) => t.label)).toEqual(['May 4', '12:30 AM'])
  })
  it('never more than asked, none for an empty span', () => {
    for (const max of [1, 2, 3, 7]) expect(timeTicks(local(2026, 0, 1), local(2026, 11, 31), max).length).toBeLessThanOrEqual(max)
    expect(timeTicks(local(2026, 0, 1), local(2026, 0, 1), 4)).toEqual([])
  })
})

describe('pointInForce', () => {
  const points = [pt(0, 40), pt(2, 50), pt(3, 60)]
  it('picks the latest sample at or before a time (the price in force), the first before any', () => {
    expect(pointInForce(points, t0 - 999)).toEqual(pt(0, 40))
    expect(pointInForce(points, t0 + 0.9 * HOUR)).toEqual(pt(0, 40))
    expect(pointInForce(points, t0 + 1.9 * HOUR)).toEqual(pt(0, 40))
    expect(pointInForce(points, t0 + 2 * HOUR)).toEqual(pt(2, 50))
    expect(pointInForce(points, t0 + 2.9 * HOUR)).toEqual(pt(2, 50))
    expect(pointInForce(points, t0 + 99 * HOUR)).toEqual(pt(3, 60))
    expect(pointInForce([], t0)).toBeUndefined()
  })
  it('pointAt reads the same across the span (0 = first sample, 1 = last)', () => {
    expect(pointAt(points, 0)).toEqual(pt(0, 40))
    expect(pointAt(points, 0.6)).toEqual(pt(0, 40))
    expect(pointAt(points, 0.7)).toEqual(pt(2, 50))
    expect(pointAt(points, 1)).toEqual(pt(3, 60))
    expect(pointAt([], 0.5)).toBeNull()
  })
})

describe('priceChange', () => {
  const at = (hours: number, yes: number) => ({ time: hours * 3600, yes, no: 100 - yes })
  const now = 48 * 3600 * 1000
  it('compares with the price in force 24 hours ago', () => {
    expect(priceChange([at(0, 40), at(20, 45), at(30, 50)], 52.34, now, 24 * 3600 * 1000)).toBe(7.3)
  })
  it('uses the first sample for a younger market, and says nothing without history', () => {
    expect(priceChange([at(40, 60)], 55, now, 24 * 3600 * 1000)).toBe(-5)
    expect(priceChange([], 55, now, 24 * 3600 * 1000)).toBeNull()
  })
})
