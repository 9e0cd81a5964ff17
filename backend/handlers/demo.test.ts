import Dexie from 'dexie'
import { describe, expect, it } from 'vitest'
import { useTestServer, type TestApi, type TestClient } from '../../mocks/test/test-api'
import { snapshot } from '../../mocks/test/snapshot'
import {
  DemoState,
  FAST_FORWARD_MS,
  FastForwardResult,
  type ActivityEntry,
  type Market,
  type Order,
  type Portfolio,
} from '../../src/api/contract'
import { buildSeed, DEFAULT_SEED_VALUE } from '../../seed'
import { seedMeta } from '../seed-db'

const setup = useTestServer()
const WEEK = FAST_FORWARD_MS['1w']

/** The active market that closes soonest (read from the store: the list API sorts by volume). */
async function soonestClosing(api: TestApi) {
  const now = api.backend.now()
  const row = await api.backend.db.markets.where('[status+closesAt]').between(['active', now], ['active', Dexie.maxKey]).first()
  return row!
}

async function refuses(api: TestApi, client: TestClient, name: string, method: string, path: string, body: unknown) {
  const [before, state] = [await snapshot(api.backend), (await client.get('/api/demo/state')).json]
  const res = await client.request(method, path, body)
  expect(res.status, name).toBe(400)
  expect(typeof res.json.message, name).toBe('string')
  expect(await snapshot(api.backend), name).toBe(before)
  expect((await client.get('/api/demo/state')).json, name).toEqual(state)
}

describe('GET /api/demo/state', () => {
  it('reports the seed, simulated now, clock offset and network conditions', async () => {
    const api = await setup()
    const res = await (await api.demo()).get('/api/demo/state')
    expect(res.status).toBe(200)
    expect(DemoState.parse(res.json)).toEqual({
      seedValue: DEFAULT_SEED_VALUE,
      now: new Date(api.backend.now()).toISOString(),
      clockOffsetMs: 0,
      network: { latencyMs: 0, errorRate: 0 },
    })
  })

  it.each([
    ['GET', '/api/demo/state', undefined],
    ['POST', '/api/demo/reset', {}],
    ['POST', '/api/demo/fast-forward', { preset: '1h' }],
    ['PUT', '/api/demo/network', { latencyMs: 0, errorRate: 0 }],
  ])('%s %s answers 401 signed out and changes nothing', async (method, path, body) => {
    const api = await setup()
    const before = await snapshot(api.backend)
    const res = await api.client().request(method, path, body)
    expect(res.status).toBe(401)
    expect(res.json.message).toMatch(/sign in/i)
    expect(await snapshot(api.backend)).toBe(before)
  })
})

