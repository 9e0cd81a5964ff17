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

function startServer(env) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
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
  return new Promise((resolve, reject) => {
    let out = ''
    const read = (chunk) => {
      if (out === null) return
      out += chunk
      const match = /"url":"(http[^"]+)"/.exec(out)
      if (match) {
        out = null
        resolve({ child, url: match[1] })
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

async function traders(url, count) {
  const cookies = []
  for (let i = 0; i < count; i += 1) {
    const username = `load_${Date.now().toString(36)}_${i}`
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
  const res = await fetch(`${url}/api/markets?limit=100`)
  return (await res.json()).map((m) => m.id)
}

/** 50 connections, each a trader of its own, POST /api/trades for `seconds`. */
async function load(url, cookies, markets, seconds) {
  let connection = 0
  let n = 0
  const latencies = []
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CLIENTS,
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
  latencies.sort((a, b) => a - b)
  const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN)
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

async function invariants(runner, databaseUrl) {
  const module = await runner.import(join(ROOT, 'server/test/exchange-check.ts'))
  return module.invariantsOf(databaseUrl, Date.now())
}

export async function runServer({ serverSeconds = 30 } = {}) {
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
    for (const scenario of [
      { name: 'PostgreSQL, trades spread over 100 markets', store: 'postgres', hot: false, min: 1000 },
      { name: 'PostgreSQL, one hot market', store: 'postgres', hot: true, min: 300 },
      { name: 'PGlite, trades spread over 100 markets', store: 'pglite', hot: false, min: 300 },
    ]) {
      const dbName = `fs_bench_${process.pid}_${Date.now().toString(36)}`
      const dataDir = scenario.store === 'pglite' ? mkdtempSync(join(tmpdir(), 'foresight-bench-')) : ''
      let databaseUrl = ''
      if (scenario.store === 'postgres') {
        await adminQuery(`CREATE DATABASE "${dbName}"`)
        const u = new URL(ADMIN_URL)
        u.pathname = `/${dbName}`
        databaseUrl = u.toString()
      }
      const server = await startServer(
        scenario.store === 'postgres' ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '', DATA_DIR: dataDir },
      )
      try {
        const cookies = await traders(server.url, CLIENTS)
        const all = await marketIds(server.url)
        const r = await load(server.url, cookies, scenario.hot ? all.slice(0, 1) : all, serverSeconds)
        await stop(server.child)
        let broken = null
        if (scenario.store === 'postgres') broken = await invariants(runner, databaseUrl)
        details[scenario.name] = { ...r, invariants: broken }
        figures.push(
          figure(
            `Server: ${scenario.name}, ${CLIENTS} clients`,
            Math.round(r.tradesPerSecond),
            'trades/s',
            { min: scenario.min },
            `p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms, ${r.errors} errors` +
              (broken ? `; invariants ${broken.length ? 'BROKEN: ' + broken[0] : 'hold'}` : ''),
          ),
          figure(
            `Server: ${scenario.name}, p95 latency`,
            r.p95,
            'ms',
            scenario.store === 'postgres' && !scenario.hot ? { max: 50 } : undefined,
          ),
        )
      } finally {
        await stop(server.child)
        if (databaseUrl) await adminQuery(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`)
        if (dataDir) rmSync(dataDir, { recursive: true, force: true })
      }
    }
  } finally {
    await runner.close()
    await vite.close()
  }
  return { figures, details }
}
