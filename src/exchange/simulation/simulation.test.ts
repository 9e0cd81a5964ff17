import { describe, expect, it } from 'vitest'
import { sliceFrom } from '../change-set'
import { sequentialIds } from '../ledger'
import { RESOLUTION_DELAY_MS } from '../lifecycle'
import { sideBp, yesProbability } from '../prices'
import { createRng } from '../random'
import { DAY, T0, fundedExchange, invariantViolations } from '../testing/fixtures'
import { advance } from './advance'
import { decide } from './decide'
import { driftHidden } from './hidden'
import { ACTIVE_TRADERS, DEFAULT_SIM_OPTIONS, planAdvance } from './plan'
import type { SimUniverse } from './plan'
import { logit, simTraderId } from './traits'

const universe: SimUniverse = { marketIds: ['a', 'b', 'c'], hotMarketIds: ['a'], simTraderCount: 500 }

describe('planAdvance', () => {
  it.each<[string, number, number]>([
    ['no time, no work', 0, 0],
    ['one tick', DEFAULT_SIM_OPTIONS.tickMs, DEFAULT_SIM_OPTIONS.intentsPerTick],
    ['a month away is caught up with bounded work', 30 * DAY, DEFAULT_SIM_OPTIONS.maxTicks * DEFAULT_SIM_OPTIONS.intentsPerTick],
  ])('%s', (_, gap, intents) => {
    const plan = planAdvance(universe, T0, T0 + gap, createRng(1))
    expect(plan.intents).toHaveLength(intents)
    for (const intent of plan.intents) {
      expect(intent.at).toBeGreaterThan(T0)
      expect(intent.at).toBeLessThanOrEqual(T0 + gap)
      expect(plan.positionIds).toContain(`${intent.accountId}:${intent.marketId}:yes`)
    }
  })

  it('is deterministic and prefers hot markets', () => {
    const one = planAdvance(universe, T0, T0 + DAY, createRng(9), { ...DEFAULT_SIM_OPTIONS, maxTicks: 1000 })
    expect(planAdvance(universe, T0, T0 + DAY, createRng(9), { ...DEFAULT_SIM_OPTIONS, maxTicks: 1000 })).toEqual(one)
    const share = one.intents.filter((i) => i.marketId === 'a').length / one.intents.length
    expect(share).toBeGreaterThan(0.5) // 40% hot + a third of the rest
  })

  it("draws most of a market's intents from its four regulars, who are among the exchange's most active traders", () => {
    const many = { marketIds: Array.from({ length: 40 }, (_, i) => `m${i}`), hotMarketIds: [], simTraderCount: 100_000 }
    const plan = planAdvance(many, T0, T0 + DAY, createRng(4), { ...DEFAULT_SIM_OPTIONS, maxTicks: 2000 })
    const active = new Set(Array.from({ length: ACTIVE_TRADERS }, (_, i) => simTraderId(i)))
    const fromActive = plan.intents.filter((i) => active.has(i.accountId))
    expect(fromActive.length / plan.intents.length).toBeGreaterThan(0.7) // three in four, less the crowd's own draws of them
    for (const marketId of many.marketIds) {
      const regulars = new Set(fromActive.filter((i) => i.marketId === marketId).map((i) => i.accountId))
      expect(regulars.size).toBe(4)
    }
    // Every active trader is a regular somewhere: one person trades many markets.
    expect(new Set(fromActive.map((i) => i.accountId)).size).toBe(ACTIVE_TRADERS)
  })
})

describe('decide', () => {
  const market = () =>
    fundedExchange({ users: [], markets: [{ id: 'a', p: 0.6, liquidityCents: 200_000 }] }).slice.markets.get('a')!
  const account = { id: 'sim-7', kind: 'sim' as const, balanceCents: 1_000_000, createdAt: T0 }
  const yesAt = (avgPriceCents: number) => ({
    id: 'sim-7:a:yes',
    accountId: 'sim-7',
    marketId: 'a',
    side: 'yes' as const,
    quantity: 100,
    costCents: avgPriceCents * 100,
    avgPriceCents,
    realizedCents: 0,
    settled: false,
    payoutCents: 0,
    updatedAt: T0,
  })
  const decisions = (yes: ReturnType<typeof yesAt> | undefined) =>
    Array.from({ length: 200 }, (_, i) =>
      decide({ traderId: 'sim-7', market: market(), account, yes, no: undefined }, createRng(i + 1)),
    ).map((d) => d?.kind ?? 'none')

  it('takes profit and cuts losses on a holding far from its cost, and sells only what it holds', () => {
    const sells = (kinds: string[]) => kinds.filter((k) => k === 'sell').length
    // Bought at 30¢ (now 60¢), at 95¢ (now 60¢), at 59¢ (about now): exits far more often when far from cost.
    const gained = sells(decisions(yesAt(30)))
    const lost = sells(decisions(yesAt(95)))
    const flat = sells(decisions(yesAt(59)))
    expect(gained).toBeGreaterThan(150)
    expect(lost).toBeGreaterThan(150)
    expect(flat).toBeGreaterThan(20)
    expect(flat).toBeLessThan(gained)
    expect(sells(decisions(undefined))).toBe(0)
  })
})

