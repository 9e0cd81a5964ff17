import { beforeAll, describe, expect, it } from 'vitest'
import {
  MemoryExchange,
  checkInvariants,
  createRngFromState,
  historyY,
  isDueForResolution,
  isInstantMarket,
  isOpenAt,
  yesBp,
} from '../src/exchange'
import { CATEGORIES } from './categories'
import { CURATED_MARKETS } from './curated-markets'
import { DEMO_USERS, demoUserRows } from './demo-users'
import { allSeedRows, buildSeed, REST_CHUNK_MARKETS } from './build-seed'
import { allSimTraders, simTraderProfile } from './sim-traders'
import type { Seed, SeedRows } from './build-seed'
import { seededHistory } from './synthetic-history'

const NOW = Date.UTC(2025, 5, 15, 12, 0)
const DAY = 86_400_000

let seed: Seed
let all: SeedRows

beforeAll(() => {
  seed = buildSeed(42, NOW)
  all = allSeedRows(seed)
})

function invariantsOf(rows: SeedRows) {
  return checkInvariants({
    markets: rows.markets,
    accounts: rows.accounts,
    positions: rows.positions,
    orders: rows.orders,
    ledger: rows.ledger,
    now: NOW,
  })
}

/** The Yes/No markets (and instant ones): the catalogue the counts below promise. The multi-answer markets have their own test. */
const yesNo = () => all.markets.filter((m) => m.kind !== 'multi' && m.kind !== 'answer')

