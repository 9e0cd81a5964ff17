import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import type { Page } from 'playwright-core'
import { ARTIFACTS, CHROMIUM_ARGS, CHROMIUM_PATH, PHONE, useBrowser } from './harness'
import { yesNoCards } from './markets-helpers'
import { useAppServer } from './fixtures/app-server'
import { startTlsPage, startTlsProxy, type TlsEndpoint } from './fixtures/tls-proxy'

/**
 * The Foresight server as production runs it (docs/server.md, "Security"): behind a
 * TLS-terminating proxy with TRUST_PROXY=on and its own ADMIN_PASSWORD, the app at the proxy's
 * https origin, and another app on another site (ALLOWED_ORIGINS) signing in across sites.
 * Screenshots go to e2e/artifacts/https-*.png.
 */
const { browser } = useBrowser()
const ADMIN_PASSWORD = 'operator-pass-1'
let proxy: TlsEndpoint
let elsewhere: TlsEndpoint
let sameSite: TlsEndpoint

/** The page of an app hosted at another origin: the test signs in to the API from it. */
const CROSS_SITE_PAGE = `<!doctype html><html><head><title>Another app</title></head><body><p>Another app</p></body></html>`

/** From the page's origin: sign in as the admin at `api` with credentials, then ask who is signed in. */
function signInFromPage(page: Page, api: string) {
  return page.evaluate(
    async ({ base, password }) => {
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password }),
      })
      const user = await fetch(`${base}/api/auth/user`, { credentials: 'include' })
      return { login: login.status, user: user.status, who: ((await user.json()) as { username?: string }).username }
    },
    { base: api, password: ADMIN_PASSWORD },
  )
}

beforeAll(async () => {
  proxy = await startTlsProxy(() => app.server().url, 'localhost')
  elsewhere = await startTlsPage(CROSS_SITE_PAGE, '127.0.0.1')
  sameSite = await startTlsPage(CROSS_SITE_PAGE, 'localhost')
})

const app = useAppServer('https', () => ({
  TRUST_PROXY: 'on',
  ALLOWED_ORIGINS: `${elsewhere.url},${sameSite.url}`,
  ADMIN_PASSWORD,
}))

afterAll(async () => {
  await Promise.all([proxy?.close(), elsewhere?.close(), sameSite?.close()])
})

/** A fresh profile that accepts the test's self-signed certificate. */
async function httpsPage(viewport = PHONE): Promise<Page> {
  const context = await browser().newContext({
    ignoreHTTPSErrors: true,
    viewport,
    hasTouch: true,
    isMobile: true,
    serviceWorkers: 'block',
  })
  return context.newPage()
}

async function shot(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true })
  await page.screenshot({ path: `${ARTIFACTS}/https-${name}.png` })
}

describe('behind a TLS-terminating proxy', () => {
  it('signs up, signs in and trades at the https origin; the landing page shows no published credentials', async () => {
    const page = await httpsPage()
    const accounts = page.waitForResponse((res) => res.url().endsWith('/api/auth/demo-accounts'))
    await page.goto(`${proxy.url}/`)
    await page.getByText('Prediction Markets Platform').waitFor()
    // Reached through a proxy, the server is shared: no published password works (the admin's is
    // the operator's own, the demo trader's is off), so the landing page shows none.
    expect(await (await accounts).json()).toEqual([])
    await expect.poll(() => page.getByText('Demo credentials').count()).toBe(0)
    expect(await page.getByText('Trader:').count()).toBe(0)
    expect(await page.getByText('Admin:').count()).toBe(0)
    await shot(page, 'landing')

    await page.goto(`${proxy.url}/register`)
    await page.getByLabel('First name').fill('Tess')
    await page.getByLabel('Last name').fill('Proxy')
    await page.getByLabel('Username').fill('tess_proxy')
    await page.getByLabel('Password').fill('tess-secret')
    await page.getByRole('button', { name: 'Create Account' }).tap()
    await page.getByText('Account Created').waitFor()
    await page.waitForURL('**/local-login')
    // The address changes before the sign-in page draws: typing sooner would fill the register form's fields.
    await page.getByRole('heading', { name: 'Sign in to Foresight' }).waitFor()

    await page.getByLabel('Username').fill('tess_proxy')
    await page.getByLabel('Password').fill('tess-secret')
    await page.getByRole('button', { name: 'Sign In' }).tap()
    await page.getByRole('button', { name: 'Account menu for Tess Proxy' }).waitFor({ timeout: 30_000 })
    const cookies = await page.context().cookies(proxy.url)
    expect(cookies.find((c) => c.name === 'fs_session')).toMatchObject({ secure: true, httpOnly: true })

    const card = yesNoCards(page).first()
    await card.waitFor({ timeout: 30_000 })
    await card.getByRole('button', { name: /^Buy Yes/ }).tap()
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm Buy Yes' }).tap()
    await page.getByText('Successfully bought 100 YES contracts').waitFor()
    await shot(page, 'traded')
    await page.context().close()
  })

  it('lets an app on another site (ALLOWED_ORIGINS) sign in where the browser allows third-party cookies: SameSite=None; Secure', async () => {
    // An everyday profile that allows third-party cookies (Chrome's and Edge's default). A fresh
    // test context is a private window, which blocks them, as do Safari and Firefox's strict mode.
    const profile = mkdtempSync(join(tmpdir(), 'foresight-profile-'))
    mkdirSync(join(profile, 'Default'))
    writeFileSync(join(profile, 'Default', 'Preferences'), JSON.stringify({ profile: { cookie_controls_mode: 0 } }))
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
      ignoreHTTPSErrors: true,
    })
    try {
      const page = context.pages()[0] ?? (await context.newPage())
      await page.goto(`${elsewhere.url}/`)
      expect(await signInFromPage(page, proxy.url)).toEqual({ login: 200, user: 200, who: 'admin' })
      const cookie = (await context.cookies(proxy.url)).find((c) => c.name === 'fs_session')
      expect(cookie).toMatchObject({ sameSite: 'None', secure: true, httpOnly: true })
    } finally {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    }
  })

  it('works everywhere for an app on the same site (another port or subdomain), even where third-party cookies are blocked', async () => {
    const page = await httpsPage()
    // Blocked across sites in this private-window profile: the sign-in answers, but no session is kept.
    await page.goto(`${elsewhere.url}/`)
    expect(await signInFromPage(page, proxy.url)).toMatchObject({ login: 200, user: 401 })
    await page.goto(`${sameSite.url}/`)
    expect(await signInFromPage(page, proxy.url)).toEqual({ login: 200, user: 200, who: 'admin' })
    await page.context().close()
  })
})
