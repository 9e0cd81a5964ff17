import { beforeAll, describe, expect, it } from 'vitest'
import {
  accountFigures,
  checkInvariants,
  isInstantMarket,
  orderBook,
  positionFigures,
  sideBp,
  yesProbability,
} from '../../src/exchange'
import type { MarketRow } from '../../src/exchange'
import { updateTraderStats } from '../../src/exchange/trader-stats'
import { updateFlowBuckets } from '../../src/exchange/trade-flow'
import { changeSet } from '../../src/exchange/change-set'
import { allSeedRows, buildSeed } from '../build-seed'
import type { Seed, SeedRows } from '../build-seed'
import { simTraderProfile } from '../sim-traders'
import { PAST_DAYS, STORY_OPEN_POSITIONS } from '.'

const NOW = Date.UTC(2025, 5, 15, 12, 0)
const DAY = 86_400_000
const DEMO = 'demo-user'

let seed: Seed
let all: SeedRows
let past: SeedRows

beforeAll(() => {
  seed = buildSeed(42, NOW)
  all = allSeedRows(seed)
  past = seed.restChunks[0]!
})

describe('the seeded past', () => {
  it('is the same rows for the same seed value and clock, and other rows for another seed', () => {
    expect(JSON.stringify(buildSeed(42, NOW).restChunks[0])).toBe(JSON.stringify(past))
    expect(JSON.stringify(buildSeed(43, NOW).restChunks[0]!.trades)).not.toBe(JSON.stringify(past.trades))
  })

  it('keeps every invariant of the exchange, on the whole seed and with the first stage alone', () => {
    expect(
      checkInvariants({
        markets: all.markets,
        accounts: all.accounts,
        positions: all.positions,
        orders: all.orders,
        ledger: all.ledger,
        now: NOW,
      }),
    ).toEqual([])
    const first = seed.first
    expect(
      checkInvariants({
        markets: first.markets,
        accounts: first.accounts,
        positions: first.positions,
        orders: first.orders,
        ledger: first.ledger,
        now: NOW,
      }),
    ).toEqual([])
  })

  it('spans the last 30 days, with trades in the last 24 hours, and nothing after now', () => {
    const times = past.trades.map((t) => t.createdAt)
    expect(Math.min(...times)).toBeGreaterThanOrEqual(NOW - PAST_DAYS * DAY)
    expect(Math.max(...times)).toBeLessThanOrEqual(NOW)
    expect(past.trades.filter((t) => t.createdAt > NOW - DAY).length).toBeGreaterThan(100)
    expect(past.trades.some((t) => t.action === 'sell')).toBe(true)
    // The crowd rests limit orders too: some still open in the book now, some expired or cancelled.
    expect(past.orders.some((o) => o.status === 'open' && (o.expiresAt ?? Infinity) > NOW)).toBe(true)
    expect(past.orders.some((o) => o.status !== 'open')).toBe(true)
    for (const e of past.ledger) expect(e.at).toBeLessThanOrEqual(NOW)
    for (const h of past.histories) expect(h.points.at(-1)!.t).toBeLessThanOrEqual(NOW)
  })

  it("has the crowd's sells (taking profit, cutting losses) and liquidity moves in and out of pools, not only buys", () => {
    // Over the month (at now itself the market makers stock up for the book: ./books.ts).
    const crowd = past.trades.filter((t) => simTraderProfile(t.accountId) !== null && t.createdAt < NOW)
    const sells = crowd.filter((t) => t.action === 'sell').length
    // Some of the crowd's trades are sales (0.14 of them for this seed and date): not only buys.
    expect(sells / crowd.length).toBeGreaterThanOrEqual(0.12)
    expect(sells / crowd.length).toBeLessThanOrEqual(0.3)
    const moves = past.ledger.filter((e) => simTraderProfile(e.accountId) !== null).map((e) => e.kind)
    expect(moves.filter((k) => k === 'liquidity_add').length).toBeGreaterThanOrEqual(5)
    expect(moves.filter((k) => k === 'liquidity_remove').length).toBeGreaterThanOrEqual(2)
    // Providers still in a pool now: their shares are stored rows.
    expect(past.lpShares.some((l) => simTraderProfile(l.accountId) !== null && l.shares > 0)).toBe(true)
  })

  it('settles markets that closed in it, and opens and settles instant markets', () => {
    const settled = all.markets.filter((m) => m.status === 'resolved' && m.resolvedAt! > NOW - PAST_DAYS * DAY)
    expect(settled.filter((m) => !isInstantMarket(m)).length).toBeGreaterThanOrEqual(10)
    expect(settled.filter((m) => isInstantMarket(m)).length).toBeGreaterThanOrEqual(3)
    expect(
      all.markets.filter((m) => isInstantMarket(m) && m.status !== 'resolved' && m.closesAt > NOW).length,
    ).toBeGreaterThanOrEqual(10)
    for (const m of settled) expect(m.resolvedAt!).toBeGreaterThanOrEqual(m.closesAt)
  })

  it('derives the trader stats and trade-flow buckets from its own trades and positions', () => {
    // The same fold as backend/derived-stats.ts's upgrade backfill: the whole history as one change.
    const history = changeSet({ markets: all.markets, trades: past.trades, positions: all.positions })
    const byId = <T extends { id: string }>(rows: readonly T[]) => new Map(rows.map((r) => [r.id, r]))
    const stats = byId(updateTraderStats(history, new Map(), new Map()))
    for (const row of past.traderStats) {
      expect({ ...row, categories: undefined, lastTradeAt: undefined }).toEqual({
        ...stats.get(row.id),
        categories: undefined,
        lastTradeAt: undefined,
      })
    }
    expect(byId(past.flowBuckets)).toEqual(byId(updateFlowBuckets(history, new Map())))
    const withResults = past.traderStats.filter((s) => simTraderProfile(s.id) !== null && s.wins + s.losses > 0)
    expect(withResults.length).toBeGreaterThanOrEqual(10)
  })

  it('gives the admin recent sign-ups nobody can sign in as', () => {
    expect(all.signUps.length).toBeGreaterThanOrEqual(5)
    for (const u of all.signUps) {
      expect(u.createdAt).toBeLessThanOrEqual(NOW)
      expect(u.createdAt).toBeGreaterThan(NOW - PAST_DAYS * DAY)
      expect(u.role).toBe('user')
    }
    expect(new Set(all.signUps.map((u) => u.username)).size).toBe(all.signUps.length)
  })
})

