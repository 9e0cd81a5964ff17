import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Hono, type Context } from 'hono'
import { cors } from 'hono/cors'
import { bodyLimit } from 'hono/body-limit'
import { compress } from 'hono/compress'
import { getCookie } from 'hono/cookie'
import { streamSSE } from 'hono/streaming'
import { serveStatic } from '@hono/node-server/serve-static'
import { getResponse, type RequestHandler } from 'msw'
import type { Logger } from 'pino'
import { ROUTES } from '../src/api/contract/routes'
import { toMswPath, type RouteSpec } from '../src/api/contract/route-spec'
import type { Backend } from '../mocks/backend'
import { createHandlers } from '../mocks/handlers'
import { currentUser } from '../mocks/auth/session'
import { LIVE_PATH } from '../src/api/contract/live'
import { MAX_BODY_BYTES } from '../mocks/http'
import { contentSecurityPolicy } from '../scripts/serve.mjs'
import { RateLimiter } from './rate-limit'
import type { SqlDatabase } from './store/sql'
import type { LiveHub } from './live'

export interface AppOptions {
  backend: Backend
  database: SqlDatabase
  logger: Logger
  /** Origins (besides the server's own) allowed to call the API with credentials. */
  allowedOrigins: readonly string[]
  /** The demo controls (reset, fast-forward, simulated network) answer 403 unless on. */
  demoControls: boolean
  /** The built app (dist/); absent: the API only. */
  appDir?: string
  /** Sign-in and sign-up attempts per client address per minute. */
  authPerMinute: number
  /** Behind a TLS proxy: trust X-Forwarded-Proto / X-Forwarded-For. */
  trustProxy: boolean
  /** Live updates (GET /api/live); absent: that route answers 404. */
  live?: LiveHub
}

/** A comment line this often keeps idle live streams open through proxies. */
const LIVE_KEEPALIVE_MS = 25_000

type Env = { Variables: { log: Logger; requestId: string } }

const json = (c: Context, status: number, message: string, headers: Record<string, string> = {}) =>
  c.json({ message }, status as 400, headers)

/** The meta tag that tells the app it is served by a Foresight server: its API is at this origin. */
export const SAME_ORIGIN_META = '<meta name="foresight-api" content="same-origin">'

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

