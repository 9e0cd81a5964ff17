import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { toCents, toDollars } from './money'
import { formatMoney } from './format'

describe('toCents', () => {
  it.each([
    ['58.53', 5853],
    ['-0.07', -7],
    ['10000.00', 1_000_000],
    [0.1 + 0.2, 30],
    ['', 0],
    ['x', 0],
  ])('%j → %i', (input, cents) => {
    expect(toCents(input)).toBe(cents)
  })

  it('adds API dollars exactly: the sum of the strings is the formatted sum of their cents', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -10_000_000, max: 10_000_000 })), (amounts) => {
        const strings = amounts.map(
          (c) => `${c < 0 ? '-' : ''}${Math.floor(Math.abs(c) / 100)}.${String(Math.abs(c) % 100).padStart(2, '0')}`,
        )
        const total = strings.reduce((s, d) => s + toCents(d), 0)
        expect(total).toBe(amounts.reduce((s, c) => s + c, 0))
        expect(formatMoney(toDollars(total))).toBe(formatMoney(toDollars(amounts.reduce((s, c) => s + c, 0))))
      }),
    )
  })
})
