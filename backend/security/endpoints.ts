import { z } from '../../src/api/contract/zod'
import {
  DemoResetBody,
  EventResetBody,
  EventSettingsBody,
  FastForwardBody,
  Id,
  InsightsQuery,
  LiquidityBody,
  LoginBody,
  LogsQuery,
  MarketsQuery,
  NetworkConditions,
  OrderBody,
  OrdersQuery,
  RegisterBody,
  RoleBody,
  TradeBody,
  ViewLogBody,
  ChangePasswordBody,
  TemporaryPasswordBody,
  CreateMarketBody,
  UpdateMarketBody,
  ResolveMarketBody,
  PayoutPreviewQuery,
} from '../../src/api/contract'
import type { Actor, World } from './world'
import { ROUTES } from '../../src/api/contract/routes'
import { toMswPath, type AuthRule } from '../../src/api/contract/route-spec'

export interface Request {
  path: string
  body?: unknown
  headers?: Record<string, string>
}

export interface FuzzSpec {
  /** Who sends the fuzzed calls (someone allowed to make the valid call). */
  actor: Actor
  /** The body is fuzzed around `valid(w).body`; `semantic` lists well-formed bodies that must still be refused. */
  body?: { schema: z.ZodType; semantic?: (w: World) => unknown[] }
  /** A strict query (schema) is fuzzed around the valid one; `null`: the endpoint takes no query and refuses any (400). */
  query?: { schema: z.ZodType | null; semantic?: (w: World) => Array<Record<string, string>> }
  /** The path with a fuzzed value in its parameter. */
  param?: (w: World, value: string) => string
  /** For endpoints that take no input: their usual status (an empty body, a junk cookie); junk in a query or body is a 400 after their auth rule. */
  ignored?: number
}

export interface EndpointSpec {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Exactly as the route is declared (backend/handlers): /api/markets/:id. */
  route: string
  /**
   * Status of `valid` per actor; the request targets the user's (demo's) resources. Read from the
   * route table (its auth rule and success status) unless a route's own rule says more.
   */
  matrix: Record<Actor, number>
  /** A valid request (fresh values each call, e.g. a new username). */
  valid(w: World): Request
  fuzz: FuzzSpec
  /** The valid call wipes the world (demo reset): run it last, on its own. */
  wipes?: true
}

let serial = 0
/** How many valid resolves were asked for (each takes the next of a world's admin markets). */
let resolveCalls = 0
const fresh = (prefix: string) => `${prefix}${++serial}_${Math.random().toString(36).slice(2, 8)}`
const all = (status: number): Record<Actor, number> => ({ anon: status, user: status, other: status, admin: status })
const signedIn = (status: number): Record<Actor, number> => ({ anon: 401, user: status, other: status, admin: status })
const ownerOrAdmin = (status: number): Record<Actor, number> => ({ anon: 401, user: status, other: 403, admin: status })
const adminOnly = (status: number): Record<Actor, number> => ({ anon: 401, user: 403, other: 403, admin: status })
const enc = encodeURIComponent

const tradeBody = (w: World) => ({ marketId: w.ids.market, side: 'yes', quantity: 2, price: '50.00', userId: w.ids.user })
/** A buy order at 1¢: it rests, holding back $0.02 and a cent of fee. */
const orderBody = (w: World) => ({
  marketId: w.ids.market,
  side: 'yes',
  action: 'buy',
  quantity: 2,
  limitPriceCents: 1,
  expiresAt: null,
})

/** What each actor gets for a valid call, by the route table's auth rule. */
const BY_RULE: Record<AuthRule, (status: number) => Record<Actor, number>> = {
  public: all,
  'signed-in': signedIn,
  'own-or-admin': ownerOrAdmin,
  admin: adminOnly,
}

/** The matrix the route table implies for an endpoint: its auth rule, its success status. */
function tableMatrix(endpoint: Pick<EndpointSpec, 'method' | 'route'>): Record<Actor, number> {
  const spec = ROUTES.find((r) => r.method === endpoint.method && toMswPath(r.path) === endpoint.route)
  if (!spec) throw new Error(`${endpoint.method} ${endpoint.route} is not in the route table`)
  return BY_RULE[spec.auth](spec.success.status)
}

type Declared = Omit<EndpointSpec, 'matrix'> & { matrix?: Record<Actor, number> }

