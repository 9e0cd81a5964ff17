import { expect } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import type { ActivityEntry, Portfolio, Trade, Trader } from '../src/api/contract'
import {
  formatCentsPrecise,
  formatDateTime,
  formatMoney,
  formatSignedMoney,
  formatSignedPercent,
  formatWinRate,
} from '../src/lib/format'
import { apiOk, cents, portfolioOf, tradesOf, valueCentsAt } from './trade-fixtures'

/** Polls wait on a condition, as long as a loaded machine needs (vitest's default is one second). */
const WAIT = { timeout: 30_000 }

/**
 * Reads each figure on every page that shows it and holds it to the API's figures
 * (docs/product.md, "Figures"), whose relations are checked here in whole cents.
 */
export const flat = (text: string) => text.replace(/\s+/g, ' ').trim()
const signed = (dollars: string | number) => formatSignedMoney(Number(dollars))
const STATUS_BADGE = { open: 'OPEN', sold: 'SOLD', won: 'WON', lost: 'LOST', refunded: 'REFUNDED' } as const

/** A Total P&L as a page printed it: the dollars and the percent since start. */
export interface PrintedPnl {
  money: string
  percent: string
}

function printed(text: string, pattern: RegExp): PrintedPnl {
  const match = pattern.exec(text)
  expect(match, text).not.toBeNull()
  return { money: match![1]!, percent: match![2]! }
}

function summaryCard(page: Page, label: string): Locator {
  return page
    .locator('section[aria-label="Summary"] > div')
    .filter({ has: page.getByRole('heading', { name: label, exact: true }) })
}

/** The account figures add up, to the cent. */
export function expectFiguresAddUp(p: Portfolio, trades: readonly Trade[]) {
  const f = p.figures
  const open = p.positions.filter((x) => !x.settled && x.quantity > 0)
  expect(cents(p.totalValue)).toBe(
    cents(p.balance) + cents(p.cashReserved) + cents(f.positionsValue) + cents(f.poolsValue) + cents(f.reserved),
  )
  expect(cents(f.totalPnl)).toBe(cents(p.totalValue) - 1_000_000)
  expect(f.totalPnlPercent).toBeCloseTo(cents(f.totalPnl) / 10_000, 10)
  expect(cents(f.totalPnl)).toBe(cents(f.realizedPnl) + cents(f.unrealizedPnl))
  expect(cents(f.unrealizedPnl)).toBe(cents(f.positionsPnl) + cents(f.poolsPnl))
  expect(cents(f.currentValue) - cents(f.invested)).toBe(cents(f.totalPnl))
  expect(cents(f.positionsValue)).toBe(open.reduce((s, x) => s + cents(x.value), 0))
  expect(cents(f.positionsPnl)).toBe(open.reduce((s, x) => s + cents(x.pnl), 0))
  for (const x of open) expect(cents(x.value)).toBe(valueCentsAt(x.quantity, x.market, x.side))
  for (const x of p.positions) expect(cents(x.pnl)).toBe(cents(x.value) - cents(x.cost))
  expectLotsAddUp(p, trades)
  expect(f.winRate).toBe(f.wins + f.losses === 0 ? null : Math.round((f.wins / (f.wins + f.losses)) * 1000) / 10)
}

/**
 * The history's lots and sales (docs/product.md, "Lots"): each lot's P&L is realized plus
 * unrealized and proceeds + value - cost; the lots still held add up to each open position
 * (contracts, cost basis, value); closed lots are the wins and losses; a sale's P&L is realized.
 */
export function expectLotsAddUp(p: Portfolio, trades: readonly Trade[]) {
  const lots = trades.filter((t) => t.action === 'buy')
  for (const t of trades) {
    expect(cents(t.pnl)).toBe(cents(t.realizedPnl) + cents(t.unrealizedPnl))
    if (t.action === 'sell') {
      expect(t.status).toBe('sold')
      expect(cents(t.pnl)).toBe(cents(t.proceeds) - cents(t.cost))
      continue
    }
    expect(cents(t.pnl)).toBe(cents(t.proceeds) + cents(t.value) - cents(t.cost))
    expect(t.heldQuantity + t.soldQuantity).toBeLessThanOrEqual(t.quantity)
    const resolved = t.market.status === 'resolved'
    expect(t.status).toBe(t.heldQuantity === 0 ? 'sold' : !resolved ? 'open' : t.market.resolution === t.side ? 'won' : 'lost')
  }
  for (const x of p.positions.filter((q) => !q.settled && q.quantity > 0)) {
    const held = lots.filter((t) => t.marketId === x.marketId && t.side === x.side && t.heldQuantity > 0)
    expect(held.reduce((s, t) => s + t.heldQuantity, 0)).toBe(x.quantity)
    expect(held.reduce((s, t) => s + cents(t.heldCost), 0)).toBe(cents(x.cost))
    expect(held.reduce((s, t) => s + cents(t.value), 0)).toBe(cents(x.value))
  }
  const closed = lots.filter((t) => t.status !== 'open')
  expect(p.figures.wins).toBe(closed.filter((t) => cents(t.pnl) > 0).length)
  expect(p.figures.losses).toBe(closed.filter((t) => cents(t.pnl) <= 0).length)
}

