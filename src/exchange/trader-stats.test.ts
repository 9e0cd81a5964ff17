import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ChangeSet } from './change-set'
import { ExchangeError } from './errors'
import type { MemoryExchange } from './memory-exchange'
import { lotOutcomes } from './lots'
import { positionId } from './positions'
import { DAY, T0, fundedExchange } from './testing/fixtures'
import { keptInvestedCents, statsAccountIds, topCategoryIds, updateTraderStats, winRatePercent } from './trader-stats'
import type { TraderStatsRow } from './trader-stats'
import type { Side } from './types'

/** Folds every ChangeSet the exchange applies into stats rows, as writeChangeSet does. */
function withStats(ex: MemoryExchange): Map<string, TraderStatsRow> {
  const stats = new Map<string, TraderStatsRow>()
  const apply = ex.apply.bind(ex)
  ex.apply = (changes: ChangeSet) => {
    const previous = new Map(
      changes.positions.flatMap((p) => {
        const row = ex.slice.positions.get(p.id)
        return row === undefined ? [] : [[p.id, row] as const]
      }),
    )
    const existing = new Map(statsAccountIds(changes).flatMap((id) => (stats.has(id) ? [[id, stats.get(id)!] as const] : [])))
    for (const row of updateTraderStats(changes, existing, previous)) stats.set(row.id, row)
    apply(changes)
  }
  return stats
}

/** The same figures computed from scratch over every row (what the incremental rows must equal). */
function bruteForce(ex: MemoryExchange, accountId: string) {
  const trades = ex.trades.filter((t) => t.accountId === accountId)
  const positions = [...ex.slice.positions.values()].filter((p) => p.accountId === accountId)
  const outcomes = positions.flatMap((p) => lotOutcomes(p))
  return {
    trades: trades.length,
    volumeCents: trades.reduce((s, t) => s + t.cashCents, 0),
    realizedCents: positions.reduce((s, p) => s + p.realizedCents, 0),
    wins: outcomes.filter((o) => o === 'win').length,
    losses: outcomes.filter((o) => o === 'loss').length,
  }
}

const MARKETS = [
  { id: 'm0', p: 0.5, liquidityCents: 50_000, closesInDays: 2 },
  { id: 'm1', p: 0.3, liquidityCents: 80_000, closesInDays: 4 },
]

describe('winRatePercent', () => {
  it.each([
    [0, 0, 0],
    [1, 0, 100],
    [0, 3, 0],
    [2, 1, 66.7],
    [137, 63, 68.5],
  ])('%i wins and %i losses → %s%%', (wins, losses, expected) => {
    expect(winRatePercent({ wins, losses })).toBe(expected)
  })
})

describe('topCategoryIds', () => {
  it.each([
    [{}, []],
    [{ crypto: 2 }, ['crypto']],
    [{ sports: 1, crypto: 5, politics: 3, climate: 2 }, ['crypto', 'politics', 'climate']],
    [{ tech: 2, culture: 2, science: 0 }, ['culture', 'tech']],
  ])('%j → %j', (categories, expected) => {
    expect(topCategoryIds({ categories })).toEqual(expected)
  })
})