describe('POST /api/demo/fast-forward', () => {
  it('moves simulated time by the preset and keeps the caller signed in', async () => {
    const api = await setup()
    const demo = await api.demo()
    const start = api.backend.now()
    const res = await demo.post('/api/demo/fast-forward', { preset: '1w' })
    expect(res.status).toBe(200)
    const state = FastForwardResult.parse(res.json)
    expect(state.clockOffsetMs).toBe(WEEK)
    expect(Date.parse(state.now)).toBe(start + WEEK)
    // A 7-day session would have expired a week later; it moved with the clock.
    expect((await demo.get('/api/auth/user')).status).toBe(200)
    expect((await demo.post('/api/demo/fast-forward', { preset: '1h' })).json.clockOffsetMs).toBe(WEEK + FAST_FORWARD_MS['1h'])
  })

  it('closes, resolves and pays out the market that closes soonest', async () => {
    const api = await setup()
    const demo = await api.demo()
    const market = await soonestClosing(api)
    expect(market.closesAt - api.backend.now()).toBeLessThan(WEEK)
    const trade = await demo.post('/api/trades', { marketId: market.id, side: 'yes', quantity: 100, price: '50.00' })
    expect(trade.status).toBe(201)
    const before = (await demo.get('/api/portfolio/demo-user')).json as Portfolio

    const res = await demo.post('/api/demo/fast-forward', { preset: '1w' })
    expect(res.json.resolvedMarkets).toBeGreaterThan(0)
    const after = (await demo.get(`/api/markets/${market.id}`)).json as Market
    expect(after.status).toBe('resolved')
    const portfolio = (await demo.get('/api/portfolio/demo-user')).json as Portfolio
    const position = portfolio.positions.find((p) => p.marketId === market.id)!
    const payout = after.resolution === 'yes' ? '100.00' : '0.00'
    expect(position).toMatchObject({ settled: true, payout })
    expect(Number(portfolio.balance)).toBeCloseTo(Number(before.balance) + Number(payout), 2)
  })

  it('dates an order the close cancelled, and one that expired, when it happened, not at the end of the jump', async () => {
    const api = await setup()
    const demo = await api.demo()
    const market = await soonestClosing(api)
    const start = api.backend.now()
    const order = (expiresAt: number | null, limitPriceCents: number) =>
      demo.post('/api/orders', {
        marketId: market.id,
        side: 'yes',
        action: 'buy',
        quantity: 5,
        limitPriceCents,
        expiresAt: expiresAt === null ? null : new Date(expiresAt).toISOString(),
      })
    const expiring = await order(Math.min(market.closesAt - 60_000, start + 3_600_000), 1)
    const resting = await order(null, 2)
    expect([expiring.status, resting.status]).toEqual([201, 201])
    await demo.post('/api/demo/fast-forward', { preset: '1w' })
    const log = (await demo.get('/api/logs/demo-user?limit=50')).json as ActivityEntry[]
    const at = (action: string) => Date.parse(log.find((e) => e.action === action)!.timestamp)
    expect(at('order_expired')).toBe(Math.min(market.closesAt - 60_000, start + 3_600_000))
    expect(at('order_cancelled')).toBe(market.closesAt)
    const orders = (await demo.get('/api/orders?status=all')).json as Order[]
    expect(orders.find((o) => o.id === resting.json.id)!.closedAt).toBe(new Date(market.closesAt).toISOString())
  })

  it('settles everything that became due, beyond one batch of 25', { timeout: 120_000 }, async () => {
    const api = await setup({ seed: 'full' })
    const demo = await api.demo()
    await demo.post('/api/demo/fast-forward', { preset: '1w' })
    const cutoff = api.backend.now() - 30 * 60 * 1000
    const unsettled = await api.backend.db.markets.filter((m) => m.closesAt <= cutoff && m.status !== 'resolved').count()
    const resolved = await api.backend.db.markets.filter((m) => m.status === 'resolved').count()
    expect(unsettled).toBe(0)
    expect(resolved).toBeGreaterThan(25)
  })

  it('refuses bad bodies with 400 and changes nothing', async () => {
    const api = await setup()
    const demo = await api.demo()
    const cases: Array<[string, unknown]> = [
      ['no preset', {}],
      ['an unknown preset', { preset: '2h' }],
      ['a number', { preset: 3600000 }],
      ['an extra field', { preset: '1h', ms: 1 }],
      ['not JSON', '{preset'],
    ]
    for (const [name, body] of cases) await refuses(api, demo, name, 'POST', '/api/demo/fast-forward', body)
  })
})

