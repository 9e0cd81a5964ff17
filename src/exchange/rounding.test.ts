import { describe, expect, it } from 'vitest'
import { tenthsOfCent, displayCents, displayTenths } from './rounding'

describe('displayTenths', () => {
  it("rounds a market's price to a tenth from its hundredth, a half tenth to the even one", () => {
    expect([76.95, 23.05, 62.94, 62.96, 37.15, 63.0, 0.05, 99.95].map(displayTenths)).toEqual([
      77, 23, 62.9, 63, 37.2, 63, 0, 100,
    ])
  })

  it('keeps a Yes and its No adding up to 100¢ at every hundredth', () => {
    for (let h = 0; h <= 10_000; h += 1) {
      const yes = h / 100
      expect(Math.round((displayTenths(yes) + displayTenths(100 - yes)) * 10)).toBe(1000)
    }
  })
})

describe('displayCents', () => {
  it('rounds to the nearest cent, and a half cent to the even one', () => {
    expect([19.49, 19.5, 19.51, 20.5, 63.4, 63.5, 0.5, 99.5].map(displayCents)).toEqual([19, 20, 20, 20, 63, 64, 0, 100])
  })

  it('shows a Yes and its No adding up to 100¢, a half cent each included', () => {
    for (let hundredths = 100; hundredths <= 9_900; hundredths += 1) {
      const yes = hundredths / 100
      const no = Number((100 - yes).toFixed(2))
      expect(displayCents(yes) + displayCents(no)).toBe(100)
    }
  })
})

describe('tenthsOfCent', () => {
  it('reads a price worked out from cents as the API string of it reads', () => {
    // 967¢ for 21 contracts: 46.0476…¢, "46.05" in the API; both show 46.1¢.
    const price = 967 / 21
    expect(tenthsOfCent(price)).toBe(46.1)
    expect(tenthsOfCent(Number(price.toFixed(2)))).toBe(46.1)
    expect([63.44, 63.45, 63.46, 1, 99.99].map(tenthsOfCent)).toEqual([63.4, 63.5, 63.5, 1, 100])
  })
})
