/**
 * Node-side figures of the benchmark (run by bench/sections/node.mjs through Vite's module
 * runner): the full seed into fake-indexeddb, trades per second through the real handlers
 * (msw/node intercepting fetch, as the handler tests do), and quotes per second of the
 * pure market maker.
 */
import 'fake-indexeddb/auto'
import { setupServer } from 'msw/node'
import { createTestBackend } from '../../mocks/node'
import { MemoryExchange, changeSet, openAccount, quoteBuy, type PoolState } from '../../src/exchange'
import { bookTrade, tradingTables } from '../../backend/trading'

export interface NodeBenchResult {
  seedMs: number
  seedFirstStageMs: number
  trades: number
  tradesPerSecond: number
  quotesPerSecond: number
  /** POST /api/admin/markets/{id}/resolve of a market with 1,000 people's positions, each sample (ms). */
  resolve1000Ms: number[]
  /** A buy on a 20-answer market, the exchange's command alone (tradeMulti with its arbitrage, no store), each sample (ms). */
  multiBuy20Ms: number[]
  /** The same buys through POST /api/trades (answerId), each sample (ms). */
  multiApiBuy20Ms: number[]
  /** POST /api/admin/markets: a Yes/No market and a 20-answer one in turn, each sample (ms). */
  createMarketMs: number[]
}

const ORIGIN = 'http://bench.foresight.test'

/**
 * Seeding times, building the seed each time (a new `now` is a new seed: built seeds are
 * cached per seed value and time), after one warm-up that loads the modules.
 */
async function timeSeed(): Promise<{ full: number; first: number }> {
  const day = 86_400_000
  const base = Date.UTC(2026, 10, 22, 12)
  await createTestBackend({ seed: 'first', now: base - day })
  let t = performance.now()
  await createTestBackend({ seed: 'first', now: base - 2 * day })
  const first = performance.now() - t
  t = performance.now()
  await createTestBackend({ seed: 'full', now: base - 3 * day })
  return { full: performance.now() - t, first }
}

