import { readFile, stat } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { Hono, type Context } from 'hono'
import { cors } from 'hono/cors'
import { bodyLimit } from 'hono/body-limit'
import { compress } from 'hono/compress'
import { getCookie } from 'hono/cookie'
import { streamSSE } from 'hono/streaming'
import type { Logger } from 'pino'
import { ROUTES } from '../src/api/contract/routes'
import { toMswPath, type RouteSpec } from '../src/api/contract/route-spec'
import type { Backend } from '../backend/backend'
import { apiRoutes } from '../backend/handlers'
import { respond } from '../backend/api-app'
import { currentUser } from '../backend/auth/session'
import { LIVE_PATH } from '../src/api/contract/live'
import { MAX_BODY_BYTES, type ApiRoute } from '../backend/http'
import { contentSecurityPolicy } from '../scripts/serve.mjs'
import { contentType, hasMalformedEscape, resolveInside } from '../scripts/static-path.mjs'
import { RateLimiter } from './rate-limit'
import { crossSiteOrigins, type Network } from './network'
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
  /** A shared server (beyond loopback): the demo controls, when on, are for admins only. */
  sharedDemoControls?: boolean
  /** The built app (dist/); absent: the API only. */
  appDir?: string
  /** Sign-in and sign-up attempts per client address per minute. */
  authPerMinute: number
  /** Its public origin, the proxies it trusts, its direct addresses (server/network.ts). */
  network: Network
  /** Live updates (GET /api/live); absent: that route answers 404. */
  live?: LiveHub
  /** Caps on live streams other than the defaults (LiveLimits in server/live.ts). */
  liveLimits?: Partial<LiveHub['limits']>
}

/** A comment line this often keeps idle live streams open through proxies. */
const LIVE_KEEPALIVE_MS = 25_000
/** New accounts an address may open a minute, as a multiple of AUTH_RATE_LIMIT (its failed attempts). */
const SIGNUPS_PER_AUTH_LIMIT = 6

type Env = { Variables: { log: Logger; requestId: string } }

const json = (c: Context, status: number, message: string, headers: Record<string, string> = {}) =>
  c.json({ message }, status as 400, headers)

/** The meta tag that tells the app it is served by a Foresight server: its API is at this origin. */
export const SAME_ORIGIN_META = '<meta name="foresight-api" content="same-origin">'

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * The server's HTTP face: the API of the route table (src/api/contract), each route answered
 * by the same route the in-browser exchange's app answers with (backend/handlers), plus the duties of a real
 * backend around it (README, "Security model"), health checks and the built app.
 */
