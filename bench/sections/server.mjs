import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import pg from 'pg'
import { createServer, createServerModuleRunner } from 'vite'
import { figure } from '../lib/report.mjs'

/**
 * The Foresight server under load (issue: 50 concurrent clients placing trades for 30 s):
 * a server process (npm run server:only) on PostgreSQL (a fresh database on TEST_DATABASE_URL)
 * or on PGlite, 50 signed-in traders, autocannon as the load generator on this same machine.
 * The simulated traders are off so every trade is the load's. After each run the server stops
 * and the money invariants are checked over every row.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'
const CLIENTS = 50

async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: ADMIN_URL })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/** A brand-new database on the test PostgreSQL: its URL, and `drop` to remove it. */
async function freshDatabase(label) {
  const name = `fs_bench_${label}_${process.pid}_${Date.now().toString(36)}`
  await adminQuery(`CREATE DATABASE "${name}"`)
  const url = new URL(ADMIN_URL)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) }
}

/** The q-quantile (0..1) of ascending `sorted`, rounded to a whole ms (NaN when empty). */
const quantile = (sorted, q) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN)

function startServer(env) {
  // BENCH_SERVER_PROFILE=DIR: each server process writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_SERVER_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_PROFILE}`] : []
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      SIMULATION: 'off',
      AUTH_RATE_LIMIT: '1000000',
      PASSWORD_ITERATIONS: '1000',
      APP_DIR: join(ROOT, 'no-app'),
      // info: the line that says where it listens (request lines are read and dropped).
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // SIGUSR2 makes the server log a stats line (server/main.ts): its CPU time and database round trips so far.
  const waiting = []
  let lines = ''
  child.stdout.on('data', (chunk) => {
    lines += chunk
    let end
    while ((end = lines.indexOf('\n')) >= 0) {
      const line = lines.slice(0, end)
      lines = lines.slice(end + 1)
      if (line.includes('"stats":')) waiting.shift()?.(JSON.parse(line).stats)
    }
  })
  const stats = () =>
    new Promise((resolve) => {
      waiting.push(resolve)
      child.kill('SIGUSR2')
    })
  return new Promise((resolve, reject) => {
    let out = ''
    const read = (chunk) => {
      if (out === null) return
      out += chunk
      const match = /"url":"(http[^"]+)"/.exec(out)
      if (match) {
        out = null
        resolve({ child, url: match[1], stats })
      }
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.on('exit', (code) => reject(new Error(`server exited (${code}): ${(out ?? '').slice(-500)}`)))
  })
}

async function stop(child) {
  if (child.exitCode !== null) return
  child.kill('SIGTERM')
  await new Promise((done) => child.once('exit', done))
}

/** This run's traders are load_<run>_<n>: digits only where they differ, so no two read alike (a lookalike is refused). */
const RUN = Math.floor(Math.random() * 1e9)
let signedUp = 0

async function traders(url, count) {
  const cookies = []
  for (let i = 0; i < count; i += 1) {
    const username = `load_${RUN}_${(signedUp += 1)}`
    const body = JSON.stringify({ username, password: 'secret123' })
    const headers = { 'Content-Type': 'application/json' }
    const reg = await fetch(`${url}/api/auth/register`, { method: 'POST', headers, body })
    if (reg.status !== 201) throw new Error(`register ${reg.status}`)
    const login = await fetch(`${url}/api/auth/login`, { method: 'POST', headers, body })
    cookies.push(login.headers.getSetCookie()[0].split(';')[0])
  }
  return cookies
}

async function marketIds(url) {
  const res = await fetch(`${url}/api/markets?kind=binary&limit=100`)
  return (await res.json()).map((m) => m.id)
}

/** 50 connections, each a trader of its own, POST /api/trades for `seconds`, shared out over the servers at `urls`. */
async function load(urls, cookies, markets, seconds) {
  let connection = 0
  let n = 0
  const latencies = []
  const runOn = (url, connections) =>
    new Promise((resolve, reject) => {
      const instance = autocannon(
        {
          url,
          connections,
          duration: seconds,
          setupClient(client) {
            client.setHeaders({ 'content-type': 'application/json', cookie: cookies[connection++ % cookies.length] })
          },
          requests: [
            {
              method: 'POST',
              path: '/api/trades',
              setupRequest(request) {
                n += 1
                const marketId = markets[n % markets.length]
                return {
                  ...request,
                  body: JSON.stringify({ marketId, side: n % 2 ? 'yes' : 'no', quantity: 1 + (n % 3), price: '50.00' }),
                }
              },
            },
          ],
        },
        (error, done) => (error ? reject(error) : resolve(done)),
      )
      instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms))
    })
  const runs = await Promise.all(
    urls.map((url, i) => runOn(url, Math.floor(CLIENTS / urls.length) + (i < CLIENTS % urls.length ? 1 : 0))),
  )
  const sum = (key) => runs.reduce((total, r) => total + r[key], 0)
  const result = { '2xx': sum('2xx'), errors: sum('errors'), non2xx: sum('non2xx'), timeouts: sum('timeouts') }
  latencies.sort((a, b) => a - b)
  const at = (q) => quantile(latencies, q)
  const ok = result['2xx']
  return {
    tradesPerSecond: ok / seconds,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    errors: result.errors + result.non2xx + result.timeouts,
    ok,
  }
}