/** msw keeps the session cookie per origin, like a browser (see mocks/test/test-api.ts). */
async function post(path: string, body: unknown): Promise<Response> {
  return fetch(ORIGIN + path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
}

/** A seeded backend answering this process's fetch calls (msw/node), as the handler tests run it; close `server` after. */
async function servedBackend(seed: 'first' | 'full') {
  const t = await createTestBackend({ seed })
  const server = setupServer(...t.handlers)
  server.listen({ onUnhandledRequest: 'error' })
  return { backend: t.backend, server }
}

/** Signs in as `username` (fetch keeps the session cookie for the calls after). */
async function signIn(username: string, password: string): Promise<void> {
  const res = await post('/api/auth/login', { username, password })
  if (res.status !== 200) throw new Error(`login: ${res.status}`)
}

/** Sequential trades by the demo trader through POST /api/trades, after a warm-up. */
async function tradesPerSecond(count: number): Promise<number> {
  const { server } = await servedBackend('full')
  try {
    await signIn('demo', 'demo123')
    const markets = (await (await fetch(`${ORIGIN}/api/markets?kind=binary&limit=100`, { credentials: 'include' })).json()) as {
      id: string
      yesPrice: number
    }[]
    const trade = async (i: number) => {
      const m = markets[i % markets.length]
      const res = await post('/api/trades', { marketId: m.id, side: 'yes', quantity: 1, price: String(m.yesPrice) })
      if (res.status !== 201 && res.status !== 200) throw new Error(`trade ${i}: ${res.status} ${await res.text()}`)
      await res.text()
    }
    for (let i = 0; i < 50; i++) await trade(i)
    const started = performance.now()
    for (let i = 0; i < count; i++) await trade(i)
    return count / ((performance.now() - started) / 1000)
  } finally {
    server.close()
  }
}

/**
 * Resolving an admin's market held by 1,000 positions (500 people, each holding Yes and No: each
 * buys both), through POST /api/admin/markets/{id}/resolve. The holdings are booked as trades
 * (bookTrade, untimed): real positions, collateral and stats. One backend per sample's market.
 */
async function resolveThousand(samples = 8, people = 500): Promise<number[]> {
  const { backend, server } = await servedBackend('first')
  try {
    await signIn('admin', 'admin123')
    const out: number[] = []
    for (let s = 0; s < samples + 1; s++) {
      const created = await post('/api/admin/markets', {
        title: `Bench question number ${s}?`,
        categoryId: 'tech',
        closesAt: new Date(backend.now() + 7 * 86_400_000).toISOString(),
        rules: 'Resolves when the bench says so.',
      })
      if (created.status !== 201) throw new Error(`create: ${created.status} ${await created.text()}`)
      const market = (await created.json()) as { id: string }
      for (let k = 0; k < people; k++) {
        await backend.db.transaction('rw', tradingTables(backend), async () => {
          for (const side of ['yes', 'no'] as const) {
            await bookTrade(backend, `bench-${s}-${k}`, { marketId: market.id, side, quantity: 1 + (k % 7) })
          }
        })
      }
      const started = performance.now()
      const res = await post(`/api/admin/markets/${market.id}/resolve`, { outcome: s % 2 ? 'yes' : 'no' })
      await res.text()
      // The first sample warms the modules up.
      if (s > 0) out.push(performance.now() - started)
      if (res.status !== 200) throw new Error(`resolve: ${res.status}`)
    }
    return out
  } finally {
    server.close()
  }
}

/**
 * Through the API, on the seed's first stage: an admin creates markets (a Yes/No one and a
 * 20-answer one in turn: 20 samples after 2 warm-ups), then the demo trader buys on the last
 * 20-answer market through POST /api/trades with answerId (200 samples after 20 warm-ups, over
 * every answer, both sides, 1 to 100 contracts: the demo trader's $10,000 pays for them all).
 */
async function multiThroughApi(): Promise<{ create: number[]; buys: number[] }> {
  const { backend, server } = await servedBackend('first')
  try {
    await signIn('admin', 'admin123')
    const create: number[] = []
    let market: { id: string; answers: { id: string; yesPrice: string }[] } | null = null
    for (let s = 0; s < 22; s++) {
      const multi = s % 2 === 1
      const started = performance.now()
      const res = await post('/api/admin/markets', {
        // A 20-answer market as deep as the exchange-only figure's ($20,000: $1,000 an answer).
        ...(multi
          ? { kind: 'multi', answers: Array.from({ length: 20 }, (_, i) => `Answer ${i + 1}`), liquidityCents: 2_000_000 }
          : {}),
        title: `Bench question number ${s}?`,
        categoryId: 'tech',
        closesAt: new Date(backend.now() + 7 * 86_400_000).toISOString(),
        rules: 'Resolves when the bench says so.',
      })
      const body = await res.json()
      if (s >= 2) create.push(performance.now() - started)
      if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(body)}`)
      if (multi) market = body
    }
    await signIn('demo', 'demo123')
    const buys: number[] = []
    for (let i = 0; i < 220; i++) {
      const answer = market!.answers[(i * 7) % 20]!
      const started = performance.now()
      const res = await post('/api/trades', {
        marketId: market!.id,
        answerId: answer.id,
        side: i % 3 === 0 ? 'no' : 'yes',
        quantity: 1 + ((i * 37) % 100),
        price: answer.yesPrice,
      })
      await res.text()
      if (i >= 20) buys.push(performance.now() - started)
      if (res.status !== 201) throw new Error(`buy: ${res.status}`)
    }
    return { create, buys }
  } finally {
    server.close()
  }
}

function quotesPerSecond(): number {
  const pools: PoolState[] = Array.from({ length: 64 }, (_, i) => ({ yesReserve: 1000 + i * 37, noReserve: 2500 - i * 11 }))
  let sink = 0
  const run = (n: number) => {
    for (let i = 0; i < n; i++) sink += quoteBuy(pools[i & 63], i & 1 ? 'yes' : 'no', 1 + (i % 500)).costCents
  }
  run(20_000)
  const n = 500_000
  const started = performance.now()
  run(n)
  const seconds = (performance.now() - started) / 1000
  if (sink === 0) throw new Error('unreachable: keeps the loop alive')
  return n / seconds
}

/**
 * Buys on a 20-answer market through the exchange's own command (src/exchange/multi/market.ts):
 * the arbitrage across the 20 pools and the change set, with no store. 50 warm-ups, then 500
 * samples over every answer, both sides and 1 to 250 contracts.
 */
function multiBuys(): number[] {
  const ex = new MemoryExchange()
  const t0 = Date.UTC(2026, 10, 22, 12)
  for (const [id, kind] of [
    ['house', 'house'],
    ['trader', 'user'],
  ] as const) {
    const opened = openAccount(ex.ids, id, kind, t0, 100_000_000)
    ex.apply(changeSet({ accounts: [opened.account], ledger: [opened.entry] }))
  }
  const answers = Array.from({ length: 20 }, (_, i) => ({ id: `a${i}`, text: `Answer ${i}` }))
  ex.openMulti({
    id: 'm',
    title: 'Which of twenty?',
    description: '',
    categoryId: 'tech',
    createdAt: t0,
    closesAt: t0 + 30 * 86_400_000,
    answers,
    liquidityCents: 2_000_000,
    providerId: 'house',
  })
  const out: number[] = []
  for (let i = 0; i < 550; i++) {
    const started = performance.now()
    ex.tradeMulti({
      accountId: 'trader',
      marketId: 'm',
      answerId: answers[(i * 7) % 20]!.id,
      side: i % 3 === 0 ? 'no' : 'yes',
      action: 'buy',
      quantity: 1 + ((i * 37) % 250),
      now: t0 + i,
    })
    if (i >= 50) out.push(performance.now() - started)
  }
  return out
}

export async function runNodeBench(tradeCount = 1000): Promise<NodeBenchResult> {
  const seed = await timeSeed()
  const tps = await tradesPerSecond(tradeCount)
  const resolve1000Ms = await resolveThousand()
  const api = await multiThroughApi()
  return {
    multiApiBuy20Ms: api.buys,
    createMarketMs: api.create,
    resolve1000Ms,
    seedMs: seed.full,
    seedFirstStageMs: seed.first,
    trades: tradeCount,
    tradesPerSecond: tps,
    quotesPerSecond: quotesPerSecond(),
    multiBuy20Ms: multiBuys(),
  }
}
