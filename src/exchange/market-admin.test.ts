import { describe, expect, it } from 'vitest'
import { changeSet } from './change-set'
import { openAccount } from './ledger'
import { createAdminMarket, reopenAtChance, resolvedByPeople, type AdminMarketSpec } from './market-admin'
import { MemoryExchange } from './memory-exchange'
import { buyReserveCents } from './orders'
import { positionId } from './positions'
import { yesBp } from './prices'
import { DAY, HOUSE, T0, invariantViolations } from './testing/fixtures'

const NOW = T0 + DAY

function spec(overrides: Partial<AdminMarketSpec> = {}): AdminMarketSpec {
  return {
    id: 'made',
    title: 'Who wins the hackathon: team Blue?',
    description: 'The room decides.',
    categoryId: 'science',
    closesAt: NOW + 7 * DAY,
    rules: 'Resolves Yes if team Blue is announced the winner on stage.',
    resolutionSource: null,
    initialProbability: 50,
    liquidityCents: 100_000,
    createdBy: 'admin-1',
    now: NOW,
    ...overrides,
  }
}

/** An exchange with a house holding `houseCents`, alice and bob with $10,000 each, and one admin market. */
function withAdminMarket(houseCents: number, overrides: Partial<AdminMarketSpec> = {}) {
  const ex = new MemoryExchange()
  const house = openAccount(ex.ids, HOUSE, 'house', T0, houseCents)
  ex.apply(changeSet({ accounts: [house.account], ledger: [house.entry] }))
  for (const id of ['alice', 'bob']) {
    const opened = openAccount(ex.ids, id, 'user', T0)
    ex.apply(changeSet({ accounts: [opened.account], ledger: [opened.entry] }))
  }
  const created = createAdminMarket(spec(overrides), ex.slice.accounts.get(HOUSE)!, ex.ids)
  ex.apply(created.changes)
  return { ex, market: created.market }
}

const cash = (ex: MemoryExchange, id: string) => ex.slice.accounts.get(id)!.balanceCents
const problems = invariantViolations
/** Bob bids 20 cents for 50 YES: $10 and the fee at that price are held back until the order ends. */
const bobBids = (ex: MemoryExchange) =>
  ex.placeOrder({
    accountId: 'bob',
    marketId: 'made',
    side: 'yes',
    action: 'buy',
    quantity: 50,
    limitPriceCents: 20,
    now: NOW,
    expiresAt: null,
  })

describe('createAdminMarket', () => {
  it('lists the market at its initial chance, funded by the house, marked as made by the admin', () => {
    const { ex, market } = withAdminMarket(500_000, { initialProbability: 70 })
    expect(market).toMatchObject({ createdBy: 'admin-1', status: 'active', collateralCents: 100_000, trending: false })
    expect(resolvedByPeople(market)).toBe(true)
    // 70 %: within a hair (the handed-back contracts are whole).
    expect(Math.abs(yesBp(market) - 7_000)).toBeLessThan(5)
    expect(cash(ex, HOUSE)).toBe(400_000)
    expect(ex.slice.histories.get('made')!.points).toHaveLength(1)
    expect(problems(ex, NOW)).toEqual([])
  })

  it('tops the house up with a deposit when it holds less than the liquidity', () => {
    const { ex } = withAdminMarket(30_000)
    expect(cash(ex, HOUSE)).toBe(0)
    // The house's opening deposit, then the top-up.
    expect(ex.ledger.filter((e) => e.kind === 'deposit' && e.accountId === HOUSE).map((e) => e.amountCents)).toEqual([
      30_000, 70_000,
    ])
    expect(problems(ex, NOW)).toEqual([])
  })

  it('refuses a close time that is not in the future and a chance outside 1-99', () => {
    const house = { id: HOUSE, kind: 'house' as const, balanceCents: 1_000_000, createdAt: T0 }
    const ids = new MemoryExchange().ids
    expect(() => createAdminMarket(spec({ closesAt: NOW }), house, ids)).toThrowError('The close time must be in the future')
    expect(() => createAdminMarket(spec({ initialProbability: 0 }), house, ids)).toThrowError(/1 to 99/)
    expect(() => createAdminMarket(spec({ initialProbability: 100 }), house, ids)).toThrowError(/1 to 99/)
  })
})

