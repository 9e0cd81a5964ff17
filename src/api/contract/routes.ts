import { z } from './zod'
import { Id } from './common'
import { ChangePasswordBody, DemoAccount, LoginBody, LoginResponse, RegisterBody, RegisterResponse, User } from './auth'
import { Category, Market, MarketsQuery, TOTAL_COUNT_HEADER } from './markets'
import { Trade, TradeBody, TradesQuery } from './trades'
import { Portfolio } from './portfolio'
import { ActivityEntry, LogsQuery, ViewLogBody } from './logs'
import { RoleBody, TemporaryPasswordBody } from './admin'
import { LogCreated, MessageResponse } from './responses'
import type { RouteSpec } from './route-spec'
import { DEMO_ROUTES } from './routes-demo'
import { LIQUIDITY_ROUTES } from './routes-liquidity'
import { INSTANT_ROUTES } from './routes-instant'
import { INSIGHT_ROUTES, SOCIAL_ROUTES } from './routes-social'
import { ORDER_ROUTES } from './routes-orders'
import { EVENT_ROUTES } from './routes-event'
import { MARKET_ADMIN_ROUTES } from './routes-market-admin'

/** A market in a list (no price history) and on its own page (with it). */
export const MarketListItem = Market.omit({ priceHistory: true })
export const MarketDetail = Market.required({ priceHistory: true })

const MarketParams = z.object({ id: Id })
const UserParams = z.object({ userId: Id })

const AUTH: RouteSpec[] = [
  {
    method: 'GET',
    path: '/api/auth/user',
    operationId: 'getCurrentUser',
    tag: 'Auth',
    auth: 'signed-in',
    summary: 'The signed-in user',
    description: 'The client treats 401 as "signed out" (no user), not as an error.',
    success: { status: 200, description: 'The user of the session cookie.', schema: User },
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    operationId: 'login',
    tag: 'Auth',
    auth: 'public',
    body: LoginBody,
    summary: 'Sign in with a username and password',
    sessionCookie: 'sets',
    description: 'Usernames are case-insensitive. Starts a session: Set-Cookie fs_session.',
    success: { status: 200, description: 'Signed in.', schema: LoginResponse },
    errors: { 401: 'Invalid username or password (the same message for both, so usernames are not revealed).' },
  },
  {
    method: 'POST',
    path: '/api/auth/register',
    operationId: 'register',
    tag: 'Auth',
    auth: 'public',
    body: RegisterBody,
    summary: 'Create an account',
    description:
      'Passwords need at least 6 characters and something other than whitespace. First and last names may hold ' +
      'only visible characters and plain spaces (no control or format characters such as newlines, zero-width spaces or ' +
      'the right-to-left override, no lone surrogates, at most 4 accent marks on a letter); they are trimmed and stored in ' +
      'Unicode NFC. Does not sign in: the client signs in next.',
    success: { status: 201, description: 'The account was created.', schema: RegisterResponse },
    errors: {
      403: 'Sign-up is closed (an admin closed it for an event: PUT /api/event).',
      409:
        "Username is already taken: it reads as another account's username (case, accents, compatibility forms and " +
        'punctuation aside, look-alike letters by their Unicode confusable skeleton, UTS #39: "DEM0" reads as "demo"); ' +
        "or the display name (first and last name, else the username) or the username reads as an admin's display name " +
        'or username in the same sense ("Alеx Admin" with a Cyrillic е reads as "Alex Admin").',
    },
  },
  {
    method: 'POST',
    path: '/api/auth/password',
    operationId: 'changePassword',
    tag: 'Auth',
    auth: 'signed-in',
    body: ChangePasswordBody,
    summary: 'Change your own password',
    description:
      'The new password follows the sign-up rules. Every other session of the account ends (signed out on its other ' +
      'devices); this one stays. Counted with sign-in attempts by the rate limit of a server.',
    success: { status: 200, description: 'Changed.', schema: MessageResponse },
    errors: {
      400: 'The current password is not correct, or the new one is the same as it.',
      409: 'The password was changed meanwhile (another session): sign in again.',
    },
  },
  {
    method: 'GET',
    path: '/api/auth/demo-accounts',
    operationId: 'listDemoAccounts',
    tag: 'Auth',
    auth: 'public',
    summary: 'The published demo accounts that sign in here',
    description:
      'The seeded demo accounts whose published passwords still work on this backend, with them, for the landing and ' +
      'sign-in pages. Empty on a shared server, where the admin and demo passwords are its own (docs/server.md, "Security").',
    success: { status: 200, description: 'The accounts (possibly none).', schema: z.array(DemoAccount) },
  },
  {
    method: 'POST',
    path: '/api/auth/logout',
    operationId: 'logout',
    tag: 'Auth',
    auth: 'public',
    sessionCookie: 'clears',
    summary: 'End the session (no body)',
    success: { status: 200, description: 'Signed out (also when no session was open).', schema: MessageResponse },
  },
  {
    method: 'GET',
    path: '/api/login',
    operationId: 'externalLogin',
    tag: 'Auth',
    auth: 'public',
    navigation: true,
    summary: 'External sign-in (a browser navigation)',
    description:
      'The browser navigates here. A real backend redirects to its identity provider and, once signed in, back to the app with the session cookie set. ' +
      'An app hosted on another origin adds ?returnTo=<its origin>; the backend goes back there only when that origin is allowed.',
    success: { status: 302, description: 'Redirect to the identity provider (then back to the app, signed in).' },
  },
  {
    method: 'GET',
    path: '/api/logout',
    operationId: 'externalLogout',
    tag: 'Auth',
    auth: 'public',
    navigation: true,
    summary: 'Sign out (a browser navigation)',
    sessionCookie: 'clears',
    description: 'Ends the session and redirects back to the app (to ?returnTo=<origin> when that origin is allowed).',
    success: { status: 302, description: 'Redirect back to the app, signed out.' },
  },
]