describe("the demo trader's month", () => {
  const markets = () => new Map<string, MarketRow>(all.markets.map((m) => [m.id, m]))

  it("holds about eight open positions, with gains and losses at today's prices", () => {
    const byId = markets()
    const open = all.positions.filter((p) => p.accountId === DEMO && !p.settled && p.quantity > 0)
    expect(open.length).toBeGreaterThanOrEqual(STORY_OPEN_POSITIONS - 1)
    // The planned ones, the late call with the crowd, the copied trade and a limit order's fills at most.
    expect(open.length).toBeLessThanOrEqual(STORY_OPEN_POSITIONS + 3)
    const pnl = open.map((p) => positionFigures(p, byId.get(p.marketId)!).pnlCents)
    expect(pnl.some((c) => c > 0)).toBe(true)
    expect(pnl.some((c) => c < 0)).toBe(true)
  })

  it('sold out of some markets and had others settle: realized P&L', () => {
    const mine = all.positions.filter((p) => p.accountId === DEMO)
    const settled = mine.filter((p) => p.settled)
    expect(settled.length).toBeGreaterThanOrEqual(2)
    expect(settled.some((p) => p.payoutCents > p.costCents)).toBe(true)
    expect(settled.some((p) => p.payoutCents < p.costCents)).toBe(true)
    expect(mine.filter((p) => !p.settled && p.quantity === 0 && p.realizedCents !== 0).length).toBeGreaterThanOrEqual(1)
    expect(past.trades.filter((t) => t.accountId === DEMO && t.action === 'sell').length).toBeGreaterThanOrEqual(1)
    const account = all.accounts.find((a) => a.id === DEMO)!
    const figures = accountFigures({
      balanceCents: account.balanceCents,
      positions: mine.filter((p) => !p.settled && p.quantity > 0),
      lpShares: all.lpShares.filter((l) => l.accountId === DEMO),
      markets: markets(),
    })
    expect(figures.realizedPnlCents).not.toBe(0)
  })

  it('traded on each of the last 30 days (30 days of points on the My Trades charts)', () => {
    const days = new Set(past.trades.filter((t) => t.accountId === DEMO).map((t) => Math.floor((NOW - t.createdAt) / DAY)))
    expect(days.size).toBe(30)
  })

  it('follows three traders, copied one trade, provides liquidity to one pool, and its log tells it', () => {
    expect(past.follows.map((f) => f.followerId)).toEqual([DEMO, DEMO, DEMO])
    expect(new Set(past.follows.map((f) => f.traderId)).size).toBe(3)
    expect(past.copies).toHaveLength(1)
    const copy = past.copies[0]!
    expect(past.trades.find((t) => t.id === copy.tradeId)?.accountId).toBe(DEMO)
    expect(past.trades.find((t) => t.id === copy.sourceTradeId)?.accountId).toBe(copy.traderId)
    expect(past.follows.map((f) => f.traderId)).toContain(copy.traderId)
    expect(all.lpShares.filter((l) => l.accountId === DEMO && l.shares > 0)).toHaveLength(1)
    const actions = past.activity.map((a) => a.action)
    const buys = past.trades.filter((t) => t.accountId === DEMO && t.action === 'buy').length
    expect(actions.filter((a) => a === 'trade_placed')).toHaveLength(buys)
    expect(actions.filter((a) => a === 'trader_followed')).toHaveLength(3)
    expect(actions.filter((a) => a === 'trade_copied')).toHaveLength(1)
    expect(actions.filter((a) => a === 'liquidity_added')).toHaveLength(1)
    // Ids sort as the log lists them: by time.
    const ids = past.activity.map((a) => a.id)
    expect([...ids].sort()).toEqual(ids)
  })
})

