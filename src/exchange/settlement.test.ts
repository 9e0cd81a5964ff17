import { describe, expect, it } from 'vitest'
import { checkInvariants } from './invariants'
import type { MemoryExchange } from './memory-exchange'
import { positionId } from './positions'
import { DAY, HOUSE, T0, fundedExchange } from './testing/fixtures'

const CLOSE = T0 + 30 * DAY

function traded(): MemoryExchange {
  const ex = fundedExchange({ users: ['alice', 'bob', 'lp'], markets: [{ id: 'm1', p: 0.6, liquidityCents: 100_000 }] })
  ex.addFunding({ accountId: 'lp', marketId: 'm1', amountCents: 50_000, now: T0 })
  ex.buy({ accountId: 'alice', marketId: 'm1', side: 'yes', quantity: 300, now: T0 })
  ex.buy({ accountId: 'bob', marketId: 'm1', side: 'no', quantity: 200, now: T0 })
  ex.buy({ accountId: 'bob', marketId: 'm1', side: 'yes', quantity: 10, now: T0 })
  return ex
}

function ok(ex: MemoryExchange) {
  return checkInvariants({
    markets: ex.slice.markets.values(),
    accounts: ex.slice.accounts.values(),
    positions: ex.slice.positions.values(),
    ledger: ex.ledger,
    now: CLOSE,
  })
}

describe('settleMarket', () => {
  it.each<['yes' | 'no']>([['yes'], ['no']])('pays 100 cents per winning contract (%s) and empties the market', (resolution) => {
    const ex = traded()
    const balance = (id: string) => ex.slice.accounts.get(id)!.balanceCents
    const before = { alice: balance('alice'), bob: balance('bob') }
    const result = ex.settle({ marketId: 'm1', resolution, now: CLOSE })
    const expected = resolution === 'yes' ? { alice: 300 * 100, bob: 10 * 100 } : { alice: 0, bob: 200 * 100 }
    expect(balance('alice') - before.alice).toBe(expected.alice)
    expect(balance('bob') - before.bob).toBe(expected.bob)
    const market = ex.slice.markets.get('m1')!
    expect(market).toMatchObject({ status: 'resolved', resolution, resolvedAt: CLOSE, collateralCents: 0, feePoolCents: 0 })
    expect(result.paidToProvidersCents).toBeGreaterThan(0)
    expect([...ex.slice.positions.values()].every((p) => p.settled)).toBe(true)
    expect(ex.slice.positions.get(positionId('alice', 'm1', 'yes'))!.payoutCents).toBe(expected.alice)
    expect(ok(ex)).toEqual([])
  })

  it('is idempotent: settling twice throws ALREADY_RESOLVED and pays nothing more', () => {
    const ex = traded()
    ex.settle({ marketId: 'm1', resolution: 'yes', now: CLOSE })
    const snapshot = JSON.stringify([...ex.slice.accounts.values()])
    expect(() => ex.settle({ marketId: 'm1', resolution: 'yes', now: CLOSE + 1 })).toThrowError(
      expect.objectContaining({ code: 'ALREADY_RESOLVED' }),
    )
    expect(() => ex.settle({ marketId: 'm1', resolution: 'no', now: CLOSE + 1 })).toThrowError(
      expect.objectContaining({ code: 'ALREADY_RESOLVED' }),
    )
    expect(JSON.stringify([...ex.slice.accounts.values()])).toBe(snapshot)
  })

  it('a market resolved before it closes (by the clock now) breaks the invariants', () => {
    const ex = traded()
    ex.settle({ marketId: 'm1', resolution: 'yes', now: CLOSE })
    const rows = {
      markets: [...ex.slice.markets.values()],
      accounts: [...ex.slice.accounts.values()],
      positions: [...ex.slice.positions.values()],
      ledger: ex.ledger,
    }
    expect(checkInvariants({ ...rows, now: CLOSE })).toEqual([])
    // As when the clock that settled it is set back: the market closes after now, yet stands resolved.
    expect(checkInvariants({ ...rows, now: CLOSE - 1 })).toEqual(['m1: resolved before it closes'])
  })

  it('refuses to settle an open market and to trade after close', () => {
    const ex = traded()
    expect(() => ex.settle({ marketId: 'm1', resolution: 'yes', now: CLOSE - 1 })).toThrowError(
      expect.objectContaining({ code: 'NOT_CLOSED' }),
    )
    expect(() => ex.buy({ accountId: 'alice', marketId: 'm1', side: 'yes', quantity: 1, now: CLOSE })).toThrowError(
      expect.objectContaining({ code: 'MARKET_CLOSED' }),
    )
  })

  it('after resolution the house and LP hold all the cash that was not paid to winners', () => {
    const ex = traded()
    ex.settle({ marketId: 'm1', resolution: 'no', now: CLOSE })
    const lpLedger = ex.ledger.filter((e) => e.accountId === 'lp' || e.accountId === HOUSE)
    expect(lpLedger.some((e) => e.kind === 'liquidity_remove')).toBe(true)
    expect(lpLedger.some((e) => e.kind === 'fee_claim')).toBe(true)
    expect(() => ex.removeFunding({ accountId: 'lp', marketId: 'm1', shares: 1, now: CLOSE })).toThrowError(
      expect.objectContaining({ code: 'MARKET_CLOSED' }),
    )
  })
})