describe('POST /api/demo/reset', () => {
  it('wipes the exchange, reseeds with the chosen seed and signs everyone out', async () => {
    const api = await setup()
    const demo = await api.demo()
    const market = await soonestClosing(api)
    await demo.post('/api/trades', { marketId: market.id, side: 'no', quantity: 5, price: '50.00' })
    await api.client().post('/api/auth/register', { username: 'newbie', password: 'secret1' })
    await demo.post('/api/demo/fast-forward', { preset: '1d' })

    const res = await demo.post('/api/demo/reset', { seedValue: 42 })
    expect(res.status).toBe(200)
    expect(res.headers.get('set-cookie')).toMatch(/fs_session=;.*Max-Age=0/)
    expect(DemoState.parse(res.json)).toMatchObject({ seedValue: 42, clockOffsetMs: 0 })
    expect(await api.backend.db.sessions.count()).toBe(0)
    // Only the seeded past's trades: the reset gives the same story again (seed/past).
    const reseeded = buildSeed(42, (await seedMeta(api.backend))!.nowMs).restChunks[0]!
    expect((await api.backend.db.trades.toArray()).map((t) => t.id).sort()).toEqual(reseeded.trades.map((t) => t.id).sort())
    expect((await api.client().post('/api/auth/login', { username: 'newbie', password: 'secret1' })).status).toBe(401)

    // The demo trader's seeded month, not what was traded before the reset.
    const again = await api.demo()
    const story = (await again.get('/api/portfolio/demo-user')).json as Portfolio
    expect(story.balance).toBe((reseeded.accounts.find((a) => a.id === 'demo-user')!.balanceCents / 100).toFixed(2))
    expect(story.positions.length).toBeGreaterThan(0)
    expect(story.positions.some((p) => p.marketId === market.id && p.side === 'no' && p.quantity === 5)).toBe(false)

    // Deterministic: resetting again (no seed value: the one in use) gives the same catalogue and the same story.
    const titles = async () => (await api.backend.db.markets.orderBy('id').limit(50).toArray()).map((m) => m.title)
    const first = await titles()
    expect((await again.post('/api/demo/reset', {})).json.seedValue).toBe(42)
    expect(await titles()).toEqual(first)
    const holdings = (p: Portfolio) => p.positions.map((x) => `${x.marketId}:${x.side}:${x.quantity}`).sort()
    expect(holdings((await (await api.demo()).get('/api/portfolio/demo-user')).json as Portfolio)).toEqual(holdings(story))
  }, 120_000) // two full reseeds of the catalogue

  it('refuses bad bodies with 400 and changes nothing', async () => {
    const api = await setup()
    const demo = await api.demo()
    const cases: Array<[string, unknown]> = [
      ['a negative seed', { seedValue: -1 }],
      ['a fractional seed', { seedValue: 1.5 }],
      ['a seed beyond 32 bits', { seedValue: 2 ** 32 }],
      ['a string seed', { seedValue: '42' }],
      ['an extra field', { seedValue: 1, users: [] }],
      ['no body', undefined],
    ]
    for (const [name, body] of cases) await refuses(api, demo, name, 'POST', '/api/demo/reset', body)
  })
})

describe('PUT /api/demo/network', () => {
  it('fails other /api calls at the error rate with 503, never the demo endpoints', async () => {
    const api = await setup()
    const demo = await api.demo()
    const res = await demo.request('PUT', '/api/demo/network', { latencyMs: 0, errorRate: 1 })
    expect(res.status).toBe(200)
    expect(res.json.network).toEqual({ latencyMs: 0, errorRate: 1 })
    const failed = await demo.get('/api/markets')
    expect(failed.status).toBe(503)
    expect(failed.json).toEqual({ message: 'Simulated network error' })
    expect((await demo.get('/api/demo/state')).status).toBe(200)
    await demo.request('PUT', '/api/demo/network', { latencyMs: 0, errorRate: 0 })
    expect((await demo.get('/api/markets')).status).toBe(200)
  })

  it('delays other /api calls by the latency', async () => {
    const api = await setup()
    const demo = await api.demo()
    await demo.request('PUT', '/api/demo/network', { latencyMs: 120, errorRate: 0 })
    const started = performance.now()
    expect((await demo.get('/api/categories')).status).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(110)
  })

  it('refuses bad bodies with 400 and changes nothing', async () => {
    const api = await setup()
    const demo = await api.demo()
    const cases: Array<[string, unknown]> = [
      ['a negative latency', { latencyMs: -1, errorRate: 0 }],
      ['a latency over 5 s', { latencyMs: 5001, errorRate: 0 }],
      ['a fractional latency', { latencyMs: 1.5, errorRate: 0 }],
      ['an error rate over 1', { latencyMs: 0, errorRate: 1.2 }],
      ['a negative error rate', { latencyMs: 0, errorRate: -0.1 }],
      ['a missing field', { latencyMs: 100 }],
      ['a string', { latencyMs: '100', errorRate: 0 }],
      ['an extra field', { latencyMs: 0, errorRate: 0, jitter: 5 }],
    ]
    for (const [name, body] of cases) await refuses(api, demo, name, 'PUT', '/api/demo/network', body)
  })
})
