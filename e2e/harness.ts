import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { mkdirSync } from 'node:fs'
import { afterAll, afterEach, beforeAll, inject } from 'vitest'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Flags for this machine: headless, no sandbox (root), and no calls to the outside world. */
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

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1366, height: 900 }
export const ARTIFACTS = 'e2e/artifacts'

export function baseURL(): string {
  return inject('baseURL')
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS })
}

export interface PageOptions {
  viewport?: { width: number; height: number }
  colorScheme?: 'light' | 'dark'
  /** A phone's touch screen (touch events, coarse pointer). */
  touch?: boolean
}

/**
 * One browser per test file; each test gets a brand-new context (a fresh profile:
 * empty IndexedDB, storage and cookies). A failing test leaves a screenshot in e2e/artifacts.
 */
export function useBrowser() {
  let browser: Browser
  const contexts: BrowserContext[] = []
  const pages: Page[] = []

  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterEach(async ({ task }) => {
    // Before the contexts close (onTestFailed runs after this hook, too late for a screenshot).
    if (task.result?.state === 'fail') await screenshotFailure(task.name, pages)
    await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => undefined)))
    pages.length = 0
  })
  afterAll(async () => {
    await browser?.close()
  })

  async function newPage(options: PageOptions = {}): Promise<Page> {
    const context = await browser.newContext({
      baseURL: baseURL(),
      viewport: options.viewport ?? DESKTOP,
      colorScheme: options.colorScheme ?? 'light',
      serviceWorkers: 'block',
      ...(options.touch ? { hasTouch: true, isMobile: true } : {}),
    })
    contexts.push(context)
    const page = await context.newPage()
    pages.push(page)
    page.on('pageerror', (error) => console.error('[page error]', error.message))
    return page
  }

  return { newPage, browser: () => browser }
}

/** Leaves a screenshot of each of a failed test's pages in e2e/artifacts. */
export async function screenshotFailure(testName: string, pages: readonly Page[]): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true })
  const name = testName
    .replace(/[^a-z0-9]+/gi, '-')
    .toLowerCase()
    .slice(0, 80)
  await Promise.all(
    pages.map((page, i) =>
      page.screenshot({ path: `${ARTIFACTS}/failed-${name}${i ? `-${i + 1}` : ''}.png`, fullPage: true }).catch(() => undefined),
    ),
  )
}

/**
 * Waits for the in-page exchange (mocks/browser.ts marks <html data-exchange="ready">). A
 * restored screen paints before it is up, so a test's raw fetch('/api/…') waits for this first.
 */
export async function exchangeReady(page: Page): Promise<void> {
  await page.locator('html[data-exchange="ready"]').waitFor({ state: 'attached', timeout: 30_000 })
}

/** Fills in the login form on screen and presses Sign In. */
export async function fillSignIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

/**
 * Signs in through the login form and waits for the signed-in header and the home page: the
 * header shows the person at once, while the sign-in form stays up until home's code and
 * categories arrive.
 */
export async function signIn(page: Page, username = 'demo', password = 'demo123'): Promise<void> {
  await page.goto('/local-login')
  await fillSignIn(page, username, password)
  await page.getByRole('button', { name: /Account menu for/ }).waitFor()
  await page.getByRole('heading', { level: 1, name: 'Markets', exact: true }).waitFor()
}

/** When the page started fetching the first file whose URL matches `pattern` (undefined: it never did). */
export function resourceStart(page: Page, pattern: RegExp): Promise<number | undefined> {
  return page.evaluate(
    (source) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((e) => new RegExp(source).test(e.name))
        ?.startTime,
    pattern.source,
  )
}
