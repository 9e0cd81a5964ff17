import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import {
  formatCentsPrecise,
  formatCount,
  formatDateTime,
  formatMoney,
  formatSignedMoney,
  formatSignedPercent,
} from '../src/lib/format'
import type { ActivityEntry, Trade } from '../src/api/contract'
import { signIn, useBrowser } from './harness'
import {
  apiOk,
  cents,
  currentUser,
  freezeSimulation,
  portfolioOf,
  registerUser,
  sidePrice,
  startBackend,
  tradeOnTwoMarkets,
  tradesOf,
} from './trade-fixtures'

const { newPage } = useBrowser()

/**
 * A trade's figures as the API states them, checked against the rules written out here
 * (docs/product.md, "Figures"): value = contracts at the side price now (to the cent),
 * P&L = value − cost, the cost being the cash charged.
 */
function expectedRow(t: Trade) {
  const cost = cents(t.cost)
  const value = Math.round(sidePrice(t.market, t.side) * t.quantity)
  expect(cents(t.value)).toBe(value)
  expect(cents(t.pnl)).toBe(value - cost)
  const pnl = value - cost
  return { trade: t, cost, value, pnl, pnlPercent: cost === 0 ? 0 : (pnl / cost) * 100 }
}

function topFive(rows: ReturnType<typeof expectedRow>[]) {
  const byMarket = new Map<string, { id: string; title: string; trades: number; invested: number; pnl: number }>()
  for (const r of rows) {
    const s = byMarket.get(r.trade.marketId) ?? {
      id: r.trade.marketId,
      title: r.trade.market.title,
      trades: 0,
      invested: 0,
      pnl: 0,
    }
    byMarket.set(r.trade.marketId, { ...s, trades: s.trades + 1, invested: s.invested + r.cost, pnl: s.pnl + r.pnl })
  }
  return [...byMarket.values()]
    .sort((a, b) => b.trades - a.trades || b.invested - a.invested || a.title.localeCompare(b.title) || (a.id < b.id ? -1 : 1))
    .slice(0, 5)
}

const money = (c: number) => formatMoney(c / 100)
const signed = (c: number) => formatSignedMoney(c / 100)
const short = (title: string) => (title.length > 30 ? `${title.slice(0, 30)}...` : title)