describe("the demo trader's resting orders", () => {
  it("two buys rest in the book at the seed's now, well under the price, their cash held back, each in the log", () => {
    const byId = new Map<string, MarketRow>(all.markets.map((m) => [m.id, m]))
    const mine = all.orders.filter((o) => o.accountId === DEMO)
    expect(mine).toHaveLength(2)
    for (const o of mine) {
      expect(o.status).toBe('open')
      expect(o.action).toBe('buy')
      expect(o.expiresAt).toBeNull()
      const market = byId.get(o.marketId)!
      expect(market.status).toBe('active')
      const priceCents = (o.side === 'yes' ? yesProbability(market) : 1 - yesProbability(market)) * 100
      expect(o.limitPriceCents).toBeLessThan(priceCents - 5)
      expect(o.limitPriceCents % 5).toBe(0)
      // More of a side it holds.
      expect(
        all.positions.some((p) => p.accountId === DEMO && p.marketId === o.marketId && p.side === o.side && p.quantity > 0),
      ).toBe(true)
    }
    const reserved = past.ledger.filter((e) => e.accountId === DEMO && e.kind === 'order_reserve')
    expect(reserved).toHaveLength(2)
    const placed = past.activity.filter((a) => a.action === 'order_placed')
    expect(placed.map((a) => [a.details.tradeAction, a.details.quantity, a.details.side, a.details.price])).toEqual(
      [...mine].sort((a, b) => a.createdAt - b.createdAt).map((o) => ['buy', o.quantity, o.side, String(o.limitPriceCents)]),
    )
  })
})

describe('the story holds for other seed values and clocks', () => {
  it.each([
    [1, Date.UTC(2026, 0, 3, 7, 30)],
    [20_250_101, Date.UTC(2026, 10, 25, 19, 0)],
    [7, Date.UTC(2024, 2, 31, 1, 15)],
  ])('seed %i', (value, now) => {
    const rows = buildSeed(value, now).restChunks[0]!
    const mine = rows.positions.filter((p) => p.accountId === DEMO)
    const open = mine.filter((p) => !p.settled && p.quantity > 0)
    expect(open.length).toBeGreaterThanOrEqual(STORY_OPEN_POSITIONS - 1)
    expect(mine.filter((p) => p.settled).length).toBeGreaterThanOrEqual(2)
    expect(rows.follows).toHaveLength(3)
    expect(rows.orders.filter((o) => o.accountId === DEMO && o.status === 'open')).toHaveLength(2)
    expect(rows.copies).toHaveLength(1)
    expect(new Set(rows.trades.filter((t) => t.accountId === DEMO).map((t) => Math.floor((now - t.createdAt) / DAY))).size).toBe(
      30,
    )
    expect(
      rows.traderStats.filter((s) => simTraderProfile(s.id) !== null && s.wins + s.losses > 0).length,
    ).toBeGreaterThanOrEqual(10)
    expect(rows.trades.filter((t) => t.action === 'sell').length / rows.trades.length).toBeGreaterThan(0.1)
    expect(rows.ledger.some((e) => e.kind === 'liquidity_remove' && simTraderProfile(e.accountId) !== null)).toBe(true)
  })
})

describe("the crowd's book at the seed's now", () => {
  const HOUR = 3_600_000
  const open = () =>
    all.markets.filter(
      (m) =>
        (m.featured || m.trending) &&
        m.status === 'active' &&
        !isInstantMarket(m) &&
        // The crowd keeps the books of Yes/No markets (a multi-answer market's answers have none yet).
        m.kind !== 'multi' &&
        m.closesAt - NOW >= 48 * HOUR,
    )
  const bookOf = (m: MarketRow) =>
    orderBook(
      all.orders.filter((o) => o.marketId === m.id && o.status === 'open'),
      NOW,
    )

  it('bids for both sides at two levels or more in every featured and trending market, under the price', () => {
    expect(open().length).toBeGreaterThan(100)
    for (const m of open()) {
      const book = bookOf(m)
      for (const side of ['yes', 'no'] as const) {
        expect(book[side].bids.length, `${m.id} ${side} bids`).toBeGreaterThanOrEqual(2)
        const price = sideBp(m, side) / 100
        for (const level of book[side].bids) expect(level.priceCents).toBeLessThan(price)
        for (const level of book[side].asks) expect(level.priceCents).toBeGreaterThan(price)
      }
    }
  })

  it('offers contracts on both sides in most featured markets, each by a simulated trader who holds them', () => {
    const featured = open().filter((m) => m.featured)
    const full = featured.filter((m) => {
      const book = bookOf(m)
      return book.yes.asks.length > 0 && book.no.asks.length > 0
    })
    expect(full.length / featured.length).toBeGreaterThanOrEqual(0.6)
    for (const o of all.orders.filter((r) => r.status === 'open' && r.action === 'sell' && r.accountId !== DEMO)) {
      expect(simTraderProfile(o.accountId)).not.toBeNull()
      const held = all.positions.find((p) => p.accountId === o.accountId && p.marketId === o.marketId && p.side === o.side)!
      expect(held.reservedQuantity ?? 0).toBeGreaterThanOrEqual(o.quantity - o.filledQuantity)
    }
  })
})
