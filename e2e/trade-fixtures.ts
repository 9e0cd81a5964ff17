import type { Page } from 'playwright-core'
import type { Market, OrderBook, PoolReserves, Portfolio, Side, Trade, Trader, User } from '../src/api/contract'
import { previewFill } from '../src/exchange/orders'
import { exchangeReady, signIn } from './harness'

/**
 * Helpers shared by the portfolio, my-trades and admin browser tests: API calls made
 * from inside the page (so msw answers them from that page's IndexedDB), and money
 * arithmetic written out independently of the app's own code.
 */

export interface ApiAnswer<T> {
  status: number
  body: T
}

/**
 * fetch() in the page. The app starts its in-page backend on its first API call, so sign in (or
 * load a page) first; this waits for it to be up, as the app's own client does.
 */
export async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<ApiAnswer<T>> {
  await exchangeReady(page)
  return fetchInPage<T>(page, method, path, body)
}

/** fetch() in the page, as it is (a page served by a Foresight server has no in-page exchange to wait for). */
function fetchInPage<T>(page: Page, method: string, path: string, body?: unknown): Promise<ApiAnswer<T>> {
  return page.evaluate(
    async (req) => {
      const headers: Record<string, string> = { Accept: 'application/json' }
      if (req.body !== undefined) headers['Content-Type'] = 'application/json'
      const init: RequestInit = { method: req.method, credentials: 'include', headers }
      if (req.body !== undefined) init.body = JSON.stringify(req.body)
      const response = await fetch(req.path, init)
      const text = await response.text()
      return { status: response.status, body: text ? JSON.parse(text) : null }
    },
    { method, path, body },
  ) as Promise<ApiAnswer<T>>
}

export async function apiOk<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await api<T>(page, method, path, body)
  if (answer.status >= 400) throw new Error(`${method} ${path} → ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body
}

/** apiOk for a page served by a Foresight server (remote mode): a 3xx or worse fails. */
export async function serverApiOk<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await fetchInPage<T>(page, method, path, body)
  if (answer.status >= 300) throw new Error(`${method} ${path} → ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body
}

/** Buys Yes on one answer of a multi-answer market through the API (the caller signed in). */
export function buyAnswer(
  page: Page,
  market: Market,
  answer: NonNullable<Market['answers']>[number],
  quantity: number,
): Promise<Trade> {
  return apiOk<Trade>(page, 'POST', '/api/trades', {
    marketId: market.id,
    answerId: answer.id,
    side: 'yes',
    quantity,
    price: answer.yesPrice,
  })
}

/**
 * Keeps the simulated traders still in this page, so prices only move with the test's own
 * trades: the app simulates only in the tab holding the 'foresight-simulation' Web Lock,
 * and this takes it before any app script runs (as another open tab would).
 */
export async function freezeSimulation(page: Page): Promise<void> {
  await page.addInitScript(() => {
    void navigator.locks?.request('foresight-simulation', () => new Promise(() => undefined))
  })
}

/**
 * Waits until the seed's second stage is stored (backend/seed-db.ts keeps its stage in the meta
 * table). Writing it refreshes every query on the page that wrote it, so a test that needs a
 * page to stay as it is (say, not to learn of an ended session) loads that page after this.
 */
export async function seedFinished(page: Page): Promise<void> {
  await exchangeReady(page)
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('foresight')
        open.addEventListener('error', () => resolve(false))
        open.addEventListener('success', () => {
          const request = open.result.transaction(['meta'], 'readonly').objectStore('meta').get('seed')
          request.addEventListener('success', () => {
            open.result.close()
            resolve(request.result?.value?.stage === 2)
          })
          request.addEventListener('error', () => resolve(false))
        })
      }),
    undefined,
    { timeout: 60_000, polling: 250 },
  )
}

export const currentUser = (page: Page) => apiOk<User>(page, 'GET', '/api/auth/user')

export interface PlacedTrades {
  markets: [Market, Market]
}

/** Three trades on two active markets: YES and NO on the first, NO on the second. */
export async function tradeOnTwoMarkets(page: Page): Promise<PlacedTrades> {
  const list = await apiOk<Market[]>(page, 'GET', '/api/markets?kind=binary&limit=10')
  const [first, second] = list.filter((m) => m.status === 'active')
  const orders = [
    { market: first, side: 'yes', quantity: 40 },
    { market: second, side: 'no', quantity: 25 },
    { market: first, side: 'no', quantity: 15 },
  ] as const
  for (const o of orders) {
    const price = o.side === 'yes' ? o.market.yesPrice : o.market.noPrice
    await apiOk<Trade>(page, 'POST', '/api/trades', { marketId: o.market.id, side: o.side, quantity: o.quantity, price })
  }
  return { markets: [first, second] }
}

export async function tradesOf(page: Page, userId: string): Promise<Trade[]> {
  return apiOk<Trade[]>(page, 'GET', `/api/trades?userId=${encodeURIComponent(userId)}`)
}

export async function portfolioOf(page: Page, userId: string): Promise<Portfolio> {
  return apiOk<Portfolio>(page, 'GET', `/api/portfolio/${encodeURIComponent(userId)}`)
}

/** The API's dollars ("58.53") as integer cents, so figures compare exactly. */
export const cents = (dollars: string | number) => Math.round(Number(dollars) * 100)

/** The side's price now: the quote, or 100/0 once the market resolved. */
export function sidePrice(market: Trade['market'], side: Trade['side']): number {
  if (market.status === 'resolved' && market.resolution) return market.resolution === side ? 100 : 0
  return Number(side === 'yes' ? market.yesPrice : market.noPrice)
}

