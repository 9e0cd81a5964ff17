import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { DESKTOP, PHONE, signIn, useBrowser } from './harness'
import { dumpBrowserStorage, injectedElements, recordCspViolations, visit } from './security-helpers'

const { newPage } = useBrowser()

// Hostile but valid profile fields: names allow any text up to 60 characters; usernames
// only [A-Za-z0-9_.-]; emails what z.email() accepts (a quote gets through).
const FIRST = '<img src=x onerror=alert(1)>'
const LAST = '"><script>alert(2)</script>javascript:alert(3)'
const USERNAME = 'javascript.alert-1'
const EMAIL = "o'neil'+x@evil.example"
const NAME = `${FIRST} ${LAST}`

/** Fails the test if any dialog opens (alert, confirm, prompt). */
function forbidDialogs(page: Page): string[] {
  const opened: string[] = []
  page.on('dialog', (d) => {
    opened.push(d.message())
    void d.dismiss()
  })
  return opened
}

async function register(page: Page, fields: Record<string, string>): Promise<void> {
  await page.goto('/register')
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value)
  await page.getByRole('button', { name: 'Create Account' }).click()
  await page.waitForURL('**/local-login')
}

/** Logs out through the menu and waits until /api/logout has ended the session and returned to the landing page. */
async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Account menu for/ }).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await page.waitForURL((url) => url.pathname === '/')
  await page.getByText('Prediction Markets Platform').waitFor()
}

async function firstMarketId(page: Page): Promise<string> {
  return page.evaluate(() =>
    fetch('/api/markets?limit=1')
      .then((r) => r.json())
      .then((m: Array<{ id: string }>) => m[0].id),
  )
}

describe('user-controlled text renders as text', () => {
  it('script, event-handler and javascript: payloads in names and emails never run, on every screen', async () => {
    const page = await newPage()
    const dialogs = forbidDialogs(page)
    await register(page, { 'First name': FIRST, 'Last name': LAST, Username: USERNAME, Email: EMAIL, Password: 'xss-pass-1' })
    await signIn(page, USERNAME, 'xss-pass-1')
    await page.getByText(`Welcome back, ${FIRST}!`).waitFor()
    await page.getByRole('button', { name: `Account menu for ${NAME}` }).click()
    await page.getByText(EMAIL).waitFor()
    await page.keyboard.press('Escape')
    // A trade puts the person on the leaderboards and in the activity log.
    const marketId = await firstMarketId(page)
    await page.evaluate(
      (id) =>
        fetch('/api/trades', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ marketId: id, side: 'yes', quantity: 500, price: '50' }),
        }),
      marketId,
    )
    for (const path of [
      '/',
      '/portfolio',
      '/my-trades',
      '/social',
      '/insights',
      '/liquidity',
      '/instant',
      '/settings',
      `/market/${marketId}`,
    ]) {
      await visit(page, path)
      expect(await injectedElements(page), path).toBe(0)
    }
    await page.setViewportSize(PHONE)
    await page.getByRole('button', { name: 'More', exact: true }).click()
    // The sheet's Account section: 'Logged in as' and the first name, as text.
    await page.getByRole('dialog').getByText(FIRST, { exact: true }).waitFor()
    expect(await injectedElements(page)).toBe(0)

    await page.keyboard.press('Escape')
    await page.setViewportSize(DESKTOP)

    // The admin (same profile: same exchange) lists the person as text.
    await signOut(page)
    await signIn(page, 'admin', 'admin123')
    await visit(page, '/admin')
    const row = page.locator('li', { hasText: `@${USERNAME}` })
    await row.waitFor()
    expect(await injectedElements(page)).toBe(0)
    expect(dialogs).toEqual([])
    await row.getByText(NAME, { exact: true }).waitFor()
    await row.getByText(EMAIL, { exact: true }).waitFor()
  }, 180_000)
})

describe('Content-Security-Policy', () => {
  it('the served policy forbids inline scripts and eval, and no route violates it or throws, signed out or in', async () => {
    const page = await newPage()
    const violations = await recordCspViolations(page.context())
    // Uncaught errors in the page (a script that throws at start-up still lets most tests pass).
    const thrown: string[] = []
    page.on('pageerror', (error) => thrown.push(`${page.url()}: ${error.message}`))
    const response = await page.goto('/')
    const csp = response?.headers()['content-security-policy'] ?? ''
    for (const rule of ["script-src 'self'", "object-src 'none'", "base-uri 'none'", "connect-src 'self'"])
      expect(csp).toContain(rule)
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/)

    for (const path of [
      '/',
      '/register',
      '/api/login',
      '/social',
      '/liquidity',
      '/instant',
      '/settings',
      '/no-such-page',
      '/local-login',
    ])
      await visit(page, path)
    await signIn(page)
    const marketId = await firstMarketId(page)
    for (const path of [
      '/',
      `/market/${marketId}`,
      '/portfolio',
      '/my-trades',
      '/insights',
      '/social',
      '/liquidity',
      '/instant',
      '/settings',
      '/admin',
    ]) {
      await visit(page, path)
    }
    await signOut(page)
    await signIn(page, 'admin', 'admin123')
    await visit(page, '/admin')
    expect(violations).toEqual([])
    expect(thrown).toEqual([])
  }, 180_000)
})

describe('passwords and sessions in the browser', () => {
  it('stores no plaintext password anywhere, and a logged-out session cookie is dead when replayed', async () => {
    const page = await newPage()
    const password = 'Canary-Pa55word-7731'
    await register(page, { Username: 'canary', Password: password })
    await signIn(page, 'canary', password)
    const storage = await dumpBrowserStorage(page)
    expect(storage).toContain('canary')
    for (const secret of [password, btoa(password)]) {
      const at = storage.indexOf(secret)
      expect(at, `found at …${storage.slice(Math.max(0, at - 200), at + 40)}`).toBe(-1)
    }

    const token = await page.evaluate(() => /fs_session=([^;]+)/.exec(document.cookie)?.[1])
    expect(token).toBeTruthy()
    await signOut(page)
    const replayed = await page.evaluate(async (t) => {
      document.cookie = `fs_session=${t}; Path=/`
      const res = await fetch('/api/auth/user', { credentials: 'include' })
      return res.status
    }, token!)
    expect(replayed).toBe(401)
  }, 120_000)
})
