import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Page } from 'playwright-core'
import { ARTIFACTS, screenshotFailure, signIn } from './harness'
import { buildVariant, serveBuilds, snapshotBuild, type SwitchableServer } from './fixtures/builds'
import { firstPage, openAppProfile, waitForServiceWorker, type AppProfile } from './fixtures/pwa-browser'
import { api } from './trade-fixtures'
import type { Market, Trade } from '../src/api/contract'

/**
 * The PWA in real Chromium with service workers on: installability, the app after the
 * network is gone (server stopped and the browser offline), and updates between builds.
 */
const SIGNED_IN_ROUTES = ['/', '/portfolio', '/my-trades', '/insights', '/social', '/liquidity', '/instant', '/settings']
const OFFLINE_NOTICE = 'Offline — your in-browser exchange keeps working'

let appBuild: string
beforeAll(() => {
  appBuild = snapshotBuild(resolve('dist'), 'pwa-a')
})

let profile: AppProfile | null = null
let server: SwitchableServer | null = null
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' && profile) await screenshotFailure(`pwa-${task.name}`, profile.context.pages().slice(-1))
  await profile?.dispose()
  await server?.close()
  profile = server = null
})

/** A fresh profile on a server of our own (the test stops it to take the network away). */
async function openApp(root = appBuild): Promise<Page> {
  server = await serveBuilds(root)
  profile = await openAppProfile(server.url)
  return firstPage(profile.context)
}

async function placeTrade(page: Page, marketId: string): Promise<Trade> {
  const answer = await api<Trade>(page, 'POST', '/api/trades', { marketId, side: 'yes', quantity: 10, price: '50' })
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300)
  return answer.body
}

async function tradeIds(page: Page, userId: string): Promise<string[]> {
  const answer = await api<Trade[]>(page, 'GET', `/api/trades?userId=${encodeURIComponent(userId)}`)
  expect(answer.status).toBe(200)
  return answer.body.map((t) => t.id)
}

async function firstMarket(page: Page): Promise<Market> {
  const answer = await api<Market[]>(page, 'GET', '/api/markets?kind=binary&limit=1')
  expect(answer.status).toBe(200)
  expect(answer.body.length, 'the seeded catalogue has markets').toBeGreaterThan(0)
  return answer.body[0]
}

/** Counts navigator.storage.persist() calls across the page's navigations (in sessionStorage). */
async function countPersistRequests(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    const storage = navigator.storage
    const persist = storage.persist.bind(storage)
    storage.persist = () => {
      sessionStorage.setItem('e2e.persistRequests', String(Number(sessionStorage.getItem('e2e.persistRequests') ?? 0) + 1))
      return persist()
    }
  })
}

async function persistRequests(page: Page): Promise<number> {
  return page.evaluate(() => Number(sessionStorage.getItem('e2e.persistRequests') ?? 0))
}

/** Watches for app files that fail to load (a chunk missing from the precache shows up here). */
function watchFailedAssets(page: Page): string[] {
  const failed: string[] = []
  page.on('requestfailed', (request) => {
    // ERR_ABORTED: the next navigation cancelled a lazy chunk the page was still loading, not a miss offline.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return
    if (!new URL(request.url()).pathname.startsWith('/api/')) failed.push(`${request.url()} ${request.failure()?.errorText}`)
  })
  page.on('response', (response) => {
    if (response.status() >= 400 && !new URL(response.url()).pathname.startsWith('/api/'))
      failed.push(`${response.url()} ${response.status()}`)
  })
  return failed
}

/** Signs out (offline too: the session lives in the in-page exchange) and in as someone else. */
async function switchUser(page: Page, username: string, password: string): Promise<void> {
  expect((await api(page, 'POST', '/api/auth/logout')).status).toBeLessThan(300)
  await signIn(page, username, password)
}

async function expectRouteOpens(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await page.getByRole('button', { name: /Account menu for/ }).waitFor()
  await expect
    .poll(async () => (await page.locator('main').innerText()).trim().length, { message: `${path} shows content` })
    .toBeGreaterThan(0)
  expect(await page.getByRole('heading', { name: '404 Page Not Found' }).count()).toBe(0)
}

