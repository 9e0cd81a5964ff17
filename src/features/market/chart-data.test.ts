import { describe, expect, it } from 'vitest'
import { pointsInRange, priceSummary, toChartPoints, withCurrentPrice, type ChartPoint } from './chart-data'

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
    expect(priceSummary([pt(0, 52), pt(1, 40.4), pt(2, 63.2)], 'All time'))
      .toBe('Yes price moved from 52¢ to 63¢ over all time (low 40¢, high 63¢).')
  })
  it('says when there is no history', () => expect(priceSummary([], '1 day')).toBe('No price history yet.'))
})
