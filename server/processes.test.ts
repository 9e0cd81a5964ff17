import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ContractClient } from '../contract/http-client'
import { freshPostgresDatabase } from './test/databases'
import { spawnServer, type ServerProcess } from './test/process'
import { invariantsOf, marketIds, newTrader, tradeBody } from './test/exchange-check'
import { openLiveStream } from './test/live-stream'

/** Resolves once `condition` holds (checked as the event loop turns; the test's timeout bounds it). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5))
}

/** A client of the server at `base` signed in as `client` is (a session is valid on every process). */
function signedInAs(client: ContractClient, base: string): ContractClient {
  const other = new ContractClient(base)
  ;(other as unknown as { cookies: unknown }).cookies = (client as unknown as { cookies: unknown }).cookies
  return other
}

// Several server processes on one PostgreSQL, and what a crash or a stop leaves behind.
let database: Awaited<ReturnType<typeof freshPostgresDatabase>>
const running: ServerProcess[] = []

async function start(env: Record<string, string> = {}) {
  const server = await spawnServer({ DATABASE_URL: database.url, SIMULATION: 'off', ...env })
  running.push(server)
  return server
}

beforeAll(async () => {
  database = await freshPostgresDatabase('processes')
}, 60_000)

afterAll(async () => {
  for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL')
  await Promise.all(running.map((s) => s.exited))
  await database?.drop()
}, 60_000)

/**
 * Two processes on the one database, `marketCount` of its most traded markets and six new traders
 * (signed up on each process in turn); `api(t)` is trader t on the next process, so each trader's
 * calls alternate between the two (a session is valid on both).
 */
async function twoProcessesAndTraders(
  marketCount: number,
  { env = {}, query = '' }: { env?: Record<string, string>; query?: string } = {},
) {
  const [a, b] = [await start(env), await start(env)]
  const bases = [a.url, b.url]
  const markets = await marketIds(a.url, marketCount, query)
  const traders = await Promise.all(Array.from({ length: 6 }, (_, i) => newTrader(bases[i % 2]!)))
  let call = 0
  const api = (t: number) => signedInAs(traders[t]!.client, bases[(t + call++) % 2]!)
  return { a, bases, markets, traders, api }
}

