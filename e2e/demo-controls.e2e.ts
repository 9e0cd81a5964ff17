import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import type { DemoState, Market, Portfolio, Trade } from '../src/api/contract'
import { formatMoney } from '../src/lib/format'
import { PHONE, signIn, useBrowser } from './harness'
import { api, apiOk, currentUser } from './trade-fixtures'

const { newPage } = useBrowser()

/** Every active market (paged through the API), to find the one that closes soonest. */
async function soonestClosing(page: Page): Promise<Market> {
  return page.evaluate(async () => {
    const all: Market[] = []
    for (let offset = 0; ; offset += 100) {
      const res = await fetch(`/api/markets?limit=100&offset=${offset}`, { credentials: 'include' })
      const rows = (await res.json()) as Market[]
      all.push(...rows)
      if (rows.length < 100) break
    }
    return all.reduce((a, b) => (Date.parse(b.closesAt) < Date.parse(a.closesAt) ? b : a))
  })
}

async function openDemoControls(page: Page) {
  await page.goto('/settings')
  const section = page.locator('section#demo')
  await section.getByTestId('simulated-now').waitFor()
  return section
}

describe('Demo controls', () => {
  // One signed-in page per test: the first visit seeds the whole exchange, which dominates the time.
  it('fast-forward 1 week resolves a market and its payout shows on the portfolio; reset starts over', async () => {
    const page = await newPage()
    await signIn(page)
    const me = await currentUser(page)
    const market = await soonestClosing(page)
    const trade = await apiOk<Trade>(page, 'POST', '/api/trades', {
      marketId: market.id,
      side: 'yes',
      quantity: 10,
      price: market.yesPrice,
    })
    expect(trade.marketId).toBe(market.id)

    // A market closing a month or more from now (which one depends on the day the catalogue is
    // seeded: found, not assumed): its page counts the days left on the exchange's clock.
    const listed = await apiOk<Market[]>(page, 'GET', '/api/markets?limit=100')
    const now = await page.evaluate(() => Date.now())
    const later = listed.find((m) => Date.parse(m.closesAt) - now > 30 * 24 * 60 * 60 * 1000)!
    expect(later).toBeDefined()
    const daysLeftShown = async () => {
      await page.goto(`/market/${later.id}`)
      const text = await page
        .getByText(/\d+ days left/)
        .first()
        .innerText()
      return Number(/(\d+) days left/.exec(text)![1])
    }
    const daysBefore = await daysLeftShown()
    expect(daysBefore).toBeGreaterThan(14)

    let section = await openDemoControls(page)
    await section.getByRole('button', { name: 'Fast-forward 1 week' }).click()
    await section.getByText(/^Jumped 1 week ahead: [\d,]+ markets? resolved and paid out\.$/).waitFor({ timeout: 30_000 })
    await expect.poll(() => section.getByTestId('clock-offset').innerText()).toBe('1 week ahead')
    // Every screen reads the exchange's clock: the same market now has a week less to go.
    expect(await daysLeftShown()).toBe(daysBefore - 7)

    const resolved = await apiOk<Market>(page, 'GET', `/api/markets/${market.id}`)
    expect(resolved.status).toBe('resolved')
    const payout = resolved.resolution === 'yes' ? 10 : 0
    const portfolio = await apiOk<Portfolio>(page, 'GET', `/api/portfolio/${me.id}`)
    expect(portfolio.positions.find((p) => p.marketId === market.id)).toMatchObject({ settled: true, payout: payout.toFixed(2) })

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Portfolio' }).click()
    const row = page.getByRole('list', { name: 'Settled' }).getByRole('listitem').filter({ hasText: market.title })
    await row.waitFor()
    const text = await row.innerText()
    expect(text).toContain(payout > 0 ? 'Won' : 'Lost')
    expect(text).toContain(`Resolved ${resolved.resolution!.toUpperCase()}`)
    expect(text).toMatch(new RegExp(`Paid out\\s+${formatMoney(payout).replace('$', '\\$')}`))

    // Reset: confirmation first (Cancel changes nothing), the seed is validated, then everything starts over.
    section = await openDemoControls(page)
    await section.getByRole('button', { name: 'Reset exchange…' }).click()
    const title = page.getByRole('heading', { name: 'Reset the exchange?' })
    await title.waitFor()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await title.waitFor({ state: 'detached' })
    expect((await apiOk<DemoState>(page, 'GET', '/api/demo/state')).clockOffsetMs).toBeGreaterThan(0)

    await section.getByRole('button', { name: 'Reset exchange…' }).click()
    const seed = page.getByLabel('Seed value')
    await seed.fill('12.5')
    await page.getByRole('button', { name: 'Reset exchange', exact: true }).click()
    await page.getByText('Enter a whole number from 0 to 4294967295.').waitFor()
    await seed.fill('42')
    await page.getByRole('button', { name: 'Reset exchange', exact: true }).click()

    await page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 })
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor({ timeout: 30_000 })
    await signIn(page)
    expect(await apiOk<DemoState>(page, 'GET', '/api/demo/state')).toMatchObject({ seedValue: 42, clockOffsetMs: 0 })
    // The trade placed before the reset is gone; what remains is the demo trader's seeded month (seed/past), as before.
    const after = await apiOk<Trade[]>(page, 'GET', `/api/trades?userId=${me.id}`)
    expect(after.some((t) => t.id === trade.id)).toBe(false)
    expect(after.length).toBeGreaterThan(0)
    expect(after.every((t) => Date.parse(t.createdAt) <= Date.now())).toBe(true)
  })

  it('simulated network conditions fail calls with a clear message, survive a reload, and Back to normal clears them', async () => {
    const page = await newPage({ viewport: PHONE, colorScheme: 'dark' })
    await signIn(page)
    let section = await openDemoControls(page)
    await section.getByLabel('Latency').fill('300')
    await section.getByLabel('Error rate').fill('100')
    await section.getByRole('button', { name: 'Apply' }).click()
    await expect
      .poll(() => section.getByTestId('network-summary').innerText())
      .toBe('Every call waits 300 ms and 100% of calls fail.')
    const failed = await api<{ message: string }>(page, 'GET', '/api/markets?limit=1')
    expect(failed).toEqual({ status: 503, body: { message: 'Simulated network error' } })

    // The demo endpoints are exempt, so the controls still load after a reload.
    await page.reload()
    section = page.locator('section#demo')
    await expect.poll(() => section.getByTestId('network-badge').innerText(), { timeout: 15_000 }).toBe('Degraded')
    expect((await apiOk<DemoState>(page, 'GET', '/api/demo/state')).network).toEqual({ latencyMs: 300, errorRate: 1 })

    await section.getByRole('button', { name: 'Back to normal' }).click()
    await expect.poll(() => section.getByTestId('network-badge').innerText()).toBe('Normal')
    expect((await api(page, 'GET', '/api/markets?limit=1')).status).toBe(200)
  })
})
