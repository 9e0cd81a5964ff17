import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { formatCents, formatCount, formatMoney, formatSignedMoney } from '../src/lib/format'
import type { ActivityEntry, Market } from '../src/api/contract'
import { signIn, useBrowser } from './harness'
import {
  apiOk, currentUser, freezeSimulation, portfolioOf, registerUser, sidePrice, startBackend, toCents, tradeOnTwoMarkets, tradesOf,
} from './trade-fixtures'

const { newPage } = useBrowser()

function card(page: Page, label: string): Locator {
  return page.locator('section[aria-label="Summary"] > div').filter({ has: page.getByRole('heading', { name: label, exact: true }) })
}

describe('Portfolio', () => {
  it('shows the empty states and the $10,000 baseline for a new trader', async () => {
    const page = await newPage()
    await startBackend(page)
    await registerUser(page, 'newbie', 'New', 'Trader')
    await signIn(page, 'newbie', 'secret123')
    await page.goto('/portfolio')
    await page.getByText('No positions yet').waitFor()
    expect(await page.getByRole('link', { name: 'Browse Markets' }).getAttribute('href')).toBe('/')
    await page.getByText('No trades yet').waitFor()
    expect(await page.getByRole('link', { name: 'Start Trading' }).getAttribute('href')).toBe('/')
    const value = await card(page, 'Portfolio Value').innerText()
    expect(value).toContain('$10,000.00')
    expect(value).toContain('$0.00 (0.0%)')
    expect(await card(page, 'Available Balance').innerText()).toContain('$10,000.00')
    expect(await card(page, 'Active Positions').innerText()).toMatch(/^Active Positions\s+0\s/)
  })

  it("shows the signed-in trader's value, balance, positions and latest trades after trades on two markets", async () => {
    const page = await newPage()
    await freezeSimulation(page)
    await signIn(page)
    const me = await currentUser(page)
    await tradeOnTwoMarkets(page)
    await page.getByRole('link', { name: 'My Portfolio' }).click()
    await page.getByRole('heading', { name: 'Current Positions' }).waitFor()
    const portfolio = await portfolioOf(page, me.id)
    const trades = await tradesOf(page, me.id)

    // Cards: total value with its change against 10,000, balance, open positions.
    await expect.poll(() => card(page, 'Portfolio Value').innerText()).toContain(formatMoney(portfolio.totalValue))
    expect(await card(page, 'Portfolio Value').innerText()).toContain(formatSignedMoney(toCents(Number(portfolio.totalValue) - 10_000)))
    expect(await card(page, 'Available Balance').innerText()).toContain(formatMoney(portfolio.balance))
    const open = portfolio.positions.filter((p) => !p.settled && p.quantity > 0)
    expect(open.length).toBeGreaterThanOrEqual(3)
    expect(await card(page, 'Active Positions').innerText()).toMatch(new RegExp(`^Active Positions\\s+${open.length}\\s`))

    // Each position: value = quantity × side price / 100, cost = quantity × avgPrice / 100, P&L = value − cost.
    const list = page.getByRole('list', { name: 'Current Positions' })
    await expect.poll(() => list.getByRole('listitem').count()).toBe(open.length)
    for (const p of open) {
      const price = sidePrice(p.market, p.side)
      const value = toCents((p.quantity * price) / 100)
      const cost = toCents((p.quantity * p.avgPrice) / 100)
      const row = list.getByRole('listitem').filter({ hasText: p.market.title }).filter({ has: page.getByText(p.side.toUpperCase(), { exact: true }) })
      const text = await row.innerText()
      for (const part of [`${formatCount(p.quantity)} contracts`, `avg ${formatCents(p.avgPrice)}`, `now ${formatCents(price)}`,
        formatMoney(value), formatMoney(cost), formatSignedMoney(toCents(value - cost))]) expect(text).toContain(part)
      expect(await row.getByRole('link').getAttribute('href')).toBe(`/market/${p.marketId}`)
    }

    // Recently Finished Trades: the latest 10, newest first.
    const recent = page.getByRole('list', { name: 'Recently Finished Trades' }).getByRole('listitem')
    const latest = trades.slice(0, 10)
    expect(await recent.count()).toBe(latest.length)
    for (const [i, t] of latest.entries()) {
      const text = await recent.nth(i).innerText()
      expect(text).toContain(t.market.title)
      expect(text).toContain(`${formatCount(t.quantity)} @ ${formatCents(t.price)}`)
      expect(text).toContain(formatMoney(t.cost))
    }

    // Opening the page records one 'portfolio_viewed' entry for this visit.
    await expect.poll(async () => (await apiOk<ActivityEntry[]>(page, 'GET', `/api/logs/${me.id}`)).filter((e) => e.action === 'portfolio_viewed').length).toBe(1)
  })

  it('shows what settled positions paid out once their market resolves', async () => {
    const page = await newPage()
    await freezeSimulation(page)
    await signIn(page)
    const me = await currentUser(page)
    // The soonest-closing market among the first few hundred; both sides, so one wins and one loses.
    const pages = await Promise.all([0, 100, 200].map((offset) => apiOk<Market[]>(page, 'GET', `/api/markets?limit=100&offset=${offset}`)))
    const open = pages.flat().filter((m) => Date.parse(m.closesAt) > Date.now() + 10 * 60_000)
    const market = open.sort((x, y) => x.closesAt.localeCompare(y.closesAt))[0]
    for (const side of ['yes', 'no'] as const) {
      await apiOk(page, 'POST', '/api/trades', { marketId: market.id, side, quantity: 20, price: side === 'yes' ? market.yesPrice : market.noPrice })
    }
    // Simulated time jumps a week at a time (the demo controls) until the market has settled.
    await expect.poll(async () => {
      await apiOk(page, 'POST', '/api/demo/fast-forward', { preset: '1w' })
      return (await portfolioOf(page, me.id)).positions.filter((p) => p.marketId === market.id && p.settled).length
    }, { timeout: 60_000, interval: 10 }).toBe(2)
    const settled = (await portfolioOf(page, me.id)).positions.filter((p) => p.marketId === market.id)

    await page.goto('/portfolio')
    const list = page.getByRole('list', { name: 'Settled' })
    for (const p of settled) {
      const row = list.getByRole('listitem').filter({ has: page.getByText(p.side.toUpperCase(), { exact: true }) })
      const text = await row.innerText()
      const cost = toCents((p.quantity * p.avgPrice) / 100)
      expect(text).toContain(p.market.resolution === p.side ? 'Won' : 'Lost')
      expect(text).toContain(`Resolved ${p.market.resolution!.toUpperCase()}`)
      expect(text).toContain(formatMoney(p.payout))
      expect(text).toContain(formatSignedMoney(toCents(Number(p.payout) - cost)))
    }
    expect(settled.map((p) => Number(p.payout)).sort()).toEqual([0, 20])
  })
})