describe('catalogue size and shape', () => {
  it('has the promised counts', () => {
    const active = all.markets.filter((m) => isOpenAt(m, NOW))
    const resolved = all.markets.filter((m) => m.status === 'resolved')
    expect(all.markets.length).toBeGreaterThanOrEqual(3_000)
    expect(active.length).toBeGreaterThanOrEqual(2_800)
    expect(resolved.length).toBeGreaterThanOrEqual(100)
    expect(resolved.length).toBeLessThanOrEqual(250)
    expect(yesNo().filter((m) => m.featured).length).toBeGreaterThanOrEqual(4)
    expect(yesNo().filter((m) => m.featured).length).toBeLessThanOrEqual(8)
    const trendingShare = yesNo().filter((m) => m.trending).length / yesNo().length
    expect(trendingShare).toBeGreaterThan(0.03)
    expect(trendingShare).toBeLessThan(0.08)
  })

  it('makes the landing stats true: 10K+ traders, $2M+ volume, 500+ markets', () => {
    const traders = allSimTraders()
    expect(traders.length).toBeGreaterThanOrEqual(10_000)
    expect(seed.universe.simTraderCount).toBe(traders.length)
    expect(new Set(traders.map((t) => t.id)).size).toBe(traders.length)
    expect(new Set(traders.map((t) => t.username)).size).toBe(traders.length)
    const volumeDollars = all.markets.reduce((s, m) => s + m.volumeCents, 0) / 100
    expect(volumeDollars).toBeGreaterThanOrEqual(2_000_000)
    expect(all.markets.length).toBeGreaterThanOrEqual(500)
    for (const m of all.markets) expect(m.traderCount).toBeLessThanOrEqual(traders.length)
  })

  it('has the 8 categories and at least 120 curated markets spread over them', () => {
    expect(CATEGORIES.map((c) => c.name)).toEqual([
      'Politics',
      'Sports',
      'Economics',
      'Culture',
      'Crypto',
      'Climate',
      'Tech',
      'Science',
    ])
    const curated = Object.values(CURATED_MARKETS).flat()
    expect(curated.length).toBeGreaterThanOrEqual(120)
    for (const c of CATEGORIES) {
      expect(CURATED_MARKETS[c.id as keyof typeof CURATED_MARKETS].length).toBeGreaterThanOrEqual(15)
      expect(all.markets.filter((m) => m.categoryId === c.id && isOpenAt(m, NOW)).length).toBeGreaterThan(300)
    }
    // Catalogue titles are unique (an instant market's may repeat one that closed).
    // (An answer's text may repeat another market's: "Someone else".)
    const catalogue = all.markets.filter((m) => !isInstantMarket(m) && m.kind !== 'answer')
    expect(new Set(catalogue.map((m) => m.title)).size).toBe(catalogue.length)
    expect(new Set(all.markets.map((m) => m.id)).size).toBe(all.markets.length)
    expect(all.markets.every((m) => /^[a-z0-9-]+$/.test(m.id) && m.id.length <= 64)).toBe(true)
    expect(catalogue.every((m) => m.title.endsWith('?') && !m.title.includes('{') && !m.description.includes('{'))).toBe(true)
  })

  it('spreads close dates from hours to about 18 months; resolved ones closed in the past', () => {
    const open = all.markets.filter((m) => isOpenAt(m, NOW))
    expect(open.some((m) => m.closesAt - NOW < DAY)).toBe(true)
    expect(Math.max(...open.map((m) => m.closesAt - NOW))).toBeLessThanOrEqual(560 * DAY)
    expect(open.filter((m) => m.closesAt - NOW > 365 * DAY).length).toBeGreaterThan(10)
    // An instant market may open on the past's last step, at now itself.
    for (const m of all.markets) {
      expect(m.createdAt).toBeLessThanOrEqual(NOW)
      expect(m.createdAt).toBeLessThan(m.closesAt)
    }
    for (const m of all.markets.filter((x) => x.status === 'resolved')) {
      expect(m.resolution === 'yes' || m.resolution === 'no').toBe(true)
      expect(m.closesAt).toBeLessThan(NOW)
      expect(m.resolvedAt).toBeLessThanOrEqual(NOW)
    }
    expect(all.markets.filter((m) => m.status === 'closed').every((m) => m.closesAt <= NOW && m.resolution === null)).toBe(true)
  })

  it('prices pools consistently and ends every derived history at the seeded price', () => {
    // A market the seeded past changed keeps a stored chart instead (seed/past/past.test.ts).
    const stored = new Set(all.histories.map((h) => h.marketId))
    // A multi-answer market has no price of its own (its answers have theirs).
    for (const m of all.markets.filter((x) => x.kind !== 'multi')) {
      if (stored.has(m.id)) {
        expect(all.histories.find((h) => h.marketId === m.id)!.points.at(-1)!.t).toBeLessThanOrEqual(NOW)
        continue
      }
      if (m.status !== 'resolved') {
        expect(yesBp(m)).toBeGreaterThanOrEqual(100)
        expect(yesBp(m)).toBeLessThanOrEqual(9_900)
      }
      const points = seededHistory(m)!.points
      expect(seededHistory(m)).toEqual(seededHistory({ ...m }))
      expect(points.length).toBeGreaterThan(10)
      expect(points.at(-1)!.y).toBe(historyY(yesBp(m)))
      expect(points.every((p) => p.y >= 1 && p.y <= 99)).toBe(true)
    }
  })
})

describe('curated markets that closed', () => {
  it('resolve as the catalogue says (and their descriptions state), also those settled in the seeded past', () => {
    const stated = Object.values(CURATED_MARKETS)
      .flat()
      .filter((m) => m.resolution !== undefined)
    expect(stated.length).toBeGreaterThan(5)
    let settledInPast = 0
    for (const c of stated) {
      const market = all.markets.find((m) => m.title === c.title)!
      expect(market, c.title).toBeDefined()
      expect(market.status, c.title).toBe('resolved')
      expect(market.resolution, c.title).toBe(c.resolution)
      // The description's first words say the same ("Resolved NO: the bill was vetoed…").
      expect(c.description.startsWith(`Resolved ${c.resolution!.toUpperCase()}:`), c.title).toBe(true)
      // Re-opened for the past, it has trades of the crowd in it (the simulation settled it).
      if (all.trades.some((t) => t.marketId === market.id)) settledInPast += 1
    }
    expect(settledInPast).toBeGreaterThan(0)
  })
})

