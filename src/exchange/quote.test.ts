import { describe, expect, it } from 'vitest'
import { ExchangeError } from './errors'
import { dollarsToContracts, maxSellQuantity, quoteBuy, quoteBuyWithCash, quoteSell } from './quote'
import type { PoolState, Side } from './types'

const even: PoolState = { yesReserve: 100, noReserve: 100 }

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn()
  } catch (error) {
    return error instanceof ExchangeError ? error.code : 'not an ExchangeError'
  }
  return undefined
}

describe('quoteBuy: hand-computed cases', () => {
  // net = ceil(exact * 100); fee = ceil(net * 1.5%); cost = net + fee.
  it.each<[string, PoolState, Side, number, { net: number; fee: number; cost: number; after: number }]>([
    ['45 yes at Y=N=100 (exactly $25)', even, 'yes', 45, { net: 2500, fee: 38, cost: 2538, after: 60.98 }],
    ['10 yes at Y=N=100 (x = 5.1249…)', even, 'yes', 10, { net: 513, fee: 8, cost: 521, after: 52.5 }],
    ['1 no at Y=N=100 (x = 0.5012…)', even, 'no', 1, { net: 51, fee: 1, cost: 52, after: 50.25 }],
  ])('%s', (_, pool, side, q, want) => {
    const quote = quoteBuy(pool, side, q)
    expect(quote.netCents).toBe(want.net)
    expect(quote.feeCents).toBe(want.fee)
    expect(quote.costCents).toBe(want.cost)
    expect(quote.priceAfterCents).toBe(want.after)
    expect(quote.avgPriceCents).toBeCloseTo(want.cost / q, 12)
    expect(quote.maxPayoutCents).toBe(q * 100)
    expect(quote.maxProfitCents).toBe(q * 100 - want.cost)
  })

  it('price before is the side price', () => {
    expect(quoteBuy({ yesReserve: 300, noReserve: 100 }, 'yes', 1).priceBeforeCents).toBe(25)
    expect(quoteBuy({ yesReserve: 300, noReserve: 100 }, 'no', 1).priceBeforeCents).toBe(75)
  })
})

describe('quote refusals', () => {
  it.each<[string, () => unknown, string]>([
    ['quantity 0', () => quoteBuy(even, 'yes', 0), 'INVALID_QUANTITY'],
    ['quantity 10001', () => quoteBuy(even, 'yes', 10_001), 'INVALID_QUANTITY'],
    ['fractional quantity', () => quoteBuy(even, 'yes', 1.5), 'INVALID_QUANTITY'],
    ['NaN quantity', () => quoteBuy(even, 'yes', Number.NaN), 'INVALID_QUANTITY'],
    ['bad side', () => quoteBuy(even, 'maybe' as Side, 1), 'INVALID_SIDE'],
    ['push yes above 99c', () => quoteBuy(even, 'yes', 10_000), 'PRICE_LIMIT'],
    ['sell pushes yes below 1c', () => quoteSell(even, 'yes', 10_000), 'PRICE_LIMIT'],
    ['negative budget', () => quoteBuyWithCash(even, 'yes', -1), 'INVALID_AMOUNT'],
    ['fractional budget', () => quoteBuyWithCash(even, 'yes', 10.5), 'INVALID_AMOUNT'],
  ])('%s', (_, fn, code) => {
    expect(codeOf(fn)).toBe(code)
  })

  it('10000 is allowed on a deep pool', () => {
    expect(quoteBuy({ yesReserve: 100_000, noReserve: 100_000 }, 'yes', 10_000).quantity).toBe(10_000)
  })
})

describe('round trip', () => {
  it('buy then sell 45 at Y=N=100 loses exactly the two fees', () => {
    const buy = quoteBuy(even, 'yes', 45)
    const sell = quoteSell(buy.poolAfter, 'yes', 45)
    expect(sell.grossCents).toBe(buy.netCents) // no fee: same cash back
    expect(buy.costCents - sell.proceedsCents).toBe(buy.feeCents + sell.feeCents)
    expect(sell.poolAfter.yesReserve).toBeCloseTo(100, 9)
  })

  it.each<[number, number, Side, number]>([
    [1000, 700, 'no', 123],
    [5000, 5000, 'yes', 1],
    [250, 900, 'yes', 77],
  ])('Y=%d N=%d %s x%d: loss is the fees plus at most 1 cent of rounding', (y, n, side, q) => {
    const buy = quoteBuy({ yesReserve: y, noReserve: n }, side, q)
    const sell = quoteSell(buy.poolAfter, side, q)
    const rounding = buy.netCents - sell.grossCents
    expect(rounding === 0 || rounding === 1).toBe(true)
    expect(buy.costCents - sell.proceedsCents).toBe(buy.feeCents + sell.feeCents + rounding)
  })
})

describe('quoteBuyWithCash', () => {
  it.each<[number, Side]>([
    [2538, 'yes'],
    [2537, 'yes'],
    [100, 'no'],
    [52, 'no'],
    [51, 'no'],
    [1_000_000, 'yes'],
  ])('budget %d buys the most contracts whose cost fits (%s)', (budget, side) => {
    const { quantity, quote } = quoteBuyWithCash(even, side, budget)
    if (quantity > 0) expect(quote?.costCents).toBeLessThanOrEqual(budget)
    const next = (() => {
      try {
        return quoteBuy(even, side, quantity + 1).costCents
      } catch {
        return Infinity
      }
    })()
    expect(next).toBeGreaterThan(budget)
  })

  it('exact cost buys exactly that quantity', () => {
    expect(quoteBuyWithCash(even, 'yes', 2538).quantity).toBe(45)
    expect(quoteBuyWithCash(even, 'yes', 2537).quantity).toBe(44)
    expect(quoteBuyWithCash(even, 'no', 51).quantity).toBe(0)
  })
})

describe('maxSellQuantity', () => {
  it('caps at what is held and at the price limit', () => {
    expect(maxSellQuantity(even, 'yes', 10)).toBe(10)
    const cap = maxSellQuantity(even, 'yes', 10_000)
    expect(() => quoteSell(even, 'yes', cap)).not.toThrow()
    expect(() => quoteSell(even, 'yes', cap + 1)).toThrow(ExchangeError)
  })
})

describe('dollarsToContracts = floor(amount * 100 / price)', () => {
  it.each<[number, number, number]>([
    [100, 50, 200],
    [0.29, 1, 29],
    [10, 33.33, 30],
    [20, 40, 50],
    [0, 50, 0],
    [-5, 50, 0],
    [5, 0, 0],
    [1, 99, 1],
  ])('$%f at %f cents → %d', (amount, price, contracts) => {
    expect(dollarsToContracts(amount, price)).toBe(contracts)
  })
})
