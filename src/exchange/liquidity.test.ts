import { describe, expect, it } from 'vitest'
import { lpValueCents, sharesForValueCents } from './fee-claim'
import { checkInvariants } from './invariants'
import { feesWithdrawableBy } from './lp-fees'
import type { MemoryExchange } from './memory-exchange'
import { lpShareId, positionId } from './positions'
import { yesBp } from './prices'
import { HOUSE, T0, fundedExchange } from './testing/fixtures'

function setup(p = 0.5): MemoryExchange {
  return fundedExchange({ users: ['alice', 'bob', 'lp'], markets: [{ id: 'm1', p, liquidityCents: 100_000 }] })
}

function ok(ex: MemoryExchange) {
  return checkInvariants({
    markets: ex.slice.markets.values(),
    accounts: ex.slice.accounts.values(),
    positions: ex.slice.positions.values(),
    ledger: ex.ledger,
    now: T0,
  })
}

describe('addFunding', () => {
  it.each([0.5, 0.8, 0.23])('does not move the price at p=%f and returns the unmatched side', (p) => {
    const ex = setup(p)
    const before = ex.slice.markets.get('m1')!
    const result = ex.addFunding({ accountId: 'lp', marketId: 'm1', amountCents: 50_000, now: T0 })
    const after = ex.slice.markets.get('m1')!
    expect(yesBp(after)).toBe(yesBp(before))
    expect(after.yesReserve / after.noReserve).toBeCloseTo(before.yesReserve / before.noReserve, 12)
    expect(after.collateralCents).toBe(before.collateralCents + 50_000)
    expect(result.shares).toBeCloseTo((50_000 * before.lpSharesTotal) / (Math.max(before.yesReserve, before.noReserve) * 100), 9)
    if (p === 0.5) expect(result.returnedContracts).toBe(0)
    else expect(result.returnedSide).toBe(p > 0.5 ? 'yes' : 'no')
    expect(ex.slice.accounts.get('lp')!.balanceCents).toBe(1_000_000 - 50_000)
    expect(ok(ex)).toEqual([])
  })

  it('refuses bad amounts and uncovered amounts', () => {
    const ex = setup()
    for (const amountCents of [0, -5, 1.5, Number.NaN]) {
      expect(() => ex.addFunding({ accountId: 'lp', marketId: 'm1', amountCents, now: T0 })).toThrowError(
        expect.objectContaining({ code: 'INVALID_AMOUNT' }),
      )
    }
    expect(() => ex.addFunding({ accountId: 'lp', marketId: 'm1', amountCents: 1_000_001, now: T0 })).toThrowError(
      expect.objectContaining({ code: 'INSUFFICIENT_BALANCE' }),
    )
  })
})

describe('fees to LPs', () => {
  it('splits fees pro rata to LP shares and claims them once', () => {
    const ex = setup()
    ex.addFunding({ accountId: 'lp', marketId: 'm1', amountCents: 100_000, now: T0 }) // half the pool
    ex.buy({ accountId: 'alice', marketId: 'm1', side: 'yes', quantity: 400, now: T0 })
    ex.buy({ accountId: 'bob', marketId: 'm1', side: 'no', quantity: 300, now: T0 })
    const market = ex.slice.markets.get('m1')!
    const lp = ex.slice.lpShares.get(lpShareId('lp', 'm1'))
    const house = ex.slice.lpShares.get(lpShareId(HOUSE, 'm1'))
    const lpFees = feesWithdrawableBy(market, lp)
    expect(lpFees + feesWithdrawableBy(market, house)).toBeGreaterThanOrEqual(market.feePoolCents - 1)
    expect(Math.abs(lpFees - market.feePoolCents / 2)).toBeLessThanOrEqual(1)
    const claimed = ex.claimFees({ accountId: 'lp', marketId: 'm1', now: T0 })
    expect(claimed.claimedCents).toBe(lpFees)
    expect(ex.claimFees({ accountId: 'lp', marketId: 'm1', now: T0 }).claimedCents).toBe(0)
    expect(ok(ex)).toEqual([])
  })

  it('a new LP does not earn fees collected before it joined', () => {
    const ex = setup()
    ex.buy({ accountId: 'alice', marketId: 'm1', side: 'yes', quantity: 400, now: T0 })
    ex.addFunding({ accountId: 'lp', marketId: 'm1', amountCents: 100_000, now: T0 })
    expect(feesWithdrawableBy(ex.slice.markets.get('m1')!, ex.slice.lpShares.get(lpShareId('lp', 'm1')))).toBe(0)
  })
})

describe('removeFunding', () => {
  it('returns proportional reserves: merged pairs as cash, the rest as contracts, plus fees', () => {
    const ex = setup(0.7)
    const added = ex.addFunding({ accountId: 'lp', marketId: 'm1', amountCents: 100_000, now: T0 })
    ex.buy({ accountId: 'alice', marketId: 'm1', side: 'no', quantity: 200, now: T0 })
    const before = ex.slice.markets.get('m1')!
    const result = ex.removeFunding({ accountId: 'lp', marketId: 'm1', shares: added.shares, now: T0 })
    const after = ex.slice.markets.get('m1')!
    expect(yesBp(after)).toBe(yesBp(before))
    expect(after.lpSharesTotal).toBeCloseTo(before.lpSharesTotal - added.shares, 9)
    expect(result.cashOutCents).toBeGreaterThan(0)
    expect(ex.slice.lpShares.get(lpShareId('lp', 'm1'))!.shares).toBeCloseTo(0, 9)
    expect(ex.slice.positions.get(positionId('lp', 'm1', 'yes'))!.quantity).toBeGreaterThan(0)
    expect(ok(ex)).toEqual([])
  })

  it.each<[string, number, string]>([
    ['more than held', 1e9, 'INSUFFICIENT_SHARES'],
    ['zero', 0, 'INVALID_AMOUNT'],
  ])('refuses %s', (_, shares, code) => {
    const ex = setup()
    ex.addFunding({ accountId: 'lp', marketId: 'm1', amountCents: 10_000, now: T0 })
    expect(() => ex.removeFunding({ accountId: 'lp', marketId: 'm1', shares, now: T0 })).toThrowError(
      expect.objectContaining({ code }),
    )
  })

  it('the last liquidity cannot leave an open market', () => {
    const ex = setup()
    expect(() => ex.removeFunding({ accountId: HOUSE, marketId: 'm1', shares: 100_000, now: T0 })).toThrowError(
      expect.objectContaining({ code: 'LIQUIDITY_LOCKED' }),
    )
  })

  it('value helpers agree with each other', () => {
    const ex = setup(0.64)
    const market = ex.slice.markets.get('m1')!
    const value = lpValueCents(market, market.lpSharesTotal)
    expect(value).toBeGreaterThan(0)
    expect(sharesForValueCents(market, value / 4, market.lpSharesTotal)).toBeCloseTo(market.lpSharesTotal / 4, 0)
  })
})