describe('resolveMarketNow', () => {
  it('closes an open market now, cancels its orders (reserves back), and pays 100 cents per winning contract', () => {
    const { ex } = withAdminMarket(500_000)
    ex.buy({ accountId: 'alice', marketId: 'made', side: 'yes', quantity: 100, now: NOW })
    ex.buy({ accountId: 'bob', marketId: 'made', side: 'no', quantity: 40, now: NOW })
    bobBids(ex)
    const bobHeld = cash(ex, 'bob')
    const aliceBefore = cash(ex, 'alice')
    const at = NOW + DAY
    const result = ex.resolve({ marketId: 'made', resolution: 'yes', now: at, resolvedBy: 'admin-1', note: 'Announced on stage' })
    // The bid's reserve comes back; bob's NO contracts are worth nothing.
    expect(buyReserveCents(50, 20)).toBeGreaterThan(50 * 20)
    expect(cash(ex, 'bob') - bobHeld).toBe(buyReserveCents(50, 20))
    // Alice's 100 YES pay $100.
    expect(cash(ex, 'alice') - aliceBefore).toBe(100 * 100)
    expect(result.cancelledOrders).toBe(1)
    expect(result.paidToHoldersCents).toBe(10_000)
    expect(result.holdersPaid).toBe(1)
    const market = ex.slice.markets.get('made')!
    expect(market).toMatchObject({
      status: 'resolved',
      resolution: 'yes',
      resolvedAt: at,
      closesAt: at,
      resolvedBy: 'admin-1',
      resolutionNote: 'Announced on stage',
      collateralCents: 0,
    })
    expect(ex.slice.positions.get(positionId('alice', 'made', 'yes'))).toMatchObject({ settled: true, payoutCents: 10_000 })
    expect([...ex.slice.orders.values()].map((o) => o.status)).toEqual(['cancelled'])
    expect(problems(ex, at)).toEqual([])
  })

  it('keeps the close time of a market that already closed, and resolves No', () => {
    const { ex } = withAdminMarket(500_000)
    ex.buy({ accountId: 'bob', marketId: 'made', side: 'no', quantity: 10, now: NOW })
    const close = NOW + 7 * DAY
    const bobBefore = cash(ex, 'bob')
    ex.resolve({ marketId: 'made', resolution: 'no', now: close + DAY, resolvedBy: 'admin-1', note: null })
    expect(cash(ex, 'bob') - bobBefore).toBe(1_000)
    const market = ex.slice.markets.get('made')!
    expect(market.closesAt).toBe(close)
    expect(market.resolutionNote).toBeUndefined()
    expect(problems(ex, close + DAY)).toEqual([])
  })

  it('pays exactly once: a second resolution throws ALREADY_RESOLVED and changes nothing', () => {
    const { ex } = withAdminMarket(500_000)
    ex.buy({ accountId: 'alice', marketId: 'made', side: 'yes', quantity: 10, now: NOW })
    ex.resolve({ marketId: 'made', resolution: 'yes', now: NOW + 1, resolvedBy: 'admin-1', note: null })
    const before = JSON.stringify([...ex.slice.accounts.values()])
    for (const resolution of ['yes', 'no'] as const) {
      expect(() => ex.resolve({ marketId: 'made', resolution, now: NOW + 2, resolvedBy: 'admin-2', note: null })).toThrowError(
        expect.objectContaining({ code: 'ALREADY_RESOLVED' }),
      )
    }
    expect(JSON.stringify([...ex.slice.accounts.values()])).toBe(before)
  })

  it('conserves money: everyone, house and providers included, holds what was deposited', () => {
    const { ex } = withAdminMarket(500_000)
    ex.buy({ accountId: 'alice', marketId: 'made', side: 'yes', quantity: 250, now: NOW })
    ex.sell({ accountId: 'alice', marketId: 'made', side: 'yes', quantity: 50, now: NOW })
    ex.buy({ accountId: 'bob', marketId: 'made', side: 'no', quantity: 120, now: NOW })
    ex.placeOrder({
      accountId: 'alice',
      marketId: 'made',
      side: 'yes',
      action: 'sell',
      quantity: 30,
      limitPriceCents: 95,
      now: NOW,
      expiresAt: null,
    })
    ex.resolve({ marketId: 'made', resolution: 'no', now: NOW + 1, resolvedBy: 'admin-1', note: null })
    const deposits = ex.ledger.filter((e) => e.kind === 'deposit').reduce((s, e) => s + e.amountCents, 0)
    const held = [...ex.slice.accounts.values()].reduce((s, a) => s + a.balanceCents, 0)
    expect(held).toBe(deposits)
    expect(problems(ex, NOW + 1)).toEqual([])
  })
})

