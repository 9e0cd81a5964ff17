import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import type { ActivityEntry, Market, NetworkConditions, Portfolio } from '../src/api/contract'
import { formatMoney } from '../src/lib/format'
import { exchangeReady, signIn, useBrowser } from './harness'
import { apiOk, currentUser } from './trade-fixtures'

const { newPage } = useBrowser()

/** Simulated network conditions of this tab's exchange (the demo endpoints are never failed). */
async function setErrorRate(page: Page, errorRate: number): Promise<void> {
  await exchangeReady(page)
  const network = await apiOk<{ network: NetworkConditions }>(page, 'PUT', '/api/demo/network', { latencyMs: 0, errorRate })
  expect(network.network.errorRate).toBe(errorRate)
}

/** The portfolio drawn from the exchange's answer: the Available Balance card shows the balance. */
async function portfolioShows(page: Page): Promise<void> {
  const me = await currentUser(page)
  const card = page
    .locator('section[aria-label="Summary"] > div')
    .filter({ has: page.getByRole('heading', { name: 'Available Balance', exact: true }) })
  await expect
    .poll(async () => {
      const { balance } = await apiOk<Portfolio>(page, 'GET', `/api/portfolio/${me.id}`)
      return (await card.innerText().catch(() => '')).includes(formatMoney(balance))
    })
    .toBe(true)
}

/** Records every error-like text any page of this tab shows, from the first paint (across reloads). */
async function watchForErrors(page: Page): Promise<string[]> {
  const seen: string[] = []
  await page.exposeFunction('reportErrorText', (text: string) => seen.push(text))
  await page.addInitScript(() => {
    const pattern = /Unauthori[sz]ed|Couldn't load|Could not load|Couldn't check|Something went wrong/
    const check = () => {
      const text = document.body?.innerText ?? ''
      const at = text.search(pattern)
      if (at >= 0)
        void (window as unknown as { reportErrorText: (t: string) => void }).reportErrorText(
          text.slice(Math.max(0, at - 80), at + 80),
        )
    }
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true })
  })
  return seen
}

