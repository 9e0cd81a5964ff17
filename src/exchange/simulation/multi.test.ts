import { describe, expect, it } from 'vitest'
import { changeSet } from '../change-set'
import { openAccount } from '../ledger'
import { MemoryExchange } from '../memory-exchange'
import { yesProbability } from '../prices'
import { createRng } from '../random'
import { DAY, HOUSE, T0, invariantViolations } from '../testing/fixtures'
import { MAX_MULTI_INTENTS, planMultiIntents, tradeMultiIntents } from './multi'
import { isSimTraderId } from './traits'

const MARKETS = ['cup', 'oscars']

/** Two multi-answer markets funded by the house, no trader yet. */
function world() {
  const ex = new MemoryExchange()
  const house = openAccount(ex.ids, HOUSE, 'house', T0)
  ex.apply(changeSet({ accounts: [house.account], ledger: [house.entry] }))
  for (const id of MARKETS) {
    ex.openMulti({
      id,
      title: `${id}?`,
      description: '',
      categoryId: 'sports',
      createdAt: T0,
      closesAt: T0 + 30 * DAY,
      answers: ['a', 'b', 'c', 'd'].map((x) => ({ id: `${id}-${x}`, text: x.toUpperCase() })),
      chances: [0.4, 0.3, 0.2, 0.1],
      liquidityCents: 200_000,
      providerId: HOUSE,
    })
  }
  return ex
}

/** An hour of the multi-answer simulation, a minute a step, from one seed. */
function anHour(seed: number) {
  const ex = world()
  const rng = createRng(seed)
  let trades = 0
  for (let step = 0; step < 60; step += 1) {
    const from = T0 + step * 60_000
    const intents = planMultiIntents(MARKETS, from, from + 60_000, 50, rng)
    expect(intents.length).toBeLessThanOrEqual(MAX_MULTI_INTENTS)
    const rows = {
      markets: MARKETS.map((id) => ex.slice.markets.get(id)!),
      answers: MARKETS.flatMap((id) => ex.answersOf(id)),
      accounts: [...ex.slice.accounts.values()],
      positions: [...ex.slice.positions.values()],
      histories: [...ex.slice.histories.values()],
    }
    const result = tradeMultiIntents(rows, intents, rng, ex.ids)
    ex.apply(result.changes)
    trades += result.trades
  }
  return { ex, trades }
}

describe('the simulated traders on multi-answer markets', () => {
  it('trade every answer now and then: each trade moves every chance, they still add up to 100 %, the money adds up', () => {
    const { ex, trades } = anHour(7)
    expect(trades).toBeGreaterThan(60)
    for (const id of MARKETS) {
      const chances = ex.answersOf(id).map(yesProbability)
      expect(chances.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6)
      expect(ex.answersOf(id).every((a) => a.volumeCents > 0)).toBe(true)
    }
    expect([...ex.slice.accounts.keys()].filter((id) => isSimTraderId(id)).length).toBeGreaterThan(5)
    expect(invariantViolations(ex, T0 + 60 * 60_000)).toEqual([])
  })

  it('replays identically from the same seed, and differently from another', () => {
    const prices = (seed: number) =>
      MARKETS.flatMap((id) =>
        anHour(seed)
          .ex.answersOf(id)
          .map((a) => [a.yesReserve, a.noReserve]),
      )
    expect(prices(7)).toEqual(prices(7))
    expect(prices(8)).not.toEqual(prices(7))
  })

  it('plans nothing without markets, traders or time', () => {
    const rng = createRng(1)
    expect(planMultiIntents([], T0, T0 + DAY, 50, rng)).toEqual([])
    expect(planMultiIntents(MARKETS, T0, T0 + DAY, 0, rng)).toEqual([])
    expect(planMultiIntents(MARKETS, T0, T0, 50, rng)).toEqual([])
  })
})