describe('reopenAtChance', () => {
  it('opens the pool again at another chance before the first trade: no cash moves, the handed-back contracts change side', async () => {
    const { ex } = withAdminMarket(500_000, { initialProbability: 70 })
    const houseCash = cash(ex, HOUSE)
    const before = ex.slice.markets.get('made')!
    // At 70 % the pool hands YES contracts back to its provider, at 20 % NO ones.
    expect(ex.slice.positions.get(positionId(HOUSE, 'made', 'yes'))!.quantity).toBeGreaterThan(0)
    const changes = reopenAtChance(
      { market: before, positions: [...ex.slice.positions.values()], houseId: HOUSE },
      20,
      NOW + 1,
      ex.ids,
    )
    ex.apply(changes)
    const after = ex.slice.markets.get('made')!
    expect(Math.abs(yesBp(after) - 2_000)).toBeLessThan(5)
    expect(after.collateralCents).toBe(before.collateralCents)
    expect(cash(ex, HOUSE)).toBe(houseCash)
    expect(ex.slice.positions.get(positionId(HOUSE, 'made', 'yes'))!.quantity).toBe(0)
    expect(ex.slice.positions.get(positionId(HOUSE, 'made', 'no'))!.quantity).toBeGreaterThan(0)
    expect(ex.slice.histories.get('made')!.points).toHaveLength(1)
    expect(problems(ex, NOW + 1)).toEqual([])
    // And it trades as a market opened at 20 % would.
    ex.buy({ accountId: 'alice', marketId: 'made', side: 'yes', quantity: 10, now: NOW + 2 })
    expect(problems(ex, NOW + 2)).toEqual([])
  })

  it('refuses once anyone traded', async () => {
    const { ex } = withAdminMarket(500_000)
    ex.buy({ accountId: 'alice', marketId: 'made', side: 'yes', quantity: 1, now: NOW })
    const market = ex.slice.markets.get('made')!
    expect(() => reopenAtChance({ market, positions: [], houseId: HOUSE }, 30, NOW + 1, ex.ids)).toThrowError(
      'The chance changes only before the first trade',
    )
  })
})

