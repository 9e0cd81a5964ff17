import { formatCents } from '../src/lib/format'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Page } from 'playwright-core'
import { ARTIFACTS, fillSignIn, PHONE, useBrowser } from './harness'
import { snapshotBuild } from './fixtures/builds'
import { freePort, spawnServer, type ServerProcess } from '../server/test/process'
import { freshPostgresDatabase } from '../server/test/databases'
import { serverApiOk } from './trade-fixtures'

/**
 * Live updates across two Foresight server processes on one PostgreSQL: a phone on one
 * process, a laptop on the other. The laptop's process stops and comes back on its port: the
 * header says Reconnecting…, then Live, and prices flow again. Simulated traders are off.
 */
const { newPage } = useBrowser()
let database: Awaited<ReturnType<typeof freshPostgresDatabase>>
let appDir: string
const running: ServerProcess[] = []

async function start(port?: number): Promise<ServerProcess> {
  const server = await spawnServer({
    DATABASE_URL: database.url,
    APP_DIR: appDir,
    SIMULATION: 'off',
    ...(port ? { PORT: String(port) } : {}),
  })
  running.push(server)
  return server
}

async function stop(server: ServerProcess) {
  server.child.kill('SIGTERM')
  await server.exited
}

beforeAll(async () => {
  database = await freshPostgresDatabase('live_e2e')
  appDir = snapshotBuild(resolve('dist'), 'live')
  // The first process seeds the new database; later ones find it seeded.
  await stop(await start())
}, 180_000)

afterAll(async () => {
  for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL')
  await Promise.all(running.map((s) => s.exited))
  await database?.drop()
}, 60_000)

async function signInAt(page: Page, base: string, username: string, password: string, name: string) {
  await page.goto(`${base}/local-login`)
  await fillSignIn(page, username, password)
  await page.getByRole('button', { name: `Account menu for ${name}` }).waitFor({ timeout: 30_000 })
}

/** A trade from the page to its own server; answers the market's price after it. */
async function tradeFrom(page: Page, marketId: string, quantity: number): Promise<string> {
  return page.evaluate(
    async ({ id, qty }) => {
      const post = await fetch('/api/trades', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ marketId: id, side: 'yes', quantity: qty, price: '50.00' }),
      })
      if (post.status !== 201) throw new Error(`trade: ${post.status} ${await post.text()}`)
      const market = (await (await fetch(`/api/markets/${id}`, { credentials: 'include' })).json()) as { yesPrice: string }
      return market.yesPrice
    },
    { id: marketId, qty: quantity },
  )
}

const yesLabel = (page: Page, yesPrice: string) => page.getByRole('button', { name: new RegExp(`^Yes ${formatCents(yesPrice)}`) })

describe('live updates across server processes', () => {
  it('a trade on one process moves the price on a screen of the other; the stream comes back after its process restarts', async () => {
    const a = await start()
    const port = await freePort()
    let b = await start(port)
    const phone = await newPage({ viewport: PHONE, touch: true })
    const laptop = await newPage()
    await signInAt(phone, a.url, 'demo', 'demo123', 'Demo Trader')
    await signInAt(laptop, b.url, 'admin', 'admin123', 'Alex Admin')
    const [market] = (await phone.evaluate(() => fetch('/api/markets?kind=binary&limit=1').then((r) => r.json()))) as {
      id: string
    }[]
    await laptop.goto(`${b.url}/market/${market!.id}`)
    const status = laptop.getByTestId('live-status')
    await status.and(laptop.locator('[data-state="live"]')).waitFor()
    let navigations = 0
    laptop.on('framenavigated', () => (navigations += 1))

    await yesLabel(laptop, await tradeFrom(phone, market!.id, 4000)).waitFor()

    // The laptop's process stops: the header says so, and the stream comes back with the process.
    await stop(b)
    await status.and(laptop.locator('[data-state="reconnecting"]')).waitFor()
    expect(await status.textContent()).toContain('Reconnecting…')
    // A few seconds on, a notice under the header says the figures are the last ones (the dot alone did not).
    const notice = laptop.getByRole('status').filter({ hasText: "Can't reach the server right now — showing the last figures" })
    await notice.waitFor({ timeout: 20_000 })
    mkdirSync(ARTIFACTS, { recursive: true })
    await laptop.screenshot({ path: `${ARTIFACTS}/live-reconnecting.png` })
    b = await start(port)
    await status.and(laptop.locator('[data-state="live"]')).waitFor({ timeout: 30_000 })
    await notice.waitFor({ state: 'detached' })
    await yesLabel(laptop, await tradeFrom(phone, market!.id, 4000)).waitFor()
    expect(navigations).toBe(0)
    await laptop.screenshot({ path: `${ARTIFACTS}/live-back.png` })
  }, 240_000)

  it("a multi-answer market: answers an admin changes on one process, then a trade on one answer, show at once on the other's screen", async () => {
    const a = await start()
    const b = await start()
    const phone = await newPage({ viewport: PHONE, touch: true })
    const laptop = await newPage()
    await signInAt(phone, a.url, 'demo', 'demo123', 'Demo Trader')
    await signInAt(laptop, b.url, 'admin', 'admin123', 'Alex Admin')
    type Made = { id: string; answers: { id: string; text: string; yesPrice: string }[] }
    const call = (method: string, path: string, body: unknown) => serverApiOk<Made>(laptop, method, path, body)
    const made = await call('POST', '/api/admin/markets', {
      kind: 'multi',
      title: 'Who wins the live demo?',
      categoryId: 'tech',
      closesAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString(),
      rules: 'Resolves to the team named on stage.',
      answers: ['Team Red', 'Team Blue'],
    })
    await phone.goto(`${a.url}/market/${made.id}`)
    await phone.getByTestId('live-status').and(phone.locator('[data-state="live"]')).waitFor()
    const rows = phone.getByTestId('answers-list').locator('li')
    await expect.poll(() => rows.count()).toBe(2)
    let navigations = 0
    phone.on('framenavigated', () => (navigations += 1))

    // Before any trade the admin changes the answers: the phone's page takes the new list.
    const changed = await call('PATCH', `/api/admin/markets/${made.id}`, { answers: ['Team Red', 'Team Blue', 'Team Green'] })
    await expect.poll(() => rows.count()).toBe(3)
    await rows.filter({ hasText: 'Team Green' }).getByTestId('answer-chance').filter({ hasText: '33%' }).waitFor()

    // A buy of Yes on Team Green from the laptop's process moves every chance on the phone.
    const green = changed.answers.find((x) => x.text === 'Team Green')!
    await call('POST', '/api/trades', { marketId: made.id, answerId: green.id, side: 'yes', quantity: 2000, price: '99.00' })
    const chance = async (text: string) =>
      Number((await rows.filter({ hasText: text }).getByTestId('answer-chance').innerText()).replace('%', ''))
    await expect.poll(() => chance('Team Green')).toBeGreaterThan(40)
    const shown = await Promise.all(['Team Red', 'Team Blue', 'Team Green'].map(chance))
    expect(shown[0]!).toBeLessThan(33)
    expect(Math.abs(shown.reduce((x, y) => x + y, 0) - 100)).toBeLessThanOrEqual(2)
    expect(navigations).toBe(0)
    await phone.screenshot({ path: `${ARTIFACTS}/live-multi-phone.png` })
  }, 240_000)
})