describe('multi-answer markets', () => {
  it('seeds 20 or more across the categories, open, 2..20 answers each adding up to 100 %, each answer with a month-long chart', () => {
    const multi = all.markets.filter((m) => m.kind === 'multi')
    expect(multi.length).toBeGreaterThanOrEqual(20)
    expect(new Set(multi.map((m) => m.categoryId))).toEqual(new Set(CATEGORIES.map((c) => c.id)))
    for (const m of multi) {
      expect(isOpenAt(m, NOW)).toBe(true)
      const answers = all.markets.filter((a) => a.groupId === m.id)
      expect(answers.map((a) => a.id)).toEqual(m.answerIds)
      expect(answers.length).toBeGreaterThanOrEqual(2)
      expect(answers.length).toBeLessThanOrEqual(20)
      expect(answers.reduce((sum, a) => sum + yesBp(a), 0)).toBeGreaterThan(9_990)
      expect(answers.reduce((sum, a) => sum + yesBp(a), 0)).toBeLessThan(10_010)
      // Stored with the first stage: a month long, ending at each answer's chance, and at every
      // moment the answers' chances add up to 100 % (to the charts' tenth of a point each).
      const charts = answers.map((a) => seed.first.histories.find((h) => h.marketId === a.id)!.points)
      for (const [i, a] of answers.entries()) {
        expect(charts[i]![0]!.t).toBeLessThanOrEqual(NOW - 29 * DAY)
        expect(charts[i]!.at(-1)!.t).toBe(NOW)
        expect(charts[i]!.at(-1)!.y).toBeCloseTo(yesBp(a) / 100, 0)
      }
      for (let k = 0; k < charts[0]!.length; k += 1) {
        expect(new Set(charts.map((c) => c[k]!.t)).size).toBe(1)
        expect(Math.abs(charts.reduce((sum, c) => sum + c[k]!.y, 0) - 100)).toBeLessThanOrEqual(0.05 * answers.length + 0.05)
      }
    }
    // The simulation's Yes/No trading passes over them.
    const grouped = new Set(all.markets.filter((m) => m.kind === 'multi' || m.kind === 'answer').map((m) => m.id))
    expect(seed.universe.marketIds.some((id) => grouped.has(id))).toBe(false)
  })
})

