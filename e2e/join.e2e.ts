import { describe, expect, it } from 'vitest'
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { ARTIFACTS, exchangeReady, PHONE, useBrowser } from './harness'
import { expectProjectorPage, PROJECTOR_1080, PROJECTOR_720 } from './projector-checks'
import { EVENT_MARKETS, EVENT_TICKER } from '../src/api/contract'

/**
 * In the in-browser exchange: /join, one submit from a name and a password to signed in on the
 * markets, ready to trade; its bad input and a taken name; and the big screen (/event) as a
 * projector shows it, at 1920×1080 and 1280×720 in both themes, with people's trades only.
 * Screenshots: e2e/artifacts/join-*.png.
 */
const { newPage } = useBrowser()

/** Ten more people in the room (first and last names), long names among them. */
const ROOM: [string, string][] = [
  ['Ana', 'Lima'],
  ['Maximiliana', 'Featherstonehaugh-Wolfeschlegel'],
  ['Bo', 'Chen'],
  ['Oluwaseun', 'Adebayo-Okonkwo'],
  ['Zoë', 'Ström'],
  ['Priya', 'Raghunathan'],
  ['Jean-Baptiste', 'de la Fontaine'],
  ['Kai', 'Ng'],
  ['Fernanda', 'Albuquerque'],
  ['Tom', 'Hughes'],
]

async function shot(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true })
  await page.screenshot({ path: `${ARTIFACTS}/join-${name}.png` })
}

async function join(page: Page, name: string, password: string) {
  await page.getByLabel('Your name').fill(name)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Join and trade' }).click()
}

async function buyYes(page: Page) {
  await page
    .getByRole('button', { name: /^Buy Yes/ })
    .first()
    .click()
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm Buy Yes' }).click()
  await page.getByText('Successfully bought 100 YES contracts').first().waitFor()
}

