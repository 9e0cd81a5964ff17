import { Writable } from 'node:stream'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Market } from '../src/api/contract'
import { liveBatch, marketChange } from '../backend/live/test-fixtures'
import { signedIn } from '../contract/http-client'
import { DEFAULT_LIVE_LIMITS, LiveConnection, LiveHub, liveLimitsFromEnv, piecesOf, type LiveSink } from './live'
import type { SqlDatabase } from './store/sql'
import type { RunningServer } from './start'
import { startTestServer } from './test/test-server'
import { openLiveStream } from './test/live-stream'
import { marketIds, newTrader, tradeBody } from './test/exchange-check'

// Live updates (GET /api/live) from one server on the embedded PGlite; server/processes.test.ts
// has them across two processes on PostgreSQL.
let server: RunningServer

beforeAll(async () => {
  server = await startTestServer({ authPerMinute: 1000 })
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

describe('caps on live streams (LiveHub.admit)', () => {
  // A hub that is never started: admission and the streams' writes need no database.
  const hubWith = (limits: Partial<typeof DEFAULT_LIVE_LIMITS>, logger = pino({ level: 'silent' })) => {
    const hub = new LiveHub({} as SqlDatabase, logger)
    hub.limits = { ...DEFAULT_LIVE_LIMITS, ...limits }
    return hub
  }
  const admitted = (result: ReturnType<LiveHub['admit']>) => {
    if ('refused' in result) throw new Error(`refused: ${result.refused}`)
    return result
  }
  const refusal = (result: ReturnType<LiveHub['admit']>) => ('refused' in result ? result.refused : null)

  it('counts per person, per address (signed-out apart) and in total, and takes back what ends', () => {
    const hub = hubWith({ maxStreams: 6, maxAnonymousStreams: 2, maxPerAddress: 3, maxAnonymousPerAddress: 1, maxPerUser: 2 })
    const a = admitted(hub.admit({ userId: null, address: 'A' }))
    expect(refusal(hub.admit({ userId: null, address: 'A' }))).toMatch(/signed-out live connections from this address/)
    const u1 = admitted(hub.admit({ userId: 'u', address: 'A' }))
    admitted(hub.admit({ userId: 'v', address: 'A' }))
    expect(refusal(hub.admit({ userId: 'w', address: 'A' }))).toMatch(/^Too many live connections from this address/)
    admitted(hub.admit({ userId: 'u', address: 'B' }))
    expect(refusal(hub.admit({ userId: 'u', address: 'C' }))).toMatch(/for this account/)
    admitted(hub.admit({ userId: null, address: 'B' }))
    expect(refusal(hub.admit({ userId: null, address: 'C' }))).toMatch(/server has too many signed-out/)
    admitted(hub.admit({ userId: 'x', address: 'D' }))
    expect(hub.streamCount).toBe(6)
    expect(refusal(hub.admit({ userId: 'y', address: 'E' }))).toBe('The server has too many live connections right now')
    const refused = hub.admit({ userId: 'y', address: 'E' })
    expect('refused' in refused && refused.retryAfterSeconds).toBeGreaterThan(0)

    // Ending twice gives the place back once.
    a.end()
    a.end()
    u1.end()
    expect(hub.streamCount).toBe(4)
    admitted(hub.admit({ userId: null, address: 'A' }))
    admitted(hub.admit({ userId: 'u', address: 'C' }))
    expect(refusal(hub.admit({ userId: null, address: 'E' }))).toMatch(/server has too many/)
  })

  it('a cap of 0 turns that kind of stream off', () => {
    const hub = hubWith({ maxAnonymousStreams: 0 })
    expect(refusal(hub.admit({ userId: null, address: 'A' }))).toMatch(/signed-out/)
    admitted(hub.admit({ userId: 'u', address: 'A' }))
  })

  it('ends its streams when the hub closes, giving their places back', async () => {
    const hub = hubWith({})
    const connection = admitted(hub.admit({ userId: null, address: 'A' }))
    const written: string[] = []
    const running = connection.run({ write: async (text) => written.push(text), disconnect: () => undefined }, 60_000)
    expect(written[0]).toMatch(/^event: ready\ndata: \{"userId":null\}\nretry: 2000\n\n$/)
    await hub.close()
    await running
    expect(hub.streamCount).toBe(0)
    expect(connection.isOpen).toBe(false)
  })
})

describe('slow readers (LiveConnection)', () => {
  const setUp = (limits: Partial<typeof DEFAULT_LIVE_LIMITS>) => {
    const lines: { msg: string; [key: string]: unknown }[] = []
    const logger = pino(
      { level: 'warn' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(JSON.parse(chunk.toString('utf8')))
          done()
        },
      }),
    )
    const hub = new LiveHub({} as SqlDatabase, logger)
    hub.limits = { ...DEFAULT_LIVE_LIMITS, ...limits }
    const connection = hub.admit({ userId: 'u', address: '192.0.2.1' }) as LiveConnection
    // A socket that takes nothing: every write stays pending until `flush`.
    const pending: (() => void)[] = []
    const sink: LiveSink & { written: string[]; disconnects: number } = {
      written: [],
      disconnects: 0,
      write(text) {
        this.written.push(text)
        return new Promise<void>((resolve) => pending.push(resolve))
      },
      disconnect() {
        this.disconnects += 1
      },
    }
    const running = connection.run(sink, 60_000)
    const flush = async () => {
      for (const resolve of pending.splice(0)) resolve()
      await Promise.resolve()
    }
    return { hub, connection, sink, running, flush, lines }
  }

  it('drops a stream once more writes than the limit wait for its socket; logs and counts it once', async () => {
    const { hub, connection, sink, running, lines } = setUp({ maxPendingWrites: 3 })
    // `ready` and two batches are waiting: a fourth would be one too many.
    connection.send(liveBatch([market('m1')]))
    connection.send(liveBatch([market('m2')]))
    expect(sink.written).toHaveLength(3)
    expect(connection.isOpen).toBe(true)
    connection.send(liveBatch([market('m3')]))
    connection.send(liveBatch([market('m4')]))
    expect(sink.written).toHaveLength(3)
    expect(sink.disconnects).toBe(1)
    expect(connection.isOpen).toBe(false)
    await running
    expect(hub.streamCount).toBe(0)
    expect(hub.slowReadersDropped).toBe(1)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ level: 40, address: '192.0.2.1', userId: 'u', pendingWrites: 3, slowReadersDropped: 1 })
    expect(lines[0]!.msg).toMatch(/reads too slowly/)
  })

  it('keeps a stream whose writes go out, and counts bytes waiting, not one large batch alone', async () => {
    const { connection, sink, flush } = setUp({ maxPendingWrites: 3, maxPendingBytes: 2_000 })
    await flush()
    const large = liveBatch(Array.from({ length: 40 }, (_, i) => market(`big-${i}`)))
    expect(JSON.stringify(large).length).toBeGreaterThan(2_000)
    for (let i = 0; i < 10; i += 1) {
      connection.send(liveBatch([market(`m${i}`)]))
      connection.send(liveBatch([market(`n${i}`)]))
      await flush()
    }
    // A batch larger than the byte limit goes, when nothing else waits…
    connection.send(large)
    expect(connection.isOpen).toBe(true)
    // …but anything behind it while it waits is a backlog.
    connection.send(liveBatch([market('after')]))
    expect(connection.isOpen).toBe(false)
    expect(sink.disconnects).toBe(1)
    expect(sink.written.filter((text) => text.startsWith('event: batch'))).toHaveLength(21)
  })
})

describe('liveLimitsFromEnv', () => {
  it('reads the LIVE_MAX_* settings given, and refuses what is not a count', () => {
    expect(liveLimitsFromEnv({})).toEqual({})
    expect(
      liveLimitsFromEnv({ LIVE_MAX_STREAMS: '5000', LIVE_MAX_ANONYMOUS_STREAMS: '0', LIVE_MAX_PER_ADDRESS: ' 300 ' }),
    ).toEqual({
      maxStreams: 5000,
      maxAnonymousStreams: 0,
      maxPerAddress: 300,
    })
    expect(() => liveLimitsFromEnv({ LIVE_MAX_PER_USER: 'ten' })).toThrow(/LIVE_MAX_PER_USER/)
    expect(() => liveLimitsFromEnv({ LIVE_MAX_STREAMS: '-1' })).toThrow(/LIVE_MAX_STREAMS/)
    expect(() => liveLimitsFromEnv({ LIVE_MAX_PENDING_WRITES: '0' })).toThrow(/LIVE_MAX_PENDING_WRITES/)
  })
})
