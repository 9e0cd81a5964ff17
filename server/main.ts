import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import pino from 'pino'
import { startServer } from './start'

/**
 * `npm run server`: the Foresight server (docs/server.md). Settings from the environment:
 * HOST, PORT, DATABASE_URL (else PGlite in DATA_DIR or --data, default ./data), SIMULATION=off,
 * DEMO_CONTROLS=on, ALLOWED_ORIGINS (comma-separated), TRUST_PROXY=on, AUTH_RATE_LIMIT (sign-in
 * and sign-up attempts per minute per address), PASSWORD_ITERATIONS, APP_DIR, LOG_LEVEL.
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

if (!on(env.TRUST_PROXY)) {
  logger.warn('plain http: session cookies go without Secure (serve behind HTTPS with TRUST_PROXY=on in production)')
}

try {
  const server = await startServer({
    host,
    port,
    databaseUrl,
    dataDir: databaseUrl ? undefined : dataDir,
    appDir: resolve(env.APP_DIR ?? 'dist'),
    simulation: env.SIMULATION !== 'off',
    demoControls: on(env.DEMO_CONTROLS),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    trustProxy: on(env.TRUST_PROXY),
    authPerMinute: number(env.AUTH_RATE_LIMIT, 10),
    passwordIterations: env.PASSWORD_ITERATIONS ? number(env.PASSWORD_ITERATIONS, 600_000) : undefined,
    logger,
  })
  logger.info(
    { url: server.url, database: databaseUrl ? 'postgres' : `pglite:${dataDir}` },
    `Foresight server at ${server.url}/ (Ctrl+C to stop)`,
  )
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
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
} catch (error) {
  logger.fatal({ err: error }, 'could not start')
  process.exit(1)
}