function isHttps(c: Context<Env>, trustProxy: boolean): boolean {
  if (trustProxy && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https') return true
  return new URL(c.req.url).protocol === 'https:'
}

function clientAddress(c: Context<Env>, trustProxy: boolean): string {
  const forwarded = trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
  return forwarded || incoming?.socket?.remoteAddress || 'unknown'
}

/**
 * The server's HTTP face: the API of the route table (src/api/contract), each route answered
 * by the same handler the in-browser exchange uses (mocks/handlers), plus the duties of a real
 * backend around it (README, "Security model"), health checks and the built app.
 */
export function createApp(options: AppOptions): Hono<Env> {
  const { backend, logger, trustProxy } = options
  const app = new Hono<Env>()
  let sequence = 0

  // A request id on every log line of a request, and one line per answer.
  app.use('*', async (c, next) => {
    const requestId = c.req.header('x-request-id')?.slice(0, 64) || `${process.pid.toString(36)}-${(sequence += 1).toString(36)}`
    const log = logger.child({ reqId: requestId })
    c.set('log', log)
    c.set('requestId', requestId)
    const started = performance.now()
    log.debug({ method: c.req.method, path: new URL(c.req.url).pathname }, 'request received')
    await next()
    c.header('X-Request-Id', requestId)
    const path = new URL(c.req.url).pathname
    if (path.startsWith('/api/') || c.res.status >= 500) {
      log.info(
        { method: c.req.method, path, status: c.res.status, ms: Math.round((performance.now() - started) * 10) / 10 },
        'request',
      )
    }
  })

  app.onError((error, c) => {
    ;(c.get('log') ?? logger).error({ err: error }, 'unhandled error')
    return json(c, 500, 'Something went wrong on the server. Nothing was saved.')
  })

  app.get('/healthz', (c) => c.json({ status: 'ok' }))
  app.get('/readyz', async (c) => {
    try {
      await options.database.query('SELECT 1')
      return c.json({ status: 'ready' })
    } catch {
      return c.json({ status: 'database unavailable' }, 503)
    }
  })

  const allowed = new Set(options.allowedOrigins)
  app.use(
    '/api/*',
    cors({
      origin: (origin) => (allowed.has(origin) ? origin : null),
      credentials: true,
      allowHeaders: ['Content-Type', 'Idempotency-Key', 'X-Request-Id'],
      exposeHeaders: ['X-Total-Count', 'Retry-After', 'X-Request-Id'],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      maxAge: 600,
    }),
  )

  // State changes: only from this origin or an allowed one, and only JSON.
  app.use('/api/*', async (c, next) => {
    if (!UNSAFE.has(c.req.method)) return next()
    const origin = c.req.header('origin')
    if (origin && origin !== new URL(c.req.url).origin && !allowed.has(origin)) {
      return json(c, 403, 'This origin may not change anything here')
    }
    const length = Number(c.req.header('content-length') ?? 0)
    const type = c.req.header('content-type')
    if ((length > 0 || c.req.header('transfer-encoding')) && !/^application\/json\s*(;|$)/i.test(type ?? '')) {
      return json(c, 415, 'Send the request body as application/json')
    }
    return next()
  })
  app.use('/api/*', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => json(c, 413, 'Request body is too large') }))

  const limiter = new RateLimiter(options.authPerMinute, 60_000)
  const limited = async (c: Context<Env>, next: () => Promise<void>) => {
    const wait = limiter.take(clientAddress(c, trustProxy), Date.now())
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000)
      return json(c, 429, `Too many attempts. Try again in ${seconds} seconds.`, { 'Retry-After': String(seconds) })
    }
    return next()
  }
  app.post('/api/auth/login', limited)
  app.post('/api/auth/register', limited)

  // Session cookies: never readable by scripts, and only over HTTPS when served over it.
  app.use('/api/*', async (c, next) => {
    await next()
    const cookies = c.res.headers.getSetCookie()
    if (!cookies.length) return
    const secure = isHttps(c, trustProxy)
    c.res.headers.delete('set-cookie')
    for (const cookie of cookies) c.res.headers.append('set-cookie', `${cookie}; HttpOnly${secure ? '; Secure' : ''}`)
  })

  if (options.live) mountLive(app, options.live, backend)

  const handlers = createHandlers(backend)
  for (const route of ROUTES) mountRoute(app, route, handlers, options)

  app.all('/api/*', (c) => json(c, 404, 'Not found'))

  if (options.appDir) serveApp(app, options.appDir, options.allowedOrigins)
  return app
}

/**
 * GET /api/live: Server-Sent Events, one `batch` event per update (src/api/contract/live.ts) to
 * this screen: market figures for all, account changes for the signed-in person only. Ends when
 * the client goes or the server stops.
 */
function mountLive(app: Hono<Env>, live: LiveHub, backend: Backend): void {
  app.get(LIVE_PATH, async (c) => {
    const user = await currentUser(backend, getCookie(c))
    // No buffering by a proxy in front (nginx): each batch goes out as it comes.
    c.header('X-Accel-Buffering', 'no')
    return streamSSE(c, async (stream) => {
      let sequence = 0
      const unsubscribe = live.subscribe({
        userId: user?.id ?? null,
        send: (batch) => void stream.writeSSE({ event: 'batch', data: JSON.stringify(batch), id: String((sequence += 1)) }),
      })
      stream.onAbort(unsubscribe)
      try {
        await stream.writeSSE({ event: 'ready', data: JSON.stringify({ userId: user?.id ?? null }), retry: 2_000 })
        while (!stream.aborted && !live.isClosed) {
          await live.wait(LIVE_KEEPALIVE_MS)
          if (!stream.aborted && !live.isClosed) await stream.write(': keep-alive\n\n')
        }
      } finally {
        unsubscribe()
      }
    })
  })
}

