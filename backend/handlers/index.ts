import { http } from 'msw'
import type { Backend } from '../backend'
import type { ApiRoute, RouteDefinition } from '../http'
import { createApiApp, governRoutes } from '../api-app'
import { ROUTES } from '../../src/api/contract/routes'
import { authHandlers } from './auth'
import { marketHandlers } from './markets'
import { tradeHandlers } from './trades'
import { portfolioHandlers } from './portfolio'
import { logHandlers } from './logs'
import { adminHandlers } from './admin'
import { marketAdminHandlers } from './market-admin'
import { demoHandlers } from './demo'
import { networkGate } from '../demo/network'
import { liquidityHandlers } from './liquidity'
import { instantHandlers } from './instant'
import { socialHandlers } from './social'
import { insightHandlers } from './insights'
import { orderHandlers } from './orders'
import { watchlistHandlers } from './watchlist'
import { eventHandlers } from './event'

/** Every route of the API under the route table's rules (answered by backend/api-app.ts's app). */
export function apiRoutes(backend: Backend): ApiRoute[] {
  return governRoutes(backend, routeDefinitions(backend), ROUTES)
}

function routeDefinitions(backend: Backend): RouteDefinition[] {
  return [
    ...authHandlers(backend),
    ...marketHandlers(backend),
    ...tradeHandlers(backend),
    ...orderHandlers(backend),
    ...watchlistHandlers(backend),
    ...portfolioHandlers(backend),
    ...logHandlers(backend),
    ...adminHandlers(backend),
    ...marketAdminHandlers(backend),
    ...demoHandlers(backend),
    ...liquidityHandlers(backend),
    ...instantHandlers(backend),
    ...socialHandlers(backend),
    ...insightHandlers(backend),
    ...eventHandlers(backend),
  ]
}

/** The in-browser exchange's API app: every route, behind the demo's simulated network. */
export function inBrowserApi(backend: Backend) {
  return createApiApp(apiRoutes(backend), [networkGate(backend)])
}

/**
 * A URL under /api on any origin. A pattern, not msw's path syntax: msw decodes a path's
 * parameters while matching it, which throws on a malformed escape (/api/markets/%ff); the app
 * answers that 404.
 */
const API_URL = /^[a-z][a-z0-9+.-]*:\/\/[^/]+\/api\//i

/**
 * The one msw handler of the page (and of the handler tests): every /api request goes to the
 * API app, with the cookies msw keeps for the page. The app's answer, Set-Cookie included, goes
 * back through msw as it is.
 */
export function createHandlers(backend: Backend) {
  const app = inBrowserApi(backend)
  return [http.all(API_URL, ({ request, cookies }) => app.fetch(request, { cookies }))]
}
