import { beforeAll, describe, expect, it } from 'vitest'
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { ARTIFACTS, fillSignIn, PHONE, signIn, useBrowser } from './harness'
import { apiOk } from './trade-fixtures'
import { useAppServer } from './fixtures/app-server'
import type { ServerProcess } from '../server/test/process'
import { expectProjectorPage, PROJECTOR_1080, PROJECTOR_720 } from './projector-checks'

/**
 * Event mode on the Foresight server (embedded PGlite, simulated traders off): the admin's
 * Event screen with the join link (/join) and QR code, sign-up closed and opened again, a newcomer
 * joining from a phone in one submit and trading, and the big screen at 1920×1080 and 1280×720
 * in both themes (no scrolling, no app header), following
 * the room live. Screenshots: e2e/artifacts/event-*.png.
 */
const { newPage } = useBrowser()
const app = useAppServer('event')
let server: ServerProcess

beforeAll(() => {
  server = app.server()
})

const PROJECTOR = PROJECTOR_1080

async function signInAt(page: Page, username: string, password: string, name: string) {
  await page.goto(`${server.url}/local-login`)
  await fillSignIn(page, username, password)
  await page.getByRole('button', { name: `Account menu for ${name}` }).waitFor({ timeout: 30_000 })
}

async function shot(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true })
  await page.screenshot({ path: `${ARTIFACTS}/event-${name}.png` })
}

/** The QR code's page: a name and a password, one submit. */
async function join(phone: Page) {
  await phone.goto(`${server.url}/join`)
  await phone.getByLabel('Your name').fill('Rita Room')
  await phone.getByLabel('Password').fill('secret123')
  await phone.getByRole('button', { name: 'Join and trade' }).tap()
}

