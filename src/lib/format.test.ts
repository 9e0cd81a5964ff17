import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { format } from 'date-fns'
import {
  daysLeft,
  formatCents,
  formatCount,
  formatDate,
  formatDateTime,
  formatDaysLeft,
  formatMoney,
  formatPercent,
  formatSignedMoney,
  formatSignedPercent,
  formatTimeTick,
  formatVolume,
  formatWinRate,
} from './format'

describe('formatVolume', () => {
  it.each([
    [0, '$0'],
    [999, '$999'],
    [999.4, '$999'],
    [1_000, '$1.0K'],
    [12_345, '$12.3K'],
    [999_949, '$999.9K'],
    [1_000_000, '$1.0M'],
    [2_450_000, '$2.5M'],
    [Number.NaN, '$0'],
  ])('%s dollars → %s', (input, expected) => expect(formatVolume(input)).toBe(expected))
})

describe('cents and percent', () => {
  it.each([
    ['63.40', '63¢', '63%'],
    ['63.50', '64¢', '64%'],
    [1, '1¢', '1%'],
    [99.2, '99¢', '99%'],
  ])('%s → %s / %s', (input, cents, percent) => {
    expect(formatCents(input)).toBe(cents)
    expect(formatPercent(input)).toBe(percent)
  })
})

describe('formatWinRate', () => {
  it.each([
    [null, '—'],
    [0, '0.0%'],
    [66.7, '66.7%'],
    [100, '100.0%'],
  ])('%s → %s', (input, expected) => expect(formatWinRate(input)).toBe(expected))
})

describe('money', () => {
  it.each([
    [1234.5, '$1,234.50'],
    ['9876.54', '$9,876.54'],
    [-12, '-$12.00'],
  ])('%s → %s', (input, expected) => expect(formatMoney(input)).toBe(expected))

  it.each([
    [12.3, '+$12.30'],
    [-4, '-$4.00'],
    [0.001, '$0.00'],
  ])('signed %s → %s', (input, expected) => expect(formatSignedMoney(input)).toBe(expected))

  it.each([
    [12.34, '+12.3%'],
    [-4, '-4.0%'],
    [0, '0.0%'],
    [-0.01, '-0.01%'],
    [-0.0084, '-0.01%'],
    [0.04, '+0.04%'],
    [-0.004, '0.0%'],
  ])('signed percent %s → %s', (input, expected) => expect(formatSignedPercent(input)).toBe(expected))
})

describe('days left', () => {
  const now = Date.UTC(2026, 10, 22, 12)
  const hours = (h: number) => new Date(now + h * 3_600_000).toISOString()
  it.each([
    [hours(1), 1, '1 day left'],
    [hours(24), 1, '1 day left'],
    [hours(25), 2, '2 days left'],
    [hours(24 * 30), 30, '30 days left'],
    [hours(0), 0, 'Closing soon'],
    [hours(-5), 0, 'Closing soon'],
  ])('%s → %i days', (closesAt, days, text) => {
    expect(Math.max(0, daysLeft(closesAt, now))).toBe(days)
    expect(formatDaysLeft(closesAt, now)).toBe(text)
  })
})

describe('dates', () => {
  it("uses 'MMM d, yyyy h:mm a'", () => {
    const local = new Date(2026, 0, 5, 15, 7)
    expect(formatDateTime(local)).toBe('Jan 5, 2026 3:07 PM')
    expect(formatDate(local)).toBe('Jan 5, 2026')
  })
  it('formats counts', () => expect(formatCount(2843)).toBe('2,843'))
  it("labels chart ticks as date-fns 'yyyy', 'MMM', 'MMM d' and 'h a' would", () => {
    for (const date of [new Date(2027, 2, 5, 15, 0), new Date(2026, 11, 31, 0, 0), new Date(2026, 6, 1, 12, 0)]) {
      expect([
        formatTimeTick(date, 'year'),
        formatTimeTick(date, 'month'),
        formatTimeTick(date, 'day'),
        formatTimeTick(date, 'hour'),
      ]).toEqual([format(date, 'yyyy'), format(date, 'MMM'), format(date, 'MMM d'), format(date, 'h a')])
    }
  })
})

describe('dates match the documented patterns (date-fns as the reference)', () => {
  it("formatDateTime is 'MMM d, yyyy h:mm a' and formatDate 'MMM d, yyyy' for any time", () => {
    // 1970..2100, in the machine's time zone, as the screens show them.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (t) => {
        expect(formatDateTime(t)).toBe(format(new Date(t), 'MMM d, yyyy h:mm a'))
        expect(formatDate(t)).toBe(format(new Date(t), 'MMM d, yyyy'))
      }),
      { numRuns: 2_000 },
    )
  })
})
