import { describe, expect, it } from 'vitest'
import { checkInvariants } from './invariants'
import type { MemoryExchange } from './memory-exchange'
import { emptyPosition, positionId } from './positions'
import { settleMarket } from './settlement'
import { DAY, HOUSE, T0, bareMarket, fundedExchange } from './testing/fixtures'
import type { LedgerEntry } from './types'
import { MemoryExchange as Exchange } from './memory-exchange'

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

describe('settleMarket: void', () => {
  const account = (id: string, balanceCents: number) => ({ id, kind: 'user' as const, balanceCents, createdAt: T0 })
  const held = (accountId: string, side: 'yes' | 'no', costCents: number, realizedCents: number) => ({
    ...emptyPosition(accountId, 'm1', side, T0),
    quantity: 10,
    costCents,
    realizedCents,
  })
  let n = 0
  const entry = (accountId: string, kind: LedgerEntry['kind'], amountCents: number): LedgerEntry => ({
    id: `le-${++n}`,
    accountId,
    marketId: 'm1',
    kind,
    amountCents,
    at: T0,
    refId: null,
  })
  const settle = (rows: Omit<Parameters<typeof settleMarket>[0], 'market'>, market = bareMarket({ closesAt: T0 })) =>
    settleMarket({ market, ...rows }, { marketId: 'm1', resolution: 'void', now: T0 + 1 }, new Exchange().ids)
  const credited = (result: ReturnType<typeof settle>) =>
    Object.fromEntries(result.changes.ledger.map((e) => [`${e.accountId} ${e.kind}`, e.amountCents]))

  it('cuts the refunds in proportion, to the cent, when the market cash falls short (collateral, then fees)', () => {
    // Alice and bob put in $8 and $6; the market holds $9.50 and $0.50 of fees: $10 for $14 of refunds.
    const result = settle(
      {
        positions: [held('alice', 'yes', 800, 0), held('bob', 'no', 600, 0)],
        lpShares: [],
        accounts: [account('alice', 0), account('bob', 0)],
        ledger: [entry('alice', 'trade', -788), entry('alice', 'fee', -12), entry('bob', 'trade', -591), entry('bob', 'fee', -9)],
      },
      bareMarket({ closesAt: T0, collateralCents: 950, feePoolCents: 50 }),
    )
    // 1000 × 800/1400 = 571.43, 1000 × 600/1400 = 428.57: floors 571 and 428, the cent left to the larger remainder.
    expect(credited(result)).toEqual({ 'alice settlement': 571, 'bob settlement': 429 })
    expect(result.changes.markets[0]).toMatchObject({ resolution: 'void', collateralCents: 0, feePoolCents: 0 })
    expect(result.changes.positions.map((p) => [p.accountId, p.payoutCents, p.voided])).toEqual([
      ['alice', 571, true],
      ['bob', 429, true],
    ])
  })

  it('never pays anyone above their claim, however many share a shortfall', () => {
    // 50 traders: one owed $1.00, 49 owed 99¢; the market is one cent short.
    const ids = Array.from({ length: 50 }, (_, i) => `t${String(i).padStart(2, '0')}`)
    const owed = ids.map((_, i) => (i === 0 ? 100 : 99))
    const cash = owed.reduce((a, b) => a + b, 0) - 1
    const result = settle(
      {
        positions: ids.map((id, i) => held(id, 'yes', owed[i]!, 0)),
        lpShares: [],
        accounts: ids.map((id) => account(id, 0)),
        ledger: ids.map((id, i) => entry(id, 'trade', -owed[i]!)),
      },
      bareMarket({ closesAt: T0, collateralCents: cash }),
    )
    const paid = credited(result)
    ids.forEach((id, i) => expect(paid[`${id} settlement`]).toBeLessThanOrEqual(owed[i]!))
    expect(Object.values(paid).reduce((a, b) => a + b, 0)).toBe(cash)
  })

  it("nets a trader's two sides: a profit taken on one is set against what the other cost", () => {
    // Bob paid $5 in all and took $3 out: $2 back, on the side that cost him something.
    const result = settle({
      positions: [held('bob', 'yes', 0, 100), held('bob', 'no', 300, 0)],
      lpShares: [],
      accounts: [account('bob', 0)],
      ledger: [entry('bob', 'trade', -500), entry('bob', 'trade', 300)],
    })
    expect(result.changes.accounts).toEqual([account('bob', 200)])
    expect(result.changes.positions.map((p) => [p.side, p.payoutCents])).toEqual([
      ['yes', 0],
      ['no', 200],
    ])
  })

  it("pays traders first; a provider gets back their liquidity net of what they took out, not their handed-back contracts' cost", () => {
    // Lena added $60 and took $10 back; her pool handed her contracts costed at $30 (no cash of hers).
    // Tom paid $25. The market holds $75: tom's $25, then lena's $50.
    const result = settle(
      {
        positions: [held('lena', 'yes', 3_000, 0), held('tom', 'no', 2_500, 0)],
        lpShares: [
          { id: 'lena:m1', accountId: 'lena', marketId: 'm1', shares: 5_000, feeDebt: 0, contributedCents: 3_000, updatedAt: T0 },
        ],
        accounts: [account('lena', 0), account('tom', 0)],
        ledger: [entry('lena', 'liquidity_add', -6_000), entry('lena', 'liquidity_remove', 1_000), entry('tom', 'trade', -2_500)],
      },
      bareMarket({ closesAt: T0, collateralCents: 7_500 }),
    )
    expect(credited(result)).toEqual({ 'tom settlement': 2_500, 'lena liquidity_remove': 5_000 })
    expect(result.changes.positions.map((p) => [p.accountId, p.payoutCents])).toEqual([
      ['lena', 0],
      ['tom', 2_500],
    ])
    expect(result.changes.markets[0]).toMatchObject({ collateralCents: 0, lpSharesTotal: 0 })
  })
})
