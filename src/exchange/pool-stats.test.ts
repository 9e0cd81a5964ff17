import { describe, expect, it } from 'vitest'
import { feesWithdrawableBy } from './lp-fees'
import {
  apyPercent,
  claimedFees24hCents,
  FEES_WINDOW_MS,
  feeShareCents,
  feesEarned24hCents,
  weightedApyPercent,
} from './pool-stats'
import { lpShareId } from './positions'
import { T0, bareMarket, fundedExchange } from './testing/fixtures'
import type { LedgerEntry } from './types'
import { poolView } from './views'

describe('apyPercent = fees24h / pool value x 365 x 100', () => {
  it.each<[number, number, number]>([
    [100, 10_000, 365], // 1% a day
    [1, 100_000, 0.365],
    [0, 10_000, 0],
    [50, 0, 0], // an empty pool yields nothing rather than Infinity
    [-5, 10_000, 0],
  ])('fees %d¢ on a %d¢ pool → %f%%', (fees, pool, apy) => {
    expect(apyPercent(fees, pool)).toBeCloseTo(apy, 9)
  })
})

describe('feeShareCents', () => {
  it.each<[number, number, number, number]>([
    [1_000, 25, 100, 250],
    [1_000, 0, 100, 0],
    [1_000, 100, 100, 1_000],
    [1_000, 150, 100, 1_000], // never more than the whole
    [1_000, 10, 0, 0],
  ])('%d¢ with %d of %d shares → %d¢', (fees, shares, total, out) => {
    expect(feeShareCents(fees, shares, total)).toBe(out)
  })
})

describe('weightedApyPercent (average APY weighted by contribution)', () => {
  it.each<[string, { apyPercent: number; weight: number }[], number]>([
    ['one pool', [{ apyPercent: 12, weight: 500 }], 12],
    [
      'weights',
      [
        { apyPercent: 10, weight: 300 },
        { apyPercent: 30, weight: 100 },
      ],
      15,
    ],
    ['no contribution', [{ apyPercent: 10, weight: 0 }], 0],
    ['nothing', [], 0],
  ])('%s', (_, items, expected) => {
    expect(weightedApyPercent(items)).toBeCloseTo(expected, 9)
  })
})

describe('claimedFees24hCents', () => {
  const entry = (at: number, kind: LedgerEntry['kind'], amountCents: number, marketId = 'm1'): LedgerEntry => ({
    id: `e${at}${kind}`,
    accountId: 'lp',
    marketId,
    kind,
    amountCents,
    at,
    refId: null,
  })
  it('counts fee claims from this pool inside the window only', () => {
    const now = T0 + 2 * FEES_WINDOW_MS
    const ledger = [
      entry(now - 10, 'fee_claim', 7),
      entry(now - FEES_WINDOW_MS + 1, 'fee_claim', 5),
      entry(now - FEES_WINDOW_MS, 'fee_claim', 100), // exactly 24 h ago: outside
      entry(now - 10, 'fee_claim', 100, 'm2'),
      entry(now - 10, 'liquidity_remove', 100),
    ]
    expect(claimedFees24hCents(ledger, 'lp', 'm1', now)).toBe(12)
  })
})

describe('feesEarned24hCents', () => {
  it('a provider who joined after most of the day earns only what accrued since', () => {
    const ex = fundedExchange({ users: ['alice', 'lp'], markets: [{ id: 'm1', p: 0.5, liquidityCents: 100_000 }] })
    const early = ex.buy({ accountId: 'alice', marketId: 'm1', side: 'yes', quantity: 800, now: T0 })
    ex.addFunding({ accountId: 'lp', marketId: 'm1', amountCents: 100_000, now: T0 + 1000 })
    const late = ex.buy({ accountId: 'alice', marketId: 'm1', side: 'no', quantity: 300, now: T0 + 2000 })
    const market = ex.slice.markets.get('m1')!
    const lp = ex.slice.lpShares.get(lpShareId('lp', 'm1'))
    const view = poolView(market, ex.trades, T0 + 3000, lp)
    expect(view.fees24hCents).toBe(early.trade.feeCents + late.trade.feeCents)
    const earned = feesEarned24hCents({ market, lp, fees24hCents: view.fees24hCents, claimed24hCents: 0 })
    // Exactly what accrued to it (its share of the late trade's fee), not a share of the early one.
    expect(earned).toBe(feesWithdrawableBy(market, lp))
    expect(earned).toBeLessThan(feeShareCents(view.fees24hCents, lp!.shares, market.lpSharesTotal))
  })

  it('a provider in the pool all day earns its share of the day', () => {
    const market = bareMarket({ lpSharesTotal: 1_000, feeIndex: 2 })
    const lp = { id: 'lp:m1', accountId: 'lp', marketId: 'm1', shares: 250, feeDebt: 0, contributedCents: 0, updatedAt: T0 }
    expect(feesEarned24hCents({ market, lp, fees24hCents: 400, claimed24hCents: 0 })).toBe(100)
  })

  it('counts fees claimed within the day, also from a pool already left', () => {
    const market = bareMarket({ lpSharesTotal: 1_000, feeIndex: 0 })
    expect(feesEarned24hCents({ market, lp: undefined, fees24hCents: 400, claimed24hCents: 37 })).toBe(37)
    const lp = { id: 'lp:m1', accountId: 'lp', marketId: 'm1', shares: 500, feeDebt: 0, contributedCents: 0, updatedAt: T0 }
    expect(feesEarned24hCents({ market, lp, fees24hCents: 400, claimed24hCents: 37 })).toBe(37)
  })
})
