import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { useTestServer, type TestApi, type TestClient } from '../../mocks/test/test-api'
import { simulateUntil, SIM_TRADERS_META_KEY } from '../simulation'
import { Portfolio, Trade, Trader, type Market } from '../../src/api/contract'
import type { TradeRow } from '../../src/exchange'
import { tradesCsv, TRADES_CSV_HEADER } from '../../src/lib/trades-csv'
import { cumulativePnl, tradeFigures } from '../../src/features/my-trades/trade-stats'

/**
 * Held by a property (docs/product.md, "Lots" and "The account"): over random sequences of
 * buys, partial sales, closes, limit orders that fill, pool adds and removes, fast-forwards and
 * the settlements they bring, every figure the API answers (the portfolio, each lot and sale of
 * the trade history, the win rate, the leaderboard's entry, the CSV, the cumulative chart's
 * end) equals its definition, worked out here from the stored rows: the ledger, the trades
 * replayed first in first out, and the markets' prices.
 */
const setup = useTestServer()
const cents = (dollars: string | number) => Math.round(Number(dollars) * 100)
const HOUR = 3_600_000

type Side = 'yes' | 'no'
const who = fc.integer({ min: 0, max: 1 })
const mkt = fc.integer({ min: 0, max: 2 })
const side = fc.constantFrom<Side>('yes', 'no')
const step = fc.oneof(
  { weight: 4, arbitrary: fc.record({ t: fc.constant('buy' as const), who, mkt, side, qty: fc.integer({ min: 1, max: 250 }) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('sell' as const),
      who,
      mkt,
      side,
      part: fc.double({ min: 0.05, max: 1, noNaN: true }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('close' as const), who, mkt, side }) },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('limit' as const),
      who,
      mkt,
      side,
      qty: fc.integer({ min: 1, max: 120 }),
      offset: fc.integer({ min: -4, max: 4 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('add' as const), who, mkt, dollars: fc.integer({ min: 5, max: 300 }) }) },
  {
    weight: 1,
    arbitrary: fc.record({ t: fc.constant('remove' as const), who, mkt, part: fc.double({ min: 0.1, max: 1, noNaN: true }) }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('forward' as const), hours: fc.integer({ min: 1, max: 60 }) }) },
)
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never

interface World {
  api: TestApi
  people: { client: TestClient; id: string }[]
  markets: string[]
}

async function person(api: TestApi, username: string) {
  const client = api.client()
  const res = await client.post('/api/auth/register', { username, password: 'secret123', firstName: username, lastName: 'Lot' })
  expect(res.status).toBe(201)
  return { client, id: (await client.login(username, 'secret123')).id as string }
}

async function market(w: World, i: number): Promise<Market> {
  return (await w.people[0]!.client.get(`/api/markets/${w.markets[i]}`)).json as Market
}

/** Runs one step over HTTP; a refusal (4xx) is a fine outcome, a 5xx is not. */
async function run(w: World, s: Step): Promise<void> {
  w.api.advance(1_000) // each step at its own moment, so the history has one order
  if (s.t === 'forward') {
    w.api.advance(s.hours * HOUR)
    await simulateUntil(w.api.backend, w.api.backend.now())
    return
  }
  const { client, id } = w.people[s.who]!
  const m = await market(w, s.mkt)
  const price = (sd: Side) => (sd === 'yes' ? m.yesPrice : m.noPrice)
  let res: { status: number; text: string }
  if (s.t === 'buy')
    res = await client.post('/api/trades', { marketId: m.id, side: s.side, quantity: s.qty, price: price(s.side) })
  else if (s.t === 'sell' || s.t === 'close') {
    const held = (await w.api.backend.db.positions.get(`${id}:${m.id}:${s.side}`))?.quantity ?? 0
    const quantity = s.t === 'close' ? held : Math.max(1, Math.floor(held * s.part))
    res = await client.post('/api/trades', {
      marketId: m.id,
      side: s.side,
      action: 'sell',
      quantity: Math.max(1, quantity),
      price: price(s.side),
    })
  } else if (s.t === 'limit') {
    const limit = Math.min(99, Math.max(1, Math.round(Number(price(s.side))) + s.offset))
    res = await client.post('/api/orders', {
      marketId: m.id,
      side: s.side,
      action: 'buy',
      quantity: s.qty,
      limitPriceCents: limit,
      expiresAt: null,
    })
  } else if (s.t === 'add') res = await client.post(`/api/liquidity/${m.id}/add`, { amount: s.dollars })
  else {
    const pools = (await client.get('/api/liquidity/pools')).json as { pools: { id: string; myValue: string }[] }
    const mine = Number(pools.pools.find((p) => p.id === m.id)?.myValue ?? 0)
    res = await client.post(`/api/liquidity/${m.id}/remove`, { amount: Math.max(0.01, Math.floor(mine * s.part * 100) / 100) })
  }
  if (process.env.LOTS_DEBUG) console.log(s.t, res.status, res.text.slice(0, 120))
  expect(res.status, res.text).toBeLessThan(500)
}

