import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bpToCentsString, displayPrices, displayPricesFromBp, historyY } from './prices'
import { formatCentsAsDollars, formatUsd, feeForCents } from './money'

describe('display prices', () => {
  it.each<[number, string, string, number, number]>([
    [5000, '50.00', '50.00', 50, 50],
    [3333, '33.33', '66.67', 33, 67],
    [5050, '50.50', '49.50', 51, 49],
    [100, '1.00', '99.00', 1, 99],
    [9901, '99.01', '0.99', 99, 1],
  ])('%d bp → yes %s / no %s (whole %d/%d)', (bp, yes, no, yesWhole, noWhole) => {
    expect(displayPricesFromBp(bp)).toMatchObject({ yesPrice: yes, noPrice: no, yesWhole, noWhole })
  })

  it('yes + no is exactly 100 for any pool', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 1e6, noNaN: true }), fc.double({ min: 1, max: 1e6, noNaN: true }), (y, n) => {
        const p = displayPrices({ yesReserve: y, noReserve: n })
        expect(p.yesBp + p.noBp).toBe(10_000)
        expect(p.yesWhole + p.noWhole).toBe(100)
        const [yi, yf] = p.yesPrice.split('.').map(Number)
        const [ni, nf] = p.noPrice.split('.').map(Number)
        expect(yi! * 100 + yf! + ni! * 100 + nf!).toBe(10_000)
      }),
    )
  })

  it('history points use one decimal of a cent', () => {
    expect(historyY(6098)).toBe(61)
    expect(historyY(6094)).toBe(60.9)
    expect(bpToCentsString(7)).toBe('0.07')
  })
})

describe('money', () => {
  it.each<[number, number]>([
    [2500, 38],
    [513, 8],
    [51, 1],
    [1, 1],
    [0, 0],
    [10_000, 150],
    [10_001, 151],
  ])('fee on %d cents is %d (1.5%%, rounded up)', (cents, fee) => expect(feeForCents(cents)).toBe(fee))

  it.each<[number, string]>([
    [0, '0.00'],
    [5, '0.05'],
    [123456, '1234.56'],
    [-250, '-2.50'],
  ])('%d cents → %s', (cents, text) => {
    expect(formatCentsAsDollars(cents)).toBe(text)
  })
})

describe('formatUsd', () => {
  it.each([
    [1_000_000, '$10,000.00'],
    [0, '$0.00'],
    [-400, '-$4.00'],
    [123_456_789, '$1,234,567.89'],
    [5, '$0.05'],
  ])('%i cents → %s', (cents, text) => expect(formatUsd(cents)).toBe(text))
})
