import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { formatCentsPrecise, formatCount, formatMoney, formatSignedMoney, formatSignedPercent } from '../src/lib/format'
import type { ActivityEntry, Market } from '../src/api/contract'
import { signIn, useBrowser } from './harness'
import {
  apiOk,
  cents,
  currentUser,
  freezeSimulation,
  portfolioOf,
  registerUser,
  valueCentsAt,
  startBackend,
  tradeOnTwoMarkets,
  tradesOf,
} from './trade-fixtures'

const { newPage } = useBrowser()

function card(page: Page, label: string): Locator {
  return page
    .locator('section[aria-label="Summary"] > div')
    .filter({ has: page.getByRole('heading', { name: label, exact: true }) })
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
    // A new trader with only this test's trades (the demo trader's seeded month: e2e/seeded-past.e2e.ts).
    await startBackend(page)
    await registerUser(page, 'newbie', 'New', 'Trader')
    await signIn(page, 'newbie', 'secret123')
    const me = await currentUser(page)
    await tradeOnTwoMarkets(page)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Portfolio' }).click()
    await page.getByRole('heading', { name: 'Current Positions' }).waitFor()
    const portfolio = await portfolioOf(page, me.id)
    const trades = await tradesOf(page, me.id)

    // Cards: total value with its change since the $10,000 start (the total P&L), balance, open positions.
    const figures = portfolio.figures
    const open = portfolio.positions.filter((p) => !p.settled && p.quantity > 0)
    expect(cents(portfolio.totalValue)).toBe(cents(portfolio.balance) + open.reduce((s, p) => s + cents(p.value), 0))
    expect(cents(figures.totalPnl)).toBe(cents(portfolio.totalValue) - 1_000_000)
    await expect.poll(() => card(page, 'Portfolio Value').innerText()).toContain(formatMoney(portfolio.totalValue))
    expect(await card(page, 'Portfolio Value').innerText()).toContain(
      `${formatSignedMoney(Number(figures.totalPnl))} (${formatSignedPercent(figures.totalPnlPercent)}) since start`,
    )
    expect(await card(page, 'Available Balance').innerText()).toContain(formatMoney(portfolio.balance))
    expect(open.length).toBeGreaterThanOrEqual(3)
    expect(await card(page, 'Active Positions').innerText()).toMatch(new RegExp(`^Active Positions\\s+${open.length}\\s`))

    // Each position: value = its contracts at the side price now (to the cent), its cost basis, P&L = value − cost.
    const list = page.getByRole('list', { name: 'Current Positions' })
    await expect.poll(() => list.getByRole('listitem').count()).toBe(open.length)
    for (const p of open) {
      expect(cents(p.value)).toBe(valueCentsAt(p.quantity, p.market, p.side))
      expect(cents(p.pnl)).toBe(cents(p.value) - cents(p.cost))
      const row = list
        .getByRole('listitem')
        .filter({ hasText: p.market.title })
        .filter({ has: page.getByText(p.side.toUpperCase(), { exact: true }) })
      const text = await row.innerText()
      for (const part of [
        `${formatCount(p.quantity)} contracts`,
        `avg cost ${formatCentsPrecise(p.avgPrice)}`,
        `now ${formatCentsPrecise(Number(p.currentPrice))}`,
        formatMoney(p.value),
        formatMoney(p.cost),
        formatSignedMoney(Number(p.pnl)),
      ])
        expect(text).toContain(part)
      expect(await row.getByRole('link').getAttribute('href')).toBe(`/market/${p.marketId}`)
    }
    // The cost basis of a position bought in one trade is that trade's cost.
    for (const t of trades) {
      const same = trades.filter((x) => x.marketId === t.marketId && x.side === t.side)
      if (same.length === 1) expect(open.find((p) => p.marketId === t.marketId && p.side === t.side)?.cost).toBe(t.cost)
    }

    // Recently Finished Trades: none yet, every trade's market is still open.
    expect(trades.every((t) => t.status === 'open')).toBe(true)
    await page.getByText('No finished trades yet').waitFor()
    expect(await page.getByRole('list', { name: 'Recently Finished Trades' }).count()).toBe(0)

    // Opening the page records one 'portfolio_viewed' entry for this visit.
    await expect
      .poll(
        async () =>
          (await apiOk<ActivityEntry[]>(page, 'GET', `/api/logs/${me.id}`)).filter((e) => e.action === 'portfolio_viewed').length,
      )
      .toBe(1)
  })

  it('shows what settled positions paid out once their market resolves', async () => {
    const page = await newPage()
    await freezeSimulation(page)
    // A new trader: only this test's positions settle (the demo trader's seeded month has settled ones).
    await startBackend(page)
    await registerUser(page, 'newbie', 'New', 'Trader')
    await signIn(page, 'newbie', 'secret123')
    const me = await currentUser(page)
    // The soonest-closing market among the first few hundred; both sides, so one wins and one loses.
    const pages = await Promise.all(
      [0, 100, 200].map((offset) => apiOk<Market[]>(page, 'GET', `/api/markets?limit=100&offset=${offset}`)),
    )
    const open = pages.flat().filter((m) => Date.parse(m.closesAt) > Date.now() + 10 * 60_000)
    const market = open.sort((x, y) => x.closesAt.localeCompare(y.closesAt))[0]
    for (const side of ['yes', 'no'] as const) {
      await apiOk(page, 'POST', '/api/trades', {
        marketId: market.id,
        side,
        quantity: 20,
        price: side === 'yes' ? market.yesPrice : market.noPrice,
      })
    }
    // Simulated time jumps a week at a time (the demo controls) until the market has settled.
    await expect
      .poll(
        async () => {
          await apiOk(page, 'POST', '/api/demo/fast-forward', { preset: '1w' })
          return (await portfolioOf(page, me.id)).positions.filter((p) => p.marketId === market.id && p.settled).length
        },
        { timeout: 60_000, interval: 10 },
      )
      .toBe(2)
    const settled = (await portfolioOf(page, me.id)).positions.filter((p) => p.marketId === market.id)

    await page.goto('/portfolio')
    const list = page.getByRole('list', { name: 'Settled' })
    for (const p of settled) {
      const row = list.getByRole('listitem').filter({ has: page.getByText(p.side.toUpperCase(), { exact: true }) })
      const text = await row.innerText()
      expect(cents(p.pnl)).toBe(cents(p.payout) - cents(p.cost))
      expect(text).toContain(cents(p.payout) > cents(p.cost) ? 'Won' : 'Lost')
      expect(text).toContain(`Resolved ${p.market.resolution!.toUpperCase()}`)
      expect(text).toContain(formatMoney(p.payout))
      expect(text).toContain(formatMoney(p.cost))
      expect(text).toContain(formatSignedMoney(Number(p.pnl)))
    }
    expect(settled.map((p) => Number(p.payout)).sort()).toEqual([0, 20])

    // Recently Finished Trades: the two trades, now finished, with their result and P&L.
    const finished = (await tradesOf(page, me.id)).filter((t) => t.marketId === market.id)
    const recent = page.getByRole('list', { name: 'Recently Finished Trades' }).getByRole('listitem')
    await expect.poll(() => recent.count(), { timeout: 30_000 }).toBe(2)
    for (const t of finished) {
      const text = await recent.filter({ has: page.getByText(t.side.toUpperCase(), { exact: true }) }).innerText()
      expect(t.status).toBe(cents(t.value) > cents(t.cost) ? 'won' : 'lost')
      expect(text).toContain(t.status === 'won' ? 'PROFIT' : 'LOSS')
      expect(text).toContain(formatSignedMoney(Number(t.pnl)))
      expect(text).toContain(`Cost ${formatMoney(t.cost)}`)
    }
    // View all opens My Trades on its Trade History, where the finished trades are.
    await page.getByRole('link', { name: 'View all' }).click()
    await page.waitForURL((url) => url.pathname === '/my-trades')
    await expect.poll(() => page.getByRole('tab', { name: 'Trade History' }).getAttribute('aria-selected')).toBe('true')
  })
})