interface OracleLot {
  id: string
  quantity: number
  cost: number
  held: number
  heldCost: number
  sold: number
  proceeds: number
}

/** Cents shared by weights, exactly: floors, then a cent each by largest remainder (earlier first on a tie). */
function share(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0)
  if (sum === 0) return weights.map(() => 0)
  const exact = weights.map((x) => (total * x) / sum)
  const out = exact.map(Math.floor)
  let left = total - out.reduce((a, b) => a + b, 0)
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1])
  for (const [, i] of order) if (left-- > 0) out[i]! += 1
  return out
}

/** One position's lots replayed from its trades (and pool hand-backs), first in, first out. */
function replay(trades: readonly TradeRow[], poolLots: readonly Trade[]): Map<string, OracleLot> {
  const events = [
    ...trades.map((t) => ({ at: t.createdAt, trade: t as TradeRow | null, pool: null as Trade | null })),
    ...poolLots.map((p) => ({ at: Date.parse(p.createdAt), trade: null, pool: p })),
  ].sort((a, b) => a.at - b.at)
  const lots: OracleLot[] = []
  for (const e of events) {
    if (e.pool) {
      const c = cents(e.pool.cost)
      lots.push({ id: e.pool.id, quantity: e.pool.quantity, cost: c, held: e.pool.quantity, heldCost: c, sold: 0, proceeds: 0 })
    } else if (e.trade!.action === 'buy') {
      const t = e.trade!
      lots.push({
        id: t.id,
        quantity: t.quantity,
        cost: t.cashCents,
        held: t.quantity,
        heldCost: t.cashCents,
        sold: 0,
        proceeds: 0,
      })
    } else {
      const t = e.trade!
      let left = t.quantity
      const taken = lots.map((l) => {
        const k = Math.min(left, l.held)
        left -= k
        return k
      })
      const proceeds = share(t.cashCents, taken)
      let basis = 0
      lots.forEach((l, i) => {
        const k = taken[i]!
        if (k === 0) return
        const out = k === l.held ? l.heldCost : Math.round((l.heldCost * k) / l.held)
        basis += out
        Object.assign(l, { held: l.held - k, heldCost: l.heldCost - out, sold: l.sold + k, proceeds: l.proceeds + proceeds[i]! })
      })
      expect(t.costBasisCents, `sale ${t.id}: cost basis of the oldest contracts`).toBe(basis)
    }
  }
  return new Map(lots.map((l) => [l.id, l]))
}

/** What the runs covered: the property is only as good as the cases it met. */
const seen = { sales: 0, partlySold: 0, fills: 0, poolLots: 0, resolvedLots: 0, paired: 0 }