const MARKETS: RouteSpec[] = [
  {
    method: 'GET',
    path: '/api/categories',
    operationId: 'listCategories',
    tag: 'Markets',
    auth: 'public',
    summary: 'Market categories, in display order',
    success: { status: 200, description: 'Every category.', schema: z.array(Category) },
  },
  {
    method: 'GET',
    path: '/api/markets',
    operationId: 'listMarkets',
    tag: 'Markets',
    auth: 'public',
    query: MarketsQuery,
    summary: 'Active markets, filtered and paged',
    description:
      'Sorted by volume (trending=false: newest first). A repeated or unknown query parameter is a 400; ' +
      'limit and offset are decimal digits only ("0x10", "1e1", " 5" are a 400).',
    success: {
      status: 200,
      description: 'One page of active markets.',
      schema: z.array(MarketListItem),
      headers: {
        [TOTAL_COUNT_HEADER]: {
          description: 'How many markets match the filters in all pages (exposed to CORS).',
          schema: z.int().min(0),
        },
      },
    },
  },
  {
    method: 'GET',
    path: '/api/markets/closed',
    operationId: 'listClosedMarkets',
    tag: 'Markets',
    auth: 'public',
    summary: 'Closed and resolved markets, most recently closed first (at most 50)',
    success: { status: 200, description: 'Closed and resolved markets.', schema: z.array(MarketListItem) },
  },
  {
    method: 'GET',
    path: '/api/markets/{id}',
    operationId: 'getMarket',
    tag: 'Markets',
    auth: 'public',
    params: MarketParams,
    notFound: 'Market not found',
    summary: 'One market with its price history',
    success: { status: 200, description: 'The market, priceHistory included.', schema: MarketDetail },
    errors: { 404: 'Market not found (also for a malformed id).' },
  },
]

