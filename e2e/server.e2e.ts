import { formatCents } from '../src/lib/format'
import { beforeAll, describe, expect, it } from 'vitest'
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import type { Order, Portfolio, Trade, User } from '../src/api/contract'
import { ARTIFACTS, fillSignIn, PHONE, useBrowser } from './harness'
import { yesNoCards } from './markets-helpers'
import { backendChunks } from './fixtures/builds'
import { useAppServer } from './fixtures/app-server'
import { serverApiOk } from './trade-fixtures'
import type { ServerProcess } from '../server/test/process'

/**
 * The app as the Foresight server serves it (npm run server): at the server's own origin it
 * talks to that server with no setting changed, on the embedded PGlite, and every device that
 * opens it shares one exchange. The simulated traders are off, so prices move only with the
 * tests' trades. Screenshots go to e2e/artifacts/server-*.png.
 */
const { newPage } = useBrowser()
const app = useAppServer('server')
let server: ServerProcess
let appDir: string

beforeAll(() => {
  server = app.server()
  appDir = app.appDir()
})

async function signInHere(page: Page, username: string, password: string, name: string) {
  await page.goto(`${server.url}/local-login`)
  await fillSignIn(page, username, password)
  await page.getByRole('button', { name: `Account menu for ${name}` }).waitFor({ timeout: 30_000 })
}

async function shot(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true })
  await page.screenshot({ path: `${ARTIFACTS}/server-${name}.png` })
}

