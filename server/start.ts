import { existsSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import pino, { type Logger } from 'pino'
import pg from 'pg'
import { sessionUserReader } from './store/sessions'
import { OWASP_PBKDF2_SHA256_ITERATIONS, SESSION_TTL_MS, type Backend } from '../backend/backend'
import { ExchangeClock } from '../backend/clock'
import { ensureSeeded } from '../backend/seed-db'
import { simulateUntil } from '../backend/simulation'
import { createApp } from './app'
import { isLoopback, Network } from './network'
import { secureSeededAccounts } from './seeded-accounts'
import { LiveHub } from './live'
import { openDatabase, openStore } from './store/database'
import type { SqlDatabase } from './store/sql'

export interface ServerOptions {
  host?: string
  port?: number
  /** postgres://…; absent: the embedded PGlite in dataDir. */
  databaseUrl?: string
  /** PGlite's folder; absent with no databaseUrl: PGlite in memory (tests). */
  dataDir?: string
  /** The built app to serve (dist/); absent or missing: the API only. */
  appDir?: string
  simulation?: boolean
  demoControls?: boolean
  allowedOrigins?: readonly string[]
  authPerMinute?: number
  passwordIterations?: number
  /** TRUST_PROXY: true (one proxy) or how many proxies stand in front; absent: none. */
  trustProxy?: boolean | number
  /** PUBLIC_URL's origin: the one origin browsers reach this server at. */
  publicUrl?: string
  /** ADMIN_PASSWORD: the admin's password (server/seeded-accounts.ts). */
  adminPassword?: string
  /** Migrations other than server/migrations (the upgrade test: an older set). */
  migrationsFolder?: string
  /** The exchange's wall clock (tests pass a fixed one). */
  wall?: () => number
  logger?: Logger
  simulationIntervalMs?: number
  /** Caps on live streams other than the defaults (LiveLimits in server/live.ts; LIVE_MAX_* in server/main.ts). */
  liveLimits?: Partial<LiveHub['limits']>
}

export interface RunningServer {
  url: string
  backend: Backend
  database: SqlDatabase
  logger: Logger
  live: LiveHub
  /** Stops taking requests, lets those in flight finish, stops the simulation, closes the database. */
  close(): Promise<void>
}

const SIMULATION_LOCK = 'SELECT pg_try_advisory_lock(18259, 2) AS held'
const SEED_LOCK = [18259, 3]

/**
 * Runs `work` while holding a PostgreSQL session lock, so that one process at a time does it
 * (seeding a new database). PGlite has one process by nature.
 */
async function withSessionLock<T>(databaseUrl: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!databaseUrl) return work()
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1, $2)', SEED_LOCK)
    return await work()
  } finally {
    await client.end().catch(() => undefined)
  }
}

/**
 * Simulated traders, instant markets and settlement, in one process at a time: the one that
 * holds a PostgreSQL advisory lock on its own connection (when it dies, the lock goes with the
 * connection and another process takes over at its next try).
 */