export function createApp(options: AppOptions): Hono<Env> {
  const { backend, logger, network } = options
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
    // Stopping (the live hub closes first: server/start.ts): each answer closes its connection, so
    // a browser's keep-alive connection does not hold the server open with requests to come.
    if (options.live?.isClosed) c.header('Connection', 'close')
    const path = new URL(c.req.url).pathname
    if (path.startsWith('/api/') || c.res.status >= 500) {
      log.info(
        { method: c.req.method, path, status: c.res.status, ms: Math.round((performance.now() - started) * 10) / 10 },
        'request',
      )
    }
  })

  // A malformed percent-escape (/api/markets/%ff) names nothing here: 404, before anything decodes it.
  app.use('*', async (c, next) => (hasMalformedEscape(new URL(c.req.url).pathname) ? json(c, 404, 'Not found') : next()))

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
    // Compared with the origin the server knows itself by, never with the Host the client sent.
    const origin = c.req.header('origin')
    if (origin && !network.isOwnOrigin(c, origin) && !allowed.has(origin)) {
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

  // Failed sign-ins, sign-ups and password changes count against AUTH_RATE_LIMIT per address;
  // ones that succeed do not (a room joining on one Wi-Fi shares an address). New accounts
  // count against their own, wider limit per address (SIGNUPS_PER_AUTH_LIMIT times it).
  const failures = new RateLimiter(options.authPerMinute, 60_000)
  const signups = new RateLimiter(options.authPerMinute * SIGNUPS_PER_AUTH_LIMIT, 60_000)
  const tooMany = (c: Context<Env>, wait: number) => {
    const seconds = Math.ceil(wait / 1000)
    return json(c, 429, `Too many attempts. Try again in ${seconds} seconds.`, { 'Retry-After': String(seconds) })
  }
  const limited = (signUp: boolean) => async (c: Context<Env>, next: () => Promise<void>) => {
    const client = network.clientAddress(c)
    const at = Date.now()
    const wait = failures.take(client, at)
    if (wait > 0) return tooMany(c, wait)
    if (signUp) {
      const signupWait = signups.take(client, at)
      if (signupWait > 0) {
        failures.giveBack(client, at)
        return tooMany(c, signupWait)
      }
    }
    await next()
    if (c.res.ok) failures.giveBack(client, at)
    else if (signUp) signups.giveBack(client, at)
  }
  app.post('/api/auth/login', limited(false))
  app.post('/api/auth/register', limited(true))
  // A stolen session must not try current passwords at will.
  app.post('/api/auth/password', limited(false))

  // Session cookies: never readable by scripts, only over HTTPS when served over it, and sent
  // along to an app on another site (ALLOWED_ORIGINS) only then: SameSite=None needs Secure.
  app.use('/api/*', async (c, next) => {
    await next()
    const cookies = c.res.headers.getSetCookie()
    if (!cookies.length) return
    const secure = network.isHttps(c)
    const crossSite = secure && crossSiteOrigins(options.allowedOrigins, network.ownOrigin(c)).length > 0
    c.res.headers.delete('set-cookie')
    for (const cookie of cookies) {
      const sameSite = crossSite ? cookie.replace(/; SameSite=Lax/i, '; SameSite=None') : cookie
      c.res.headers.append('set-cookie', `${sameSite}; HttpOnly${secure ? '; Secure' : ''}`)
    }
  })

  if (options.live)
    mountLive(app, options.live, backend, { address: (c) => network.clientAddress(c), limits: options.liveLimits })

  const routes = apiRoutes(backend)
  for (const route of ROUTES) mountRoute(app, route, routes, options)

  app.all('/api/*', (c) => json(c, 404, 'Not found'))

  if (options.appDir) serveApp(app, options.appDir, options.allowedOrigins)
  return app
}

/**
 * GET /api/live: Server-Sent Events, one `batch` event per update (src/api/contract/live.ts) to
 * this screen: market figures for all, account changes for the signed-in person only. Each stream
 * takes a place under the hub's caps (per client address, per person, in total: LiveLimits in
 * server/live.ts) or is answered 429 with Retry-After, and a stream whose client reads too slowly
 * is dropped. Ends when the client goes, it is dropped or the server stops; its place goes back then.
 */
function mountLive(
  app: Hono<Env>,
  live: LiveHub,
  backend: Backend,
  options: {
    /** The client's address, as the rest of the app reads it (behind a trusted proxy: the forwarded one). */
    address: (c: Context<Env>) => string
    /** Caps other than the defaults (AppOptions.liveLimits). */
    limits?: Partial<LiveHub['limits']>
  },
): void {
  if (options.limits) live.limits = { ...live.limits, ...options.limits }
  app.get(LIVE_PATH, async (c) => {
    // Stopping: no new stream (a screen reconnecting at once kept its connection busy until the
    // 10 s deadline). The client retries after a pause, by then at the restarted server.
    if (live.isClosed) return json(c, 503, 'The server is stopping', { 'Retry-After': '5' })
    const user = await currentUser(backend, getCookie(c))
    const admitted = live.admit({ userId: user?.id ?? null, address: options.address(c) })
    if ('refused' in admitted) {
      return json(c, 429, admitted.refused, { 'Retry-After': String(admitted.retryAfterSeconds) })
    }
    // The socket under this answer: a slow reader's is cut at once, with whatever it has not read.
    const outgoing = (c.env as { outgoing?: { destroy(): void } } | undefined)?.outgoing
    // No buffering by a proxy in front (nginx): each batch goes out as it comes.
    c.header('X-Accel-Buffering', 'no')
    try {
      return streamSSE(c, async (stream) => {
        stream.onAbort(() => admitted.end())
        const sink = {
          write: (text: string) => stream.write(text),
          disconnect: () => {
            stream.abort()
            outgoing?.destroy()
          },
        }
        await admitted.run(sink, LIVE_KEEPALIVE_MS)
      })
    } catch (error) {
      admitted.end()
      throw error
    }
  })
}

