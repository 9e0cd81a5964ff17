import { describe, expect, it } from 'vitest'
import { mkdirSync, readFileSync } from 'node:fs'
import type { Locator, Page } from 'playwright-core'
import type { Market, Order, OrderBook, Portfolio, Trade } from '../src/api/contract'
import { buyReserveCents } from '../src/exchange/orders'
import { formatMoney } from '../src/lib/format'
import { TRADES_CSV_HEADER } from '../src/lib/trades-csv'
import { exchangeReady, PHONE, signIn, useBrowser } from './harness'
import { apiOk, currentUser, fillNow, freezeSimulation, registerUser, startBackend } from './trade-fixtures'
import { applyTheme, describeFindings, seriousViolations } from './a11y-helpers'

const { newPage } = useBrowser()

/**
 * Selling, limit orders, the order book, slippage protection, Close on Portfolio and the CSV of
 * My Trades, through the trade ticket at a phone's width (the sheet the Buy bar opens) and at a
 * desktop's (the panel beside the chart). Simulated traders are frozen in these pages.
 * TRADING_SCREENSHOTS=<dir> also saves screenshots in both themes.
 */
const DESKTOP_WIDE = { width: 1440, height: 900 }
const WAIT = { timeout: 15_000 }
const flat = (text: string) => text.replace(/\s+/g, ' ').trim()
const cents = (dollars: string | number) => Math.round(Number(dollars) * 100)
const portfolio = async (page: Page) => apiOk<Portfolio>(page, 'GET', `/api/portfolio/${(await currentUser(page)).id}`)
const tradesOf = async (page: Page) => apiOk<Trade[]>(page, 'GET', `/api/trades?userId=${(await currentUser(page)).id}`)
const market = (page: Page, id: string) => apiOk<Market>(page, 'GET', `/api/markets/${id}`)

/**
 * No serious or critical axe finding on the page as it is, in either theme. Toasts are closed first:
 * the toaster's <li role="status"> inside an <ol> is a finding of its own (src/components/toast), not this page's.
 */
async function accessible(page: Page, where: string) {
  for (const close of await page.getByRole('button', { name: 'Close notification' }).all()) await close.click()
  await page.getByRole('button', { name: 'Close notification' }).first().waitFor({ state: 'detached' })
  for (const theme of ['light', 'dark'] as const) {
    await applyTheme(page, theme)
    const findings = await seriousViolations(page)
    expect(findings, describeFindings(`${where} (${theme})`, findings)).toEqual([])
  }
  await applyTheme(page, 'light')
}