describe('money and stages', () => {
  it('the whole seed conserves cash exactly (the house funds every pool)', () => {
    expect(invariantsOf(all)).toEqual([])
  })

  it('the first stage alone is consistent and holds what the home screen needs', () => {
    const first = seed.first
    expect(invariantsOf(first)).toEqual([])
    expect(first.categories).toHaveLength(8)
    expect(first.users.map((u) => u.id)).toEqual(['demo-user', 'admin-user'])
    expect(first.markets.length).toBeGreaterThan(150)
    expect(first.markets.length).toBeLessThan(700)
    const firstIds = new Set(first.markets.map((m) => m.id))
    for (const m of all.markets.filter((x) => (x.featured || x.trending) && isOpenAt(x, NOW)))
      expect(firstIds.has(m.id)).toBe(true)
    expect(first.markets.filter((m) => m.status === 'resolved').length).toBeGreaterThanOrEqual(3)
  })

  it('writes the second stage in slices that each keep the books balanced', () => {
    expect(seed.restChunks.length).toBeGreaterThan(1)
    expect(seed.restChunks.flatMap((c) => c.markets.map((m) => m.id))).toEqual(seed.rest.markets.map((m) => m.id))
    expect(seed.restChunks.flatMap((c) => c.ledger.map((e) => e.id))).toEqual(seed.rest.ledger.map((e) => e.id))
    // What a database holds after the first stage and any number of slices.
    const written: SeedRows[] = [seed.first]
    // The first slice is the seeded past: it rewrites markets and accounts of the first stage (the last version counts).
    expect(seed.restChunks[0]!.startsSimulation).toBe(true)
    const latest = <T extends { id: string }>(rows: readonly T[]) => [...new Map(rows.map((r) => [r.id, r])).values()]
    for (const chunk of seed.restChunks) {
      if (!chunk.startsSimulation) expect(chunk.markets.length).toBeLessThanOrEqual(REST_CHUNK_MARKETS)
      written.push(chunk)
      const rows = written.reduce((a, b) => ({
        ...a,
        markets: latest([...a.markets, ...b.markets]),
        accounts: latest([...a.accounts, ...b.accounts]),
        positions: latest([...a.positions, ...b.positions]),
        orders: latest([...a.orders, ...b.orders]),
        ledger: [...a.ledger, ...b.ledger],
      }))
      expect(invariantsOf(rows)).toEqual([])
    }
  })

  it("derives each simulated trader's profile from the id alone", () => {
    expect(simTraderProfile('sim-42')).toEqual(simTraderProfile('sim-42'))
    expect(simTraderProfile('sim-42')).toMatchObject({ id: 'sim-42', username: expect.stringMatching(/^[a-z]+_[a-z]+42$/) })
    for (const id of ['sim-12000', 'sim-042', 'sim--1', 'sim-', 'demo-user', 'sim-1.5'])
      expect(simTraderProfile(id), id).toBeNull()
  })

  it('gives demo users $10,000 and exports their credentials', () => {
    expect(DEMO_USERS.map((u) => [u.id, u.username, u.password, u.firstName, u.lastName, u.email, u.role])).toEqual([
      ['demo-user', 'demo', 'demo123', 'Demo', 'Trader', 'demo@foresight.example', 'user'],
      ['admin-user', 'admin', 'admin123', 'Alex', 'Admin', 'admin@foresight.example', 'admin'],
    ])
    expect(demoUserRows(NOW).every((u) => !('password' in u))).toBe(true)
    // As opened; the demo trader then spends some in the seeded past (seed/past/past.test.ts).
    for (const id of ['demo-user', 'admin-user'])
      expect(seed.first.accounts.find((a) => a.id === id)?.balanceCents).toBe(1_000_000)
    expect(all.accounts.find((a) => a.id === 'admin-user')?.balanceCents).toBe(1_000_000)
  })
})

describe('determinism', () => {
  it('same seed value ⇒ byte-identical output', () => {
    expect(JSON.stringify(buildSeed(42, NOW))).toBe(JSON.stringify(seed))
  })

  it('another seed value ⇒ another catalogue', () => {
    expect(JSON.stringify(buildSeed(43, NOW).first.markets)).not.toBe(JSON.stringify(seed.first.markets))
  })
})

describe('the seeded exchange runs', () => {
  it('simulated traders trade on it and every invariant still holds', () => {
    const ex = new MemoryExchange()
    const stored = new Set(all.histories.map((h) => h.marketId))
    const histories = [...all.histories, ...all.markets.flatMap((m) => (stored.has(m.id) ? [] : (seededHistory(m) ?? [])))]
    ex.apply({
      markets: all.markets,
      accounts: all.accounts,
      positions: all.positions,
      lpShares: all.lpShares,
      histories,
      trades: [],
      ledger: all.ledger,
      orders: all.orders,
    })
    const rng = createRngFromState(seed.simRngState)
    let now = NOW
    for (let i = 0; i < 40; i += 1) {
      ex.simulate(seed.universe, now, now + 60_000, rng)
      now += 60_000
    }
    expect(ex.trades.length).toBeGreaterThan(50)
    expect(
      checkInvariants({
        markets: ex.slice.markets.values(),
        accounts: ex.slice.accounts.values(),
        positions: ex.slice.positions.values(),
        orders: ex.slice.orders.values(),
        ledger: ex.ledger,
        now,
      }),
    ).toEqual([])
    // The closed markets awaiting resolution were settled after the resolution delay.
    expect(
      [...ex.slice.markets.values()].filter((m) => m.status === 'closed' && isDueForResolution(m, now - 5_000)),
    ).toHaveLength(0)
  })
})
