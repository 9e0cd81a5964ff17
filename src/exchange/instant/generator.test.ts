import { describe, expect, it } from 'vitest'
import { changeSet } from '../change-set'
import { checkInvariants } from '../invariants'
import { sequentialIds } from '../ledger'
import { resolutionDelayMs } from '../lifecycle'
import { MemoryExchange } from '../memory-exchange'
import { yesProbability } from '../prices'
import { createRng } from '../random'
import { T0 } from '../testing/fixtures'
import type { AccountRow } from '../types'
import {
  INSTANT_ID_PREFIX,
  INSTANT_MAX_DURATION_MS,
  INSTANT_MIN_DURATION_MS,
  INSTANT_TARGET_LIVE,
  MAX_INSTANT_OPENS_PER_STEP,
  instantCloseTime,
  instantMarketSpec,
  instantMarketsToOpen,
  isInstantMarket,
  openInstantMarkets,
} from './generator'
import { INSTANT_CATEGORIES, utcClock } from './templates'

const NOW = Date.UTC(2026, 10, 22, 14, 7, 31)
const MIN = 60_000

describe('instantMarketSpec', () => {
  it('is deterministic: the same random source and clock give the same markets', () => {
    const draw = (seed: number, now: number) => {
      const rng = createRng(seed)
      return Array.from({ length: 20 }, () => instantMarketSpec(rng, now, 'house'))
    }
    expect(draw(7, NOW)).toEqual(draw(7, NOW))
    expect(draw(8, NOW)).not.toEqual(draw(7, NOW))
    expect(draw(7, NOW + 5 * MIN)).not.toEqual(draw(7, NOW))
  })

  it('draws well-formed instant markets: 15 min to 24 h on 5-minute marks, titles naming the close', () => {
    const rng = createRng(99)
    const specs = Array.from({ length: 500 }, () => instantMarketSpec(rng, NOW, 'house'))
    for (const spec of specs) {
      expect(spec.kind).toBe('instant')
      expect(spec.id.startsWith(INSTANT_ID_PREFIX)).toBe(true)
      expect(spec.id).toMatch(/^[A-Za-z0-9_-]{1,64}$/)
      expect(INSTANT_CATEGORIES).toContain(spec.categoryId)
      expect(spec.closesAt - NOW).toBeGreaterThanOrEqual(INSTANT_MIN_DURATION_MS)
      expect(spec.closesAt - NOW).toBeLessThanOrEqual(INSTANT_MAX_DURATION_MS)
      expect(spec.closesAt % (5 * MIN)).toBe(0)
      expect(spec.title).toContain(`${utcClock(spec.closesAt)} UTC`)
      expect(spec.title.endsWith('?')).toBe(true)
      expect(spec.yesProbability).toBeGreaterThanOrEqual(0.15)
      expect(spec.yesProbability).toBeLessThanOrEqual(0.85)
      expect(spec.trending || spec.featured).toBe(false)
    }
    expect(new Set(specs.map((s) => s.id)).size).toBe(specs.length)
    expect(new Set(specs.map((s) => s.categoryId)).size).toBe(INSTANT_CATEGORIES.length)
    // Mostly short markets: at least a third close within the hour.
    expect(specs.filter((s) => s.closesAt - NOW <= 60 * MIN).length).toBeGreaterThan(specs.length / 3)
  })
})

describe('instantCloseTime', () => {
  it.each<[string, number, number]>([
    ['rounds up to the next 5-minute mark', 15 * MIN, Date.UTC(2026, 10, 22, 14, 25)],
    ['never shorter than 15 minutes', 1 * MIN, Date.UTC(2026, 10, 22, 14, 25)],
    ['never longer than 24 hours', 30 * 60 * MIN, Date.UTC(2026, 10, 23, 14, 5)],
  ])('%s', (_, duration, expected) => {
    expect(instantCloseTime(NOW, duration)).toBe(expected)
  })
})