async function shots(page: Page, name: string) {
  const dir = process.env.TRADING_SCREENSHOTS
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' })
  for (const dark of [false, true]) {
    await page.evaluate((on) => {
      document.documentElement.classList.toggle('dark', on)
      document.documentElement.style.colorScheme = on ? 'dark' : 'light'
      return new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
    }, dark)
    await page.screenshot({ path: `${dir}/${name}-${dark ? 'dark' : 'light'}.png` })
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'))
}

/**
 * Signed in as a new trader (the demo trader's seeded month would crowd its portfolio and history),
 * frozen simulation, holding `quantity` YES of the first market (bought through the API).
 */
async function holding(page: Page, quantity: number): Promise<Market> {
  await freezeSimulation(page)
  await startBackend(page)
  await registerUser(page, 'tess', 'Tess', 'Trader')
  await signIn(page, 'tess', 'secret123')
  const [first] = await apiOk<Market[]>(page, 'GET', '/api/markets?kind=binary&limit=1')
  if (quantity > 0)
    await apiOk<Trade>(page, 'POST', '/api/trades', { marketId: first!.id, side: 'yes', quantity, price: first!.yesPrice })
  return first!
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP_WIDE],
] as const)('trading at %s width', (label, viewport) => {
  const phone = viewport === PHONE

  /** The ticket on the market page: the sheet the Buy bar opens on a phone, the panel on a desktop. */
  async function ticketOn(page: Page, id: string): Promise<Locator> {
    await page.goto(`/market/${id}`)
    if (phone) {
      await page
        .getByTestId('trade-bar')
        .getByRole('button', { name: /^Buy Yes/ })
        .click()
      const sheet = page.getByRole('dialog')
      await sheet.getByRole('radio', { name: 'Sell' }).waitFor()
      return sheet
    }
    const panel = page.getByRole('region', { name: 'Trade' })
    await panel.getByRole('radio', { name: 'Sell' }).waitFor()
    return panel
  }
  const confirm = (ticket: Locator, words: string) => ticket.getByRole('button', { name: phone ? `Confirm ${words}` : words })

  it('sells part of a position: held contracts, proceeds, realized P&L and the price after, as the exchange says', async () => {
    const page = await newPage({ viewport })
    const m = await holding(page, 200)
    const ticket = await ticketOn(page, m.id)
    await ticket.getByRole('radio', { name: 'Sell' }).click()
    // A limit sell first (the panel's fourth mode): it holds back the contracts it offers. Priced
    // over the market's YES price after the buy, so no bid meets it (a fixed 70¢ filled at once on
    // a day the seeded market stood higher).
    await ticket.getByRole('radio', { name: 'Limit' }).click()
    const over = Math.min(99, Math.ceil(Number((await market(page, m.id)).yesPrice)) + 5)
    await ticket.getByLabel('Limit price (¢)').fill(String(over))
    await expect
      .poll(async () => flat(await ticket.getByTestId('order-preview').innerText()), WAIT)
      .toContain('Holds back 100 YES')
    await shots(page, `${label}-ticket-limit-sell`)
    await ticket.getByRole('radio', { name: 'Market' }).click()
    await expect
      .poll(async () => flat(await ticket.getByTestId('sell-held').innerText()), WAIT)
      .toMatch(/^You hold 200 YES at \d+\.\d¢ average\.$/)
    await ticket.getByLabel('Quantity').fill('80')
    const pool = (await market(page, m.id)).pool
    const quote = { proceedsCents: (await fillNow(page, m.id, pool, 'yes', 'sell', 80)).cashCents }
    const held = (await portfolio(page)).positions[0]!
    const basis = Math.round((cents(held.cost) * 80) / 200)
    await expect.poll(() => ticket.getByTestId('preview-proceeds').innerText(), WAIT).toBe(formatMoney(quote.proceedsCents / 100))
    const text = flat(await ticket.getByTestId('trade-preview').innerText())
    expect(text).toContain(`Cost basis sold ${formatMoney(basis / 100)}`)
    expect(text).toMatch(/Price after \d+\.\d{1,2}¢ → \d+\.\d{1,2}¢/)
    await shots(page, `${label}-ticket-sell`)
    await accessible(page, 'the sell ticket')

    await confirm(ticket, 'Sell Yes').click()
    await page.getByText(/^Sold 80 YES contracts at \d+\.\d¢$/).waitFor()
    const [trade] = await tradesOf(page)
    expect(trade).toMatchObject({ action: 'sell', side: 'yes', quantity: 80, proceeds: (quote.proceedsCents / 100).toFixed(2) })
    expect((await portfolio(page)).positions[0]!.quantity).toBe(120)
  })

  it('places a limit buy (what it holds back, what fills at once), shows it in the book and the open orders, and cancels it', async () => {
    const page = await newPage({ viewport })
    const m = await holding(page, 0)
    const ticket = await ticketOn(page, m.id)
    await ticket.getByRole('radio', { name: 'Limit' }).click()
    // Under the price (the simulation is held, so it stays under) and among the book's top levels,
    // which the seeded crowd's bids 1-6¢ under the price fill.
    const limit = Math.max(1, Math.floor(Number(m.yesPrice)) - 2)
    await ticket.getByLabel('Limit price (¢)').fill(String(limit))
    await ticket.getByLabel('Quantity').fill('50')
    await ticket.getByLabel('Expires').selectOption('1d')
    await expect
      .poll(async () => flat(await ticket.getByTestId('order-preview').innerText()), WAIT)
      .toContain(
        `Fills at once none Rests in the book 50 at ${limit}¢ Holds back ${formatMoney(buyReserveCents(50, limit) / 100)}`,
      )
    await shots(page, `${label}-ticket-limit`)
    await accessible(page, 'the limit ticket')
    await confirm(ticket, 'Buy Order').click()
    const placed = page.getByText(`Placed limit order to buy 50 YES at ${limit}¢.`)
    await placed.waitFor()

    const [order] = await apiOk<Order[]>(page, 'GET', '/api/orders?status=open')
    expect(order).toMatchObject({
      marketId: m.id,
      side: 'yes',
      action: 'buy',
      quantity: 50,
      limitPriceCents: limit,
      status: 'open',
    })
    expect(order!.expiresAt).not.toBeNull()
    expect((await portfolio(page)).cashReserved).toBe((buyReserveCents(50, limit) / 100).toFixed(2))
    if (phone) await page.getByRole('dialog').waitFor({ state: 'detached' })

    // The portfolio's value lists what the order holds back, so its parts add up to the total.
    await page.goto('/portfolio')
    const breakdown = page.locator('dl[aria-label="Portfolio value breakdown"]')
    await breakdown.getByText('Reserved by open orders').waitFor(WAIT)
    expect(flat(await breakdown.innerText())).toContain(
      `Reserved by open orders ${formatMoney(buyReserveCents(50, limit) / 100)}`,
    )
    // It is listed there with its market, and the reserve's words lead to it.
    const listed = page.getByTestId('open-orders')
    await listed.getByRole('link', { name: m.title }).waitFor(WAIT)
    await listed.getByRole('button', { name: `Cancel order: Buy 50 YES at ${limit}¢ on ${m.title}` }).waitFor()
    await page
      .getByTestId('cash-reserved')
      .getByRole('link', { name: /^\d+ open orders?$/ })
      .click()
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#open-orders')
    await expect.poll(() => listed.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true)
    await shots(page, `${label}-portfolio-open-orders`)
    await page.goto(`/market/${m.id}`)

    // The book: a Yes buy level at the limit with (at least) these 50; the open order with Cancel.
    const book = page.getByTestId('order-book')
    const level = book
      .getByRole('table', { name: 'YES order book' })
      .locator('tr[data-kind="bid"]')
      .filter({ hasText: `Buy ${limit}¢` })
    await level.waitFor(WAIT)
    // Yes's bids at the limit: the Yes buys there and the No sells at 100 − limit (they meet the same Yes sellers).
    const api = await apiOk<OrderBook>(page, 'GET', `/api/markets/${m.id}/book`)
    const at = [...api.yes.bids.filter((l) => l.priceCents === limit), ...api.no.asks.filter((l) => l.priceCents === 100 - limit)]
    const want = { quantity: at.reduce((s, l) => s + l.quantity, 0), orders: at.reduce((s, l) => s + l.orders, 0) }
    expect(api.yes.bids.find((l) => l.priceCents === limit)!.quantity).toBeGreaterThanOrEqual(50)
    expect(flat(await level.innerText())).toBe(`Buy ${limit}¢ ${want.quantity.toLocaleString('en-US')} ${want.orders}`)
    const mine = page.getByTestId('my-orders')
    await mine.getByText(`Buy 50 YES at ${limit}¢`).waitFor()
    await book.scrollIntoViewIfNeeded()
    await shots(page, `${label}-order-book`)
    await accessible(page, 'the order book and open orders')

    await mine.getByRole('button', { name: `Cancel order: Buy 50 YES at ${limit}¢` }).click()
    await page.getByText(`Cancelled limit order to buy 50 YES at ${limit}¢`).waitFor()
    await mine.waitFor({ state: 'detached' })
    expect(await apiOk<Order[]>(page, 'GET', '/api/orders?status=open')).toEqual([])
    expect((await portfolio(page)).cashReserved).toBe('0.00')
  })

  it('a limit buy above the price fills at once: its preview gives the fill at the price the toast then says', async () => {
    const page = await newPage({ viewport })
    const m = await holding(page, 0)
    const ticket = await ticketOn(page, m.id)
    await ticket.getByRole('radio', { name: 'Limit' }).click()
    await ticket.getByLabel('Limit price (¢)').fill(String(Math.min(99, Math.ceil(Number(m.yesPrice)) + 4)))
    await ticket.getByLabel('Quantity').fill('30')
    const fills = ticket.getByTestId('order-fills')
    await expect.poll(() => fills.innerText(), WAIT).toMatch(/^30 at \d+\.\d¢ \(\$\d+\.\d\d with the fee\)$/)
    const [, price, cash] = (await fills.innerText()).match(/^30 at (\d+\.\d)¢ \(\$(\d+\.\d\d) with the fee\)$/)!
    // All of it fills: nothing rests (not "0 at 54¢").
    expect(await ticket.getByTestId('order-rests').innerText()).toBe('none')
    await confirm(ticket, 'Buy Order').click()
    await page.getByText(`Limit order filled: 30 YES at ${price}¢.`).waitFor(WAIT)
    const [trade] = await tradesOf(page)
    expect(trade).toMatchObject({ marketId: m.id, quantity: 30, cost: cash })
  })

  it('slippage: a price that moved past the tolerance shows the new quote, and confirming again trades at it', async () => {
    const page = await newPage({ viewport })
    const m = await holding(page, 0)
    const ticket = await ticketOn(page, m.id)
    await ticket.getByRole('radio', { name: 'Buy' }).click()
    await ticket.getByLabel('Quantity').fill('100')
    await expect.poll(async () => (await ticket.getByTestId('trade-preview').innerText()).includes('To win'), WAIT).toBe(true)
    // A tighter tolerance than the default 2¢, set in the ticket.
    await ticket.getByLabel(/^Max slippage/).fill('0.5')
    // The in-page exchange must be running before fetch is wrapped: msw, started later, would
    // answer /api itself underneath the wrapper (a page painted from kept answers starts it late).
    await exchangeReady(page)
    // Someone trades just before this order arrives: the next POST /api/trades from the page is
    // preceded by a buy of 8,000 YES (this trader's, through the API), which moves the price by cents even where
    // the crowd's resting orders take part of it.
    await page.evaluate(
      ({ id, price }) => {
        const inner = window.fetch
        window.fetch = async (input, init) => {
          if (String(input instanceof Request ? input.url : input).endsWith('/api/trades') && init?.method === 'POST') {
            window.fetch = inner
            await inner('/api/trades', {
              method: 'POST',
              credentials: 'include',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ marketId: id, side: 'yes', quantity: 8_000, price }),
            })
          }
          return inner(input, init)
        }
      },
      { id: m.id, price: m.yesPrice },
    )
    await confirm(ticket, 'Buy Yes').click()
    const moved = page.getByTestId('price-moved')
    await moved.waitFor(WAIT)
    expect(flat(await moved.innerText())).toMatch(
      /^The price moved 100 YES now cost \$[\d.]+ with the fee \(\d+\.\d¢ a contract\)\. Confirm again to trade at this price\.$/,
    )
    // Only the other trade went through; the ticket's own waits for a second confirm.
    expect((await tradesOf(page)).map((t) => t.quantity)).toEqual([8_000])
    await shots(page, `${label}-ticket-price-moved`)
    await confirm(ticket, 'Buy Yes').click()
    await page.getByText('Successfully bought 100 YES contracts').waitFor()
    expect((await tradesOf(page)).map((t) => t.quantity)).toEqual([100, 8_000])
  })

  it('Portfolio: Close sells the whole position after a confirm that shows the proceeds and realized P&L; My Trades shows the sell and downloads the CSV', async () => {
    const page = await newPage({ viewport })
    const m = await holding(page, 150)
    await page.goto('/portfolio')
    const row = page.getByTestId(`position-${m.id}-yes`)
    await row.waitFor(WAIT)
    const held = (await portfolio(page)).positions[0]!
    expect(flat(await row.innerText())).toContain(`P&L`)
    expect(flat(await row.innerText())).toContain(`avg cost`)
    await row.scrollIntoViewIfNeeded()
    await shots(page, `${label}-portfolio-close`)
    await row.getByRole('button', { name: /^Close YES position on/ }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('heading', { name: 'Close position' }).waitFor()
    expect(await dialog.getByLabel('Quantity').inputValue()).toBe('150')
    const quote = { proceedsCents: (await fillNow(page, m.id, (await market(page, m.id)).pool, 'yes', 'sell', 150)).cashCents }
    await expect.poll(() => dialog.getByTestId('preview-proceeds').innerText(), WAIT).toBe(formatMoney(quote.proceedsCents / 100))
    const realized = quote.proceedsCents - cents(held.cost)
    expect(flat(await dialog.getByTestId('trade-preview').innerText())).toContain(
      `Realized P&L ${realized < 0 ? '-' : '+'}${formatMoney(Math.abs(realized) / 100)}`,
    )
    await shots(page, `${label}-portfolio-close-confirm`)
    await dialog.getByRole('button', { name: 'Confirm Sell Yes' }).click()
    await page.getByText(/^Sold 150 YES contracts at/).waitFor()
    await row.waitFor({ state: 'detached', timeout: 15_000 })
    expect((await portfolio(page)).positions.filter((p) => p.quantity > 0)).toEqual([])

    await page.goto('/my-trades')
    await page.getByRole('tab', { name: 'Trade History' }).click()
    const history = page.getByRole('list', { name: 'Trade History' })
    await history.getByTestId('trade-action').first().waitFor()
    expect(await history.getByTestId('trade-action').allInnerTexts()).toEqual(['SELL', 'BUY'])
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ])
    const csv = readFileSync((await download.path())!, 'utf8')
      .trimEnd()
      .split('\r\n')
    expect(csv[0]).toBe(TRADES_CSV_HEADER.join(','))
    expect(csv).toHaveLength(3)
    // The sale: 150 sold, none held; its price, fee, cost basis and proceeds (src/lib/trades-csv.ts).
    expect(csv[1]).toMatch(/,YES,sell,market,150,0,150,\d+\.\d\d,\d+\.\d\d,\d+\.\d\d,\d+\.\d\d,.*,sold$/)
    expect(download.suggestedFilename()).toMatch(/^foresight-trades-\d{4}-\d{2}-\d{2}\.csv$/)
  })
})