function card(page: Page, label: string): Locator {
  return page
    .locator('section[aria-label="Summary"] > div')
    .filter({ has: page.getByRole('heading', { name: label, exact: true }) })
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click()
  await expect.poll(() => page.getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true')
}

describe('My Trades', () => {
  it('shows the right figures in every tab after trades on two markets, and logs the activity', async () => {
    const page = await newPage()
    await freezeSimulation(page)
    // A new trader: nothing settled, no pool, only this test's trades (the demo trader has a seeded month: e2e/seeded-past.e2e.ts).
    await startBackend(page)
    await registerUser(page, 'newbie', 'New', 'Trader')
    await signIn(page, 'newbie', 'secret123')
    const me = await currentUser(page)
    const { markets } = await tradeOnTwoMarkets(page)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Portfolio' }).click()
    await page.getByRole('heading', { name: 'Portfolio', exact: true }).waitFor()
    // The page records the view as it opens; a full navigation now could abort that write.
    await expect
      .poll(async () =>
        (await apiOk<ActivityEntry[]>(page, 'GET', `/api/logs/${me.id}?limit=50`)).some((e) => e.action === 'portfolio_viewed'),
      )
      .toBe(true)
    await page.goto('/my-trades')
    await page.getByRole('heading', { name: 'My Trades' }).waitFor()

    const trades = await tradesOf(page, me.id)
    expect(trades.filter((t) => markets.some((m) => m.id === t.marketId)).length).toBeGreaterThanOrEqual(3)
    const rows = trades.map(expectedRow)
    const { figures } = await portfolioOf(page, me.id)
    // Nothing settled and no pools: invested is what the trades cost, current value what they are worth now.
    expect(cents(figures.invested)).toBe(rows.reduce((s, r) => s + r.cost, 0))
    expect(cents(figures.currentValue) - cents(figures.invested)).toBe(cents(figures.totalPnl))
    expect(figures).toMatchObject({ wins: 0, losses: 0, winRate: null })

    // Summary cards: the account's figures, as the portfolio has them.
    await expect.poll(() => card(page, 'Total Trades').innerText()).toContain(formatCount(rows.length))
    expect(await card(page, 'Total Trades').innerText()).toContain('No closed trades yet')
    expect(await card(page, 'Total Invested').innerText()).toContain(formatMoney(figures.invested))
    expect(await card(page, 'Current Value').innerText()).toContain(formatMoney(figures.currentValue))
    const pnlCard = await card(page, 'Total P&L').innerText()
    expect(pnlCard).toContain(formatSignedMoney(Number(figures.totalPnl)))
    expect(pnlCard).toContain(`${formatSignedPercent(figures.totalPnlPercent)} since start`)

    // Overview (default tab): the chart, its text alternative, and the YES/NO split.
    expect(await page.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true')
    await page.locator('canvas').first().waitFor()
    const pnlTable = page.getByRole('table', { name: 'Cumulative P&L by date' })
    // The line ends at the Total P&L (docs/product.md, "The account").
    expect(await pnlTable.locator('tbody tr').last().innerText()).toContain(formatSignedMoney(Number(figures.totalPnl)))
    const yes = trades.filter((t) => t.side === 'yes').length
    expect(
      await page
        .getByRole('listitem')
        .filter({ has: page.getByText('YES', { exact: true }) })
        .innerText(),
    ).toMatch(new RegExp(`^YES\\s+${yes}\\s`))
    expect(
      await page
        .getByRole('listitem')
        .filter({ has: page.getByText('NO', { exact: true }) })
        .innerText(),
    ).toMatch(new RegExp(`^NO\\s+${trades.length - yes}\\s`))

    // Performance: nothing has settled, so no position is won or lost, and there is no success rate yet.
    await openTab(page, 'Performance')
    expect(await page.getByRole('meter', { name: 'Winning Trades' }).getAttribute('aria-valuenow')).toBe('0')
    expect(await page.getByRole('meter', { name: 'Losing Trades' }).getAttribute('aria-valuenow')).toBe('0')
    expect(await page.getByText('Success Rate', { exact: true }).locator('..').innerText()).toMatch(/^Success Rate\s+—$/)
    const top = topFive(rows)
    const topItems = page.getByRole('list', { name: 'Most Traded Markets' }).getByRole('listitem')
    expect(await topItems.count()).toBe(top.length)
    for (const [i, m] of top.entries()) {
      const text = await topItems.nth(i).innerText()
      expect(text).toContain(short(m.title))
      expect(text).toContain(`${m.trades} ${m.trades === 1 ? 'trade' : 'trades'}`)
      expect(text).toContain(money(m.invested))
      expect(text).toContain(signed(m.pnl))
    }

    // Analytics: one invested and one P&L bar per market, and the same numbers as a table.
    await openTab(page, 'Analytics')
    const panel = page.getByRole('tabpanel')
    await expect.poll(() => panel.locator('svg rect').count()).toBe(top.length * 2)
    const tableRows = panel.getByRole('table').locator('tbody tr')
    for (const [i, m] of top.entries()) {
      const text = await tableRows.nth(i).innerText()
      expect(text).toContain(short(m.title))
      expect(text).toContain(money(m.invested))
      expect(text).toContain(signed(m.pnl))
    }

    // Trade History: newest first, every field.
    await openTab(page, 'Trade History')
    const items = page.getByRole('list', { name: 'Trade History' }).getByRole('listitem')
    expect(await items.count()).toBe(rows.length)
    for (const [i, r] of rows.entries()) {
      const text = await items.nth(i).innerText()
      for (const part of [
        r.trade.market.title,
        formatDateTime(r.trade.createdAt),
        r.trade.side.toUpperCase(),
        'OPEN',
        formatCount(r.trade.quantity),
        formatCentsPrecise(Number(r.trade.price)),
        money(r.cost),
        money(r.value),
        `${signed(r.pnl)} (${formatSignedPercent(r.pnlPercent)})`,
      ])
        expect(text).toContain(part)
      expect(text).not.toMatch(/PROFIT|LOSS/) // an open trade is neither
    }

    // Activity Log: the trades and both page views, in the words docs/product.md gives.
    await openTab(page, 'Activity Log')
    const log = page.getByRole('list', { name: 'Activity Log' })
    await log.getByText('Viewed trading history').first().waitFor()
    await log.getByText('Viewed portfolio').first().waitFor()
    const entries = await apiOk<ActivityEntry[]>(page, 'GET', `/api/logs/${me.id}?limit=50`)
    const placed = entries.filter((e) => e.action === 'trade_placed')
    expect(placed.length).toBeGreaterThanOrEqual(3)
    for (const e of placed.slice(0, 3)) {
      const sentence = `Placed ${e.details.side!.toUpperCase()} trade for ${e.details.quantity} contracts at ${formatCentsPrecise(Number(e.details.price))}`
      const item = log.getByRole('listitem').filter({ hasText: sentence }).first()
      const text = await item.innerText()
      expect(text).toContain(formatMoney(e.metadata.amount!))
      expect(text).toContain(e.metadata.side!.toUpperCase())
    }
    // The log's amount for each trade is what the trade cost.
    expect(placed.map((e) => cents(e.metadata.amount!)).sort()).toEqual(trades.map((t) => cents(t.cost)).sort())
    expect(entries.filter((e) => e.action === 'trades_viewed')).toHaveLength(1)
  })

  it("shows 'No trades yet' with Start Trading for a trader with no trades", async () => {
    const page = await newPage()
    await startBackend(page)
    await registerUser(page, 'fresh', 'Fresh', 'Face')
    await signIn(page, 'fresh', 'secret123')
    await page.goto('/my-trades')
    await openTab(page, 'Trade History')
    await page.getByText('No trades yet').waitFor()
    expect(await page.getByRole('link', { name: 'Start Trading' }).getAttribute('href')).toBe('/')
    expect(await card(page, 'Total Trades').innerText()).toContain('No closed trades yet')
    // Arrow keys move between tabs (Headless UI tablist).
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => page.getByRole('tab', { name: 'Activity Log' }).getAttribute('aria-selected')).toBe('true')
    // The page view is logged on open, so the log is not empty for long: it shows that view.
    await page.getByRole('list', { name: 'Activity Log' }).getByText('Viewed trading history').waitFor()
  })
})