describe('updateTraderStats', () => {
  it('counts trades, volume and categories; a buy realizes nothing', () => {
    const ex = fundedExchange({ users: ['a'], markets: MARKETS })
    const stats = withStats(ex)
    const bought = ex.buy({ accountId: 'a', marketId: 'm0', side: 'yes', quantity: 100, now: T0 + 1 }).trade
    ex.buy({ accountId: 'a', marketId: 'm1', side: 'no', quantity: 40, now: T0 + 2 })
    expect(stats.get('a')).toMatchObject({
      trades: 2,
      realizedCents: 0,
      wins: 0,
      losses: 0,
      categories: { science: 2 },
      lastTradeAt: T0 + 2,
    })
    expect(stats.get('a')?.volumeCents).toBe(bought.cashCents + ex.trades[ex.trades.length - 1]!.cashCents)
  })

  it('realizes P&L on a sale and counts a settled win and a settled loss once', () => {
    const ex = fundedExchange({ users: ['a', 'b'], markets: MARKETS })
    const stats = withStats(ex)
    ex.buy({ accountId: 'a', marketId: 'm0', side: 'yes', quantity: 200, now: T0 + 1 })
    ex.buy({ accountId: 'b', marketId: 'm0', side: 'yes', quantity: 300, now: T0 + 2 })
    ex.sell({ accountId: 'a', marketId: 'm0', side: 'yes', quantity: 50, now: T0 + 3 })
    ex.buy({ accountId: 'a', marketId: 'm0', side: 'no', quantity: 80, now: T0 + 4 })
    expect(stats.get('a')?.realizedCents).toBe(ex.slice.positions.get(positionId('a', 'm0', 'yes'))?.realizedCents)
    ex.settle({ marketId: 'm0', resolution: 'yes', now: T0 + 3 * DAY })
    expect(stats.get('a')).toMatchObject({ ...bruteForce(ex, 'a'), wins: 1, losses: 1 })
    expect(stats.get('b')).toMatchObject({ ...bruteForce(ex, 'b'), wins: 1, losses: 0 })
  })

  it('counts a lot sold out before settlement once, when sold (a round trip pays the fee: a loss), not again at settlement', () => {
    const ex = fundedExchange({ users: ['a'], markets: MARKETS })
    const stats = withStats(ex)
    ex.buy({ accountId: 'a', marketId: 'm1', side: 'no', quantity: 100, now: T0 + 1 })
    ex.sell({ accountId: 'a', marketId: 'm1', side: 'no', quantity: 100, now: T0 + 2 })
    expect(stats.get('a')).toMatchObject({ wins: 0, losses: 1 })
    ex.settle({ marketId: 'm1', resolution: 'no', now: T0 + 5 * DAY })
    expect(stats.get('a')).toMatchObject({ ...bruteForce(ex, 'a'), wins: 0, losses: 1 })
  })

  it('counts each lot: two buys, a sale that empties the first, and a settlement that pays the second', () => {
    const ex = fundedExchange({ users: ['a'], markets: MARKETS })
    const stats = withStats(ex)
    ex.buy({ accountId: 'a', marketId: 'm1', side: 'no', quantity: 50, now: T0 + 1 })
    ex.buy({ accountId: 'a', marketId: 'm1', side: 'no', quantity: 50, now: T0 + 2 })
    ex.sell({ accountId: 'a', marketId: 'm1', side: 'no', quantity: 50, now: T0 + 3 })
    expect(stats.get('a')).toMatchObject({ wins: 0, losses: 1 })
    ex.settle({ marketId: 'm1', resolution: 'no', now: T0 + 5 * DAY })
    expect(stats.get('a')).toMatchObject({ ...bruteForce(ex, 'a'), wins: 1, losses: 1 })
  })

  it('equals the figures recomputed from every row after any sequence of buys, sells and settlements', () => {
    const step = fc.oneof(
      fc.record({
        t: fc.constant('buy' as const),
        user: fc.constantFrom('a', 'b', 'c'),
        market: fc.constantFrom('m0', 'm1'),
        side: fc.constantFrom<Side>('yes', 'no'),
        quantity: fc.integer({ min: 1, max: 800 }),
      }),
      fc.record({
        t: fc.constant('sell' as const),
        user: fc.constantFrom('a', 'b', 'c'),
        market: fc.constantFrom('m0', 'm1'),
        side: fc.constantFrom<Side>('yes', 'no'),
        fraction: fc.double({ min: 0.1, max: 1, noNaN: true }),
      }),
      fc.record({
        t: fc.constant('settle' as const),
        market: fc.constantFrom('m0', 'm1'),
        resolution: fc.constantFrom<Side>('yes', 'no'),
      }),
    )
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const ex = fundedExchange({ users: ['a', 'b', 'c'], markets: MARKETS })
        const stats = withStats(ex)
        let now = T0
        for (const s of steps) {
          now += 60_000
          try {
            if (s.t === 'buy') ex.buy({ accountId: s.user, marketId: s.market, side: s.side, quantity: s.quantity, now })
            else if (s.t === 'sell') {
              const held = ex.slice.positions.get(positionId(s.user, s.market, s.side))?.quantity ?? 0
              ex.sell({
                accountId: s.user,
                marketId: s.market,
                side: s.side,
                quantity: Math.max(1, Math.floor(held * s.fraction)),
                now,
              })
            } else ex.settle({ marketId: s.market, resolution: s.resolution, now: T0 + 10 * DAY })
          } catch (error) {
            if (!(error instanceof ExchangeError)) throw error
          }
        }
        for (const user of ['a', 'b', 'c']) {
          const expected = bruteForce(ex, user)
          const row = stats.get(user)
          if (expected.trades === 0) expect(row?.trades ?? 0).toBe(0)
          else expect(row).toMatchObject(expected)
        }
      }),
      { numRuns: 60 },
    )
  })
})

describe('keptInvestedCents', () => {
  it('adds the buys counted in the stats to the cash added to each pool', () => {
    expect(keptInvestedCents({ boughtCents: 12_500 }, [{ addedCents: 75_000 }, { addedCents: 300 }])).toBe(87_800)
    // No stats row: the account never traded.
    expect(keptInvestedCents(undefined, [{ addedCents: 5_000 }])).toBe(5_000)
    expect(keptInvestedCents(undefined, [])).toBe(0)
  })

  it('is unknown when a row predates the counts, so the history is summed instead', () => {
    expect(keptInvestedCents({}, [{ addedCents: 5_000 }])).toBeUndefined()
    expect(keptInvestedCents({ boughtCents: 100 }, [{ addedCents: 5_000 }, {}])).toBeUndefined()
  })
})