/** One route of the table, answered by the API's route (backend/handlers, found by method and path). */
function mountRoute(app: Hono<Env>, route: RouteSpec, routes: readonly ApiRoute[], options: AppOptions): void {
  const path = toMswPath(route.path)
  if (route.navigation) {
    mountNavigation(app, route, routes, new Set(options.allowedOrigins))
    return
  }
  if (route.inBrowserOnly && !options.demoControls) {
    app.on(route.method, path, (c) => json(c, 403, 'Demo controls are off on this server (DEMO_CONTROLS=on turns them on)'))
    return
  }
  const served = findRoute(routes, route.method, path)
  // On a shared server the demo controls change the exchange for everyone: the admin's alone.
  if (route.inBrowserOnly && options.sharedDemoControls) {
    app.on(route.method, path, async (c, next) => {
      const user = await currentUser(options.backend, getCookie(c))
      if (!user) return json(c, 401, 'Unauthorized: please sign in')
      if (user.role !== 'admin') return json(c, 403, 'On a shared server only an admin may use the demo controls')
      return next()
    })
  }
  app.on(route.method, path, (c) => respond(served, c))
}

function findRoute(routes: readonly ApiRoute[], method: string, path: string): ApiRoute {
  const found = routes.find((r) => r.method === method && r.path === path)
  if (!found) throw new Error(`No handler for ${method} ${path}`)
  return found
}

/**
 * The two browser navigations. This server is its own identity provider: /api/login leads to
 * the app's sign-in page, /api/logout ends the session and goes home: on the app at
 * `returnTo` when that is an allowed origin (an app hosted elsewhere), else at this origin.
 */
function mountNavigation(app: Hono<Env>, route: RouteSpec, routes: readonly ApiRoute[], allowed: ReadonlySet<string>): void {
  // Only to an allowed origin: anything else would make this an open redirect.
  const back = (c: Context<Env>, path: string) => {
    const origin = c.req.query('returnTo') ?? ''
    return allowed.has(origin) ? `${origin}${path}` : path
  }
  if (route.path === '/api/login') {
    app.get('/api/login', (c) => c.redirect(back(c, '/local-login'), 302))
    return
  }
  const logout = findRoute(routes, 'POST', '/api/auth/logout')
  app.get(route.path, async (c) => {
    const request = new Request(new URL('/api/auth/logout', c.req.url), { method: 'POST', headers: c.req.raw.headers })
    const answered = await logout.answer({ request, cookies: getCookie(c), params: {} })
    const headers = new Headers({ Location: back(c, '/') })
    for (const cookie of answered.headers.getSetCookie()) headers.append('set-cookie', cookie)
    return new Response(null, { status: 302, headers })
  })
}

/** The built app, at this origin, telling the page that its API is here too. */
function serveApp(app: Hono<Env>, appDir: string, allowedOrigins: readonly string[]): void {
  const root = resolve(appDir)
  const csp = contentSecurityPolicy([...allowedOrigins])
  let indexHtml: Promise<string> | null = null
  const index = () =>
    (indexHtml ??= readFile(join(root, 'index.html'), 'utf8').then((html) => html.replace('<head>', `<head>${SAME_ORIGIN_META}`)))
  const page = async (c: Context<Env>) =>
    c.html(await index(), 200, {
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': csp,
      'X-Content-Type-Options': 'nosniff',
    })

  app.use('*', compress())
  app.get('/', page)
  app.get('/index.html', page)
  // A file of the app, from inside APP_DIR only (scripts/static-path.mjs, the check `npm start`'s
  // server makes); app routes (deep links) get the page; a missing file with an extension, or a
  // path that leads outside, is a plain 404.
  app.get('*', async (c) => {
    const path = new URL(c.req.url).pathname
    const file = resolveInside(root, path)
    const info = file === null ? null : await stat(file).catch(() => null)
    if (file !== null && info?.isFile()) {
      return c.body(await readFile(file), 200, {
        'Content-Type': contentType(file),
        'Last-Modified': info.mtime.toUTCString(),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      })
    }
    return file === null || /\.[a-z0-9]+$/i.test(path) ? c.text('Not found', 404) : page(c)
  })
}