describe('resolveMarketNow: void', () => {
  const voidAt = (ex: MemoryExchange, now: number) =>
    ex.resolve({ marketId: 'made', resolution: 'void', now, resolvedBy: 'admin-1', note: 'The final was cancelled' })
  const deposits = (ex: MemoryExchange) => ex.ledger.filter((e) => e.kind === 'deposit').reduce((s, e) => s + e.amountCents, 0)
  const held = (ex: MemoryExchange) => [...ex.slice.accounts.values()].reduce((s, a) => s + a.balanceCents, 0)
  const position = (ex: MemoryExchange, id: string, side: 'yes' | 'no') => ex.slice.positions.get(positionId(id, 'made', side))!

  it('refunds each trader what they put in, less what they took out, and nobody wins', () => {
    const { ex } = withAdminMarket(500_000)
    const start = { alice: cash(ex, 'alice'), bob: cash(ex, 'bob') }
    ex.buy({ accountId: 'alice', marketId: 'made', side: 'yes', quantity: 200, now: NOW })
    ex.sell({ accountId: 'alice', marketId: 'made', side: 'yes', quantity: 50, now: NOW })
    ex.buy({ accountId: 'bob', marketId: 'made', side: 'no', quantity: 120, now: NOW })
    ex.buy({ accountId: 'bob', marketId: 'made', side: 'yes', quantity: 30, now: NOW })
    // What each put in, net of what they took out, read off their cash.
    const net = { alice: start.alice - cash(ex, 'alice'), bob: start.bob - cash(ex, 'bob') }
    expect(net.alice).toBeGreaterThan(0)
    const at = NOW + DAY
    const result = voidAt(ex, at)
    // Both are back where they started, to the cent: alice's sale at a loss is refunded too.
    expect(cash(ex, 'alice')).toBe(start.alice)
    expect(cash(ex, 'bob')).toBe(start.bob)
    expect(result.payouts.get('alice')).toBe(net.alice)
    expect(result.payouts.get('bob')).toBe(net.bob)
    const market = ex.slice.markets.get('made')!
    expect(market).toMatchObject({ status: 'resolved', resolution: 'void', resolvedAt: at, collateralCents: 0, feePoolCents: 0 })
    expect(market.resolutionNote).toBe('The final was cancelled')
    // Every position settled as voided: bob's two sides share his refund, and neither won nor lost.
    for (const [id, side] of [
      ['alice', 'yes'],
      ['bob', 'no'],
      ['bob', 'yes'],
    ] as const) {
      expect(position(ex, id, side)).toMatchObject({ settled: true, voided: true })
    }
    expect(position(ex, 'bob', 'no').payoutCents + position(ex, 'bob', 'yes').payoutCents).toBe(net.bob)
    // After a void each trader's realized P&L is zero: they are where they began.
    expect(position(ex, 'alice', 'yes').realizedCents).toBe(0)
    expect(position(ex, 'bob', 'no').realizedCents + position(ex, 'bob', 'yes').realizedCents).toBe(0)
    expect(held(ex)).toBe(deposits(ex))
    expect(problems(ex, at)).toEqual([])
  })

  it('keeps a profit taken before the void, and refunds nothing beyond it; the providers bear it', () => {
    const { ex } = withAdminMarket(500_000)
    const aliceStart = cash(ex, 'alice')
    ex.buy({ accountId: 'alice', marketId: 'made', side: 'yes', quantity: 300, now: NOW })
    // Bob's big YES buy lifts the price; alice sells most of hers into it, at a profit.
    ex.buy({ accountId: 'bob', marketId: 'made', side: 'yes', quantity: 1_500, now: NOW })
    ex.sell({ accountId: 'alice', marketId: 'made', side: 'yes', quantity: 290, now: NOW })
    const aliceNet = aliceStart - cash(ex, 'alice')
    expect(aliceNet).toBeLessThan(0) // she took out more than she put in
    const aliceAfterSale = cash(ex, 'alice')
    const result = voidAt(ex, NOW + 1)
    // Refunded nothing (a void never takes money back), and her 10 remaining contracts pay nothing either.
    expect(cash(ex, 'alice')).toBe(aliceAfterSale)
    expect(result.payouts.has('alice')).toBe(false)
    expect(position(ex, 'alice', 'yes')).toMatchObject({ settled: true, voided: true, payoutCents: 0 })
    expect(held(ex)).toBe(deposits(ex))
    expect(problems(ex, NOW + 1)).toEqual([])
  })

  it('cancels open orders (reserves back) before refunding, and happens once', () => {
    const { ex } = withAdminMarket(500_000)
    const bobStart = cash(ex, 'bob')
    bobBids(ex)
    const result = voidAt(ex, NOW + 1)
    expect(result.cancelledOrders).toBe(1)
    expect(cash(ex, 'bob')).toBe(bobStart)
    expect(() => voidAt(ex, NOW + 2)).toThrowError(expect.objectContaining({ code: 'ALREADY_RESOLVED' }))
    expect(problems(ex, NOW + 2)).toEqual([])
  })
})