const ROOM_TRADERS = 4
const ROOM_JOINING = 4

/** The admin's password of the admin scenario's server (ADMIN_PASSWORD). */
const ADMIN_PASSWORD = 'bench-admin-1'
const RESOLVE_PEOPLE = 500

/** A JSON call with a session cookie: status and body, or throws on an unexpected status. */
async function call(url, cookie, method, path, body, expected) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { cookie, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  const json = await res.json()
  if (res.status !== expected) throw new Error(`${method} ${path}: ${res.status} ${json?.message}`)
  return json
}

/**
 * Markets admins make, on one server: 120 markets listed one after another (the first 20 warm up),
 * then, three times, a market that RESOLVE_PEOPLE people each buy both sides of (1,000 positions;
 * four sign up and trade at a time, untimed), its payout preview and its resolution, timed.
 */
async function adminMarkets(url) {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  })
  if (login.status !== 200) throw new Error(`admin login ${login.status}`)
  const admin = login.headers.getSetCookie()[0].split(';')[0]
  const closesAt = new Date(Date.now() + 30 * 86_400_000).toISOString()
  const market = (title) => ({ title, categoryId: 'tech', closesAt, rules: 'Resolves when the bench says so.' })
  const creates = []
  for (let i = 0; i < 120; i += 1) {
    const started = performance.now()
    await call(url, admin, 'POST', '/api/admin/markets', market(`Bench question number ${i}?`), 201)
    if (i >= 20) creates.push(performance.now() - started)
  }
  // 20-answer markets (the first 10 warm up), then one trader's buys on the last of them, every
  // answer in turn, both sides, 1 to 10 contracts (the first 20 warm up).
  const twenty = Array.from({ length: 20 }, (_, k) => `Answer ${k + 1}`)
  const multi = (title) => ({ ...market(title), kind: 'multi', answers: twenty })
  const createsMulti = []
  let last = null
  for (let i = 0; i < 60; i += 1) {
    const started = performance.now()
    last = await call(url, admin, 'POST', '/api/admin/markets', multi(`Bench multi-answer question number ${i}?`), 201)
    if (i >= 10) createsMulti.push(performance.now() - started)
  }
  const [buyer] = await traders(url, 1)
  const buysMulti = []
  for (let i = 0; i < 220; i += 1) {
    const answer = last.answers[(i * 7) % 20]
    const side = i % 3 === 0 ? 'no' : 'yes'
    const body = { marketId: last.id, answerId: answer.id, side, quantity: 1 + (i % 10), price: answer.yesPrice }
    const started = performance.now()
    await call(url, buyer, 'POST', '/api/trades', body, 201)
    if (i >= 20) buysMulti.push(performance.now() - started)
  }
  const resolves = []
  const previews = []
  // Three resolutions by a side, then a void (it reads the market's ledger too: src/exchange/settlement.ts).
  // Last, a 20-answer market: each person buys Yes on one answer and No on another.
  const outcomes = ['yes', 'no', 'yes', 'void', 'answer']
  for (let s = 0; s < outcomes.length; s += 1) {
    const isMulti = outcomes[s] === 'answer'
    const title = `Bench resolution number ${s}?`
    const m = await call(url, admin, 'POST', '/api/admin/markets', isMulti ? multi(title) : market(title), 201)
    const queue = Array.from({ length: RESOLVE_PEOPLE }, (_, k) => k)
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (queue.length) {
          const k = queue.shift()
          const [cookie] = await traders(url, 1)
          for (const side of ['yes', 'no']) {
            const price = side === 'yes' ? m.yesPrice : m.noPrice
            const answer = isMulti ? { answerId: m.answers[(k + (side === 'no' ? 7 : 0)) % 20].id } : {}
            const body = { marketId: m.id, ...answer, side, quantity: 1 + (k % 7), price }
            await call(url, cookie, 'POST', '/api/trades', body, 201)
          }
        }
      }),
    )
    const outcome = isMulti ? { answerId: m.answers[3].id } : { outcome: outcomes[s] }
    let started = performance.now()
    await call(url, admin, 'GET', `/api/admin/markets/${m.id}/payout-preview?${new URLSearchParams(outcome)}`, undefined, 200)
    previews.push(performance.now() - started)
    started = performance.now()
    await call(url, admin, 'POST', `/api/admin/markets/${m.id}/resolve`, outcome, 200)
    resolves.push({ outcome: outcomes[s], ms: performance.now() - started })
  }
  const sorted = (a) => [...a].sort((x, y) => x - y)
  return {
    creates: sorted(creates),
    createsMulti: sorted(createsMulti),
    buysMulti: sorted(buysMulti),
    resolves: sorted(resolves.map((r) => r.ms)),
    resolvedAs: resolves.map((r) => `${Math.round(r.ms)} (${r.outcome})`).join(', '),
    previews: sorted(previews),
  }
}