function startSimulation(options: { databaseUrl?: string; backend: Backend; logger: Logger; intervalMs: number }) {
  const { backend, logger, databaseUrl } = options
  let holder: pg.Client | null = null
  let running: Promise<unknown> = Promise.resolve()
  let stopped = false
  const holds = async () => {
    if (!databaseUrl) return true
    if (holder) return true
    const client = new pg.Client({ connectionString: databaseUrl })
    client.on('error', () => undefined)
    try {
      await client.connect()
      const [row] = (await client.query<{ held: boolean }>(SIMULATION_LOCK)).rows
      if (row?.held) {
        holder = client
        client.on('end', () => {
          if (holder === client) holder = null
        })
        logger.info('this process runs the simulation')
        return true
      }
    } catch (error) {
      logger.warn({ err: error }, 'simulation lock unavailable')
    }
    await client.end().catch(() => undefined)
    return false
  }
  const tick = () => {
    running = running.then(async () => {
      if (stopped || !(await holds())) return
      try {
        await simulateUntil(backend, backend.now())
      } catch (error) {
        logger.warn({ err: error }, 'simulation step failed')
      }
    })
  }
  tick()
  const timer = setInterval(tick, options.intervalMs)
  return async () => {
    stopped = true
    clearInterval(timer)
    await running
    await holder?.end().catch(() => undefined)
  }
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? pino({ level: process.env.LOG_LEVEL ?? 'info', base: { pid: process.pid } })
  const database = await openDatabase({
    url: options.databaseUrl,
    dataDir: options.dataDir,
    migrationsFolder: options.migrationsFolder,
  })
  const live = new LiveHub(database, logger)
  const db = await openStore(database, undefined, { onCommit: live.onCommit })
  const clock = new ExchangeClock(options.wall ?? (() => Date.now()))
  await clock.load(db)
  const host = options.host ?? '127.0.0.1'
  const hops = options.trustProxy === true ? 1 : typeof options.trustProxy === 'number' ? options.trustProxy : 0
  // Others reach it: it listens beyond loopback, or a proxy on this machine brings them
  // (TRUST_PROXY), or it has an address of its own (PUBLIC_URL). Published passwords are off.
  const shared = !isLoopback(host) || hops > 0 || options.publicUrl !== undefined
  const backend: Backend = {
    db,
    now: clock.now,
    clock,
    passwordIterations: options.passwordIterations ?? OWASP_PBKDF2_SHA256_ITERATIONS,
    sessionTtlMs: SESSION_TTL_MS,
    keepSeededPasswords: shared || options.adminPassword !== undefined,
    // SIMULATION=off: nothing else would ever settle the seed's markets (docs/server.md).
    adminResolvesAll: options.simulation === false,
    sessionUser: sessionUserReader(database),
  }
  live.now = backend.now
  await withSessionLock(options.databaseUrl, async () => {
    const started = performance.now()
    await live.quietly(() => ensureSeeded(backend))
    await secureSeededAccounts(backend, { shared, adminPassword: options.adminPassword }, logger)
    // Fresh statistics: a just-seeded database has none until autovacuum comes by, and the
    // planner then picks slow plans for the first minutes of trading (the bench measured half
    // the throughput). ANALYZE samples each table, so it stays quick on a large database.
    await database.query('ANALYZE')
    logger.info({ ms: Math.round(performance.now() - started) }, 'exchange ready')
  })

  const appDir = options.appDir && existsSync(options.appDir) ? options.appDir : undefined
  if (options.appDir && !appDir)
    logger.warn({ appDir: options.appDir }, 'no built app there: serving the API only (npm run build)')
  const network = new Network({ publicUrl: options.publicUrl, proxyHops: hops })
  const app = createApp({
    backend,
    database,
    logger,
    allowedOrigins: options.allowedOrigins ?? [],
    demoControls: options.demoControls ?? false,
    sharedDemoControls: shared,
    appDir,
    authPerMinute: options.authPerMinute ?? 10,
    network,
    live,
    liveLimits: options.liveLimits,
  })
  await live.start()

  const stopSimulation =
    options.simulation === false
      ? async () => undefined
      : startSimulation({ databaseUrl: options.databaseUrl, backend, logger, intervalMs: options.simulationIntervalMs ?? 5_000 })

  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: host, port: options.port ?? 8787 }, () => resolve(s))
  })
  const address = server.address() as AddressInfo
  network.listening(host, address.port)
  const listeningAt = address.family === 'IPv6' ? `[${address.address}]` : address.address
  const url = `http://${listeningAt}:${address.port}`

  let closing: Promise<void> | null = null
  return {
    url,
    backend,
    database,
    logger,
    live,
    close: () =>
      (closing ??= (async () => {
        // Live streams end first, or the server would wait for them for good.
        const liveClosed = live.close()
        await new Promise<void>((done) => {
          server.close(() => done())
          // Keep-alive connections with no request in flight close now; busy ones after their answer.
          ;(server as { closeIdleConnections?: () => void }).closeIdleConnections?.()
        })
        await liveClosed
        await stopSimulation()
        db.close()
        await database.close()
      })()),
  }
}
