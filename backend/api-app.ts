import { Hono } from 'hono/tiny'
import type { Context, MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import type { z } from 'zod'
import {
  assertNoBody,
  assertNoQuery,
  errorResponse,
  jsonError,
  HttpError,
  parseWith,
  queryObject,
  readJsonBody,
  safe,
  type ApiRoute,
  type RequestInfo,
  type RouteDefinition,
} from './http'
import type { Backend } from './backend'
import type { UserRow } from './db'
import { requireAdmin, requireUser } from './auth/session'
import { toMswPath, type AuthRule, type RouteSpec } from '../src/api/contract/route-spec'
import { IDEMPOTENCY_HEADER } from '../src/api/contract/constants'
import { answerOnce, bodyFingerprint, idempotencyKey } from './idempotency'

/**
 * What the page's msw hands the app with each request: the cookies msw keeps for the page
 * (document.cookie and its own jar). A script cannot put a Cookie header on a Request.
 */
export interface ApiBindings {
  cookies?: Record<string, string>
}

export type ApiEnv = { Bindings: ApiBindings | undefined }

/** Whether a path has a percent-escape that does not decode (/api/markets/%ff): it names nothing. */
function hasMalformedPath(url: string): boolean {
  if (!url.includes('%')) return false
  try {
    decodeURIComponent(new URL(url).pathname)
    return false
  } catch {
    return true
  }
}

/** Answers a request with a route: the cookies msw handed over, else the Cookie header. */
export function respond(route: ApiRoute, c: Context): Promise<Response> {
  const cookies = (c.env as ApiBindings | undefined)?.cookies ?? getCookie(c)
  return route.answer({ request: c.req.raw, cookies, params: c.req.param() as Record<string, string> })
}

/** The caller a rule admits: 401 signed out, 403 an admin rule without the role; null for public routes. */
async function admit(backend: Backend, rule: AuthRule, cookies: Record<string, string>): Promise<UserRow | null> {
  if (rule === 'public') return null
  // 'own-or-admin': signed in here; whose data it is, the route checks against its path or query.
  return rule === 'admin' ? requireAdmin(backend, cookies) : requireUser(backend, cookies)
}

/**
 * The routes of the handler modules, each under its entry of the route table: the table's auth
 * rule, then its path parameters, query and body schemas, are applied once, here, before the
 * resolver runs (401/403, then 404, 400, 413/400), and any failure answers `{ message }`.
 * Where the table marks a route idempotent, its Idempotency-Key is checked (400) and the resolver
 * runs in its command's transaction with the remembered answers (backend/idempotency.ts).
 * A route the table does not list is a programming error (and so is a table entry without one:
 * backend/handlers/routes.test.ts), and so is an idempotent route without its command's scope.
 */
export function governRoutes(backend: Backend, definitions: readonly RouteDefinition[], table: readonly RouteSpec[]): ApiRoute[] {
  return definitions.map(({ method, path, resolver, command }) => {
    const spec = table.find((r) => r.method === method && toMswPath(r.path) === path)
    if (!spec) throw new Error(`${method} ${path} is not in the route table`)
    if (!!spec.idempotent !== !!command || (spec.idempotent && spec.auth === 'public')) {
      throw new Error(`${method} ${path}: an idempotent route (and only one) is signed in and declares its command's tables`)
    }
    const answer = safe(async (info: RequestInfo) => {
      const caller = await admit(backend, spec.auth, info.cookies)
      // A path parameter that cannot name anything names nothing: the route's own 404.
      if (spec.params && !spec.params.safeParse(info.params).success) throw new HttpError(404, spec.notFound ?? 'Not found')
      // A navigation (GET /api/login, /api/logout) keeps its own ?returnTo (server/app.ts); every other route takes only what its entry names.
      if (!spec.query && !spec.navigation) assertNoQuery(info.request)
      const query = spec.query ? parseWith(spec.query, queryObject(info.request)) : undefined
      if (!spec.body) await assertNoBody(info.request)
      const body = spec.body ? parseWith(spec.body, await readJsonBody(info.request)) : undefined
      const run = () =>
        resolver({
          ...info,
          get user(): UserRow {
            if (!caller) throw new Error(`${method} ${path} is public in the route table: it has no signed-in caller`)
            return caller
          },
          input: <S extends z.ZodType>(schema: S): z.output<S> => {
            const named: z.ZodType = schema
            if (spec.query && named === spec.query) return query as z.output<S>
            if (spec.body && named === spec.body) return body as z.output<S>
            throw new Error(`${method} ${path}: the route table names another query or body schema`)
          },
        })
      if (!command) return run()
      const key = idempotencyKey(info.request.headers.get(IDEMPOTENCY_HEADER), caller!.id)
      // What the key stands for: the body, and the path where it names the thing acted on
      // (/api/liquidity/{poolId}/add). Hashed here: nothing outside IndexedDB is awaited inside the transaction.
      const request = Object.keys(info.params).length > 0 ? { path: new URL(info.request.url).pathname, body } : body
      const fingerprint = key ? await bodyFingerprint(request) : ''
      return answerOnce(backend, { key, fingerprint }, command, run)
    })
    return { method, path, answer }
  })
}

/**
 * The API as one Hono app: every route of `routes` (backend/handlers, governed), a 404 `{ message }` for
 * anything else under /api, and `before` (the demo's simulated network) ahead of them. The page
 * answers its own fetch calls with it (backend/handlers/index.ts's one msw handler), the handler
 * tests and the conformance suite call it too, and the server mounts the same routes (server/app.ts).
 */
export function createApiApp(routes: readonly ApiRoute[], before: readonly MiddlewareHandler[] = []): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>()
  // A malformed escape names nothing: 404 before the router decodes anything.
  app.use('*', async (c, next) => (hasMalformedPath(c.req.url) ? jsonError(404, 'Not found') : next()))
  for (const gate of before) app.use('/api/*', gate)
  for (const route of routes) app.on(route.method, route.path, (c) => respond(route, c))
  app.notFound(() => jsonError(404, 'Not found'))
  // The routes answer their own failures (backend/http.ts); this is for anything ahead of them.
  app.onError((error) => errorResponse(error))
  return app
}