describe('instantMarketsToOpen', () => {
  it.each<[number, number]>([
    [0, Math.min(INSTANT_TARGET_LIVE, MAX_INSTANT_OPENS_PER_STEP)],
    [INSTANT_TARGET_LIVE - 3, 3],
    [INSTANT_TARGET_LIVE, 0],
    [INSTANT_TARGET_LIVE + 4, 0],
  ])('%d live → open %d', (live, open) => {
    expect(instantMarketsToOpen(live)).toBe(open)
  })
})

describe('openInstantMarkets', () => {
  function exchangeWithHouse(balanceCents: number) {
    const ex = new MemoryExchange(sequentialIds())
    const house: AccountRow = { id: 'house', kind: 'house', balanceCents, createdAt: T0 }
    const deposit = {
      id: 'd0',
      accountId: 'house',
      marketId: null,
      kind: 'deposit' as const,
      amountCents: balanceCents,
      at: T0,
      refId: null,
    }
    ex.apply(changeSet({ accounts: [house], ledger: balanceCents > 0 ? [deposit] : [] }))
    return { ex, house }
  }

  it.each([0, 5_000, 10_000_000])(
    'funds the pools from the house (balance %d¢), depositing only the shortfall',
    (balanceCents) => {
      const { ex, house } = exchangeWithHouse(balanceCents)
      const opening = openInstantMarkets({ count: 6, now: NOW, rng: createRng(3), ids: ex.ids, house })
      ex.apply(opening.changes)
      expect(opening.marketIds).toHaveLength(6)
      const markets = opening.marketIds.map((id) => ex.slice.markets.get(id)!)
      expect(markets.every((m) => isInstantMarket(m) && m.status === 'active')).toBe(true)
      expect(markets.every((m) => ex.slice.histories.get(m.id)?.points.length === 1)).toBe(true)
      const deposits = opening.changes.ledger.filter((e) => e.kind === 'deposit')
      expect(deposits.length).toBe(balanceCents >= 10_000_000 ? 0 : 1)
      expect(ex.slice.accounts.get('house')!.balanceCents).toBeGreaterThanOrEqual(0)
      expect(
        checkInvariants({
          markets: ex.slice.markets.values(),
          accounts: ex.slice.accounts.values(),
          positions: ex.slice.positions.values(),
          ledger: ex.ledger,
          orders: ex.slice.orders.values(),
          now: NOW,
        }),
      ).toEqual([])
      for (const m of markets) expect(Math.abs(yesProbability(m) - 0.5)).toBeLessThanOrEqual(0.36)
    },
  )

  it('never opens a market whose title one still listed has, nor two alike at once', () => {
    const { ex, house } = exchangeWithHouse(10_000_000)
    const titles = (opening: ReturnType<typeof openInstantMarkets>) => opening.changes.markets.map((m) => m.title)
    const listed = titles(openInstantMarkets({ count: 6, now: NOW, rng: createRng(3), ids: ex.ids, house }))
    // The same draws again: each would repeat a listed title, so each is drawn anew.
    const next = titles(openInstantMarkets({ count: 6, now: NOW, rng: createRng(3), ids: ex.ids, house, takenTitles: listed }))
    expect(next.filter((t) => listed.includes(t))).toEqual([])
    // Many at once (the seed's first refill): no two alike.
    const many = titles(openInstantMarkets({ count: 60, now: NOW, rng: createRng(7), ids: ex.ids, house }))
    expect(new Set(many).size).toBe(60)
    expect(new Set(next).size).toBe(6)
  })

  it('opens nothing for a count of zero', () => {
    const { ex, house } = exchangeWithHouse(0)
    expect(openInstantMarkets({ count: 0, now: NOW, rng: createRng(3), ids: ex.ids, house }).changes.accounts).toEqual([])
  })

  it('instant markets resolve minutes after closing, standard ones after half an hour', () => {
    expect(resolutionDelayMs({ kind: 'instant' })).toBe(3 * MIN)
    expect(resolutionDelayMs({ kind: 'standard' })).toBe(30 * MIN)
    expect(resolutionDelayMs({})).toBe(30 * MIN)
  })
})