/** Portfolio: the summary cards, the value and P&L breakdown, each open position, and the finished trades. */
export async function checkPortfolio(
  page: Page,
  userId: string,
): Promise<{ portfolio: Portfolio; trades: Trade[]; totalPnl: PrintedPnl }> {
  await page.goto('/portfolio')
  await page.getByRole('heading', { name: 'Value and P&L' }).waitFor()
  const [portfolio, trades] = [await portfolioOf(page, userId), await tradesOf(page, userId)]
  const f = portfolio.figures
  expectFiguresAddUp(portfolio, trades)
  const sincestart = `${signed(f.totalPnl)} (${formatSignedPercent(f.totalPnlPercent)})`
  await expect
    .poll(async () => flat(await summaryCard(page, 'Portfolio Value').innerText()), WAIT)
    .toBe(`Portfolio Value ${formatMoney(portfolio.totalValue)} ${sincestart} since start`)
  expect(flat(await summaryCard(page, 'Available Balance').innerText())).toContain(formatMoney(portfolio.balance))
  expect(flat(await summaryCard(page, 'Active Positions').innerText())).toMatch(
    new RegExp(`^Active Positions ${f.openPositions} `),
  )
  expect(flat(await page.locator('dl[aria-label="Portfolio value breakdown"]').innerText())).toBe(
    flat(`Cash ${formatMoney(portfolio.balance)}${Number(portfolio.cashReserved) > 0 ? ` Reserved by open orders ${formatMoney(portfolio.cashReserved)}` : ''}
    Open positions ${formatMoney(f.positionsValue)} Pool shares ${formatMoney(f.poolsValue)} Pool fees to collect ${formatMoney(f.reserved)}
    Portfolio Value ${formatMoney(portfolio.totalValue)}`),
  )
  const pnl = page.locator('dl[aria-label="P&L breakdown"]')
  expect(flat(await pnl.innerText())).toBe(
    `Realized P&L ${signed(f.realizedPnl)} Unrealized P&L ${signed(f.unrealizedPnl)} Total P&L ${sincestart}`,
  )

  const open = portfolio.positions.filter((x) => !x.settled && x.quantity > 0)
  const rows = page.getByRole('list', { name: 'Current Positions' }).getByRole('listitem')
  expect(await rows.count()).toBe(open.length)
  if (open.length > 0)
    expect(flat(await page.locator('p', { hasText: 'Positions P&L' }).innerText())).toBe(
      `Positions P&L ${signed(f.positionsPnl)}`,
    )
  for (const x of open) {
    const text = flat(
      await rows
        .filter({ hasText: x.market.title })
        .filter({ has: page.getByText(x.side.toUpperCase(), { exact: true }) })
        .innerText(),
    )
    expect(text).toContain(`Value ${formatMoney(x.value)} Cost ${formatMoney(x.cost)} P&L ${signed(x.pnl)}`)
  }

  // Recently Finished Trades: lots sold out or settled, the 10 that finished last (closedAt; one
  // without it by its buy), each with its P&L and cost, dated when it finished.
  const finishedAt = (t: Trade) => Date.parse(t.closedAt ?? t.createdAt)
  const finished = trades
    .filter((t) => t.action === 'buy' && t.status !== 'open')
    .map((t, i) => ({ t, i }))
    .sort((a, b) => finishedAt(b.t) - finishedAt(a.t) || a.i - b.i)
    .slice(0, 10)
    .map(({ t }) => t)
  const recent = page.getByRole('list', { name: 'Recently Finished Trades' }).getByRole('listitem')
  if (finished.length === 0) await page.getByText('No finished trades yet').waitFor()
  await expect.poll(() => recent.count(), WAIT).toBe(finished.length)
  for (const [i, t] of finished.entries()) {
    const text = flat(await recent.nth(i).innerText())
    expect(text).toContain(t.market.title)
    expect(text).toContain(`${t.side.toUpperCase()} ${STATUS_BADGE[t.status]}`)
    expect(text).toContain(`${signed(t.pnl)} Cost ${formatMoney(t.cost)}`)
    expect(text).toContain(formatDateTime(t.closedAt ?? t.createdAt))
  }
  return { portfolio, trades, totalPnl: printed(flat(await pnl.locator('dd').last().innerText()), /^(\S+) \((\S+)\)$/) }
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click()
  await expect.poll(() => page.getByRole('tab', { name }).getAttribute('aria-selected'), WAIT).toBe('true')
}

