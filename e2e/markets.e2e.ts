import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { signIn, useBrowser } from './harness'
import { apiGet, cardIds, gridCards, gridCounts, type Market } from './markets-helpers'
import { quoteBuy } from '../src/exchange/quote'
import { displayCents } from '../src/exchange/rounding'
import { freezeSimulation, seedFinished } from './trade-fixtures'

const { newPage } = useBrowser()

/** Every grid card shows a badge with this text (category name, Trending). */
async function everyCardHas(page: Page, badge: RegExp): Promise<boolean> {
  const n = await gridCards(page).count()
  return (
    n > 0 &&
    n ===
      (await gridCards(page)
        .filter({ has: page.locator('span', { hasText: badge }) })
        .count())
  )
}

async function openHome(page: Page) {
  await signIn(page)
  await gridCards(page).first().waitFor({ timeout: 30_000 })
}

describe('markets home', () => {
  it('shows the sections, and filters by category and by Trending/New', async () => {
    const page = await newPage()
    await openHome(page)
    await page.getByRole('heading', { level: 1, name: 'Markets' }).waitFor()
    for (const name of ['My Portfolio', 'Instant', 'Social', 'Insights', 'Liquidity', 'My Trades']) {
      await page
        .getByRole('navigation', { name: 'Quick Access' })
        .getByRole('link', { name: new RegExp(`^${name}`) })
        .waitFor()
    }
    await page.getByRole('heading', { name: 'Featured Markets' }).waitFor()
    const all = await gridCounts(page)

    const categories = page.getByRole('group', { name: 'Categories' })
    await categories.getByRole('button', { name: 'Crypto' }).click()
    expect(await categories.getByRole('button', { name: 'Crypto' }).getAttribute('aria-pressed')).toBe('true')
    await expect.poll(async () => (await gridCounts(page)).total).toBeLessThan(all.total)
    await expect.poll(() => everyCardHas(page, /^Crypto$/)).toBe(true)

    await page.getByRole('button', { name: 'Trending', exact: true }).click()
    await expect.poll(() => everyCardHas(page, /^\s*Trending\s*$/)).toBe(true)
    await expect.poll(() => everyCardHas(page, /^Crypto$/)).toBe(true)

    // New = newest first: the grid starts with the newest active crypto market.
    await page.getByRole('button', { name: 'New', exact: true }).click()
    expect(await page.getByRole('button', { name: 'Trending', exact: true }).getAttribute('aria-pressed')).toBe('false')
    // Asked afresh each time: the catalogue's second stage may still be adding newer markets.
    const newest = async () =>
      (await apiGet<Market[]>(page, '/api/markets?categoryId=crypto&trending=false&limit=3')).body.map((m) => m.id)
    await expect
      .poll(async () => (await cardIds(page)).slice(0, 3).join() === (await newest()).join(), { timeout: 25_000 })
      .toBe(true)

    await categories.getByRole('button', { name: 'All' }).click()
    await page.getByRole('button', { name: 'New', exact: true }).click()
    // All of them again: at least as many as at first (the catalogue's second stage may have added more since).
    await expect.poll(async () => (await gridCounts(page)).total).toBeGreaterThanOrEqual(all.total)
  })

  it('loads the next page with Load More, and finds a market by a word of its title from the header search box', async () => {
    const page = await newPage()
    await openHome(page)
    const before = await gridCounts(page)
    expect(before.shown).toBe(24)
    // The catalogue's second stage is written in the background after the first screen.
    await expect.poll(async () => (await gridCounts(page)).total, { timeout: 45_000 }).toBeGreaterThan(2_800)
    await page.getByRole('button', { name: 'Load More Markets' }).click()
    await expect.poll(async () => (await gridCounts(page)).shown, { timeout: 15_000 }).toBe(48)
    // The count is every loaded market; those shown in Featured are left out of the grid, so none shows twice.
    const featured = await page
      .locator('section[aria-labelledby="featured-title"] article[data-market-id]')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-market-id') ?? ''))
    expect(featured.length).toBeGreaterThan(0)
    const ids = await cardIds(page)
    expect(ids.filter((id) => featured.includes(id))).toEqual([])
    expect(ids.length).toBeLessThanOrEqual(48)
    expect(ids.length).toBeGreaterThanOrEqual(48 - featured.length)
    expect(new Set(ids).size).toBe(ids.length)

    // The 20th card: whatever else matches the word, it ranks within the first page of results.
    const target = ids[19]
    const title = (await gridCards(page).nth(19).getByRole('heading').textContent())!.trim()
    const word = title
      .split(/[^A-Za-z0-9]+/)
      .filter((w) => w.length >= 4)
      .sort((a, b) => b.length - a.length)[0]
    expect(word, `a searchable word in "${title}"`).toBeTruthy()

    await page.getByPlaceholder('Search markets...').first().fill(word)
    await page.waitForURL((url) => url.searchParams.get('q') === word)
    await page.getByRole('heading', { name: 'Search results' }).waitFor()
    const everything = Number((await apiGet<Market[]>(page, '/api/markets?limit=1')).headers['x-total-count'])
    await expect.poll(async () => (await gridCounts(page)).total, { timeout: 15_000 }).toBeLessThan(everything)
    expect(await cardIds(page)).toContain(target)
    await page.getByText(`Results for “${word}”`).waitFor()
  })

  it('quick-buys 100 Yes from a card (the ticket opens with 100, Confirm buys), the card shows the new price; once the session ends it asks to log in', async () => {
    const page = await newPage()
    // Fewer refreshes behind the test's back (the seed's second stage re-runs every query, and
    // the simulation's updates refetch the cash balance).
    await freezeSimulation(page)
    await openHome(page)
    await seedFinished(page)
    // Prices show in whole cents and 100 contracts move a deep pool by a fraction of a cent:
    // pick a quiet market (least volume, shallow pool) where this buy crosses a whole cent, and bring its card up by searching its title.
    const total = (await gridCounts(page)).total
    const listed = (await apiGet<Market[]>(page, `/api/markets?limit=100&offset=${total - 100}`)).body
    // As the card rounds them (the API's hundredth, a half cent to the even cent).
    const shown = (cents: number) => displayCents(Number(cents.toFixed(2)))
    const moves = (m: Market) => shown(quoteBuy(m.pool, 'yes', 100).priceAfterCents) - shown(Number(m.yesPrice))
    const market = listed.find((m) => Number(m.yesPrice) < 90 && moves(m) > 0)!
    expect(market, 'a market whose whole-cent price moves with 100 contracts').toBeTruthy()
    await page.getByPlaceholder('Search markets...').first().fill(market.title)

    const card = page.locator(`[data-testid="market-grid"] article[data-market-id="${market.id}"]`)
    await card.waitFor({ timeout: 15_000 })
    const percent = () => card.getByTestId('yes-percent').textContent()
    const before = Number((await percent())!.replace('%', ''))
    await card.getByRole('button', { name: /^Buy Yes/ }).click()
    const ticket = page.getByRole('dialog')
    expect(await ticket.getByLabel('Quantity').inputValue()).toBe('100')
    await ticket.getByRole('button', { name: 'Confirm Buy Yes' }).click()
    await page.getByText('Trade Successful').waitFor()
    await page.getByText('Successfully bought 100 YES contracts').waitFor()
    await expect.poll(async () => Number((await percent())!.replace('%', '')), { timeout: 15_000 }).toBeGreaterThan(before)

    // The session ends behind the page's back. Clearing the browser cookie alone is not enough:
    // msw keeps mocked cookies in its own store (localStorage), so end the session on the server.
    await page.context().clearCookies()
    await page.evaluate(() => fetch('/api/auth/logout', { method: 'POST', credentials: 'include' }))
    // The ticket opens and Confirm is refused; or a refetch already met the 401 (the buy above
    // refreshes the cash and the portfolio) and the page asks at once: either way nothing is placed.
    await card.getByRole('button', { name: /^Buy No/ }).click()
    const confirm = page.getByRole('dialog').getByRole('button', { name: 'Confirm Buy No' })
    const asked = page.getByText('Please log in to place trades', { exact: true })
    await confirm.or(asked).first().waitFor()
    if (await confirm.isVisible()) await confirm.click()
    await asked.waitFor()
    expect(await page.getByText(/^Successfully bought \d+ NO contracts/).count()).toBe(0)
  })
})