describe('the app served by the Foresight server', () => {
  it('uses the server with no setting: sign in as demo, buy from a card, see it in the portfolio; no in-browser exchange code', async () => {
    const page = await newPage({ viewport: PHONE, touch: true })
    const urls: string[] = []
    page.on('request', (request) => urls.push(request.url()))
    await page.goto(`${server.url}/`)
    await page.getByText('Prediction Markets Platform').waitFor()
    await shot(page, 'landing')
    await signInHere(page, 'demo', 'demo123', 'Demo Trader')

    const card = yesNoCards(page).first()
    await card.waitFor({ timeout: 30_000 })
    const marketId = (await card.getAttribute('data-market-id'))!
    await shot(page, 'home')
    await card.getByRole('button', { name: /^Buy Yes/ }).tap()
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm Buy Yes' }).tap()
    await page.getByText('Successfully bought 100 YES contracts').waitFor()

    const me = await serverApiOk<User>(page, 'GET', '/api/auth/user')
    const [latest] = await serverApiOk<Trade[]>(page, 'GET', `/api/trades?userId=${me.id}`)
    expect(latest).toMatchObject({ marketId, side: 'yes', quantity: 100 })
    const portfolio = await serverApiOk<Portfolio>(page, 'GET', `/api/portfolio/${me.id}`)
    expect(portfolio.positions.some((p) => p.marketId === marketId && p.side === 'yes')).toBe(true)

    // A limit order counts its expiry from the wall clock here (the server's clock): it never asks for
    // the demo state, which only the admin may read (a 403 in the console before).
    await card.getByRole('button', { name: /^Buy Yes/ }).tap()
    const ticket = page.getByRole('dialog')
    await ticket.getByRole('radio', { name: 'Limit' }).tap()
    await ticket.getByLabel('Limit price (¢)').fill('1')
    await ticket.getByLabel('Quantity').fill('10')
    await ticket.getByLabel('Expires').selectOption('1d')
    const placedAt = Date.now()
    await ticket.getByRole('button', { name: 'Confirm Buy Order' }).tap()
    await page.getByText('Placed limit order to buy 10 YES at 1¢.').waitFor()
    const [order] = await serverApiOk<Order[]>(page, 'GET', '/api/orders?status=open')
    expect(order).toMatchObject({ marketId, side: 'yes', quantity: 10 })
    expect(Date.parse(order!.expiresAt!) - placedAt).toBeGreaterThan(86_400_000 - 60_000)
    expect(Date.parse(order!.expiresAt!) - placedAt).toBeLessThan(86_400_000 + 60_000)
    expect(urls.filter((u) => new URL(u).pathname === '/api/demo/state')).toEqual([])

    await page.goto(`${server.url}/portfolio`)
    await page.getByText(latest!.market.title).first().waitFor()
    await shot(page, 'portfolio')

    await page.goto(`${server.url}/settings`)
    await page.getByTestId('current-source').getByText(`Remote backend · ${server.url}`).waitFor()
    // Every API call went to the server; the in-browser exchange's code was never fetched.
    expect(urls.filter((u) => new URL(u).pathname.startsWith('/api/')).every((u) => u.startsWith(server.url))).toBe(true)
    const chunks = backendChunks(appDir)
    expect(chunks.length).toBeGreaterThan(0)
    expect(urls.filter((u) => chunks.some((c) => u.endsWith(`/assets/${c}`)))).toEqual([])
  })

  it('is one exchange for every device: a trade on one shows on the other, and the admin sees who joined', async () => {
    const phone = await newPage({ viewport: PHONE, touch: true })
    const laptop = await newPage()
    await signInHere(phone, 'demo', 'demo123', 'Demo Trader')
    await signInHere(laptop, 'demo', 'demo123', 'Demo Trader')
    const me = await serverApiOk<User>(phone, 'GET', '/api/auth/user')
    const before = await serverApiOk<Trade[]>(laptop, 'GET', `/api/trades?userId=${me.id}`)
    const [market] = await serverApiOk<{ id: string }[]>(phone, 'GET', '/api/markets?kind=binary&limit=1')
    await serverApiOk(phone, 'POST', '/api/trades', { marketId: market!.id, side: 'no', quantity: 7, price: '50.00' })
    const after = await serverApiOk<Trade[]>(laptop, 'GET', `/api/trades?userId=${me.id}`)
    expect(after.length).toBe(before.length + 1)
    expect(after[0]).toMatchObject({ marketId: market!.id, side: 'no', quantity: 7 })

    // A newcomer signs up on the phone; the admin, on the laptop, sees them among the users.
    await serverApiOk(phone, 'POST', '/api/auth/register', {
      username: 'newcomer',
      password: 'secret123',
      firstName: 'New',
      lastName: 'Comer',
    })
    const admin = await newPage()
    await signInHere(admin, 'admin', 'admin123', 'Alex Admin')
    await admin.goto(`${server.url}/admin`)
    await admin.getByText('newcomer').first().waitFor()
    await shot(admin, 'admin')
  })

  it('is live: a trade on the phone moves the price on the laptop showing that market, with no reload and no refetch', async () => {
    const phone = await newPage({ viewport: PHONE, touch: true })
    const laptop = await newPage()
    await signInHere(phone, 'demo', 'demo123', 'Demo Trader')
    await signInHere(laptop, 'admin', 'admin123', 'Alex Admin')
    const [market] = await serverApiOk<{ id: string; yesPrice: string }[]>(phone, 'GET', '/api/markets?kind=binary&limit=1')
    await laptop.goto(`${server.url}/market/${market!.id}`)
    const yesButton = laptop.getByRole('button', { name: /^Yes \d+¢/ })
    await yesButton.waitFor()
    await laptop.getByTestId('live-status').and(laptop.locator('[data-state="live"]')).waitFor()
    const before = await yesButton.getAttribute('aria-label')
    let navigations = 0
    laptop.on('framenavigated', () => (navigations += 1))
    const refetches: string[] = []
    laptop.on('request', (r) => {
      // The market and the lists (its order book is refetched: the book is not in the batch).
      if (/^\/api\/markets(\/[^/]+)?$/.test(new URL(r.url()).pathname)) refetches.push(r.url())
    })

    const traded = Date.now()
    await serverApiOk(phone, 'POST', '/api/trades', {
      marketId: market!.id,
      side: 'yes',
      quantity: 5000,
      price: market!.yesPrice,
    })
    const after = await serverApiOk<{ yesPrice: string }>(phone, 'GET', `/api/markets/${market!.id}`)
    await laptop.waitForFunction(
      (label) => document.querySelector(`[aria-label^="Yes "]`)?.getAttribute('aria-label') !== label,
      before,
      { timeout: 15_000 },
    )
    console.log(`[live] the laptop showed the phone's trade ${Date.now() - traded} ms after it was sent`)
    expect(await yesButton.getAttribute('aria-label')).toMatch(new RegExp(`^Yes ${formatCents(after.yesPrice)}`))
    expect(navigations).toBe(0)
    expect(refetches).toEqual([])
    await shot(laptop, 'live-market')
    await phone.goto(`${server.url}/market/${market!.id}`)
    await phone.getByTestId('live-status').waitFor()
    await shot(phone, 'live-market-phone')
  })

  it('holds no stream in the background, and catches up when it comes back', async () => {
    const phone = await newPage({ viewport: PHONE, touch: true })
    const laptop = await newPage()
    // Every EventSource the page opens, to see which are open.
    await laptop.addInitScript(() => {
      const Native = window.EventSource
      const opened: EventSource[] = []
      ;(window as unknown as { streams: EventSource[] }).streams = opened
      window.EventSource = class extends Native {
        constructor(url: string | URL, init?: EventSourceInit) {
          super(url, init)
          opened.push(this)
        }
      }
    })
    await signInHere(phone, 'demo', 'demo123', 'Demo Trader')
    await signInHere(laptop, 'admin', 'admin123', 'Alex Admin')
    const [market] = await serverApiOk<{ id: string; yesPrice: string }[]>(phone, 'GET', '/api/markets?kind=binary&limit=1')
    await laptop.goto(`${server.url}/market/${market!.id}`)
    await laptop.getByTestId('live-status').and(laptop.locator('[data-state="live"]')).waitFor()
    const openStreams = () =>
      laptop.evaluate(() => (window as unknown as { streams: EventSource[] }).streams.filter((s) => s.readyState !== 2).length)
    expect(await openStreams()).toBe(1)
    const setVisibility = (state: 'hidden' | 'visible') =>
      laptop.evaluate((value) => {
        Object.defineProperty(document, 'visibilityState', { value, configurable: true })
        document.dispatchEvent(new Event('visibilitychange'))
      }, state)

    await setVisibility('hidden')
    expect(await openStreams()).toBe(0)
    await serverApiOk(phone, 'POST', '/api/trades', { marketId: market!.id, side: 'no', quantity: 5000, price: '50.00' })
    const after = await serverApiOk<{ yesPrice: string }>(phone, 'GET', `/api/markets/${market!.id}`)
    await setVisibility('visible')
    expect(await openStreams()).toBe(1)
    await laptop.getByRole('button', { name: new RegExp(`^Yes ${formatCents(after.yesPrice)}`) }).waitFor()
  })
})