/** My Trades: the summary cards, Performance, every Trade History row and the Activity Log. */
export async function checkMyTrades(
  page: Page,
  userId: string,
  portfolio: Portfolio,
  trades: readonly Trade[],
): Promise<PrintedPnl> {
  const f = portfolio.figures
  await page.goto('/my-trades')
  await expect
    .poll(async () => flat(await summaryCard(page, 'Total Trades').innerText()), WAIT)
    .toBe(
      `Total Trades ${trades.filter((t) => t.kind !== 'pool').length} ${f.winRate === null ? 'No closed trades yet' : `${formatWinRate(f.winRate)} win rate`}`,
    )
  expect(flat(await summaryCard(page, 'Total Invested').innerText())).toContain(`Total Invested ${formatMoney(f.invested)} `)
  expect(flat(await summaryCard(page, 'Current Value').innerText())).toContain(`Current Value ${formatMoney(f.currentValue)} `)
  const pnlCard = flat(await summaryCard(page, 'Total P&L').innerText())
  expect(pnlCard).toBe(`Total P&L ${signed(f.totalPnl)} ${formatSignedPercent(f.totalPnlPercent)} since start`)

  await openTab(page, 'Performance')
  expect(await page.getByRole('meter', { name: 'Winning Trades' }).getAttribute('aria-valuenow')).toBe(String(f.wins))
  expect(await page.getByRole('meter', { name: 'Losing Trades' }).getAttribute('aria-valuenow')).toBe(String(f.losses))
  expect(flat(await page.getByText('Success Rate', { exact: true }).locator('..').innerText())).toBe(
    `Success Rate ${formatWinRate(f.winRate)}`,
  )

  await openTab(page, 'Trade History')
  const items = page.getByRole('list', { name: 'Trade History' }).getByRole('listitem')
  expect(await items.count()).toBe(trades.length)
  for (const [i, t] of trades.entries()) {
    const text = flat(await items.nth(i).innerText())
    expect(text).toContain(`${t.side.toUpperCase()} ${STATUS_BADGE[t.status]}`)
    expect(text).toContain(`Price ${formatCentsPrecise(Number(t.price))}`)
    if (t.action === 'sell') {
      expect(text).toContain(`Cost Basis ${formatMoney(t.cost)} Proceeds ${formatMoney(t.proceeds)}`)
      expect(text).toContain(`Realized P&L ${signed(t.pnl)}`)
    } else {
      const resolved = t.status === 'won' || t.status === 'lost'
      expect(text).toContain(`Cost ${formatMoney(t.cost)}`)
      expect(text).toContain(`${resolved ? 'Payout' : 'Current Value'} ${formatMoney(t.value)} P&L ${signed(t.pnl)}`)
    }
  }

  await openTab(page, 'Activity Log')
  // The page records its own view as it opens: compare once the list shows what the API lists.
  const log = page.getByRole('list', { name: 'Activity Log' }).getByRole('listitem')
  let entries: ActivityEntry[] = []
  await expect
    .poll(async () => {
      entries = await apiOk<ActivityEntry[]>(page, 'GET', `/api/logs/${userId}?limit=50`)
      return (await log.count()) === entries.length && entries.some((e) => e.action === 'trades_viewed')
    }, WAIT)
    .toBe(true)
  for (const text of (await log.allInnerTexts()).map(flat)) {
    expect(text).not.toContain('Performed action:')
    expect(text).not.toMatch(/\b[a-z]+_[a-z]+\b/)
  }
  // A trade's amount in the log is what it cost; the page prints it as Trade History does.
  const placed = entries.filter((e) => e.action === 'trade_placed')
  expect(placed.map((e) => cents(e.metadata.amount!)).sort()).toEqual(
    trades
      .filter((t) => t.action === 'buy' && t.kind !== 'pool')
      .map((t) => cents(t.cost))
      .sort(),
  )
  // Two trades may read alike (60 YES on two instant markets): the entry is any of the alike ones.
  for (const e of placed) {
    const alike = log.filter({ hasText: `Placed ${e.details.side!.toUpperCase()} trade for ${e.details.quantity} contracts` })
    const texts = (await alike.allInnerTexts()).map(flat)
    expect(
      texts.some((text) => text.includes(formatMoney(e.metadata.amount!))),
      texts.join(' | '),
    ).toBe(true)
  }
  return printed(pnlCard, /^Total P&L (\S+) (\S+) since start$/)
}

/** Social: the trader's card, when the leaderboard lists them, shows the same total P&L and win rate. */
export async function checkSocial(
  page: Page,
  userId: string,
  name: string,
  portfolio: Portfolio,
  required: boolean,
): Promise<boolean> {
  const f = portfolio.figures
  await page.goto('/social')
  await page.getByRole('heading', { name: 'Top Traders' }).waitFor()
  const me = (await apiOk<Trader[]>(page, 'GET', '/api/social/traders')).find((t) => t.id === userId)
  if (required) expect(me).toBeDefined()
  if (!me) return false
  expect(cents(me.totalProfit)).toBe(cents(f.totalPnl))
  expect(cents(me.openProfit)).toBe(cents(f.unrealizedPnl))
  expect(me.results).toBe(f.wins + f.losses)
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) })
  const stat = async (label: string) =>
    flat(await card.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd').innerText())
  await expect.poll(() => stat('Total Profit'), WAIT).toBe(signed(f.totalPnl))
  expect(await stat('Win Rate')).toBe(formatWinRate(f.winRate))
  return true
}