/**
 * What `quantity` contracts are worth at the side's price, in cents, as the exchange counts it
 * (docs/product.md, "Figures"): the price in whole basis points times the contracts, then
 * rounded to the cent. (quantity x 53.27 in floating point can fall just under the half cent
 * that quantity x 5327 / 100 lands on, and round the other way.)
 */
export function valueCentsAt(quantity: number, market: Trade['market'], side: Trade['side']): number {
  return Math.round((quantity * Math.round(sidePrice(market, side) * 100)) / 100)
}

/** Opens the landing page and waits until the app has answered its first API call (its in-page backend is up). */
export async function startBackend(page: Page): Promise<void> {
  // Signed out, the landing page starts the exchange only at the first touch; the sign-in page at once.
  await page.goto('/local-login')
  await exchangeReady(page)
}

/** Registers a user through the API (from a page whose backend has started). */
export async function registerUser(page: Page, username: string, firstName: string, lastName: string): Promise<User> {
  const answer = await apiOk<{ user: User }>(page, 'POST', '/api/auth/register', {
    username,
    password: 'secret123',
    email: `${username}@example.com`,
    firstName,
    lastName,
  })
  return answer.user
}

/** Ends the session the way the app does (the /api/logout navigation) and waits for the landing page. */
export async function signOut(page: Page): Promise<void> {
  await page.goto('/api/logout')
  await page.getByText('Prediction Markets Platform').waitFor()
}

/**
 * What the exchange fills a market trade at, through the resting orders and the pool: its own
 * matcher (previewFill) on the book as the API answers it now. A quote through the pool alone
 * differs whenever the seeded crowd has orders resting in range.
 */
export async function fillNow(
  page: Page,
  marketId: string,
  pool: PoolReserves,
  side: Side,
  action: 'buy' | 'sell',
  quantity: number,
) {
  const book = await apiOk<OrderBook>(page, 'GET', `/api/markets/${marketId}/book`)
  return previewFill(pool, book, { side, action, quantity, limitPriceCents: null })
}

/** The most whole contracts `budgetCents` buys now, fee included (docs/product.md, "Figures"), and what they cost. */
export async function buyWithCashNow(page: Page, marketId: string, pool: PoolReserves, side: Side, budgetCents: number) {
  const book = await apiOk<OrderBook>(page, 'GET', `/api/markets/${marketId}/book`)
  const cost = (q: number) => previewFill(pool, book, { side, action: 'buy', quantity: q, limitPriceCents: null }).cashCents
  let contracts = 0
  while (contracts < 10_000 && cost(contracts + 1) <= budgetCents) contracts += 1
  return { contracts, costCents: cost(contracts) }
}

/** The person trader e2e/social.e2e.ts and e2e/toasts.e2e.ts follow and copy. */
export const ALICE = 'Alice Social'

/**
 * A person trader with one big pending buy, so she leads the leaderboard: the simulated
 * traders are frozen in this tab (freezeSimulation), so nobody else trades meanwhile.
 */
/** Round trips Alice makes before her open trade: her record (each a closed trade). */
export const ALICE_CLOSED_TRADES = 5

export async function aliceTrades(page: Page): Promise<{ trade: Trade; market: Market }> {
  await freezeSimulation(page)
  await startBackend(page)
  await registerUser(page, 'alice', 'Alice', 'Social')
  await apiOk(page, 'POST', '/api/auth/login', { username: 'alice', password: 'secret123' })
  // A record first: five closed trades (bought and sold back), the least the leaderboard ranks.
  const [other] = await apiOk<Market[]>(page, 'GET', '/api/markets?kind=binary&limit=1&offset=300')
  for (let i = 0; i < ALICE_CLOSED_TRADES; i += 1) {
    const now = await apiOk<Market>(page, 'GET', `/api/markets/${other!.id}`)
    await apiOk(page, 'POST', '/api/trades', { marketId: other!.id, side: 'yes', quantity: 10, price: now.yesPrice })
    const after = await apiOk<Market>(page, 'GET', `/api/markets/${other!.id}`)
    await apiOk(page, 'POST', '/api/trades', {
      marketId: other!.id,
      side: 'yes',
      action: 'sell',
      quantity: 10,
      price: after.yesPrice,
    })
  }
  // A market of middling depth, so later buys move its price.
  const [market] = await apiOk<Market[]>(page, 'GET', '/api/markets?kind=binary&limit=1&offset=200')
  const trade = await apiOk<Trade>(page, 'POST', '/api/trades', {
    marketId: market!.id,
    side: 'yes',
    quantity: 2_000,
    price: market!.yesPrice,
  })
  await apiOk(page, 'POST', '/api/auth/logout')
  // The seeded month's best traders made real profits: Bob's big buy after hers lifts the price,
  // so Alice's open position is worth more than she paid, enough to rank among them.
  await registerUser(page, 'bob', 'Bob', 'Buyer')
  await apiOk(page, 'POST', '/api/auth/login', { username: 'bob', password: 'secret123' })
  for (let i = 0; i < 8; i += 1) {
    const ranked = await apiOk<Trader[]>(page, 'GET', '/api/social/traders')
    if (ranked.some((t) => t.name === ALICE && t.rank !== null)) break
    const lifted = await apiOk<Market>(page, 'GET', `/api/markets/${market!.id}`)
    await apiOk<Trade>(page, 'POST', '/api/trades', {
      marketId: market!.id,
      side: 'yes',
      quantity: 1_000,
      price: lifted.yesPrice,
    })
  }
  await apiOk(page, 'POST', '/api/auth/logout')
  await signIn(page)
  return { trade, market: market! }
}