/** A p95 of sorted samples (ms) against the server bench's 50 ms, with its p50, max and count. */
const p95Figure = (name, sorted) =>
  figure(
    name,
    quantile(sorted, 0.95),
    'ms',
    { max: 50 },
    `p50 ${quantile(sorted, 0.5)} ms, max ${quantile(sorted, 1)} ms, n=${sorted.length}`,
  )

/**
 * A room: ROOM_TRADERS people trading at a person's pace (a trade, then 100 ms) while the
 * simulation runs its steps and ROOM_JOINING people at a time sign up and sign in (as /join
 * does), again and again, for `seconds`. Each trade's time from request to answer.
 */
async function room(url, cookies, markets, seconds) {
  const latencies = []
  let errors = 0
  let joined = 0
  const end = Date.now() + seconds * 1000
  const joining = (async () => {
    while (Date.now() < end) {
      await traders(url, ROOM_JOINING)
      joined += ROOM_JOINING
    }
  })()
  const trading = Promise.all(
    cookies.map(async (cookie, t) => {
      for (let i = 0; Date.now() < end; i += 1) {
        const sent = performance.now()
        const res = await fetch(`${url}/api/trades`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({
            marketId: markets[(t * 7 + i) % markets.length],
            side: i % 2 ? 'yes' : 'no',
            quantity: 1,
            price: '50.00',
          }),
        })
        await res.text()
        if (res.status !== 201) errors += 1
        latencies.push(performance.now() - sent)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }),
  )
  // Together: a failed sign-up rejects here (and the scenario's finally drops its database).
  await Promise.all([joining, trading])
  latencies.sort((a, b) => a - b)
  const at = (q) => quantile(latencies, q)
  return {
    trades: latencies.length,
    errors,
    joined,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: Math.round(latencies.at(-1) ?? NaN),
  }
}

async function invariants(runner, databaseUrl) {
  const module = await runner.import(join(ROOT, 'server/test/exchange-check.ts'))
  return module.invariantsOf(databaseUrl, Date.now())
}

const STREAMS = 200
const LIVE_TRADES = 40

/** GET /api/live held open; calls onBatch(batch, receivedAt) for each batch. */
async function holdStream(url, onBatch) {
  const abort = new AbortController()
  const res = await fetch(`${url}/api/live`, { headers: { Accept: 'text/event-stream' }, signal: abort.signal })
  if (res.status !== 200) throw new Error(`GET /api/live: ${res.status}`)
  let ready
  const isReady = new Promise((resolve) => (ready = resolve))
  void (async () => {
    const decoder = new TextDecoder()
    let buffer = ''
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk, { stream: true })
        let end
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          if (block.startsWith('event: ready')) ready()
          else if (block.startsWith('event: batch')) {
            const data = /^data: (.*)$/m.exec(block)?.[1]
            if (data) onBatch(JSON.parse(data), performance.now())
          }
        }
      }
    } catch {
      // aborted
    }
  })()
  await isReady
  return () => abort.abort()
}

/**
 * 200 screens hold GET /api/live on one server (PostgreSQL); one trader trades on a different
 * market every 300 ms; for each trade, the delay from sending it to the last screen's batch
 * naming that market.
 */