/** One route of the table, answered by its in-browser handler (found by method and path). */
function mountRoute(app: Hono<Env>, route: RouteSpec, handlers: RequestHandler[], options: AppOptions): void {
  const path = toMswPath(route.path)
  if (route.navigation) {
    mountNavigation(app, route, handlers, new Set(options.allowedOrigins))
    return
  }
  if (route.inBrowserOnly && !options.demoControls) {
    app.on(route.method, path, (c) => json(c, 403, 'Demo controls are off on this server (DEMO_CONTROLS=on turns them on)'))
    return
  }
  const handler = findHandler(handlers, route.method, path)
  app.on(route.method, path, async (c) => {
    const response = await getResponse([handler], c.req.raw)
    return response ?? json(c, 404, 'Not found')
  })
}

function findHandler(handlers: RequestHandler[], method: string, path: string): RequestHandler {
  const found = handlers.find((h) => {
    const info = h.info as { method?: unknown; path?: unknown }
    return info.method === method && info.path === `*${path}`
  })
  if (!found) throw new Error(`No handler for ${method} ${path}`)
  return found
}

/**
 * The two browser navigations. This server is its own identity provider: /api/login leads to
 * the app's sign-in page, /api/logout ends the session and goes home: on the app at
 * `returnTo` when that is an allowed origin (an app hosted elsewhere), else at this origin.
 */
function mountNavigation(app: Hono<Env>, route: RouteSpec, handlers: RequestHandler[], allowed: ReadonlySet<string>): void {
  // Only to an allowed origin: anything else would make this an open redirect.
  const back = (c: Context<Env>, path: string) => {
    const origin = c.req.query('returnTo') ?? ''
    return allowed.has(origin) ? `${origin}${path}` : path
  }
  if (route.path === '/api/login') {
    app.get('/api/login', (c) => c.redirect(back(c, '/local-login'), 302))
    return
  }
  const logout = findHandler(handlers, 'POST', '/api/auth/logout')
  app.get(route.path, async (c) => {
    const request = new Request(new URL('/api/auth/logout', c.req.url), { method: 'POST', headers: c.req.raw.headers })
    const answer = await getResponse([logout], request)
    const headers = new Headers({ Location: back(c, '/') })
    for (const cookie of answer?.headers.getSetCookie() ?? []) headers.append('set-cookie', cookie)
    return new Response(null, { status: 302, headers })
  })
}

/** The built app, at this origin, telling the page that its API is here too. */
function serveApp(app: Hono<Env>, appDir: string, allowedOrigins: readonly string[]): void {
  const csp = contentSecurityPolicy([...allowedOrigins])
  let indexHtml: Promise<string> | null = null
  const index = () =>
    (indexHtml ??= readFile(join(appDir, 'index.html'), 'utf8').then((html) =>
      html.replace('<head>', `<head>${SAME_ORIGIN_META}`),
    ))
  const page = async (c: Context<Env>) =>
    c.html(await index(), 200, {
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': csp,
      'X-Content-Type-Options': 'nosniff',
    })

  app.use('*', compress())
  app.get('/', page)
  app.get('/index.html', page)
  app.use(
    '*',
    serveStatic({
      root: appDir,
      onFound: (path, c) => {
        c.header('X-Content-Type-Options', 'nosniff')
        c.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    }),
  )
  // App routes (deep links) get the page; a missing file with an extension is a plain 404.
  app.get('*', async (c) => (/\.[a-z0-9]+$/i.test(new URL(c.req.url).pathname) ? c.text('Not found', 404) : page(c)))
}
