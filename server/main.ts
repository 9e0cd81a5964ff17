import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import pino from 'pino'
import { startServer } from './start'
import { databaseCounters } from './store/sql'
import { liveLimitsFromEnv } from './live'
import { crossSiteOrigins, directOrigins, isLoopback, parsePublicUrl, parseTrustProxy } from './network'

/**
 * `npm run server`: the Foresight server (docs/server.md). Settings from the environment:
 * HOST, PORT, DATABASE_URL (else PGlite in DATA_DIR or --data, default ./data), SIMULATION=off,
 * DEMO_CONTROLS=on, ALLOWED_ORIGINS (comma-separated), TRUST_PROXY (on, or the number of proxies),
 * PUBLIC_URL, ADMIN_PASSWORD, LIVE_MAX_* (live stream caps), AUTH_RATE_LIMIT (sign-in and sign-up attempts per minute per address),
 * PASSWORD_ITERATIONS, APP_DIR, LOG_LEVEL.
 */
const { values } = parseArgs({ options: { data: { type: 'string' } }, allowPositionals: false })
const env = process.env
const logger = pino({ level: env.LOG_LEVEL ?? 'info', base: { pid: process.pid } })
const on = (value: string | undefined) => value === 'on' || value === '1' || value === 'true'
const number = (value: string | undefined, fallback: number) => {
  const n = Number(value)
  return value && Number.isFinite(n) && n > 0 ? n : fallback
}

const host = env.HOST || '127.0.0.1'
// PORT=0: any free port (tests); the log's url says which.
const port = env.PORT !== undefined && /^\d+$/.test(env.PORT) ? Number(env.PORT) : 8787
const databaseUrl = env.DATABASE_URL || undefined
const dataDir = resolve(values.data ?? env.DATA_DIR ?? 'data')

try {
  const proxyHops = parseTrustProxy(env.TRUST_PROXY)
  const publicUrl = parsePublicUrl(env.PUBLIC_URL)
  const allowedOrigins = (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
  const https = publicUrl ? publicUrl.startsWith('https:') : proxyHops > 0
  if (!https) {
    logger.warn('plain http: session cookies go without Secure (serve behind HTTPS with TRUST_PROXY=on in production)')
  }
  const crossSite = crossSiteOrigins(allowedOrigins, publicUrl)
  if (crossSite.length && !https) {
    logger.warn(
      { origins: crossSite },
      'ALLOWED_ORIGINS names an app on another site: browsers send it the session cookie only as SameSite=None; Secure, ' +
        'which needs HTTPS. Serve over HTTPS (TRUST_PROXY=on behind a TLS proxy, or PUBLIC_URL=https://…), or host the app on the same site.',
    )
  }
  const simulation = env.SIMULATION !== 'off'
  const demoControls = on(env.DEMO_CONTROLS)
  const authPerMinute = number(env.AUTH_RATE_LIMIT, 10)
  if (env.ADMIN_PASSWORD !== undefined && env.ADMIN_PASSWORD.length < 6) {
    throw new Error('ADMIN_PASSWORD must have at least 6 characters')
  }
  const server = await startServer({
    host,
    port,
    databaseUrl,
    dataDir: databaseUrl ? undefined : dataDir,
    appDir: resolve(env.APP_DIR ?? 'dist'),
    simulation,
    demoControls,
    allowedOrigins,
    trustProxy: proxyHops,
    publicUrl,
    adminPassword: env.ADMIN_PASSWORD,
    authPerMinute,
    // LIVE_MAX_STREAMS, LIVE_MAX_ANONYMOUS_STREAMS, LIVE_MAX_PER_ADDRESS, LIVE_MAX_ANONYMOUS_PER_ADDRESS,
    // LIVE_MAX_PER_USER, LIVE_MAX_PENDING_WRITES, LIVE_MAX_PENDING_BYTES: the caps on live streams
    // (server/live.ts, LiveLimits, has the defaults and why; docs/server.md, "Live updates").
    liveLimits: liveLimitsFromEnv(env),
    passwordIterations: env.PASSWORD_ITERATIONS ? number(env.PASSWORD_ITERATIONS, 600_000) : undefined,
    logger,
  })
  // The settings in effect, so an operator reads from the log what this server does.
  logger.info(
    {
      url: server.url,
      publicUrl: publicUrl ?? null,
      database: databaseUrl ? 'postgres' : `pglite:${dataDir}`,
      simulation,
      trustProxy: proxyHops,
      allowedOrigins,
      demoControls,
      adminPassword: env.ADMIN_PASSWORD !== undefined ? 'ADMIN_PASSWORD' : 'as stored',
      authPerMinute,
    },
    `Foresight server at ${server.url}/${publicUrl ? `, reached at ${publicUrl}/` : ''} (Ctrl+C to stop)`,
  )
  if (!isLoopback(host)) {
    // Listening on every address: say which ones phones on the network can open.
    const lan = directOrigins(host, Number(new URL(server.url).port)).filter(
      (origin) => !/localhost|127\.0\.0\.1|\[::1\]/.test(origin),
    )
    logger.info({ addresses: lan }, `Open it from other devices at ${publicUrl ?? lan[0] ?? server.url}/`)
  }
  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'stopping: finishing requests in flight')
    const force = setTimeout(() => {
      logger.error('requests still running after 10 s: exiting')
      process.exit(1)
    }, 10_000)
    force.unref()
    server.close().then(
      () => {
        logger.info('stopped')
        process.exit(0)
      },
      (error: unknown) => {
        logger.error({ err: error }, 'stopping failed')
        process.exit(1)
      },
    )
  }
  // SIGUSR2: one line of this process's running totals (the bench reads it before and after a load).
  process.on('SIGUSR2', () => {
    const cpu = process.cpuUsage()
    logger.info({ stats: { cpuMicros: cpu.user + cpu.system, roundTrips: databaseCounters.roundTrips } }, 'stats')
  })
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
} catch (error) {
  logger.fatal({ err: error }, 'could not start')
  process.exit(1)
}