async function check(w: World, p: { client: TestClient; id: string }) {
  const { db } = w.api.backend
  const portfolio = Portfolio.parse((await p.client.get(`/api/portfolio/${p.id}`)).json)
  const history = Trade.array().parse((await p.client.get(`/api/trades?userId=${p.id}`)).json)
  const me = Trader.array()
    .parse((await p.client.get('/api/social/traders')).json)
    .find((t) => t.id === p.id)
  const [account, ledger, rows, positions] = await Promise.all([
    db.accounts.get(p.id),
    db.ledger.where('accountId').equals(p.id).toArray(),
    db.trades.where('accountId').equals(p.id).toArray(),
    db.positions.where('accountId').equals(p.id).toArray(),
  ])
  const f = portfolio.figures
  // The balance is the ledger's sum; the account's figures add up.
  expect(account!.balanceCents).toBe(ledger.reduce((s, e) => s + e.amountCents, 0))
  expect(cents(portfolio.balance)).toBe(account!.balanceCents)
  expect(cents(f.totalPnl)).toBe(cents(portfolio.totalValue) - 1_000_000)
  expect(cents(f.totalPnl)).toBe(cents(f.realizedPnl) + cents(f.unrealizedPnl))
  expect(cents(f.unrealizedPnl)).toBe(cents(f.positionsPnl) + cents(f.poolsPnl))

  const lots = history.filter((t) => t.action === 'buy')
  const sales = history.filter((t) => t.action === 'sell')
  seen.sales += sales.length
  seen.partlySold += lots.filter((t) => t.soldQuantity > 0 && t.heldQuantity > 0).length
  seen.fills += history.filter((t) => t.kind === 'fill').length
  seen.poolLots += lots.filter((t) => t.kind === 'pool').length
  seen.resolvedLots += lots.filter((t) => t.status === 'won' || t.status === 'lost').length
  seen.paired += ledger.some((e) => e.kind === 'liquidity_remove') ? 1 : 0
  expect(sales.length + lots.filter((t) => t.kind !== 'pool').length).toBe(rows.length)
  for (const t of history) expect(cents(t.pnl), t.id).toBe(cents(t.realizedPnl) + cents(t.unrealizedPnl))
  for (const t of sales) {
    const row = rows.find((r) => r.id === t.id)!
    expect(t.status).toBe('sold')
    expect(cents(t.proceeds)).toBe(row.cashCents)
    expect(cents(t.realizedPnl)).toBe(row.cashCents - row.costBasisCents!)
  }
  for (const pos of positions) {
    const m = (await db.markets.get(pos.marketId))!
    const mine = lots.filter((t) => t.marketId === pos.marketId && t.side === pos.side)
    const resolved = pos.settled || m.status === 'resolved'
    const paired = ledger.some((e) => e.kind === 'liquidity_remove' && e.marketId === pos.marketId)
    // The lots add up to the position, to the cent.
    expect(mine.reduce((s, t) => s + t.heldQuantity, 0)).toBe(pos.quantity)
    expect(mine.reduce((s, t) => s + cents(t.heldCost), 0)).toBe(pos.costCents)
    expect(mine.reduce((s, t) => s + cents(t.realizedPnl), 0)).toBe(pos.realizedCents)
    const value = mine.reduce((s, t) => s + cents(t.value), 0)
    const shown = (await p.client.get(`/api/markets/${pos.marketId}`)).json as Market
    const bp = Math.round(Number(pos.side === 'yes' ? shown.yesPrice : shown.noPrice) * 100)
    if (resolved) expect(value).toBe(m.resolution === pos.side ? pos.quantity * 100 : 0)
    else expect(value).toBe(Math.round((pos.quantity * bp) / 100))
    // Each lot, replayed first in first out from the trades (not where a pool's removal paired contracts).
    const oracle = paired
      ? null
      : replay(
          rows.filter((r) => r.marketId === pos.marketId && r.side === pos.side),
          mine.filter((t) => t.kind === 'pool'),
        )
    for (const t of mine) {
      expect(cents(t.pnl), t.id).toBe(cents(t.proceeds) + cents(t.value) - cents(t.cost))
      expect(t.status).toBe(t.heldQuantity === 0 ? 'sold' : !resolved ? 'open' : m.resolution === t.side ? 'won' : 'lost')
      if (!resolved) expect(cents(t.unrealizedPnl)).toBe(cents(t.value) - cents(t.heldCost))
      const o = oracle?.get(t.id)
      if (!oracle) continue
      expect(o, `lot ${t.id} replayed`).toBeDefined()
      expect({ held: t.heldQuantity, heldCost: cents(t.heldCost), sold: t.soldQuantity, proceeds: cents(t.proceeds) }).toEqual({
        held: o!.held,
        heldCost: o!.heldCost,
        sold: o!.sold,
        proceeds: o!.proceeds,
      })
    }
  }
  // A lot is dated when it finished: not while open; once closed, at or after its buy and never ahead of the clock.
  for (const t of lots) {
    if (t.status === 'open') expect(t.closedAt).toBeNull()
    else {
      expect(t.closedAt, JSON.stringify(t)).not.toBeNull()
      expect(Date.parse(t.closedAt!)).toBeGreaterThanOrEqual(Date.parse(t.createdAt))
      expect(Date.parse(t.closedAt!)).toBeLessThanOrEqual(w.api.backend.now())
    }
  }
  // Closed lots are the wins and losses, everywhere.
  const closed = lots.filter((t) => t.status !== 'open')
  expect(f.wins).toBe(closed.filter((t) => cents(t.pnl) > 0).length)
  expect(f.losses).toBe(closed.filter((t) => cents(t.pnl) <= 0).length)
  if (rows.length > 0) {
    expect(me).toBeDefined()
    expect(cents(me!.totalProfit)).toBe(cents(f.totalPnl))
    expect(me!.results).toBe(f.wins + f.losses)
    if (me!.results < 5) expect(me!.rank).toBeNull()
  }
  // The CSV: one line a row, the same figures.
  const csv = tradesCsv(history).trimEnd().split('\r\n')
  expect(csv).toHaveLength(history.length + 1)
  const col = (name: (typeof TRADES_CSV_HEADER)[number]) => TRADES_CSV_HEADER.indexOf(name)
  history.forEach((t, i) => {
    const cells = csv[i + 1]!.split(',')
    // Titles may hold commas: read the figures from the end of the line.
    const at = (name: (typeof TRADES_CSV_HEADER)[number]) => cells[cells.length - (TRADES_CSV_HEADER.length - col(name))]!
    expect(cents(at('P&L ($)'))).toBe(cents(t.pnl))
    expect(cents(at('Realized P&L ($)')) + cents(at('Unrealized P&L ($)'))).toBe(cents(t.pnl))
    expect(at('Status')).toBe(t.status)
  })
  // The cumulative chart ends at Total P&L.
  if (history.length > 0) {
    const points = cumulativePnl(history.map(tradeFigures), w.api.backend.now(), cents(f.totalPnl))
    expect(cents(points.at(-1)!.value)).toBe(cents(f.totalPnl))
  }
}