const TRADING: RouteSpec[] = [
  {
    method: 'POST',
    path: '/api/trades',
    operationId: 'placeTrade',
    tag: 'Trading',
    auth: 'signed-in',
    body: TradeBody,
    idempotent: true,
    summary: 'Buy or sell contracts of one side of a market',
    description:
      'Booked to the session user (action "buy" by default, or "sell" of contracts held): it fills against resting limit ' +
      "orders at their prices first and the market maker's pool (fee included); `price` is informational. With limitPriceCents " +
      '(the worst average price accepted), a trade past it answers 409 with the current quote and changes nothing. ' +
      'With an Idempotency-Key header, repeating the same key and body answers the first result again (nothing is booked twice); ' +
      'the same key with a different body is a 422.',
    success: { status: 201, description: 'The trade (a replay answers the first trade, also 201).', schema: Trade },
    errors: {
      403: 'userId names another account.',
      404: 'Market not found.',
      409: 'The market is closed or resolved, or the average price is past limitPriceCents (the body also has `quote`).',
      422:
        "Insufficient balance, selling more contracts than held (or held back by open sell orders), the pool's price " +
        'limit exceeded, or an Idempotency-Key reused with a different body.',
    },
  },
  {
    method: 'GET',
    path: '/api/trades',
    operationId: 'listTrades',
    tag: 'Trading',
    auth: 'own-or-admin',
    query: TradesQuery,
    summary: "A user's trades (buys, sells and limit order fills), newest first",
    success: { status: 200, description: 'The trades of userId.', schema: z.array(Trade) },
    errors: { 404: 'User not found (an admin asking about someone who does not exist).' },
  },
  {
    method: 'GET',
    path: '/api/portfolio/{userId}',
    operationId: 'getPortfolio',
    tag: 'Trading',
    auth: 'own-or-admin',
    params: UserParams,
    notFound: 'User not found',
    summary: "A user's balance, total value, positions and figures",
    description:
      'Dollars as numeric strings. Settled positions stay in the list with settled=true and their payout. ' +
      'totalValue counts cash, open positions, pool shares and uncollected pool fees; figures break it down with the P&L and win rate.',
    success: { status: 200, description: 'The portfolio.', schema: Portfolio },
    errors: { 404: 'User not found.' },
  },
]

const ACTIVITY: RouteSpec[] = [
  {
    method: 'GET',
    path: '/api/logs/{userId}',
    operationId: 'listActivity',
    tag: 'Activity',
    auth: 'own-or-admin',
    params: UserParams,
    notFound: 'User not found',
    query: LogsQuery,
    summary: "A user's activity log, newest first",
    success: { status: 200, description: 'Up to `limit` (default and maximum 50) entries.', schema: z.array(ActivityEntry) },
    errors: { 404: 'User not found (a malformed id, or an admin asking about someone who does not exist).' },
  },
  {
    method: 'POST',
    path: '/api/logs',
    operationId: 'recordView',
    tag: 'Activity',
    auth: 'signed-in',
    body: ViewLogBody,
    summary: 'Record that a page was opened',
    description: 'Trades are logged by the trade itself.',
    success: { status: 201, description: 'Recorded.', schema: LogCreated },
    errors: { 404: 'Market not found (market_viewed).' },
  },
]

const ADMIN: RouteSpec[] = [
  {
    method: 'GET',
    path: '/api/admin/users',
    operationId: 'listUsers',
    tag: 'Admin',
    auth: 'admin',
    summary: 'Every user, newest first',
    success: { status: 200, description: 'The users (never password hashes).', schema: z.array(User) },
  },
  {
    method: 'PATCH',
    path: '/api/admin/users/{userId}/role',
    operationId: 'setUserRole',
    tag: 'Admin',
    auth: 'admin',
    params: UserParams,
    notFound: 'User not found',
    body: RoleBody,
    summary: "Change a user's role",
    success: { status: 200, description: 'The updated user.', schema: User },
    errors: {
      403: 'Signed in without the admin role, or an admin changing their own role.',
      404: 'User not found.',
      409: 'Cannot remove the last admin.',
    },
  },
  {
    method: 'PUT',
    path: '/api/admin/users/{userId}/password',
    operationId: 'setTemporaryPassword',
    tag: 'Admin',
    auth: 'admin',
    params: UserParams,
    notFound: 'User not found',
    body: TemporaryPasswordBody,
    summary: 'Set a temporary password for a user',
    description:
      'For a person who forgot theirs: they are signed out everywhere and sign in with this one (then change it in ' +
      'Settings). Follows the sign-up rules. Not for your own account (POST /api/auth/password asks for the current one).',
    success: { status: 200, description: 'The user, signed out everywhere.', schema: User },
    errors: {
      403: 'Signed in without the admin role, or an admin setting their own password here.',
      404: 'User not found.',
    },
  },
]

/** Every endpoint: the handlers, the OpenAPI document and the conformance suite follow this list. */
export const ROUTES: readonly RouteSpec[] = [
  ...AUTH,
  ...MARKETS,
  ...TRADING,
  ...ORDER_ROUTES,
  ...ACTIVITY,
  ...ADMIN,
  ...MARKET_ADMIN_ROUTES,
  ...DEMO_ROUTES,
  ...LIQUIDITY_ROUTES,
  ...INSTANT_ROUTES,
  ...SOCIAL_ROUTES,
  ...INSIGHT_ROUTES,
  ...EVENT_ROUTES,
]
