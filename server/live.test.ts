import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Market } from '../src/api/contract'
import { liveBatch, marketChange } from '../mocks/live/test-fixtures'
import { signedIn } from '../contract/http-client'
import { piecesOf } from './live'
import { startServer, type RunningServer } from './start'
import { openLiveStream } from './test/live-stream'
import { marketIds, newTrader, tradeBody } from './test/exchange-check'

// Live updates (GET /api/live) from one server on the embedded PGlite; server/processes.test.ts
// has them across two processes on PostgreSQL.
let server: RunningServer

beforeAll(async () => {
  server = await startServer({
    port: 0,
    simulation: false,
    passwordIterations: 1000,
    authPerMinute: 1000,
    logger: pino({ level: 'silent' }),
    wall: () => Date.UTC(2026, 10, 22, 12),
  })
}, 180_000)

afterAll(async () => {
  await server?.close()
})

describe('live updates', () => {
  it("pushes a trade's new prices to every screen, and the trader's own account change to that trader only", async () => {
    const demo = await signedIn(undefined, server.url)
    const other = await newTrader(server.url)
    const screens = {
      anonymous: await openLiveStream(server.url),
      demo: await openLiveStream(server.url, demo.cookieHeader()),
      other: await openLiveStream(server.url, other.client.cookieHeader()),
    }
    try {
      const [marketId] = await marketIds(server.url, 1)
      const res = await demo.post('/api/trades', tradeBody(marketId!, 'yes', 40))
      expect(res.status, res.text).toBe(201)
      const after = (await demo.get(`/api/markets/${marketId}`)).json as Market
      const hasMarket = (b: { markets: { id: string }[] }) => b.markets.some((m) => m.id === marketId)
      for (const screen of Object.values(screens)) {
        const batch = await screen.next(hasMarket)
        expect(batch.markets.find((m) => m.id === marketId)).toMatchObject({
          id: marketId,
          yesPrice: after.yesPrice,
          noPrice: after.noPrice,
          volume: after.volume,
          status: 'active',
        })
      }
      const me = (await demo.get('/api/auth/user')).json as { id: string }
      expect((await screens.demo.next((b) => b.accounts.length > 0)).accounts).toEqual([me.id])
      // The others hear of the market only: whose cash changed is nobody else's business.
      for (const screen of [screens.anonymous, screens.other]) {
        expect(screen.batches.flatMap((b) => b.accounts)).toEqual([])
      }
    } finally {
      for (const screen of Object.values(screens)) screen.close()
    }
  })

  it('says nothing to a screen when a request changes nothing (a refused trade)', async () => {
    const demo = await signedIn(undefined, server.url)
    const screen = await openLiveStream(server.url, demo.cookieHeader())
    try {
      const [marketId] = await marketIds(server.url, 1)
      const refused = await demo.post('/api/trades', tradeBody(marketId!, 'yes', 10_000_000))
      expect(refused.status).toBe(400)
      // A later trade's batch comes, and it is the first one this screen got.
      expect((await demo.post('/api/trades', tradeBody(marketId!, 'no', 2))).status).toBe(201)
      await screen.next((b) => b.markets.some((m) => m.id === marketId))
      expect(screen.batches).toHaveLength(1)
    } finally {
      screen.close()
    }
  })

  it('answers the stream to anyone, as text/event-stream, never cached', async () => {
    const res = await fetch(`${server.url}/api/live`, { headers: { Accept: 'text/event-stream' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(res.headers.get('cache-control')).toMatch(/no-cache|no-store/)
    await res.body?.cancel()
  })
})

const market = (id: string) => marketChange(id)
const batch = liveBatch

describe('piecesOf (NOTIFY payloads)', () => {
  it('keeps a small batch whole and splits a large one into pieces under the limit, losing nothing', () => {
    const small = batch([market('m1')], ['u1'])
    expect(piecesOf(small, 7_000)).toEqual([small])
    const large = batch(
      Array.from({ length: 120 }, (_, i) => market(`m${i}`)),
      Array.from({ length: 300 }, (_, i) => `user-${i}`),
      true,
    )
    const pieces = piecesOf(large, 7_000)
    expect(pieces.length).toBeGreaterThan(1)
    for (const piece of pieces) expect(JSON.stringify(piece).length).toBeLessThanOrEqual(7_000)
    expect(pieces.flatMap((p) => p.markets)).toEqual(large.markets)
    expect(pieces.flatMap((p) => p.accounts)).toEqual(large.accounts)
    expect(pieces.some((p) => p.refresh)).toBe(true)
  })
})