describe('server processes on one PostgreSQL', () => {
  it('two processes, clients alternating between them: every trade counted once, the invariants hold, both answer alike', async () => {
    const [a, b] = [await start(), await start()]
    const bases = [a.url, b.url]
    const [hot] = await marketIds(a.url, 1)
    const traders = await Promise.all(Array.from({ length: 6 }, (_, i) => newTrader(bases[i % 2]!)))
    const acknowledged: string[] = []
    // Each trader alternates processes on every call (its session is valid on both), all on one market.
    await Promise.all(
      traders.map(async ({ client }, t) => {
        for (let i = 0; i < 8; i += 1) {
          const on = signedInAs(client, bases[(t + i) % 2]!)
          const res = await on.post('/api/trades', tradeBody(hot!, i % 3 === 0 ? 'no' : 'yes', 3 + (i % 4)))
          expect(res.status, res.text).toBe(201)
          acknowledged.push(res.json.id as string)
        }
      }),
    )
    expect(new Set(acknowledged).size).toBe(48)
    // The market's volume and every trader's trades are the same seen from either process.
    const [fromA, fromB] = await Promise.all(bases.map((base) => new ContractClient(base).get(`/api/markets/${hot}`)))
    expect(fromA!.json.volume).toBe(fromB!.json.volume)
    expect(fromA!.json.yesPrice).toBe(fromB!.json.yesPrice)
    for (const { client, userId } of traders) {
      const mine = await client.get(`/api/trades?userId=${userId}`)
      expect(mine.json.length).toBe(8)
    }
    expect(await invariantsOf(database.url, Date.now())).toEqual([])
  }, 240_000)

  it("people's orders filling each other across markets, from two processes at once: each command whole, no deadlock, the money adds up", async () => {
    const { a, markets, traders, api } = await twoProcessesAndTraders(3)
    const prices = async (market: string) => {
      const { yesPrice, noPrice } = (await new ContractClient(a.url).get(`/api/markets/${market}`)).json as Record<string, string>
      // A limit price is 1-99¢ whatever the market's price is that day.
      const cents = (price: string) => Math.min(99, Math.max(1, Math.ceil(Number(price))))
      return { yes: cents(yesPrice), no: cents(noPrice) }
    }
    const answers: { status: number; text: string }[] = []
    const everyone = (step: (t: number, market: string) => Promise<{ status: number; text: string }>) =>
      Promise.all(traders.flatMap((_, t) => markets.map(async (market) => answers.push(await step(t, market)))))

    // Everyone holds both sides everywhere.
    await everyone((t, market) => api(t).post('/api/trades', tradeBody(market, 'yes', 20)))
    await everyone((t, market) => api(t).post('/api/trades', tradeBody(market, 'no', 20)))
    // Even traders bid for YES, odd ones for NO, at the price rounded up: what is left once the pool
    // is met rests above what selling to the pool pays (its fee), so a sale goes to the bids first.
    const bids = new Map<string, { yes: number; no: number }>()
    for (const market of markets) bids.set(market, await prices(market))
    const order = (t: number, marketId: string, side: 'yes' | 'no', action: 'buy' | 'sell', limitPriceCents: number) =>
      api(t).post('/api/orders', { marketId, side, action, quantity: 5, limitPriceCents })
    await everyone((t, market) => {
      const side = t % 2 ? 'no' : 'yes'
      return order(t, market, side, 'buy', bids.get(market)![side])
    })
    // Then each sells into the other kind's bids (at any price), in every market at once: a sale locks
    // the seller's and the bidders' accounts, which are trading the other way elsewhere at that moment.
    await everyone((t, market) => order(t, market, t % 2 ? 'yes' : 'no', 'sell', 1))
    for (const answer of answers) expect([201, 409, 422], answer.text).toContain(answer.status)
    expect(answers.filter((x) => x.status === 201).length).toBeGreaterThan(answers.length / 2)
    // People's orders met: some bids were filled by the others' sales, and what is left is cancelled.
    let filled = 0
    await Promise.all(
      traders.map(async (_, t) => {
        const orders = (await api(t).get('/api/orders?status=all')).json as {
          id: string
          action: string
          status: string
          filledQuantity: number
        }[]
        filled += orders.filter((o) => o.action === 'buy' && o.filledQuantity > 0).length
        for (const o of orders.filter((x) => x.status === 'open'))
          expect((await api(t).delete(`/api/orders/${o.id}`)).status).toBe(200)
      }),
    )
    expect(filled).toBeGreaterThan(0)
    expect(await invariantsOf(database.url, Date.now())).toEqual([])
  }, 240_000)

  it('adding to and taking from pools beside trades in the same markets, from two processes at once: each command whole, the money adds up', async () => {
    const { bases, markets, traders, api } = await twoProcessesAndTraders(2)
    // Each trader, in turn in both markets: adds $50 to the pool, trades, takes $10 back out. The
    // pool's market is the row both lock, whichever process answers.
    const answers = await Promise.all(
      traders.map(async (_, t) => {
        const mine: { status: number; text: string }[] = []
        for (let i = 0; i < 6; i += 1) {
          const market = markets[(t + Math.floor(i / 3)) % 2]!
          mine.push(
            i % 3 === 0
              ? await api(t).post(`/api/liquidity/${market}/add`, { amount: 50 })
              : i % 3 === 1
                ? await api(t).post('/api/trades', tradeBody(market, t % 2 ? 'yes' : 'no', 5))
                : await api(t).post(`/api/liquidity/${market}/remove`, { amount: 10 }),
          )
        }
        return mine
      }),
    )
    for (const [i, answer] of answers.flat().entries()) expect(answer.status, answer.text).toBe(i % 3 === 1 ? 201 : 200)
    // Either process shows each trader in both pools.
    for (const { client } of traders) {
      for (const base of bases) {
        const { pools } = (await signedInAs(client, base).get('/api/liquidity/pools')).json as {
          pools: { id: string; myContribution: number }[]
        }
        expect(pools.filter((p) => markets.includes(p.id) && p.myContribution > 0).length).toBe(2)
      }
    }
    expect(await invariantsOf(database.url, Date.now())).toEqual([])
  }, 240_000)

  it("the simulated traders' steps beside people's trades and orders, from two processes at once: each command whole, the money adds up", async () => {
    // The featured markets, which the simulated traders pick most; the demo controls' fast-forward
    // runs their steps (an hour of trading each, closing and settling what falls due) in process a.
    // On a database of its own: the exchange's clock ends 4 hours ahead.
    const own = await freshPostgresDatabase('processes-steps')
    const started = running.length
    try {
      const { a, markets, traders, api } = await twoProcessesAndTraders(4, {
        env: { DEMO_CONTROLS: 'on', DATABASE_URL: own.url },
        query: '&featured=true',
      })
      const answers: { status: number; text: string }[] = []
      const note = (answer: { status: number; text: string }) => void answers.push(answer)
      // Everyone holds both sides and bids at the price rounded up in every market, so the steps'
      // trades fill people's orders: a step writes the accounts of people trading elsewhere meanwhile.
      for (const side of ['yes', 'no'] as const)
        await Promise.all(
          traders.flatMap((_, t) => markets.map(async (m) => note(await api(t).post('/api/trades', tradeBody(m, side, 20))))),
        )
      const bid = async (t: number, marketId: string) => {
        const market = (await new ContractClient(a.url).get(`/api/markets/${marketId}`)).json as Record<string, string>
        const side = t % 2 ? 'no' : 'yes'
        const limitPriceCents = Math.min(99, Math.max(1, Math.ceil(Number(side === 'yes' ? market.yesPrice : market.noPrice))))
        return api(t).post('/api/orders', { marketId, side, action: 'buy', quantity: 10, limitPriceCents })
      }
      await Promise.all(traders.flatMap((_, t) => markets.map(async (m) => note(await bid(t, m)))))
      const stepping = { on: true }
      const steps = (async () => {
        const admin = signedInAs(traders[0]!.client, a.url)
        try {
          for (let i = 0; i < 4; i += 1) {
            const res = await admin.post('/api/demo/fast-forward', { preset: '1h' })
            expect(res.status, res.text).toBe(200)
          }
        } finally {
          // A failed step ends the traders' loop too: its error is the one to see.
          stepping.on = false
        }
      })()
      // Meanwhile each trader goes on trading, bidding and selling in turn through the markets.
      await Promise.all(
        traders.map(async (_, t) => {
          for (let i = 0; stepping.on || i < 6; i += 1) {
            const m = markets[(t + i) % markets.length]!
            const side = (t + i) % 2 ? 'yes' : 'no'
            if (i % 3 === 0) note(await api(t).post('/api/trades', tradeBody(m, side, 3)))
            else if (i % 3 === 1) note(await bid(t, m))
            else note(await api(t).post('/api/orders', { marketId: m, side, action: 'sell', quantity: 2, limitPriceCents: 1 }))
          }
        }),
      )
      await steps
      // A refusal is whole too: no cash, nothing to sell, or a price the step has moved.
      for (const answer of answers) expect([200, 201, 409, 422], answer.text).toContain(answer.status)
      expect(answers.filter((x) => x.status === 201).length).toBeGreaterThan(answers.length / 2)
      for (const [t] of traders.entries()) {
        const open = ((await api(t).get('/api/orders?status=open')).json as { id: string }[]).map((o) => o.id)
        for (const id of open) expect((await api(t).delete(`/api/orders/${id}`)).status).toBe(200)
      }
      expect(await invariantsOf(own.url, Date.now() + 4 * 3_600_000)).toEqual([])
    } finally {
      const steppers = running.splice(started)
      for (const server of steppers) server.child.kill('SIGTERM')
      await Promise.all(steppers.map((server) => server.exited))
      await own.drop()
    }
  }, 300_000)

  it('sign-ups of one name, and of names that read alike, from two processes at once: one account', async () => {
    const [a, b] = [await start(), await start()]
    const letters = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')
    const stem = `mo${letters}`
    // The same name, in other case, with a zero for the o, with an underscore: all read as one.
    const names = [stem, stem.toUpperCase(), stem.replace('o', '0'), `m_o${letters}`]
    const answers = await Promise.all(
      [...names, ...names].map((username, i) =>
        new ContractClient([a.url, b.url][i % 2]!).post('/api/auth/register', { username, password: 'secret123' }),
      ),
    )
    expect(answers.map((x) => x.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409])
    for (const answer of answers.filter((x) => x.status === 409)) expect(answer.json.message).toBe('Username is already taken')
  }, 120_000)

  it('one person starring a market and following a trader six times at once, from two processes: each once', async () => {
    const { markets, traders, api } = await twoProcessesAndTraders(1)
    const [market] = markets
    const sixTimes = (call: () => Promise<{ status: number; text: string; json: unknown }>) =>
      Promise.all(Array.from({ length: 6 }, call))
    for (const answer of await sixTimes(() => api(0).put(`/api/watchlist/${market}`)))
      expect(answer.status, answer.text).toBe(200)
    expect(((await api(0).get('/api/watchlist')).json as { marketIds: string[] }).marketIds).toEqual([market])
    for (const answer of await sixTimes(() => api(0).delete(`/api/watchlist/${market}`)))
      expect(answer.status, answer.text).toBe(200)
    const follows = await sixTimes(() => api(0).post(`/api/social/traders/${traders[1]!.userId}/follow`))
    for (const answer of follows) expect(answer.status, answer.text).toBe(200)
    // Written once, logged once: the others found it done.
    expect(follows.filter((x) => (x.json as { changed: boolean }).changed)).toHaveLength(1)
    expect(follows.map((x) => (x.json as { followers: number }).followers)).toEqual(Array(6).fill(1))
  }, 120_000)

  it("copying one trader's buy, three times each by five people at once, from two processes: one copy each, the money adds up", async () => {
    const { markets, api } = await twoProcessesAndTraders(1)
    const source = await api(0).post('/api/trades', tradeBody(markets[0]!, 'yes', 10))
    expect(source.status, source.text).toBe(201)
    const copies = await Promise.all(
      [1, 2, 3, 4, 5].flatMap((t) =>
        [0, 1, 2].map(async () => ({ t, answer: await api(t).post(`/api/social/copy-trade/${source.json.id}`) })),
      ),
    )
    for (const t of [1, 2, 3, 4, 5]) {
      const mine = copies.filter((c) => c.t === t).map((c) => c.answer)
      expect(mine.map((x) => x.status).sort(), mine.map((x) => x.text).join('\n')).toEqual([201, 409, 409])
      expect(mine.filter((x) => x.status === 409).map((x) => x.json.message)).toEqual(
        Array(2).fill('You already copied this trade'),
      )
    }
    expect(await invariantsOf(database.url, Date.now())).toEqual([])
  }, 120_000)

  it('kill -9 in a burst of trades loses no acknowledged trade and leaves no partial one', async () => {
    const server = await start()
    const markets = await marketIds(server.url, 5)
    const traders = await Promise.all(Array.from({ length: 8 }, () => newTrader(server.url)))
    const acknowledged = new Map<string, string[]>()
    let stop = false
    let count = 0
    const killed = new Promise<void>((resolve) => {
      const burst = traders.map(async ({ client, userId }, t) => {
        const mine: string[] = []
        acknowledged.set(userId, mine)
        for (let i = 0; !stop; i += 1) {
          const res = await client
            .post('/api/trades', tradeBody(markets[(t + i) % markets.length]!, i % 2 ? 'yes' : 'no', 2 + (i % 5)))
            .catch(() => null)
          if (res?.status === 201) {
            mine.push(res.json.id as string)
            count += 1
            // Mid-burst: every trader still has requests in flight.
            if (count === 60) {
              server.child.kill('SIGKILL')
              stop = true
              resolve()
            }
          } else if (stop) break
          else if (res) throw new Error(`trade: ${res.status} ${res.text}`)
        }
      })
      void Promise.all(burst)
    })
    await killed
    expect(await server.exited).toBe('SIGKILL')
    const restarted = await start()
    for (const { client, userId } of traders) {
      const booked = signedInAs(client, restarted.url)
      const ids = ((await booked.get(`/api/trades?userId=${userId}`)).json as { id: string }[]).map((t) => t.id)
      for (const id of acknowledged.get(userId)!) expect(ids).toContain(id)
    }
    expect(await invariantsOf(database.url, Date.now())).toEqual([])
  }, 240_000)

  it('a trade taken by one process reaches the live screens of the other (LISTEN/NOTIFY)', async () => {
    const [a, b] = [await start(), await start()]
    const [market] = await marketIds(a.url, 1)
    const trader = await newTrader(a.url)
    const onB = await openLiveStream(b.url, trader.client.cookieHeader())
    try {
      const res = await trader.client.post('/api/trades', tradeBody(market!, 'yes', 25))
      expect(res.status, res.text).toBe(201)
      const seenOnA = (await trader.client.get(`/api/markets/${market}`)).json as { yesPrice: string }
      const batch = await onB.next((x) => x.markets.some((m) => m.id === market))
      expect(batch.markets.find((m) => m.id === market)?.yesPrice).toBe(seenOnA.yesPrice)
      await onB.next((x) => x.accounts.includes(trader.userId))
    } finally {
      onB.close()
    }
  }, 240_000)

  it('SIGTERM lets the requests in flight finish, then stops cleanly (open live streams too)', async () => {
    // debug: the server logs each request as it arrives, so the signal comes once all four are in.
    const server = await start({ LOG_LEVEL: 'debug' })
    const [market] = await marketIds(server.url, 1)
    const traders = await Promise.all(Array.from({ length: 4 }, () => newTrader(server.url)))
    const screen = await openLiveStream(server.url)
    const arrived = () => server.lines.filter((l) => l.includes('request received') && l.includes('/api/trades')).length
    const inFlight = traders.map(({ client }) => client.post('/api/trades', tradeBody(market!, 'yes', 4)))
    await until(() => arrived() === 4)
    server.child.kill('SIGTERM')
    const answers = await Promise.all(inFlight)
    for (const res of answers) expect(res.status, res.text).toBe(201)
    expect(await server.exited).toBe(0)
    expect(server.lines.some((l) => l.includes('"msg":"stopped"'))).toBe(true)
    screen.close()
  }, 240_000)

  it('SIGTERM with a screen that reconnects at once: no new stream is taken, and the server stops well before its deadline', async () => {
    const server = await start()
    // As a browser's EventSource does: read its stream to the end, then ask again on the same
    // (keep-alive) connection. The first stream is open when the signal comes.
    const statuses: number[] = []
    const screen = (async () => {
      for (;;) {
        try {
          const res = await fetch(`${server.url}/api/live`, { headers: { Accept: 'text/event-stream' } })
          statuses.push(res.status)
          await res.text()
        } catch {
          return // the server is gone
        }
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    })()
    await until(() => statuses.length === 1)
    const signalled = Date.now()
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    await screen
    // It stopped cleanly: before, each stream asked for while stopping was opened, and the screen's
    // connection stayed busy until the 10 s deadline, which exits with an error.
    expect(Date.now() - signalled).toBeLessThan(8_000)
    expect(server.lines.some((l) => l.includes('"msg":"stopped"'))).toBe(true)
    expect(server.lines.some((l) => l.includes('requests still running'))).toBe(false)
    expect(statuses[0]).toBe(200)
    expect(statuses.slice(1).every((s) => s === 503)).toBe(true)
  }, 240_000)

  it('SIGUSR2 logs the running totals the bench reads: CPU time and database round trips, which a trade adds to', async () => {
    const server = await start()
    const [market] = await marketIds(server.url, 1)
    const { client } = await newTrader(server.url)
    const stats = async () => {
      const seen = server.lines.length
      server.child.kill('SIGUSR2')
      await until(() => server.lines.slice(seen).some((l) => l.includes('"stats":')))
      return (
        JSON.parse(server.lines.slice(seen).find((l) => l.includes('"stats":'))!) as {
          stats: { cpuMicros: number; roundTrips: number }
        }
      ).stats
    }
    const before = await stats()
    const res = await client.post('/api/trades', tradeBody(market!, 'yes', 2))
    expect(res.status, res.text).toBe(201)
    const after = await stats()
    // The session check, the trade's transaction and its live notice: a few round trips, not none.
    expect(after.roundTrips - before.roundTrips).toBeGreaterThanOrEqual(3)
    expect(after.roundTrips - before.roundTrips).toBeLessThan(40)
    expect(after.cpuMicros).toBeGreaterThan(before.cpuMicros)
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  }, 240_000)
})
