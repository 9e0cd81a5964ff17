import { describe, expect, it } from 'vitest'
import { checkInvariants } from '../invariants'
import { INSTANT_RESOLUTION_DELAY_MS } from '../lifecycle'
import { createRng } from '../random'
import { DAY, HOUSE, T0, fundedExchange } from '../testing/fixtures'
import { openInstantMarkets } from './generator'

describe('instant markets in the simulation', () => {
  it('close at closesAt, settle minutes later and pay the winners exactly once', () => {
    const ex = fundedExchange({ users: ['alice'], markets: [{ id: 'slow', p: 0.5, liquidityCents: 100_000, closesInDays: 30 }] })
    const opening = openInstantMarkets({
      count: 4,
      now: T0,
      rng: createRng(11),
      ids: ex.ids,
      house: ex.slice.accounts.get(HOUSE)!,
    })
    ex.apply(opening.changes)
    const [id] = opening.marketIds
    const market = ex.slice.markets.get(id!)!
    ex.buy({ accountId: 'alice', marketId: market.id, side: 'yes', quantity: 10, now: T0 + 1 })
    ex.buy({ accountId: 'alice', marketId: market.id, side: 'no', quantity: 10, now: T0 + 2 })
    const universe = { marketIds: [...opening.marketIds, 'slow'], hotMarketIds: [...opening.marketIds], simTraderCount: 50 }
    const rng = createRng(5)
    // Just before the resolution delay has passed: closed, not yet settled.
    ex.simulate(universe, T0, market.closesAt + INSTANT_RESOLUTION_DELAY_MS - 1, rng)
    expect(ex.slice.markets.get(market.id)!.status).toBe('closed')
    const before = ex.slice.accounts.get('alice')!.balanceCents
    ex.simulate(universe, market.closesAt + INSTANT_RESOLUTION_DELAY_MS - 1, market.closesAt + INSTANT_RESOLUTION_DELAY_MS, rng)
    const settled = ex.slice.markets.get(market.id)!
    expect(settled.status).toBe('resolved')
    expect(settled.resolvedAt).toBe(market.closesAt + INSTANT_RESOLUTION_DELAY_MS)
    expect(ex.slice.accounts.get('alice')!.balanceCents).toBe(before + 1_000) // one side of 10 contracts won
    expect(ex.slice.markets.get('slow')!.status).toBe('active')
    ex.simulate(universe, market.closesAt + INSTANT_RESOLUTION_DELAY_MS, T0 + 2 * DAY, rng)
    expect(opening.marketIds.every((m) => ex.slice.markets.get(m)!.status === 'resolved')).toBe(true)
    expect(ex.ledger.filter((e) => e.accountId === 'alice' && e.kind === 'settlement' && e.marketId === market.id)).toHaveLength(
      1,
    )
    expect(
      checkInvariants({
        markets: ex.slice.markets.values(),
        accounts: ex.slice.accounts.values(),
        positions: ex.slice.positions.values(),
        ledger: ex.ledger,
        orders: ex.slice.orders.values(),
        now: T0 + 2 * DAY,
      }),
    ).toEqual([])
  })
})
