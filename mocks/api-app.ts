import { Hono } from 'hono/tiny'
import type { Context, MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { errorResponse, jsonError, type ApiRoute } from './http'

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

/** Answers a request with a route's resolver: the cookies msw handed over, else the Cookie header. */
export function answer(route: ApiRoute, c: Context): Promise<Response> {
  const cookies = (c.env as ApiBindings | undefined)?.cookies ?? getCookie(c)
  return route.resolver({ request: c.req.raw, cookies, params: c.req.param() as Record<string, string> })
}

/**
 * The API as one Hono app: every route of `routes` (mocks/handlers), a 404 `{ message }` for
 * anything else under /api, and `before` (the demo's simulated network) ahead of them. The page
 * answers its own fetch calls with it (mocks/handlers/index.ts's one msw handler), the handler
 * tests and the conformance suite call it too, and the server mounts the same routes (server/app.ts).
 */
export function createApiApp(routes: readonly ApiRoute[], before: readonly MiddlewareHandler[] = []): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>()
  // A malformed escape names nothing: 404 before the router decodes anything.
  app.use('*', async (c, next) => (hasMalformedPath(c.req.url) ? jsonError(404, 'Not found') : next()))
  for (const gate of before) app.use('/api/*', gate)
  for (const route of routes) app.on(route.method, route.path, (c) => answer(route, c))
  app.notFound(() => jsonError(404, 'Not found'))
  // The routes answer their own failures (mocks/http.ts); this is for anything ahead of them.
  app.onError((error) => errorResponse(error))
  return app
}