describe('/join in the in-browser exchange', () => {
  it('on a phone: bad input and a taken name are said inline; then one submit signs in on the markets, and the person trades', async () => {
    const page = await newPage({ viewport: PHONE, touch: true })
    await page.goto('/join')
    await page.getByRole('heading', { name: 'Join the room' }).waitFor()
    await shot(page, 'phone-light')

    await page.getByRole('button', { name: 'Join and trade' }).tap()
    await page.getByText('Enter your name').waitFor()
    await page.getByText('Choose a password').waitFor()
    await page.getByLabel('Your name').fill('Rita Room')
    await page.getByLabel('Password').fill('12345')
    await page.getByRole('button', { name: 'Join and trade' }).tap()
    await page.getByText('Password must be at least 6 characters long').waitFor()
    expect(new URL(page.url()).pathname).toBe('/join')
    // The sign-in name it derives, shown before submitting.
    await page.getByLabel('Password').fill('secret123')
    await page.getByTestId('join-username').getByText('rita_room').waitFor()

    // "Demo" is the demo trader's username: taken, and this password is not theirs.
    await join(page, 'Demo', 'secret123')
    await page.getByText('"Demo" is taken: add a letter or your last name').waitFor()
    expect(new URL(page.url()).pathname).toBe('/join')
    await shot(page, 'phone-taken')

    // A name that reads as the administrator's is refused, under the name.
    await join(page, 'Alex Admin', 'secret123')
    await page.getByText(`"Alex Admin" reads as an administrator's name: choose another name`).waitFor()
    expect(new URL(page.url()).pathname).toBe('/join')

    await join(page, 'Rita Room', 'secret123')
    await page.getByRole('button', { name: 'Account menu for Rita Room' }).waitFor({ timeout: 30_000 })
    expect(new URL(page.url()).pathname).toBe('/')
    await page.getByText("You're in").first().waitFor()
    await page.getByText('Welcome, Rita! You have $10,000 in simulated cash: pick a market and trade.').first().waitFor()
    expect(await page.getByText(/Welcome back/).count()).toBe(0)
    await shot(page, 'phone-after-light')
    await page
      .getByRole('button', { name: /^Buy Yes/ })
      .first()
      .tap()
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm Buy Yes' }).tap()
    await page.getByText('Successfully bought 100 YES contracts').first().waitFor()

    // Signed in for good: a reload keeps the session; /join sends a signed-in person home.
    await page.goto('/join')
    await page.waitForURL((url) => url.pathname === '/')
    await page.getByRole('button', { name: 'Account menu for Rita Room' }).waitFor()
  }, 120_000)

  it('at 1440 px dark: joins and trades; the big screen then fits 1920×1080 and 1280×720 in both themes, with people only', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 }, colorScheme: 'dark' })
    await page.goto('/join')
    await page.getByRole('heading', { name: 'Join the room' }).waitFor()
    await page.getByLabel('Your name').fill('Sam Screen')
    await page.getByLabel('Password').fill('secret123')
    await shot(page, 'desktop-dark')
    await page.getByRole('button', { name: 'Join and trade' }).click()
    await page.getByRole('button', { name: 'Account menu for Sam Screen' }).waitFor({ timeout: 30_000 })
    await page.getByText('Welcome, Sam! You have $10,000 in simulated cash: pick a market and trade.').first().waitFor()
    await shot(page, 'desktop-after-dark')
    await buyYes(page)
    // A full room: ten more people join and trade (the leaderboard's ten rows and the ticker's
    // eight, long names among them), then Sam signs in again.
    await exchangeReady(page)
    await page.evaluate(async (people) => {
      const post = async (path: string, body: unknown) => {
        const res = await fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
        if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`)
        return res.json()
      }
      const markets = (await (await fetch('/api/markets?kind=binary&limit=6')).json()) as {
        id: string
        yesPrice: string
        noPrice: string
      }[]
      for (const [i, [firstName, lastName]] of people.entries()) {
        const username = `room_${i}`
        await post('/api/auth/register', { username, password: 'secret123', firstName, lastName })
        const { user } = (await post('/api/auth/login', { username, password: 'secret123' })) as { user: { id: string } }
        const market = markets[i % markets.length]!
        const side = i % 2 ? 'no' : 'yes'
        await post('/api/trades', {
          marketId: market.id,
          side,
          quantity: 10 + i * 7,
          price: side === 'yes' ? market.yesPrice : market.noPrice,
          userId: user.id,
        })
      }
      await post('/api/auth/login', { username: 'sam_screen', password: 'secret123' })
    }, ROOM)

    for (const colorScheme of ['dark', 'light'] as const) {
      await page.emulateMedia({ colorScheme })
      for (const viewport of [PROJECTOR_1080, PROJECTOR_720]) {
        await page.setViewportSize(viewport)
        await page.goto('/event')
        await page.getByTestId('board-joiners').getByText('11').waitFor()
        await page.getByTestId('board-markets').locator('li').first().waitFor()
        // Eleven joined; the ten best lead.
        expect(await page.getByTestId('board-leaders').locator('li').count()).toBe(10)
        expect(await page.getByTestId('board-markets').locator('li').count()).toBe(EVENT_MARKETS)
        // The simulated crowd trades all along in this exchange; the ticker shows the room's people alone.
        const ticker = await page.getByTestId('board-ticker').locator('li').allTextContents()
        expect(ticker).toHaveLength(EVENT_TICKER)
        const room = ROOM.map(([first, last]) => `${first} ${last}`)
        for (const row of ticker)
          expect(
            room.some((name) => row.startsWith(name)),
            row,
          ).toBe(true)
        expect(await page.getByTestId('board-join-url').textContent()).toMatch(/^http:\/\/[^/]+\/join$/)
        await expectProjectorPage(page)
        await page.getByTestId('board-exit').getByText('Back to markets').waitFor()
        await shot(page, `event-${viewport.width}-${colorScheme}`)
      }
    }
  }, 120_000)
})
