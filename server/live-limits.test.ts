import { connect, type Socket } from 'node:net'
import { Writable } from 'node:stream'
import pino from 'pino'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { signedIn, type ContractClient } from '../contract/http-client'
import { liveBatch, marketChange } from '../backend/live/test-fixtures'
import { LIVE_NOTIFY_CHANNEL, piecesOf } from './live'
import type { RunningServer } from './start'
import { startTestServer } from './test/test-server'
import { marketIds, newTrader, tradeBody } from './test/exchange-check'
import { tryLiveStream, type HeldLiveStream, type LiveAttempt } from './test/live-connections'

// The caps on live streams (docs/server.md, "Live updates"), with small caps so that a test can
// reach them. Each client is a loopback address of its own (127.0.0.x), as phones on a LAN are.
const LIMITS = {
  maxStreams: 6,
  maxAnonymousStreams: 3,
  maxPerAddress: 4,
  maxAnonymousPerAddress: 2,
  maxPerUser: 2,
  maxPendingWrites: 2,
  maxPendingBytes: 16 * 1024,
}

let server: RunningServer
let demo: ContractClient
let traders: ContractClient[]
const logs: { level: number; msg: string; [key: string]: unknown }[] = []

beforeAll(async () => {
  const capture = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) logs.push(JSON.parse(line))
      done()
    },
  })
  server = await startTestServer({ authPerMinute: 1000, logger: pino({ level: 'warn' }, capture), liveLimits: LIMITS })
  demo = await signedIn(undefined, server.url)
  traders = await Promise.all([1, 2, 3].map(async () => (await newTrader(server.url)).client))
}, 180_000)

afterAll(async () => {
  await server?.close()
})

/** Every stream a test opened: closed after it, and their places given back before the next. */
const held: HeldLiveStream[] = []
afterEach(async () => {
  for (const stream of held.splice(0)) stream.close()
  await server.live.whenStreamsAtMost(0)
})

const from = (n: number) => `127.0.0.${n}`

async function attempt(address: string, who?: ContractClient): Promise<LiveAttempt> {
  const result = await tryLiveStream(server.url, { from: address, cookie: who?.cookieHeader() })
  if ('stream' in result) held.push(result.stream)
  return result
}

async function open(address: string, who?: ContractClient): Promise<HeldLiveStream> {
  const result = await attempt(address, who)
  if (!('stream' in result)) throw new Error(`GET /api/live from ${address}: ${result.status} ${result.body.message}`)
  return result.stream
}

async function expectRefused(result: Promise<LiveAttempt>, message: RegExp): Promise<void> {
  const answer = await result
  expect(answer.status).toBe(429)
  expect('body' in answer && answer.body.message).toMatch(message)
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0)
}

describe('caps on live streams', () => {
  it('answers 429 with Retry-After past the cap in total, keeps answering trades meanwhile, and takes streams again once some close', async () => {
    const [first, second, third] = traders as [ContractClient, ContractClient, ContractClient]
    const streams = [
      await open(from(2), demo),
      await open(from(3), demo),
      await open(from(4), first),
      await open(from(5), second),
      await open(from(6)),
      await open(from(7)),
    ]
    await expectRefused(attempt(from(8), third), /server has too many live connections/i)
    await expectRefused(attempt(from(9)), /server has too many live connections/i)
    expect(server.live.streamCount).toBe(LIMITS.maxStreams)

    // The exchange still answers, and the screens that hold a place still hear of the trade.
    const [marketId] = await marketIds(server.url, 1)
    const trade = await demo.post('/api/trades', tradeBody(marketId!, 'yes', 5))
    expect(trade.status, trade.text).toBe(201)
    const markets = await demo.get('/api/markets?limit=5')
    expect(markets.status).toBe(200)
    for (const stream of streams) await stream.next((b) => b.markets.some((m) => m.id === marketId))

    // Two screens go: their places are given back.
    streams[2]!.close()
    streams[5]!.close()
    await server.live.whenStreamsAtMost(LIMITS.maxStreams - 2)
    await open(from(8), third)
    await open(from(9))
    await expectRefused(attempt(from(10)), /server has too many live connections/i)
  })

  it('lets many signed-in people share one address (an office behind NAT), and fewer signed-out screens', async () => {
    const office = from(20)
    await open(office)
    await open(office)
    await expectRefused(attempt(office), /too many .*live connections from this address/i)
    await open(office, demo)
    await open(office, traders[0])
    expect(server.live.streamCount).toBe(LIMITS.maxPerAddress)
    await expectRefused(attempt(office, traders[1]), /too many live connections from this address/i)
    // Another address is not held back.
    await open(from(21), traders[1])
    await open(from(21))
  })

  it("caps one signed-in person's streams (tabs, devices) and the signed-out streams in total", async () => {
    await open(from(30), demo)
    await open(from(31), demo)
    await expectRefused(attempt(from(32), demo), /too many live connections for this account/i)
    await open(from(33))
    await open(from(34))
    await open(from(35))
    await expectRefused(attempt(from(36)), /server has too many .*live connections/i)
    // A signed-in person still gets in.
    await open(from(36), traders[0])
  })

  it('gives the places back when streams end, over and over', async () => {
    for (let round = 0; round < 3; round += 1) {
      const streams = [await open(from(40)), await open(from(40)), await open(from(41), demo), await open(from(41), demo)]
      await expectRefused(attempt(from(40)), /from this address/i)
      for (const stream of streams) stream.close()
      await server.live.whenStreamsAtMost(0)
    }
  })

  it('drops a stream whose client stops reading (its writes back up), logs it once, and gives its place back', async () => {
    const witness = await open(from(50))
    const stalled = await stalledStream(from(51))
    expect(server.live.streamCount).toBe(2)
    const dropLines = () => logs.filter((line) => /reads too slowly/.test(line.msg))
    try {
      // Large batches (about 340 KB each) until the stalled client's socket buffers are full (on
      // loopback they take some MB) and its writes pile up. Each round waits for the reading
      // screen to get it: the hub sends a batch per 250 ms at most.
      for (let round = 0; round < 40 && dropLines().length === 0; round += 1) {
        const markets = Array.from({ length: 2_000 }, (_, i) => marketChange(`slow-reader-${round}-${i}`))
        for (const piece of piecesOf(liveBatch(markets))) {
          await server.database.query('SELECT pg_notify($1, $2)', [LIVE_NOTIFY_CHANNEL, JSON.stringify(piece)])
        }
        const last = markets[markets.length - 1]!.id
        await witness.next((b) => b.markets.some((m) => m.id === last))
      }
      await server.live.whenStreamsAtMost(1)
      expect(dropLines()).toHaveLength(1)
      expect(dropLines()[0]).toMatchObject({ level: 40, address: from(51), slowReadersDropped: 1 })
      // The reading screen kept its stream; the stalled address may open a new one.
      expect(server.live.streamCount).toBe(1)
      await open(from(51))
    } finally {
      stalled.destroy()
    }
  })
})

/** GET /api/live from a client that reads the answer's first bytes and then nothing more, ever. */
function stalledStream(address: string): Promise<Socket> {
  const { hostname, port } = new URL(server.url)
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port), localAddress: address })
    socket.on('error', () => undefined)
    socket.once('data', (chunk) => {
      socket.pause()
      const status = chunk.toString('latin1').split('\r\n')[0]
      if (status?.startsWith('HTTP/1.1 200')) resolve(socket)
      else reject(new Error(`stalled stream: ${status}`))
    })
    socket.write(`GET /api/live HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: text/event-stream\r\n\r\n`)
  })
}
