/**
 * Node-side figures of the benchmark (run by bench/sections/node.mjs through Vite's module
 * runner): the full seed into fake-indexeddb, trades per second through the real handlers
 * (msw/node intercepting fetch, as the handler tests do), and quotes per second of the
 * pure market maker.
 */
import 'fake-indexeddb/auto'
import { setupServer } from 'msw/node'
import { createTestBackend } from '../../mocks/node'
import { quoteBuy, type PoolState } from '../../src/exchange'

export interface NodeBenchResult {
  seedMs: number
  seedFirstStageMs: number
  trades: number
  tradesPerSecond: number
  quotesPerSecond: number
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

/** Sequential trades by the demo trader through POST /api/trades, after a warm-up. */
async function tradesPerSecond(count: number): Promise<number> {
  const t = await createTestBackend({ seed: 'full' })
  const server = setupServer(...t.handlers)
  server.listen({ onUnhandledRequest: 'error' })
  try {
    const login = await post('/api/auth/login', { username: 'demo', password: 'demo123' })
    if (login.status !== 200) throw new Error(`login: ${login.status}`)
    const markets = (await (await fetch(`${ORIGIN}/api/markets?limit=100`, { credentials: 'include' })).json()) as {
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

export async function runNodeBench(tradeCount = 1000): Promise<NodeBenchResult> {
  const seed = await timeSeed()
  const tps = await tradesPerSecond(tradeCount)
  return {
    seedMs: seed.full,
    seedFirstStageMs: seed.first,
    trades: tradeCount,
    tradesPerSecond: tps,
    quotesPerSecond: quotesPerSecond(),
  }
}
