import { describe, expect, it } from 'vitest'
import {
  grossProceedsToSell,
  invariant,
  netCostToBuy,
  poolAfterBuy,
  poolAfterSell,
  poolForPrice,
  sharesForNetCash,
  sharesToReachPrice,
  sharesToSellToPrice,
  sideProbability,
} from './fpmm'
import type { PoolState, Side } from './types'

const even: PoolState = { yesReserve: 100, noReserve: 100 }

describe('netCostToBuy: known values', () => {
  // (own + x - q)(other + x) = own * other, solved by hand.
  it.each<[string, PoolState, Side, number, number]>([
    ['Y=N=100, 45 yes costs exactly $25 (80 * 125 = 10000)', even, 'yes', 45, 25],
    ['Y=N=100, 45 no costs exactly $25', even, 'no', 45, 25],
    ['Y=N=100, 10 yes: (-190 + sqrt(40100)) / 2', even, 'yes', 10, (-190 + Math.sqrt(40100)) / 2],
    ['Y=80 N=125, 5 yes: x^2 + 200x - 625 = 0', { yesReserve: 80, noReserve: 125 }, 'yes', 5, -100 + Math.sqrt(10625)],
    ['Y=N=1000, 1 yes ≈ 50.0 cents', { yesReserve: 1000, noReserve: 1000 }, 'yes', 1, (-1999 + Math.sqrt(1999 ** 2 + 4000)) / 2],
    [
      'tiny pool, q larger than Y+N (b < 0 branch)',
      { yesReserve: 10, noReserve: 10 },
      'yes',
      30,
      (10 + Math.sqrt(100 + 1200)) / 2,
    ],
  ])('%s', (_, pool, side, q, expected) => {
    expect(netCostToBuy(pool, side, q)).toBeCloseTo(expected, 10)
  })
})

describe('pool updates keep the invariant', () => {
  it.each<[Side, number]>([
    ['yes', 1],
    ['yes', 45],
    ['no', 250],
    ['no', 3],
    ['yes', 9999],
  ])('buy then sell %s x%d', (side, q) => {
    const pool = { yesReserve: 3000, noReserve: 1200 }
    const x = netCostToBuy(pool, side, q)
    const after = poolAfterBuy(pool, side, x, q)
    expect(invariant(after) / invariant(pool)).toBeCloseTo(1, 12)
    // Without fee a round trip returns the same cash.
    const back = grossProceedsToSell(after, side, q)
    expect(back).toBeCloseTo(x, 8)
    const restored = poolAfterSell(after, side, q, back)
    expect(restored.yesReserve).toBeCloseTo(pool.yesReserve, 8)
    expect(restored.noReserve).toBeCloseTo(pool.noReserve, 8)
  })

  it('sharesForNetCash inverts netCostToBuy', () => {
    const pool = { yesReserve: 500, noReserve: 2000 }
    expect(sharesForNetCash(pool, 'no', netCostToBuy(pool, 'no', 321))).toBeCloseTo(321, 9)
  })

  it('buying a side raises its price', () => {
    const after = poolAfterBuy(even, 'yes', 25, 45)
    expect(sideProbability(after, 'yes')).toBeCloseTo(125 / 205, 12)
    expect(sideProbability(after, 'no')).toBeCloseTo(80 / 205, 12)
  })
})

describe('price targets', () => {
  it.each([0.3, 0.5, 0.62, 0.9])('poolForPrice(%f) prices yes at p', (p) => {
    expect(sideProbability(poolForPrice(1000, p), 'yes')).toBeCloseTo(p, 12)
  })

  it('sharesToReachPrice lands exactly on the target', () => {
    const pool = { yesReserve: 800, noReserve: 1200 }
    const q = sharesToReachPrice(pool, 'yes', 0.99)
    const after = poolAfterBuy(pool, 'yes', netCostToBuy(pool, 'yes', q), q)
    expect(sideProbability(after, 'yes')).toBeCloseTo(0.99, 9)
    expect(sharesToReachPrice(pool, 'no', 0.3)).toBe(0) // no already trades at 0.4
  })

  it('sharesToSellToPrice lands exactly on the target', () => {
    const pool = { yesReserve: 800, noReserve: 1200 }
    const q = sharesToSellToPrice(pool, 'yes', 0.01)
    const after = poolAfterSell(pool, 'yes', q, grossProceedsToSell(pool, 'yes', q))
    expect(sideProbability(after, 'yes')).toBeCloseTo(0.01, 9)
  })
})