describe('installable, offline-first PWA', () => {
  it(
    'is installable: no installability errors, a valid manifest, and the Install button when offered',
    { timeout: 90_000 },
    async () => {
      const page = await openApp()
      await page.goto('/')
      await waitForServiceWorker(page)
      const cdp = await profile!.context.newCDPSession(page)
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
      expect(installabilityErrors).toEqual([])
      const { errors } = await cdp.send('Page.getAppManifest')
      expect(errors).toEqual([])

      const manifest = await (await page.request.get('/manifest.webmanifest')).json()
      expect(manifest).toMatchObject({ id: '/', start_url: '/', scope: '/', display: 'standalone', short_name: 'Foresight' })
      expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual(
        expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
      )
      expect(manifest.screenshots.map((s: { form_factor: string }) => s.form_factor).sort()).toEqual(['narrow', 'wide'])
      for (const image of [...manifest.icons, ...manifest.screenshots]) {
        const response = await page.request.get(image.src)
        expect(response.headers()['content-type'], image.src).toBe('image/png')
      }

      // Chromium offers installation (beforeinstallprompt): Settings shows our Install button.
      await page.goto('/settings')
      await page.getByRole('button', { name: 'Install app' }).waitFor()
      await page.getByText('Ready', { exact: true }).waitFor()
      await expect.poll(() => page.getByTestId('storage-usage').innerText()).toMatch(/ of .+ available/)

      // The installed app's title bar follows the theme chosen in the app.
      const themeColours = () =>
        page.evaluate(() => [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((m) => m.content))
      await page.getByRole('radio', { name: /Dark/ }).check()
      expect(await themeColours()).toEqual(['#0b1020', '#0b1020'])
      await page.getByRole('radio', { name: /Light/ }).check()
      expect(await themeColours()).toEqual(['#f8fafc', '#f8fafc'])
    },
  )

  it(
    'works with the network gone: reload, deep link, a trade, every route, and reopening the closed app',
    { timeout: 150_000 },
    async () => {
      let page = await openApp()
      await countPersistRequests(page)
      // The first visit: signing in also seeds the exchange; the worker installs meanwhile.
      await signIn(page)
      await waitForServiceWorker(page)
      expect(await persistRequests(page), 'signing in is not a save').toBe(0)
      const market = await firstMarket(page)
      const user = (await api<{ id: string }>(page, 'GET', '/api/auth/user')).body

      // No network at all: the server is gone and the browser is offline.
      await server!.close()
      await profile!.context.setOffline(true)
      const failed = watchFailedAssets(page)
      await page.getByText(OFFLINE_NOTICE).waitFor()

      await page.reload()
      await page.getByRole('button', { name: 'Account menu for Demo Trader' }).waitFor()
      await page.getByText(OFFLINE_NOTICE).waitFor()

      await page.goto(`/market/${market.id}`)
      await page.getByRole('heading', { name: market.title }).first().waitFor()
      // A trade through the trading panel, then one straight through the API.
      await page.getByLabel('Quantity').fill('10')
      await page.getByRole('button', { name: 'Buy Yes' }).click()
      await page.getByText('Trade Successful').waitFor()
      expect(await persistRequests(page), 'the first save asks to keep the data').toBe(1)
      const trade = await placeTrade(page, market.id)
      expect(trade.marketId).toBe(market.id)

      for (const path of SIGNED_IN_ROUTES) await expectRouteOpens(page, path)
      expect(failed).toEqual([])

      // Every tab closed, then a new one, still offline.
      for (const open of profile!.context.pages()) await open.close()
      page = await profile!.context.newPage()
      await page.goto('/portfolio')
      await page.getByRole('button', { name: 'Account menu for Demo Trader' }).waitFor()
      expect(await tradeIds(page, user.id)).toContain(trade.id)

      // The whole browser closed and started again offline: opening the installed app.
      page = await firstPage(await profile!.relaunch({ offline: true }))
      await page.goto('/my-trades')
      await page.getByRole('button', { name: 'Account menu for Demo Trader' }).waitFor()
      await page.getByText(OFFLINE_NOTICE).waitFor()
      expect(await tradeIds(page, user.id)).toContain(trade.id)

      // And the admin's route, signed in as the admin, still offline.
      await switchUser(page, 'admin', 'admin123')
      await expectRouteOpens(page, '/admin')
    },
  )

  it(
    "offers 'New version available' for a new build, and Reload brings it without losing trades",
    { timeout: 150_000 },
    async () => {
      // Build A is the app under test (a copy of dist/); build B is the same code marked as build B.
      const buildB = await buildVariant('pwa-b', { VITE_BUILD_ID: 'B' })
      const page = await openApp()
      await signIn(page)
      await waitForServiceWorker(page)
      const market = await firstMarket(page)
      const trade = await placeTrade(page, market.id)
      await page.goto('/settings')
      const version = page.getByTestId('app-version')
      await version.waitFor()
      expect(await version.innerText()).not.toContain('build B')

      // Deploy B; opening the app again finds it, installs it in the background, and asks.
      server!.serve(buildB)
      await page.reload()
      const prompt = page.getByRole('status').filter({ hasText: 'New version available' })
      await prompt.waitFor()
      // Nothing was forced: this tab still runs A until the person chooses.
      expect(await version.innerText()).not.toContain('build B')
      mkdirSync(ARTIFACTS, { recursive: true })
      await page.screenshot({ path: `${ARTIFACTS}/pwa-update-prompt.png` })

      await prompt.getByRole('button', { name: 'Reload' }).click()
      await version.getByText('build B').waitFor()
      expect(await page.getByText('New version available').count()).toBe(0)
      expect(await tradeIds(page, trade.userId)).toContain(trade.id)
    },
  )
})