describe('driftHidden', () => {
  it('moves only forward in time and stays bounded', () => {
    const { market } = {
      market: fundedExchange({ users: [], markets: [{ id: 'a', p: 0.5, liquidityCents: 10_000 }] }).slice.markets.get('a')!,
    }
    expect(driftHidden(market, market.simAt - 1, createRng(1))).toBe(market)
    let m = market
    const rng = createRng(2)
    for (let i = 1; i < 400; i += 1) m = driftHidden(m, market.simAt + i * 30 * DAY, rng)
    expect(Math.abs(m.hiddenLogit)).toBeLessThanOrEqual(4.2)
  })
})

describe('advance', () => {
  function world() {
    return fundedExchange({
      users: [],
      markets: [
        { id: 'a', p: 0.5, liquidityCents: 200_000 },
        { id: 'b', p: 0.3, liquidityCents: 100_000, closesInDays: 1 },
        { id: 'c', p: 0.6, liquidityCents: 100_000 },
      ],
    })
  }

  it('traders push the price toward the hidden probability', () => {
    const ex = world()
    const a = ex.slice.markets.get('a')!
    ex.slice.markets.set('a', { ...a, hiddenLogit: logit(0.8) })
    const rng = createRng(5)
    const only: SimUniverse = { marketIds: ['a'], hotMarketIds: [], simTraderCount: 2000 }
    for (let i = 0; i < 40; i += 1) ex.simulate(only, T0 + i * 120_000, T0 + (i + 1) * 120_000, rng)
    expect(yesProbability(ex.slice.markets.get('a')!)).toBeGreaterThan(0.68)
    expect(ex.trades.length).toBeGreaterThan(100)
    expect(ex.slice.markets.get('a')!.traderCount).toBeGreaterThan(50)
    // An account opens when its trader first trades, places a limit order or funds the pool.
    const providers = ex.ledger
      .filter((e) => e.kind === 'liquidity_add' && e.accountId.startsWith('sim-'))
      .map((e) => e.accountId)
    expect(ex.ledger.filter((e) => e.kind === 'deposit' && e.accountId.startsWith('sim-')).length).toBe(
      new Set([...ex.trades.map((t) => t.accountId), ...[...ex.slice.orders.values()].map((o) => o.accountId), ...providers])
        .size,
    )
    // Simulated traders place limit orders too, and cancel some.
    const orders = [...ex.slice.orders.values()]
    expect(orders.length).toBeGreaterThan(10)
    expect(orders.some((o) => o.status === 'cancelled')).toBe(true)
  })

  it('the crowd sells what it holds (taking profit, cutting losses) and moves liquidity in and out of pools', () => {
    const markets = Array.from({ length: 200 }, (_, i) => ({
      id: `m${i}`,
      p: 0.1 + (0.8 * ((i * 37) % 100)) / 100,
      liquidityCents: 100_000 + (i % 7) * 50_000,
    }))
    const ex = fundedExchange({ users: [], markets })
    const active = new Set(Array.from({ length: ACTIVE_TRADERS }, (_, i) => simTraderId(i)))
    const crowd: SimUniverse = {
      marketIds: markets.map((m) => m.id),
      hotMarketIds: markets.slice(0, 15).map((m) => m.id),
      simTraderCount: 12_000,
    }
    const rng = createRng(11)
    const step = 2 * 60_000
    for (let t = 0; t < 60 * 60_000; t += step) ex.simulate(crowd, T0 + t, T0 + t + step, rng)
    const sells = ex.trades.filter((t) => t.action === 'sell')
    expect(sells.length / ex.trades.length).toBeGreaterThan(0.15)
    expect(sells.length / ex.trades.length).toBeLessThan(0.35)
    // Sales of contracts held: by traders who came back to a market (the invariants below: no short positions), most
    // of them the exchange's active traders, each a regular of many markets, and not only them.
    const sellers = new Set(sells.map((t) => t.accountId))
    expect(sellers.size).toBeGreaterThan(12)
    expect([...sellers].filter((id) => !active.has(id)).length).toBeGreaterThan(0)
    const kinds = ex.ledger.filter((e) => e.accountId.startsWith('sim-')).map((e) => e.kind)
    expect(kinds.filter((k) => k === 'liquidity_add').length).toBeGreaterThan(10)
    expect(kinds.filter((k) => k === 'liquidity_remove').length).toBeGreaterThan(3)
    expect(invariantViolations(ex, T0 + 60 * 60_000)).toEqual([])
  })

  it('simulated traders keep a book in every open market they look after: bids on both sides (two levels or more on nearly all), at most the price', () => {
    const markets = Array.from({ length: 200 }, (_, i) => ({
      id: `m${i}`,
      p: 0.05 + (0.9 * ((i * 37) % 100)) / 100,
      liquidityCents: 100_000,
      closesInDays: i % 50 === 0 ? 1 : 30,
    }))
    const ex = fundedExchange({ users: [], markets })
    const crowd: SimUniverse = { marketIds: markets.map((m) => m.id), hotMarketIds: [], simTraderCount: 5_000 }
    const rng = createRng(3)
    // Steps of two ticks, as the live loop's: each looks after 2 x 24 markets in turn, 200 in five steps.
    const step = 2 * DEFAULT_SIM_OPTIONS.tickMs
    for (let t = 0; t < 10 * 60_000; t += step) ex.simulate(crowd, T0 + t, T0 + t + step, rng)
    const now = T0 + 10 * 60_000
    const open = [...ex.slice.orders.values()].filter((o) => o.status === 'open')
    // A sale in the last steps may have filled a level (the next look after the book puts it back).
    const thin: string[] = []
    for (const m of markets) {
      const market = ex.slice.markets.get(m.id)!
      for (const side of ['yes', 'no'] as const) {
        const bids = open.filter((o) => o.marketId === m.id && o.side === side && o.action === 'buy')
        // A market closing within two days is left to its traders.
        if (m.closesInDays === 1) {
          expect(bids.every((o) => o.expiresAt !== null && o.expiresAt - o.createdAt <= 24 * 60 * 60_000)).toBe(true)
          continue
        }
        const levels = new Set(bids.map((o) => o.limitPriceCents)).size
        expect(levels, `${m.id} ${side}`).toBeGreaterThanOrEqual(1)
        if (levels < 2) thin.push(`${m.id} ${side}`)
        // Placed under the price; the price may since have come down to a bid (the next trade fills it).
        for (const o of bids) expect(o.limitPriceCents).toBeLessThanOrEqual(Math.ceil(sideBp(market, side) / 100))
      }
    }
    expect(thin.length).toBeLessThanOrEqual(4) // of 392 sides kept: 99 % with two levels or more
    expect(invariantViolations(ex, now)).toEqual([])
  })

  it('does not mutate its input and replays identically from the same seed', () => {
    const ex = world()
    const before = JSON.stringify([...ex.slice.markets.values()])
    const step = () => {
      const rng = createRng(77)
      const plan = planAdvance(universe, T0, T0 + 10 * 60_000, rng, { ...DEFAULT_SIM_OPTIONS, maxTicks: 100 })
      return advance(ex.slice, { plan, clockNow: plan.toMs, rng, ids: sequentialIds() })
    }
    const first = step()
    expect(JSON.stringify([...ex.slice.markets.values()])).toBe(before)
    expect(JSON.stringify(step())).toBe(JSON.stringify(first))
    expect(first.tradeCount).toBeGreaterThan(0)
  })

  it('closes markets past closesAt, settles only the ones whose rows were loaded', () => {
    const ex = world()
    const toMs = T0 + DAY + RESOLUTION_DELAY_MS
    const rng = createRng(3)
    const plan = planAdvance(universe, T0, toMs, rng)
    const partial = advance(sliceFrom({ markets: ex.slice.markets.values() }), {
      plan,
      clockNow: toMs,
      rng,
      ids: sequentialIds('x'),
    })
    expect(partial.resolved).toEqual([])
    expect(partial.changes.markets.find((m) => m.id === 'b')?.status).toBe('closed')

    const result = ex.simulate(universe, T0, toMs, createRng(3))
    expect(result.resolved.map((r) => r.marketId)).toEqual(['b'])
    expect(ex.slice.markets.get('b')!.status).toBe('resolved')
    expect(invariantViolations(ex, toMs)).toEqual([])
  })

  it('refuses a step that ends after the clock: what it settled would stand resolved before it closes', () => {
    const ex = world()
    const toMs = T0 + DAY + RESOLUTION_DELAY_MS
    const rng = createRng(3)
    const plan = planAdvance(universe, T0, toMs, rng)
    // Market b is due at toMs, but the clock (as stored) says it is still a day earlier.
    expect(() => advance(ex.slice, { plan, settleMarketIds: ['b'], clockNow: T0, rng, ids: sequentialIds() })).toThrow(
      /past the clock/,
    )
    expect(
      advance(ex.slice, { plan, settleMarketIds: ['b'], clockNow: toMs, rng: createRng(3), ids: sequentialIds() }).resolved.map(
        (r) => r.marketId,
      ),
    ).toEqual(['b'])
  })
})
