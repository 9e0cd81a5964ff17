import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Page } from 'playwright-core'
import { baseURL, fillSignIn, resourceStart, useBrowser } from './harness'
import { backendChunks, buildVariant, serveBuilds, snapshotBuild, type SwitchableServer } from './fixtures/builds'
import { freePort, spawnServer, type ServerProcess } from '../server/test/process'

/**
 * The data-source toggle end to end: the app, hosted on its own origin, pointed at the
 * Foresight server (npm run server, on PGlite) on another, at build time (VITE_API_BASE_URL)
 * and at run time (Settings). The server allows the app's origins (ALLOWED_ORIGINS).
 */
const { newPage } = useBrowser()
const REMOTE_NAME = 'Demo Trader'
const USERNAME = 'demo'
const PASSWORD = 'demo123'

let server: ServerProcess
let dataDir: string
let backend: { url: string }
let remoteBuild: string
let remoteApp: SwitchableServer
let toggleApp: SwitchableServer
let msw: string[]

beforeAll(async () => {
  const port = await freePort()
  backend = { url: `http://127.0.0.1:${port}` }
  remoteBuild = await buildVariant('remote', { VITE_API_BASE_URL: backend.url })
  msw = backendChunks(remoteBuild)
  // The host must allow the backend in its CSP connect-src, as a real deployment would.
  remoteApp = await serveBuilds(remoteBuild, [backend.url])
  toggleApp = await serveBuilds(snapshotBuild(resolve('dist'), 'runtime-toggle'), [backend.url])
  dataDir = mkdtempSync(join(tmpdir(), 'foresight-remote-e2e-'))
  server = await spawnServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SIMULATION: 'off',
    ALLOWED_ORIGINS: `${remoteApp.url},${toggleApp.url}`,
  })
}, 180_000)
afterAll(async () => {
  await remoteApp?.close()
  await toggleApp?.close()
  if (server?.child.exitCode === null) {
    server.child.kill('SIGTERM')
    await server.exited
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

/** Every URL the page itself asks for (service workers are blocked by the harness). */
function recordRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => urls.push(`${request.method()} ${request.url()}`))
  return urls
}

const asked = (urls: string[], call: string) => {
  const [method, path] = call.split(' ')
  return urls.filter((u) => u === `${method} ${backend.url}${path}`).length
}

function expectNoBackendCode(urls: string[]): void {
  expect(msw.length, 'the build holds the in-browser backend chunk').toBeGreaterThan(0)
  const loaded = urls.filter((url) => msw.some((chunk) => url.endsWith(`/assets/${chunk}`)) || /mockServiceWorker|msw/i.test(url))
  expect(loaded).toEqual([])
}

describe('remote backend mode (build time VITE_API_BASE_URL)', () => {
  it('answers from the backend: landing, sign in, signed-in header, and no msw code requested', async () => {
    const page = await newPage()
    const urls = recordRequests(page)
    await page.goto(`${remoteApp.url}/`)
    await page.getByText('Prediction Markets Platform').waitFor()
    await page.getByRole('link', { name: 'Login' }).click()
    await fillSignIn(page, USERNAME, PASSWORD)
    await page.getByRole('button', { name: `Account menu for ${REMOTE_NAME}` }).waitFor()
    expect(asked(urls, 'POST /api/auth/login')).toBe(1)
    await expect.poll(() => urls.some((url) => url.startsWith(`GET ${backend.url}/api/markets`))).toBe(true)

    await page.goto(`${remoteApp.url}/settings`)
    await page.getByTestId('current-source').getByText(`Remote backend · ${backend.url}`).waitFor()
    expectNoBackendCode(urls)
  })

  it('sends /api/login and /api/logout to the backend, which sends the browser back to the app', async () => {
    const page = await newPage()
    const urls = recordRequests(page)
    await page.goto(`${remoteApp.url}/`)
    const external = page.getByRole('link', { name: 'sign in with an external identity provider' })
    expect(await external.getAttribute('href')).toBe(`${backend.url}/api/login?returnTo=${encodeURIComponent(remoteApp.url)}`)
    await external.click()
    // The server is its own identity provider: its sign-in page is the app's.
    await page.getByLabel('Username').waitFor()
    expect(new URL(page.url()).origin).toBe(remoteApp.url)
    await fillSignIn(page, USERNAME, PASSWORD)
    await page.getByRole('button', { name: `Account menu for ${REMOTE_NAME}` }).waitFor()

    await page.getByRole('button', { name: `Account menu for ${REMOTE_NAME}` }).click()
    await page.getByRole('menuitem', { name: 'Log out' }).click()
    await page.getByText('Prediction Markets Platform').waitFor()
    expect(new URL(page.url()).origin).toBe(remoteApp.url)
    expect(urls.some((u) => u.startsWith(`GET ${backend.url}/api/logout`))).toBe(true)
    const me = await page.evaluate(
      async (url) => (await fetch(`${url}/api/auth/user`, { credentials: 'include' })).status,
      backend.url,
    )
    expect(me).toBe(401)
    expectNoBackendCode(urls)
  })

  it('says so clearly when the network is gone', async () => {
    const page = await newPage()
    await page.goto(`${remoteApp.url}/local-login`)
    await page.getByLabel('Username').waitFor()
    await page.context().setOffline(true)
    await page.getByText(`Offline — ${new URL(backend.url).host} can't be reached until you're back online`).waitFor()
    await fillSignIn(page, USERNAME, PASSWORD)
    await page.getByText('Login Error').waitFor()
    await page.getByText('Unable to connect to server').waitFor()
  })

  it("fetches the footer's code only once the market cards are on screen, and then shows it", async () => {
    const page = await newPage()
    await page.goto(`${remoteApp.url}/local-login`)
    await fillSignIn(page, USERNAME, PASSWORD)
    await page.locator('main article[data-market-id]').first().waitFor()
    // A cold start: nothing kept from the visit before (the page saves its answers as it unloads,
    // so they are forgotten just before the app starts), and the cards wait for the backend's answers.
    await page.addInitScript(() => {
      localStorage.removeItem('foresight.firstScreen')
      const w = window as unknown as { cardsAt?: number }
      new MutationObserver(() => {
        if (w.cardsAt === undefined && document.querySelector('#root main article[data-market-id]')) w.cardsAt = performance.now()
      }).observe(document, { childList: true, subtree: true })
    })
    await page.reload()
    await page.locator('main article[data-market-id]').first().waitFor()
    await page.getByRole('contentinfo').getByText('Foresight is a demo of a prediction market').waitFor()
    const cards = await page.evaluate(() => (window as unknown as { cardsAt?: number }).cardsAt)
    const footer = await resourceStart(page, /\/assets\/shell-extras-[\w-]+\.js$/)
    expect(cards).toBeGreaterThan(0)
    expect(footer).toBeGreaterThan(cards!)
  })
})

describe('switching the data source at run time (Settings)', () => {
  async function chooseRemote(page: Page, url: string): Promise<void> {
    await page.getByRole('radio', { name: /Remote backend/ }).check()
    await page.getByLabel('Backend base URL').fill(url)
  }

  it('tests the connection, switches to the backend and back, reloading each time', async () => {
    const page = await newPage()
    const app = toggleApp
    const urls = recordRequests(page)
    await page.goto(`${app.url}/settings`)
    await page.getByTestId('current-source').getByText('In-browser exchange').waitFor()

    await chooseRemote(page, 'not a url')
    await page.getByRole('button', { name: 'Test connection' }).click()
    await page.getByText('Enter a full URL that starts with https://').waitFor()

    // msw is running in this page (in-browser mode): the test must still reach the real backend.
    const before = asked(urls, 'GET /api/auth/user')
    await chooseRemote(page, `${backend.url}/`)
    await page.getByRole('button', { name: 'Test connection' }).click()
    await page.getByText('Connected (signed out)').waitFor()
    expect(asked(urls, 'GET /api/auth/user')).toBe(before + 1)
    await page.getByRole('button', { name: 'Save and reload' }).click()
    await page.getByTestId('current-source').getByText(`Remote backend · ${backend.url}`).waitFor()

    await page.goto(`${app.url}/local-login`)
    await fillSignIn(page, USERNAME, PASSWORD)
    await page.getByRole('button', { name: `Account menu for ${REMOTE_NAME}` }).waitFor()

    await page.goto(`${app.url}/settings`)
    await page.getByRole('button', { name: 'Test connection' }).click()
    await page.getByText(`Connected (signed in as ${REMOTE_NAME})`).waitFor()

    await page.getByRole('radio', { name: /In-browser exchange/ }).check()
    await page.getByRole('button', { name: 'Save and reload' }).click()
    await page.getByTestId('current-source').getByText('In-browser exchange').waitFor()
    expect(await page.evaluate(() => localStorage.getItem('foresight.apiBaseUrl'))).toBeNull()
  })

  it("explains when the site's own CSP does not allow the backend", async () => {
    const page = await newPage()
    // The shared test server allows no other origin in connect-src.
    await page.goto(`${baseURL()}/settings`)
    await chooseRemote(page, backend.url)
    await page.getByRole('button', { name: 'Test connection' }).click()
    await page.getByText(/security policy \(Content-Security-Policy connect-src\) does not allow calls to/).waitFor()
  })
})