describe('event mode', () => {
  it('the admin shows the join code, closes and opens sign-up; a newcomer joins and trades; the big screen follows live', async () => {
    const laptop = await newPage()
    await signInAt(laptop, 'admin', 'admin123', 'Alex Admin')
    await laptop.goto(`${server.url}/admin`)
    await laptop.getByRole('link', { name: 'Event mode' }).click()
    await laptop.getByRole('heading', { name: 'Event', exact: true }).waitFor()
    expect(await laptop.getByTestId('join-url').textContent()).toBe(`${server.url}/join`)
    // Opened at 127.0.0.1: the screen says phones cannot reach that address.
    await laptop.getByTestId('loopback-note').waitFor()
    await laptop.getByTestId('join-qr').locator('svg').waitFor()
    await shot(laptop, 'admin')

    // Closed: a newcomer is turned away with the reason.
    await laptop.getByRole('switch', { name: 'Sign-up open' }).click()
    await laptop.getByText('Sign-up is closed: newcomers are turned away').waitFor()
    // The join page says so before anyone types (no form to fill in for nothing).
    const phone = await newPage({ viewport: PHONE, touch: true })
    await phone.goto(`${server.url}/join`)
    await phone.getByTestId('join-closed').getByText('Sign-up is closed for now. Ask the organizer to open it.').waitFor()
    expect(await phone.getByLabel('Your name').count()).toBe(0)
    await shot(phone, 'join-closed-phone')
    await laptop.getByRole('switch', { name: 'Sign-up open' }).click()
    await laptop.getByText('Sign-up is open').waitFor()
    // Opened: the page the guest is on shows the form (it asks again every few seconds).
    await phone.getByLabel('Your name').waitFor({ timeout: 20_000 })

    // Open: from the join page, one submit, to the markets signed in, and a trade.
    const arrived = Date.now()
    await join(phone)
    await phone.getByRole('button', { name: 'Account menu for Rita Room' }).waitFor({ timeout: 30_000 })
    expect(new URL(phone.url()).pathname).toBe('/')
    await phone.getByText('Welcome, Rita! You have $10,000 in simulated cash: pick a market and trade.').first().waitFor()
    await phone
      .getByRole('button', { name: /^Buy Yes/ })
      .first()
      .tap()
    await phone.getByRole('dialog').getByRole('button', { name: 'Confirm Buy Yes' }).tap()
    await phone.getByText('Successfully bought 100 YES contracts').waitFor()
    console.log(`[event] from the join page to a confirmed trade: ${Date.now() - arrived} ms (automated)`)
    await laptop.getByTestId('joiners').getByText('1').waitFor()

    // The big screen, in both themes.
    for (const colorScheme of ['light', 'dark'] as const) {
      const projector = await newPage({ viewport: PROJECTOR, colorScheme })
      await signInAt(projector, 'admin', 'admin123', 'Alex Admin')
      await projector.goto(`${server.url}/event`)
      await projector.getByTestId('board-leaders').getByText('Rita Room').waitFor()
      await projector.getByTestId('board-ticker').getByText('Rita Room').first().waitFor()
      expect(await projector.getByTestId('board-join-url').textContent()).toBe(`${server.url}/join`)
      await expectProjectorPage(projector)
      await projector.getByTestId('board-exit').getByText('Event settings').waitFor()
      await shot(projector, `screen-${colorScheme}`)
      await projector.setViewportSize(PROJECTOR_720)
      await expectProjectorPage(projector)
      await shot(projector, `screen-1280-${colorScheme}`)
      await projector.setViewportSize(PROJECTOR)
      await projector.goto(`${server.url}/admin/event`)
      await projector.getByTestId('join-qr').locator('svg').waitFor()
      await projector.getByTestId('joiners').getByText('1').waitFor()
      await projector.getByTestId('live-status').and(projector.locator('[data-state="live"]')).waitFor()
      await shot(projector, `admin-1920-${colorScheme}`)
      await projector.goto(`${server.url}/event`)
      await projector.getByTestId('board-leaders').getByText('Rita Room').waitFor()
      if (colorScheme === 'dark') {
        // Live: another trade from the phone shows in the ticker without a reload.
        const before = await projector.getByTestId('board-ticker').locator('li').count()
        await phone
          .getByRole('button', { name: /^Buy No/ })
          .first()
          .tap()
        await phone.getByRole('dialog').getByRole('button', { name: 'Confirm Buy No' }).tap()
        await phone.getByText('Successfully bought 100 NO contracts').waitFor()
        await projector.getByTestId('board-ticker').getByText('100 NO').first().waitFor()
        expect(await projector.getByTestId('board-ticker').locator('li').count()).toBeGreaterThanOrEqual(before)
      }
    }
    // The theme follows the system's at load: reload to see the dark one.
    await laptop.emulateMedia({ colorScheme: 'dark' })
    await laptop.reload()
    await laptop.getByTestId('join-qr').locator('svg').waitFor()
    await laptop.getByTestId('joiners').getByText('1').waitFor()
    await shot(laptop, 'admin-dark')

    // Reset the event: confirmed in a dialog; the room stays, at the start amount, signed in.
    await laptop.getByRole('button', { name: 'Reset the event' }).click()
    const dialog = laptop.getByRole('dialog', { name: 'Reset the event?' })
    await dialog.getByText('Everyone who joined keeps their account').waitFor()
    await shot(laptop, 'reset-dialog')
    await dialog.getByRole('button', { name: 'Reset the event' }).click()
    await laptop.getByText('The event starts over').first().waitFor({ timeout: 90_000 })
    await laptop.getByTestId('joiners').getByText('1').waitFor()
    const board = await laptop.evaluate(() => fetch('/api/event/board').then((r) => r.json()))
    expect((board as { leaders: unknown[] }).leaders).toEqual([
      { rank: 1, name: 'Rita Room', username: 'rita_room', totalProfit: 0, trades: 0 },
    ])
    await phone.goto(`${server.url}/portfolio`)
    await phone.getByRole('button', { name: 'Account menu for Rita Room' }).waitFor()
    await phone.getByTestId('cash-balance').getByText('$10,000.00').waitFor()
    // The big screen on a phone fits its width: long market titles in the ticker are cut, they do not widen the page.
    // The reset emptied the ticker (people's trades since the exchange was seeded): Rita trades again first.
    await phone.goto(`${server.url}/`)
    await phone
      .getByRole('button', { name: /^Buy Yes/ })
      .first()
      .tap()
    await phone.getByRole('dialog').getByRole('button', { name: 'Confirm Buy Yes' }).tap()
    await phone.getByText('Successfully bought 100 YES contracts').first().waitFor()
    await phone.goto(`${server.url}/event`)
    await phone.getByTestId('board-ticker').locator('li').first().waitFor()
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
  }, 360_000)
  it('a refresh that fails keeps the last board on the big screen, saying it is reconnecting (in-browser exchange)', async () => {
    const page = await newPage({ viewport: PROJECTOR_720, colorScheme: 'dark' })
    await signIn(page, 'admin', 'admin123')
    await page.goto('/event')
    await page.getByTestId('board-joiners').waitFor()
    const markets = page.getByRole('region', { name: 'Most traded' }).getByRole('listitem')
    await expect.poll(() => markets.count()).toBeGreaterThan(0)
    const shown = await markets.count()
    // Every answer fails from now on: the board's next refresh too.
    await apiOk(page, 'PUT', '/api/demo/network', { latencyMs: 0, errorRate: 1 })
    await page.getByText('Reconnecting…').waitFor({ timeout: 30_000 })
    expect(await page.getByText('Could not load the board').count()).toBe(0)
    expect(await markets.count()).toBe(shown)
    await shot(page, 'stale-720-dark')
  })
})