/** Every /api endpoint of the in-browser backend. A registered handler missing here fails coverage.test.ts. */
const DECLARED: Declared[] = [
  {
    method: 'GET',
    route: '/api/auth/user',
    valid: () => ({ path: '/api/auth/user' }),
    fuzz: { actor: 'anon', ignored: 401 },
  },
  {
    method: 'POST',
    route: '/api/auth/login',
    valid: () => ({ path: '/api/auth/login', body: { username: 'other_trader', password: 'other-pass-1' } }),
    fuzz: {
      actor: 'anon',
      body: {
        schema: LoginBody,
        semantic: () => [
          { username: 'other_trader', password: 'wrong-pass' },
          { username: 'OTHER_TRADER', password: 'Other-pass-1' },
          { username: 'nobody', password: 'other-pass-1' },
        ],
      },
    },
  },
  {
    method: 'POST',
    route: '/api/auth/register',
    valid: () => ({
      path: '/api/auth/register',
      body: { username: fresh('new_'), password: 'secret-pass', email: 'a@example.com', firstName: 'A', lastName: 'B' },
    }),
    fuzz: {
      actor: 'anon',
      body: {
        schema: RegisterBody,
        semantic: () => [
          { username: 'Demo', password: 'whatever1' },
          { username: 'other_trader', password: 'whatever1' },
          // Names that read as the admin's (Alex Admin, username admin).
          { username: fresh('n_'), password: 'whatever1', firstName: 'Alex', lastName: 'Admin' },
          { username: fresh('n_'), password: 'whatever1', firstName: 'ÁLEX', lastName: 'admin' },
          { username: 'alex.admin', password: 'whatever1' },
        ],
      },
    },
  },
  {
    method: 'POST',
    route: '/api/auth/password',
    // Signs the person's other sessions out (the world's standing ones among them): run last.
    wipes: true,
    valid: () => ({ path: '/api/auth/password', body: { currentPassword: 'demo123', newPassword: fresh('pw-') } }),
    fuzz: {
      actor: 'user',
      body: {
        schema: ChangePasswordBody,
        semantic: () => [
          { currentPassword: 'not-the-password', newPassword: 'fresh-pass-1' },
          { currentPassword: 'demo123', newPassword: 'demo123' },
          { currentPassword: 'demo123', newPassword: 'short' },
        ],
      },
    },
  },
  {
    method: 'GET',
    route: '/api/auth/demo-accounts',
    valid: () => ({ path: '/api/auth/demo-accounts' }),
    fuzz: { actor: 'anon', query: { schema: null }, ignored: 200 },
  },
  {
    method: 'POST',
    route: '/api/auth/logout',
    valid: () => ({ path: '/api/auth/logout' }),
    fuzz: { actor: 'anon', ignored: 200 },
  },
  {
    method: 'GET',
    route: '/api/categories',
    valid: () => ({ path: '/api/categories' }),
    fuzz: { actor: 'anon', query: { schema: null }, ignored: 200 },
  },
  {
    method: 'GET',
    route: '/api/markets',
    valid: () => ({ path: '/api/markets?limit=5&trending=true' }),
    fuzz: { actor: 'user', query: { schema: MarketsQuery } },
  },
  {
    method: 'GET',
    route: '/api/markets/closed',
    valid: () => ({ path: '/api/markets/closed' }),
    fuzz: { actor: 'user', query: { schema: null }, ignored: 200 },
  },
  {
    method: 'GET',
    route: '/api/markets/:id',
    valid: (w) => ({ path: `/api/markets/${w.ids.market}` }),
    fuzz: { actor: 'user', param: (_w, v) => `/api/markets/${enc(v)}` },
  },
  {
    method: 'POST',
    route: '/api/trades',
    // Signed in by the table; the body names the demo trader, so only they may place it.
    matrix: { anon: 401, user: 201, other: 403, admin: 403 },
    valid: (w) => ({ path: '/api/trades', body: tradeBody(w), headers: { 'Idempotency-Key': fresh('k') } }),
    fuzz: {
      actor: 'user',
      body: {
        schema: TradeBody,
        semantic: (w) => [
          { ...tradeBody(w), marketId: 'nope' },
          { ...tradeBody(w), marketId: w.ids.closedMarket },
          { ...tradeBody(w), userId: w.ids.other },
          { ...tradeBody(w), userId: w.ids.admin },
          // Selling what is not held, and a buy whose average price is past its limit.
          { ...tradeBody(w), action: 'sell', quantity: 10_000 },
          { ...tradeBody(w), side: 'no', action: 'sell', quantity: 9_999 },
          { ...tradeBody(w), limitPriceCents: 0.01 },
        ],
      },
    },
  },
  // Limit orders (issue 18). w.ids.order is an open order of the user's: the user cancels it, nobody else may.
  {
    method: 'POST',
    route: '/api/orders',
    valid: (w) => ({ path: '/api/orders', body: orderBody(w), headers: { 'Idempotency-Key': fresh('k') } }),
    fuzz: {
      actor: 'user',
      body: {
        schema: OrderBody,
        semantic: (w) => [
          { ...orderBody(w), marketId: 'nope' },
          { ...orderBody(w), marketId: w.ids.closedMarket },
          { ...orderBody(w), expiresAt: new Date(w.api.backend.now() - 1000).toISOString() },
          { ...orderBody(w), expiresAt: new Date(w.api.backend.now()).toISOString() },
          { ...orderBody(w), action: 'sell', quantity: 10_000 },
          { ...orderBody(w), side: 'no', action: 'sell', quantity: 9_999, limitPriceCents: 99 },
        ],
      },
    },
  },
  {
    method: 'GET',
    route: '/api/orders',
    valid: (w) => ({ path: `/api/orders?status=all&marketId=${w.ids.market}&limit=5` }),
    fuzz: { actor: 'user', query: { schema: OrdersQuery } },
  },
  {
    method: 'DELETE',
    route: '/api/orders/:id',
    // Signed in by the table; the order is the demo trader's, so only they may cancel it.
    matrix: { anon: 401, user: 200, other: 403, admin: 403 },
    valid: (w) => ({ path: `/api/orders/${w.ids.order}` }),
    fuzz: { actor: 'user', param: (_w, v) => `/api/orders/${enc(v)}` },
  },
  {
    method: 'GET',
    route: '/api/markets/:id/book',
    valid: (w) => ({ path: `/api/markets/${w.ids.market}/book` }),
    fuzz: { actor: 'user', param: (_w, v) => `/api/markets/${enc(v)}/book` },
  },
  {
    method: 'GET',
    route: '/api/watchlist',
    valid: () => ({ path: '/api/watchlist' }),
    fuzz: { actor: 'user', query: { schema: null }, ignored: 200 },
  },
  {
    method: 'PUT',
    route: '/api/watchlist/:marketId',
    valid: (w) => ({ path: `/api/watchlist/${w.ids.market}` }),
    fuzz: { actor: 'user', param: (_w, v) => `/api/watchlist/${enc(v)}` },
  },
  {
    method: 'DELETE',
    route: '/api/watchlist/:marketId',
    valid: (w) => ({ path: `/api/watchlist/${w.ids.market}` }),
    fuzz: { actor: 'user', param: (_w, v) => `/api/watchlist/${enc(v)}` },
  },
  {
    method: 'GET',
    route: '/api/trades',
    valid: (w) => ({ path: `/api/trades?userId=${w.ids.user}` }),
    fuzz: {
      actor: 'user',
      query: {
        schema: z.strictObject({ userId: Id }),
        semantic: (w) => [{ userId: w.ids.admin }, { userId: w.ids.other }, { userId: 'nope' }],
      },
    },
  },
  {
    method: 'GET',
    route: '/api/portfolio/:userId',
    valid: (w) => ({ path: `/api/portfolio/${w.ids.user}` }),
    fuzz: { actor: 'user', param: (_w, v) => `/api/portfolio/${enc(v)}` },
  },
  {
    method: 'GET',
    route: '/api/logs/:userId',
    valid: (w) => ({ path: `/api/logs/${w.ids.user}?limit=10` }),
    fuzz: {
      actor: 'user',
      param: (_w, v) => `/api/logs/${enc(v)}`,
      query: { schema: LogsQuery },
    },
  },
  {
    method: 'POST',
    route: '/api/logs',
    valid: (w) => ({ path: '/api/logs', body: { action: 'market_viewed', marketId: w.ids.market } }),
    fuzz: { actor: 'user', body: { schema: ViewLogBody, semantic: () => [{ action: 'market_viewed', marketId: 'nope' }] } },
  },
  {
    method: 'GET',
    route: '/api/admin/users',
    valid: () => ({ path: '/api/admin/users' }),
    fuzz: { actor: 'admin', query: { schema: null }, ignored: 200 },
  },
  {
    method: 'PATCH',
    route: '/api/admin/users/:userId/role',
    valid: (w) => ({ path: `/api/admin/users/${w.ids.user}/role`, body: { role: 'user' } }),
    fuzz: {
      actor: 'admin',
      body: { schema: RoleBody },
      param: (_w, v) => `/api/admin/users/${enc(v)}/role`,
    },
  },
  {
    method: 'PUT',
    route: '/api/admin/users/:userId/password',
    // Signs the other user out everywhere (the world's standing session among them): run last.
    wipes: true,
    valid: (w) => ({ path: `/api/admin/users/${w.ids.other}/password`, body: { password: 'temporary-pass-1' } }),
    fuzz: {
      actor: 'admin',
      body: { schema: TemporaryPasswordBody, semantic: () => [{ password: 'abc' }, { password: '        ' }] },
      param: (_w, v) => `/api/admin/users/${enc(v)}/password`,
    },
  },
  // Markets admins make: each valid resolve takes the next of the world's admin markets (one
  // resolution each; only the admin's call resolves, once per world).
  {
    method: 'GET',
    route: '/api/admin/markets',
    valid: () => ({ path: '/api/admin/markets' }),
    fuzz: { actor: 'admin', query: { schema: null }, ignored: 200 },
  },
  {
    method: 'POST',
    route: '/api/admin/markets',
    valid: (w) => ({
      path: '/api/admin/markets',
      body: {
        title: fresh('Will the fuzzer find a bug ') + '?',
        categoryId: 'tech',
        closesAt: new Date(w.api.backend.now() + 7 * 86_400_000).toISOString(),
        rules: 'Resolves Yes if it does.',
      },
    }),
    fuzz: {
      actor: 'admin',
      body: {
        schema: CreateMarketBody,
        semantic: (w) => [
          { title: 'In the past?', categoryId: 'tech', closesAt: new Date(w.api.backend.now() - 1).toISOString(), rules: 'x' },
          {
            title: 'Unknown category?',
            categoryId: 'nope',
            closesAt: new Date(w.api.backend.now() + 86_400_000).toISOString(),
            rules: 'x',
          },
        ],
      },
    },
  },
  {
    method: 'PATCH',
    route: '/api/admin/markets/:id',
    valid: (w) => ({ path: `/api/admin/markets/${w.ids.adminMarket}`, body: { featured: true } }),
    fuzz: {
      actor: 'admin',
      body: {
        schema: UpdateMarketBody,
        semantic: (w) => [{ closesAt: new Date(w.api.backend.now() - 1).toISOString() }],
      },
      param: (_w, v) => `/api/admin/markets/${enc(v)}`,
    },
  },
  {
    method: 'GET',
    route: '/api/admin/markets/:id/payout-preview',
    valid: (w) => ({ path: `/api/admin/markets/${w.ids.adminMarket}/payout-preview?outcome=yes` }),
    fuzz: {
      actor: 'admin',
      query: { schema: PayoutPreviewQuery },
      param: (_w, v) => `/api/admin/markets/${enc(v)}/payout-preview?outcome=yes`,
    },
  },
  {
    method: 'POST',
    route: '/api/admin/markets/:id/resolve',
    valid: (w) => ({
      path: `/api/admin/markets/${w.ids.toResolve[resolveCalls++ % w.ids.toResolve.length]}/resolve`,
      body: { outcome: 'yes', note: 'Fuzzed' },
    }),
    fuzz: {
      actor: 'admin',
      body: { schema: ResolveMarketBody },
      param: (_w, v) => `/api/admin/markets/${enc(v)}/resolve`,
    },
  },
  // Event mode: sign-up stays open (the valid body), so the other rows can still register.
  {
    method: 'GET',
    route: '/api/event',
    valid: () => ({ path: '/api/event' }),
    fuzz: { actor: 'admin', query: { schema: null }, ignored: 200 },
  },
  {
    method: 'GET',
    route: '/api/event/signup',
    valid: () => ({ path: '/api/event/signup' }),
    fuzz: { actor: 'anon', query: { schema: null }, ignored: 200 },
  },
  {
    method: 'PUT',
    route: '/api/event',
    valid: () => ({ path: '/api/event', body: { signupOpen: true } }),
    fuzz: { actor: 'admin', body: { schema: EventSettingsBody } },
  },
  {
    method: 'GET',
    route: '/api/event/board',
    valid: () => ({ path: '/api/event/board' }),
    fuzz: { actor: 'user', query: { schema: null }, ignored: 200 },
  },
  {
    method: 'POST',
    route: '/api/event/reset',
    // Rewrites the markets and every holding (the people and their sessions stay): run last.
    wipes: true,
    valid: () => ({ path: '/api/event/reset', body: { confirm: true } }),
    fuzz: { actor: 'admin', body: { schema: EventResetBody } },
  },
  // Liquidity and instant markets (issue 6). The add rows of the matrix run first and give every
  // signed-in actor $5 of liquidity in w.ids.market (worth $0.90 there: the rest comes back as
  // contracts), so their remove of $0.25 succeeds.
  {
    method: 'GET',
    route: '/api/liquidity/pools',
    valid: () => ({ path: '/api/liquidity/pools' }),
    fuzz: { actor: 'user', query: { schema: null }, ignored: 200 },
  },
  {
    method: 'POST',
    route: '/api/liquidity/:poolId/add',
    valid: (w) => ({ path: `/api/liquidity/${w.ids.market}/add`, body: { amount: 5 } }),
    fuzz: {
      actor: 'user',
      body: { schema: LiquidityBody, semantic: () => [{ amount: 999_999.99 }, { amount: 10_000.01 }] },
      param: (_w, v) => `/api/liquidity/${enc(v)}/add`,
    },
  },
  {
    method: 'POST',
    route: '/api/liquidity/:poolId/remove',
    valid: (w) => ({ path: `/api/liquidity/${w.ids.market}/remove`, body: { amount: 0.25 } }),
    fuzz: {
      actor: 'user',
      body: { schema: LiquidityBody, semantic: () => [{ amount: 1 }, { amount: 999_999 }] },
      param: (_w, v) => `/api/liquidity/${enc(v)}/remove`,
    },
  },
  {
    method: 'GET',
    route: '/api/instant/markets',
    valid: () => ({ path: '/api/instant/markets' }),
    fuzz: { actor: 'user', query: { schema: null }, ignored: 200 },
  },
  // Demo controls (in-browser only): any signed-in person, on their own device.
  {
    method: 'GET',
    route: '/api/demo/state',
    valid: () => ({ path: '/api/demo/state' }),
    fuzz: { actor: 'user', query: { schema: null }, ignored: 200 },
  },
  {
    method: 'POST',
    route: '/api/demo/fast-forward',
    valid: () => ({ path: '/api/demo/fast-forward', body: { preset: '1h' } }),
    fuzz: { actor: 'user', body: { schema: FastForwardBody } },
  },
  {
    method: 'PUT',
    route: '/api/demo/network',
    valid: () => ({ path: '/api/demo/network', body: { latencyMs: 0, errorRate: 0 } }),
    fuzz: { actor: 'user', body: { schema: NetworkConditions } },
  },
  {
    method: 'POST',
    route: '/api/demo/reset',
    wipes: true,
    valid: () => ({ path: '/api/demo/reset', body: { seedValue: 7 } }),
    fuzz: { actor: 'user', body: { schema: DemoResetBody } },
  },
  // Social: the trader (a fourth person) is followed; their trade is copied.
  {
    method: 'GET',
    route: '/api/social/traders',
    valid: () => ({ path: '/api/social/traders' }),
    fuzz: { actor: 'user', query: { schema: null }, ignored: 200 },
  },
  {
    method: 'GET',
    route: '/api/social/summary',
    valid: () => ({ path: '/api/social/summary' }),
    fuzz: { actor: 'user', query: { schema: null }, ignored: 200 },
  },
  {
    method: 'POST',
    route: '/api/social/traders/:traderId/follow',
    valid: (w) => ({ path: `/api/social/traders/${w.ids.trader}/follow` }),
    fuzz: { actor: 'user', param: (_w, v) => `/api/social/traders/${enc(v)}/follow` },
  },
  {
    method: 'POST',
    route: '/api/social/traders/:traderId/unfollow',
    valid: (w) => ({ path: `/api/social/traders/${w.ids.trader}/unfollow` }),
    fuzz: { actor: 'user', param: (_w, v) => `/api/social/traders/${enc(v)}/unfollow` },
  },
  {
    method: 'POST',
    route: '/api/social/copy-trade/:tradeId',
    valid: (w) => ({ path: `/api/social/copy-trade/${w.ids.sourceTrade}` }),
    fuzz: { actor: 'user', param: (_w, v) => `/api/social/copy-trade/${enc(v)}` },
  },
  {
    method: 'GET',
    route: '/api/insights',
    valid: () => ({ path: '/api/insights?category=crypto' }),
    fuzz: { actor: 'user', query: { schema: InsightsQuery } },
  },
  {
    method: 'GET',
    route: '/api/insights/trends',
    valid: () => ({ path: '/api/insights/trends' }),
    fuzz: { actor: 'user', query: { schema: null }, ignored: 200 },
  },
  {
    method: 'GET',
    route: '/api/insights/sentiment',
    valid: () => ({ path: '/api/insights/sentiment' }),
    fuzz: { actor: 'user', query: { schema: null }, ignored: 200 },
  },
]

export function endpointKey(e: { method: string; route: string }): string {
  return `${e.method} ${e.route}`
}

export const ENDPOINTS: EndpointSpec[] = DECLARED.map((e) => ({ ...e, matrix: e.matrix ?? tableMatrix(e) }))