async function live(url, cookie, markets) {
  const arrivals = new Map() // marketId -> received times
  const closers = []
  for (let i = 0; i < STREAMS; i += 1) {
    closers.push(
      await holdStream(url, (batch, at) => {
        for (const m of batch.markets) {
          const list = arrivals.get(m.id) ?? []
          list.push(at)
          arrivals.set(m.id, list)
        }
      }),
    )
  }
  const delays = []
  let missing = 0
  try {
    for (let i = 0; i < LIVE_TRADES; i += 1) {
      const marketId = markets[i % markets.length]
      arrivals.delete(marketId)
      const sent = performance.now()
      const res = await fetch(`${url}/api/trades`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ marketId, side: i % 2 ? 'yes' : 'no', quantity: 5, price: '50.00' }),
      })
      if (res.status !== 201) throw new Error(`trade ${res.status}`)
      // Every screen's batch, or give up on this trade after 5 s.
      const deadline = sent + 5_000
      while ((arrivals.get(marketId)?.length ?? 0) < STREAMS && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
      const times = arrivals.get(marketId) ?? []
      if (times.length < STREAMS) missing += STREAMS - times.length
      else delays.push(Math.max(...times.slice(0, STREAMS)) - sent)
      await new Promise((resolve) => setTimeout(resolve, 300))
    }
  } finally {
    for (const close of closers) close()
  }
  delays.sort((a, b) => a - b)
  const at = (q) => quantile(delays, q)
  return { p50: at(0.5), p95: at(0.95), max: Math.round(delays.at(-1) ?? NaN), missing, trades: delays.length }
}

