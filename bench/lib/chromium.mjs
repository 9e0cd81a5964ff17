import { chromium } from 'playwright-core'
import { readFileSync } from 'node:fs'
import { createStaticServer } from '../../scripts/serve.mjs'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** The e2e harness's flags: headless, no sandbox (root), no calls to the outside world. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-dev-shm-usage',
]

/** A mid-range phone, as Lighthouse's mobile preset emulates it (Moto G Power, 412×823 @1.75). */
export const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
}
export const DESKTOP = { viewport: { width: 1366, height: 900 } }
export const CPU_THROTTLE = 4

/** Selector of a market card (the home grid, featured and recently closed cards all carry it). */
export const CARD = 'article[data-market-id]'

export const PROBES = readFileSync(new URL('./page-probes.js', import.meta.url), 'utf8')
export const RENDER_PROBE = readFileSync(new URL('./render-probe.js', import.meta.url), 'utf8')

export function launch(extraArgs = []) {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, ...extraArgs] })
}

/** A brand-new profile (empty IndexedDB, cookies, HTTP cache) with the timing probes installed. */
export async function newContext(browser, { baseURL, device = MOBILE, serviceWorkers = 'block', renderProbe = false } = {}) {
  const context = await browser.newContext({ ...device, baseURL, serviceWorkers, colorScheme: 'light' })
  await context.addInitScript(PROBES)
  if (renderProbe) await context.addInitScript(RENDER_PROBE)
  return context
}

export async function throttle(page, rate = CPU_THROTTLE) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
  return cdp
}

/** Waits for a probe time (ms since navigation start) recorded by page-probes.js. */
export async function probeTime(page, key, timeout = 60_000) {
  await page.waitForFunction((k) => window.foresightBench?.[k] != null, key, { timeout, polling: 100 })
  return page.evaluate((k) => window.foresightBench[k], key)
}

export async function serve(root, port, connectSrc = []) {
  const server = createStaticServer({ root, connectSrc })
  await new Promise((done, fail) => server.once('error', fail).listen(port, '127.0.0.1', done))
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) }
}

/**
 * Signs in as a person does: the sign-in form, then the signed-in home page (the in-browser
 * exchange starts on that page; a signed-out landing page never starts it).
 */
export async function signIn(page, { origin = '', username = 'demo', password = 'demo123' } = {}) {
  await page.goto(`${origin}/local-login`)
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.getByRole('button', { name: /Account menu for/ }).waitFor({ timeout: 60_000 })
}

/** A returning trader: their home page's market cards were on screen before they left. */
export async function sawHome(page) {
  await page.locator('main article[data-market-id]').first().waitFor({ timeout: 60_000 })
}

/**
 * Resolves once the whole catalogue is in: the page that seeded left the stage-2 mark
 * (backend/seed-db.ts); a page that found the database seeded sees the list's total reach 2,800.
 */
export async function waitForFullCatalogue(page, timeout = 120_000) {
  // Polled from here: page.waitForFunction does not await an async predicate.
  const deadline = Date.now() + timeout
  while (Date.now() < deadline) {
    const full = await page.evaluate(async () => {
      if (performance.getEntriesByName('foresight:seed-stage-2').length) return true
      if (performance.getEntriesByName('foresight:seed-start').length) return false
      const res = await fetch('/api/markets?limit=1', { credentials: 'include' })
      return Number(res.headers.get('X-Total-Count')) >= 2800
    })
    if (full) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('the full catalogue was not seeded in time')
}