describe('lots and every figure (property)', () => {
  it('equal their definitions after any sequence of trades, sales, closes, limit fills, pools, fast-forwards and settlements', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 14 }), async (steps) => {
        const api = await setup()
        await api.backend.db.meta.put({ key: SIM_TRADERS_META_KEY, value: 0 })
        const now = api.backend.now()
        // The market closing first (a fast-forward can settle it) and two that stay open.
        const open = (from: number, n: number) =>
          api.backend.db.markets.where('[status+closesAt]').between(['active', from], ['active', Infinity]).limit(n).primaryKeys()
        const markets = [...(await open(now + 2 * HOUR, 1)), ...(await open(now + 40 * 24 * HOUR, 2))]
        const w: World = { api, people: [await person(api, 'lotta'), await person(api, 'fifo')], markets: markets.map(String) }
        // Something to sell from the start: both hold both sides of the first market.
        for (const p of w.people)
          for (const sd of ['yes', 'no'] as const) await run(w, { t: 'buy', who: w.people.indexOf(p), mkt: 0, side: sd, qty: 40 })
        // And a pool share to take out of (its contracts pair with what is held when removed).
        await run(w, { t: 'add', who: 0, mkt: 1, dollars: 100 })
        await run(w, { t: 'add', who: 1, mkt: 2, dollars: 100 })
        for (const s of steps) await run(w, s)
        for (const p of w.people) await check(w, p)
      }),
      { numRuns: 20, seed: 20261129, endOnFailure: true },
    )
    for (const [what, count] of Object.entries(seen)) expect(count, what).toBeGreaterThan(0)
  })
})