export async function runServer({ serverSeconds = 30, serverScenarios = ['load', 'room', 'live', 'admin'] } = {}) {
  const vite = await createServer({
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  })
  const runner = createServerModuleRunner(vite.environments.ssr, { hmr: false })
  const figures = []
  const details = {}
  try {
    const scenarios = serverScenarios.includes('load')
      ? [
          { name: 'PostgreSQL, trades spread over 100 markets', store: 'postgres', hot: false, min: 1000 },
          // The "a second process adds throughput": its target is the one-process figure above.
          {
            name: 'PostgreSQL, trades spread over 100 markets, two server processes',
            store: 'postgres',
            hot: false,
            processes: 2,
          },
          { name: 'PostgreSQL, one hot market', store: 'postgres', hot: true, min: 300 },
          { name: 'PGlite, trades spread over 100 markets', store: 'pglite', hot: false, min: 300 },
        ]
      : []
    for (const scenario of scenarios) {
      const dataDir = scenario.store === 'pglite' ? mkdtempSync(join(tmpdir(), 'foresight-bench-')) : ''
      const database = scenario.store === 'postgres' ? await freshDatabase('load') : null
      const databaseUrl = database?.url ?? ''
      const env = scenario.store === 'postgres' ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '', DATA_DIR: dataDir }
      // One after the other: the first creates the schema and the seed, the second finds them.
      const servers = []
      for (let i = 0; i < (scenario.processes ?? 1); i += 1) servers.push(await startServer(env))
      const [server] = servers
      try {
        const cookies = await traders(server.url, CLIENTS)
        const all = await marketIds(server.url)
        const before = await Promise.all(servers.map((s) => s.stats()))
        const r = await load(
          servers.map((s) => s.url),
          cookies,
          scenario.hot ? all.slice(0, 1) : all,
          serverSeconds,
        )
        const after = await Promise.all(servers.map((s) => s.stats()))
        const spent = (key) => after.reduce((sum, a, i) => sum + a[key] - before[i][key], 0)
        // Per answered trade (the load sends nothing else); refused trades' work is in it too.
        const perTrade = {
          roundTrips: r.ok ? spent('roundTrips') / r.ok : NaN,
          cpuMs: r.ok ? spent('cpuMicros') / 1000 / r.ok : NaN,
        }
        for (const s of servers) await stop(s.child)
        let broken = null
        if (scenario.store === 'postgres') broken = await invariants(runner, databaseUrl)
        details[scenario.name] = { ...r, ...perTrade, invariants: broken }
        figures.push(
          figure(
            `Server: ${scenario.name}, ${CLIENTS} clients`,
            Math.round(r.tradesPerSecond),
            'trades/s',
            { min: scenario.min ?? Math.round(details['PostgreSQL, trades spread over 100 markets']?.tradesPerSecond ?? 0) + 1 },
            `p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms, ${r.errors} errors` +
              (broken ? `; invariants ${broken.length ? 'BROKEN: ' + broken[0] : 'hold'}` : ''),
          ),
          figure(
            `Server: ${scenario.name}, p95 latency`,
            r.p95,
            'ms',
            scenario.store === 'postgres' && !scenario.hot ? { max: 50 } : undefined,
          ),
          figure(
            `Server: ${scenario.name}, database round trips per trade`,
            Math.round(perTrade.roundTrips * 10) / 10,
            '',
            { max: 5 },
            `${servers.length > 1 ? 'both processes' : 'the process'}, over ${r.ok} trades`,
          ),
          figure(
            `Server: ${scenario.name}, server CPU per trade`,
            Math.round(perTrade.cpuMs * 100) / 100,
            'ms',
            { max: 1.5 },
            'user + system time of the server process(es) during the load, per answered trade',
          ),
        )
        const one = details['PostgreSQL, trades spread over 100 markets']?.tradesPerSecond
        if (servers.length > 1 && one) {
          // "Add processes" must add throughput: above 1 means the second process helped.
          figures.push(
            figure(
              `Server: ${servers.length} processes against one, throughput ratio`,
              Math.round((r.tradesPerSecond / one) * 100) / 100,
              '×',
              { min: 1.01 },
              `${Math.round(r.tradesPerSecond)} against ${Math.round(one)} trades/s`,
            ),
          )
        }
      } finally {
        for (const s of servers) await stop(s.child)
        await database?.drop()
        if (dataDir) rmSync(dataDir, { recursive: true, force: true })
      }
    }
    if (serverScenarios.includes('room')) {
      const database = await freshDatabase('room')
      // As deployed for an event: the simulated traders on (a step every 5 s).
      const server = await startServer({ DATABASE_URL: database.url, SIMULATION: 'on' })
      try {
        const cookies = await traders(server.url, ROOM_TRADERS)
        const r = await room(server.url, cookies, (await marketIds(server.url)).slice(0, 60), serverSeconds)
        await stop(server.child)
        const broken = await invariants(runner, database.url)
        details['a room'] = { ...r, invariants: broken }
        figures.push(
          figure(
            `Server: a room on PostgreSQL (${ROOM_TRADERS} people trading, the simulation on, ${ROOM_JOINING} at a time joining), trade p99`,
            r.p99,
            'ms',
            undefined,
            `p50 ${r.p50} ms, p95 ${r.p95} ms, max ${r.max} ms; ${r.trades} trades, ${r.errors} errors, ${r.joined} joined; ` +
              `invariants ${broken.length ? 'BROKEN: ' + broken[0] : 'hold'}`,
          ),
        )
      } finally {
        await stop(server.child)
        await database.drop()
      }
    }
    if (serverScenarios.includes('admin')) {
      const database = await freshDatabase('admin')
      const server = await startServer({ DATABASE_URL: database.url, ADMIN_PASSWORD })
      try {
        const r = await adminMarkets(server.url)
        await stop(server.child)
        const broken = await invariants(runner, database.url)
        details['markets admins make'] = { ...r, invariants: broken }
        const ms = (a) => a.map((x) => Math.round(x)).join(', ')
        figures.push(
          p95Figure('Server: POST /api/admin/markets (an admin lists a market) on PostgreSQL, p95', r.creates),
          p95Figure('Server: POST /api/admin/markets (a 20-answer market) on PostgreSQL, p95', r.createsMulti),
          p95Figure('Server: POST /api/trades on a 20-answer market on PostgreSQL, one trader, p95', r.buysMulti),
          figure(
            `Server: resolving a market with ${RESOLVE_PEOPLE * 2} positions on PostgreSQL (the last a 20-answer one), slowest of ${r.resolves.length}`,
            quantile(r.resolves, 1),
            'ms',
            { max: 200 },
            `each ${r.resolvedAs} ms; its payout preview ${ms(r.previews)} ms; invariants ${broken.length ? 'BROKEN: ' + broken[0] : 'hold'}`,
          ),
        )
      } finally {
        await stop(server.child)
        await database.drop()
      }
    }
    if (serverScenarios.includes('live')) {
      const database = await freshDatabase('live')
      // Every screen of this bench connects from 127.0.0.1, signed out: lift the per-address caps above them.
      const server = await startServer({
        DATABASE_URL: database.url,
        LIVE_MAX_PER_ADDRESS: String(STREAMS + 10),
        LIVE_MAX_ANONYMOUS_PER_ADDRESS: String(STREAMS + 10),
      })
      try {
        const [cookie] = await traders(server.url, 1)
        const r = await live(server.url, cookie, await marketIds(server.url))
        details['live updates'] = r
        figures.push(
          figure(
            `Server: live update to the last of ${STREAMS} screens, p95`,
            r.p95,
            'ms',
            { max: 1000 },
            `p50 ${r.p50} ms, max ${r.max} ms over ${r.trades} trades; ${r.missing} screen updates missing`,
          ),
        )
      } finally {
        await stop(server.child)
        await database.drop()
      }
    }
  } finally {
    await runner.close()
    await vite.close()
  }
  return { figures, details }
}