describe('Errors are not sign-outs', () => {
  it('a failed reload of /portfolio keeps the person signed in and on the page, with Try again that brings it back', async () => {
    const page = await newPage()
    await signIn(page)
    await page.goto('/portfolio')
    await portfolioShows(page)

    await setErrorRate(page, 1)
    await page.reload()
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load your portfolio' })
    await alert.waitFor()
    expect(await alert.innerText()).toContain('Simulated network error')
    // Still signed in, still on /portfolio: the header keeps the avatar, and no Sign In or Loading shows.
    expect(new URL(page.url()).pathname).toBe('/portfolio')
    await page.getByRole('button', { name: /^Account menu for / }).waitFor()
    expect(await page.getByRole('link', { name: 'Sign In' }).count()).toBe(0)
    expect(await page.getByText('Loading...').count()).toBe(0)

    // Reloaded again, still failing: the last good answer of who is signed in was kept, not the failure.
    await page.reload()
    await alert.waitFor()
    await page.getByRole('button', { name: /^Account menu for / }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/portfolio')
    expect(await page.getByRole('link', { name: 'Sign In' }).count()).toBe(0)

    // Failures stop: Try again shows the portfolio.
    await setErrorRate(page, 0)
    await alert.getByRole('button', { name: 'Try again' }).click()
    await alert.waitFor({ state: 'detached' })
    await portfolioShows(page)
  })

  it("a page whose code does not arrive while the server is down says so in the app (no reload into the browser's error page), and Try again brings it", async () => {
    const page = await newPage()
    const context = page.context()
    await signIn(page)
    // The server is down for the Settings page's code, and for its front page (what the app asks to tell a restart from a new version).
    await context.route(/\/assets\/settings-page-[^/]*\.js$/, (route) => route.abort('connectionrefused'))
    await context.route(new URL('/', page.url()).href, (route) =>
      route.request().method() === 'HEAD' ? route.abort('connectionrefused') : route.continue(),
    )
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
    await page.evaluate(() => {
      history.pushState({}, '', '/settings')
      dispatchEvent(new PopStateEvent('popstate'))
    })
    await page.getByTestId('route-error').getByText("Couldn't load this page").waitFor()
    // The same document: no reload (offline, it would have been the browser's own error page).
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
    await page.getByRole('button', { name: /Account menu for/ }).waitFor()
    await context.unrouteAll()
    await page.getByRole('button', { name: 'Try again' }).click()
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor()
  })

  it('a trade ticket whose code does not arrive says so in a toast and leaves the page as it was; the next Buy loads it', async () => {
    const page = await newPage()
    const context = page.context()
    // The ticket's code cannot be fetched (a server restarting, a dropped connection) from the start.
    await context.route(/\/assets\/ticket-sheet-[^/]*\.js$/, (route) => route.abort('connectionrefused'))
    await signIn(page)
    const listed = await apiOk<Market[]>(page, 'GET', '/api/markets?limit=24')
    const market = listed.find((m) => m.kind === 'binary' && !m.featured)!
    const buy = page
      .locator(`article[data-market-id="${market.id}"]`)
      .first()
      .getByRole('button', { name: /^Buy Yes/ })
    await buy.click()
    await page.getByText('Could not open the ticket').waitFor()
    // The page stayed: its header and its cards; no "Couldn't load this page" in its place.
    await page.getByRole('button', { name: /Account menu for/ }).waitFor()
    expect(await page.getByTestId('route-error').count()).toBe(0)
    expect(await buy.isVisible()).toBe(true)
    await context.unrouteAll()
    await buy.click()
    await page.getByTestId('trade-ticket').waitFor()
  })

  it("Social with every answer failing: its summary cards say they could not load (not skeletons for ever) beside the list's error", async () => {
    const page = await newPage()
    await signIn(page)
    await setErrorRate(page, 1)
    await page.getByRole('link', { name: 'Social' }).first().click()
    const summary = page.locator('section[aria-label="Summary"]')
    await expect.poll(async () => (await summary.innerText()).split("Couldn't load").length - 1, { timeout: 30_000 }).toBe(4)
    await page.getByText('Could not load traders').waitFor()
  })

  it('with no answers kept from the last visit, a failed session check says so on the page asked for, never Sign In', async () => {
    const page = await newPage()
    await signIn(page)
    await page.goto('/portfolio')
    await portfolioShows(page)

    await setErrorRate(page, 1)
    // Nothing kept: who is signed in can only come from the (failing) session check.
    await page.addInitScript(() => localStorage.removeItem('foresight.firstScreen'))
    await page.reload()
    const alert = page.getByRole('alert').filter({ hasText: "Couldn't check your sign-in" })
    await alert.waitFor({ timeout: 15_000 })
    expect(await alert.innerText()).toContain('Simulated network error')
    expect(new URL(page.url()).pathname).toBe('/portfolio')
    expect(await page.getByRole('link', { name: 'Sign In' }).count()).toBe(0)
    expect(await page.getByText('Loading...').count()).toBe(0)

    await setErrorRate(page, 0)
    await alert.getByRole('button', { name: 'Try again' }).click()
    await page.getByRole('button', { name: /^Account menu for / }).waitFor()
    await page.getByRole('heading', { name: 'Portfolio', exact: true }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/portfolio')
    await portfolioShows(page)
  })

  it('a demo reset goes to the start page without a flash of "Couldn\'t load… Unauthorized"', async () => {
    const page = await newPage()
    const seen = await watchForErrors(page)
    await signIn(page)
    await page.goto('/settings')
    const section = page.locator('section#demo')
    await section.getByTestId('simulated-now').waitFor()
    await section.getByRole('button', { name: 'Reset exchange…' }).click()
    await page.getByRole('button', { name: 'Reset exchange', exact: true }).click()
    // The start page, signed out (the reset ends every session), drawn afresh.
    await page.waitForURL((url) => url.pathname === '/')
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor()
    await page.getByRole('link', { name: 'Create Account' }).first().waitFor()
    expect(seen).toEqual([])
  })

  it('an event reset keeps the admin signed in without a flash of an error', async () => {
    const page = await newPage()
    const seen = await watchForErrors(page)
    await signIn(page, 'admin', 'admin123')
    await page.goto('/admin/event')
    await page
      .getByRole('button', { name: /Reset the event/ })
      .first()
      .click()
    await page.getByRole('dialog').getByRole('button', { name: 'Reset the event' }).click()
    await page.getByText('The event starts over').waitFor({ timeout: 30_000 })
    await page.getByRole('button', { name: /^Account menu for / }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/admin/event')
    expect(seen).toEqual([])
  })
})

describe('Activity log', () => {
  it('counts repeat views of a page on one entry, so trades are not drowned out', async () => {
    const page = await newPage()
    await signIn(page)
    const me = await currentUser(page)
    const portfolioViews = async () =>
      (await apiOk<ActivityEntry[]>(page, 'GET', `/api/logs/${me.id}`)).filter((e) => e.action === 'portfolio_viewed')
    const before = await portfolioViews()
    for (let visit = 1; visit <= 3; visit++) {
      await page.goto('/portfolio')
      await portfolioShows(page)
      // Each visit is recorded before the next one starts.
      await expect
        .poll(async () => (await portfolioViews()).reduce((n, e) => n + (e.details.views ?? 1), 0))
        .toBe(before.reduce((n, e) => n + (e.details.views ?? 1), 0) + visit)
    }
    // Three visits within minutes: one new entry at most.
    expect((await portfolioViews()).length - before.length).toBeLessThanOrEqual(1)

    await page.goto('/my-trades')
    await page.getByRole('tab', { name: 'Activity Log' }).click()
    const log = page.getByRole('list', { name: 'Activity Log' })
    const entry = log.getByRole('listitem').filter({ hasText: 'Viewed portfolio' }).first()
    await entry.waitFor()
    const latest = (await portfolioViews())[0]
    expect(latest.details.views).toBeGreaterThanOrEqual(3)
    expect(await entry.innerText()).toContain(`${latest.details.views} views`)
  })
})
