import { describe, expect, it } from 'vitest'
import { mkdirSync } from 'node:fs'
import type { Locator, Page } from 'playwright-core'
import type { Market, OrderBook, Portfolio, Trade } from '../src/api/contract'
import { quoteBuy, quoteBuyWithCash } from '../src/exchange/quote'
import { formatCentsPrecise, formatMoney } from '../src/lib/format'
import { PHONE, signIn, useBrowser } from './harness'
import { yesNoCards } from './markets-helpers'
import { apiOk, currentUser, freezeSimulation, registerUser, startBackend } from './trade-fixtures'

const { newPage } = useBrowser()

/**
 * The one trade ticket (issue: a thumb-first trade flow). A card's Buy, the market page's
 * Yes/No bar and a copy on Social open it; nothing is placed until the trader confirms there.
 * The simulated traders are frozen in these pages, so prices move only with the test's trades.
 * TICKET_SCREENSHOTS=<dir> also saves screenshots (light and dark) of what is checked.
 */
const DESKTOP_WIDE = { width: 1440, height: 900 }
const WAIT = { timeout: 15_000 }
const flat = (text: string) => text.replace(/\s+/g, ' ').trim()
/** A market nobody has orders resting in: past the featured and trending ones (the seeded crowd keeps books there). */
async function marketWithEmptyBook(page: Page): Promise<Market> {
  for (const market of await apiOk<Market[]>(page, 'GET', '/api/markets?kind=binary&limit=30&offset=400')) {
    const book = await apiOk<OrderBook>(page, 'GET', `/api/markets/${market.id}/book`)
    if ([book.yes, book.no].every((side) => side.bids.length === 0 && side.asks.length === 0)) return market
  }
  throw new Error('no market among the 30 from the 401st without resting orders')
}

const trades = async (page: Page) => apiOk<Trade[]>(page, 'GET', `/api/trades?userId=${(await currentUser(page)).id}`)
const portfolio = async (page: Page) => apiOk<Portfolio>(page, 'GET', `/api/portfolio/${(await currentUser(page)).id}`)
const ticket = (page: Page) => page.getByRole('dialog')

/** Whether the element is wholly on the screen as it is (nothing scrolled). */
async function onScreen(locator: Locator, viewport: { width: number; height: number }): Promise<boolean> {
  const box = await locator.boundingBox()
  return !!box && box.y >= 0 && box.x >= 0 && box.y + box.height <= viewport.height && box.x + box.width <= viewport.width
}

async function shots(page: Page, name: string, target?: Locator) {
  const dir = process.env.TICKET_SCREENSHOTS
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  // Colours switch at once (buttons ease colour changes, which would catch them half-way).
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' })
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme })
    // As the theme toggle does (the app reads the system theme only at start).
    await page.evaluate((dark) => {
      document.documentElement.classList.toggle('dark', dark)
      document.documentElement.style.colorScheme = dark ? 'dark' : 'light'
      return new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
    }, theme === 'dark')
    await (target ?? page).screenshot({ path: `${dir}/${name}-${theme}.png` })
  }
  await page.emulateMedia({ colorScheme: 'light' })
  await page.evaluate(() => {
    document.documentElement.classList.remove('dark')
    document.documentElement.style.colorScheme = 'light'
  })
}

/** A new trader (the demo trader's seeded month would crowd its positions and trades), simulation frozen. */
async function signedIn(page: Page) {
  await freezeSimulation(page)
  await startBackend(page)
  await registerUser(page, 'tess', 'Tess', 'Trader')
  await signIn(page, 'tess', 'secret123')
}

describe('the trade ticket on a 390 px phone', () => {
  it("a card's Buy opens the ticket with 100 contracts: nothing is placed until Confirm, Cancel places nothing", async () => {
    const page = await newPage({ viewport: PHONE, touch: true })
    await signedIn(page)
    const card = yesNoCards(page).first()
    await card.waitFor({ timeout: 30_000 })
    const id = (await card.getAttribute('data-market-id'))!
    const before = (await trades(page)).length

    await card.getByRole('button', { name: /^Buy Yes/ }).tap()
    const sheet = ticket(page)
    await sheet.getByLabel('Quantity').waitFor()
    expect(await sheet.getByLabel('Quantity').inputValue()).toBe('100')
    expect(await sheet.getByRole('tab', { name: /^Yes/ }).getAttribute('aria-selected')).toBe('true')
    await expect.poll(() => sheet.getByTestId('preview-to-win').innerText(), WAIT).toBe('$100.00')
    const confirm = sheet.getByRole('button', { name: 'Confirm Buy Yes' })
    // The sheet sits at the bottom, its Confirm in reach without scrolling.
    expect(await onScreen(confirm, PHONE)).toBe(true)
    // What Confirm commits to is beside it, on the first screen: the preview's cost, and the balance.
    const figures = sheet.getByTestId('submit-figures')
    expect(await onScreen(figures, PHONE)).toBe(true)
    const cost = await sheet.getByTestId('preview-cost').innerText()
    await expect.poll(() => figures.innerText(), WAIT).toMatch(new RegExp(`^Cost \\${cost} · Balance \\$`))
    expect((await trades(page)).length).toBe(before)
    await shots(page, 'phone-card-ticket')

    await sheet.getByRole('button', { name: 'Cancel' }).tap()
    await sheet.waitFor({ state: 'detached' })
    expect((await trades(page)).length).toBe(before)

    await card.getByRole('button', { name: /^Buy Yes/ }).tap()
    await ticket(page).getByRole('button', { name: 'Confirm Buy Yes' }).tap()
    await page.getByText('Successfully bought 100 YES contracts').waitFor()
    await ticket(page).waitFor({ state: 'detached' })
    const after = await trades(page)
    expect(after.length).toBe(before + 1)
    expect(after[0]).toMatchObject({ marketId: id, side: 'yes', quantity: 100 })
  })

  it('the market page: the Yes/No bar is on the first screen; its ticket buys in dollars or contracts, with chips, To win and the price after', async () => {
    const page = await newPage({ viewport: PHONE, touch: true })
    await signedIn(page)
    // A market with no resting orders (the seeded crowd rests some), so the pool alone prices it here.
    const market = await marketWithEmptyBook(page)
    await page.goto(`/market/${market!.id}`)
    const bar = page.getByTestId('trade-bar')
    await bar.getByRole('button', { name: /^Buy No/ }).waitFor()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    expect(await onScreen(bar, PHONE)).toBe(true)
    // No panel further down: the bar is the way to trade on a phone.
    expect(await page.getByRole('region', { name: 'Trade' }).count()).toBe(0)

    await bar.getByRole('button', { name: /^Buy No/ }).tap()
    const sheet = ticket(page)
    await sheet.getByLabel('Quantity').waitFor()
    expect(await sheet.getByRole('tab', { name: /^No/ }).getAttribute('aria-selected')).toBe('true')
    const fresh = await apiOk<Market>(page, 'GET', `/api/markets/${market!.id}`)
    const q100 = quoteBuy(fresh.pool, 'no', 100)
    await expect
      .poll(async () => flat(await sheet.getByTestId('trade-preview').innerText()), WAIT)
      .toContain(`Cost ${formatMoney(q100.costCents / 100)}`)
    // The price after, with an arrow, at a precision that shows the move.
    expect(flat(await sheet.getByTestId('preview-price-after').innerText())).toMatch(/^\d+\.\d{1,2}¢ → \d+\.\d{1,2}¢$/)
    await shots(page, 'phone-market-ticket-contracts')

    // Dollars: the order's cost becomes the amount. Tapping it and typing replaces it (it was
    // appended to: "56.88" + "10" read "56.8810"); +$10 buys the most contracts $10 more pays for.
    await sheet.getByRole('radio', { name: 'Dollars' }).tap()
    const amount = sheet.getByLabel('Amount (USD)')
    expect(await amount.inputValue()).toBe((q100.costCents / 100).toFixed(2).replace(/\.00$/, ''))
    await amount.tap()
    await page.keyboard.type('10')
    expect(await amount.inputValue()).toBe('10')
    await sheet.getByRole('button', { name: 'Add $10', exact: true }).tap()
    const budget = 2000
    const want = quoteBuyWithCash(fresh.pool, 'no', budget)
    expect(Math.round(Number(await amount.inputValue()) * 100)).toBe(budget)
    await expect
      .poll(async () => flat(await sheet.getByTestId('trade-preview').innerText()))
      // The average price before the fee (docs/product.md, "A trade, and its price"); the fee is its own line.
      .toContain(
        `Contracts ${want.quantity} NO Average price ${formatCentsPrecise((want.quote!.costCents - want.quote!.feeCents) / want.quantity)}`,
      )
    expect(await sheet.getByTestId('preview-to-win').innerText()).toBe(formatMoney(want.quantity))
    expect(want.quote!.costCents).toBeLessThanOrEqual(budget)
    const confirm = sheet.getByRole('button', { name: 'Confirm Buy No' })
    expect(await onScreen(confirm, PHONE)).toBe(true)
    await shots(page, 'phone-market-ticket-dollars')

    const before = (await trades(page)).length
    await confirm.tap()
    await page.getByText(`Successfully bought ${want.quantity} NO contracts`).waitFor()
    const [trade] = await trades(page)
    expect((await trades(page)).length).toBe(before + 1)
    expect(trade).toMatchObject({
      marketId: market!.id,
      side: 'no',
      quantity: want.quantity,
      cost: (want.quote!.costCents / 100).toFixed(2),
    })

    // What the trader now holds here shows next, right under the Yes/No tiles (prices first).
    const held = page.getByTestId('position-no')
    await held.waitFor(WAIT)
    expect(flat(await held.innerText())).toContain(`NO ${want.quantity} contracts`)
    const tiles = (await page.getByRole('button', { name: /^No \d+¢, \d+% chance\. Trade No$/ }).boundingBox())!
    const heading = (await page.getByRole('heading', { name: 'Your position' }).boundingBox())!
    expect(heading.y).toBeGreaterThan(tiles.y + tiles.height)
    expect(heading.y - (tiles.y + tiles.height)).toBeLessThan(80)
  })

  it("a copy opens the ticket with the leader's price beside today's; nothing is copied until Confirm Copy", async () => {
    const page = await newPage({ viewport: PHONE, touch: true })
    await freezeSimulation(page)
    await startBackend(page)
    const lea = await registerUser(page, 'leader', 'Lea', 'Leader')
    await registerUser(page, 'tess', 'Tess', 'Trader')
    await apiOk(page, 'POST', '/api/auth/login', { username: 'leader', password: 'secret123' })
    const [market] = await apiOk<Market[]>(page, 'GET', '/api/markets?kind=binary&limit=1')
    const leader = await apiOk<Trade>(page, 'POST', '/api/trades', {
      marketId: market!.id,
      side: 'yes',
      quantity: 1_500,
      price: market!.yesPrice,
    })
    await apiOk(page, 'POST', '/api/auth/logout')
    await signIn(page, 'tess', 'secret123')
    // Followed, Lea is listed whatever her rank (the seeded month's best traders rank above her).
    await apiOk(page, 'POST', `/api/social/traders/${lea.id}/follow`)

    await page.goto('/social')
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Lea Leader', exact: true }) })
    await card.getByRole('button', { name: /^Copy YES trade on/ }).tap()
    const sheet = ticket(page)
    await sheet.getByRole('heading', { name: "Copy Lea Leader's trade" }).waitFor()
    const prices = sheet.getByTestId('copy-prices')
    await prices.waitFor(WAIT)
    expect(flat(await prices.innerText())).toContain(`Lea Leader paid ${formatCentsPrecise(Number(leader.price))}`)
    // Today's price is the exchange's quote through the pool and the resting orders: the copy is charged it (below).
    const today = /You pay today (\d+\.\d)¢/.exec(flat(await prices.innerText()))?.[1]
    expect(today).toBeDefined()
    expect(await sheet.getByLabel('Quantity').inputValue()).toBe('1500')
    expect((await portfolio(page)).positions).toEqual([])
    await shots(page, 'phone-copy-ticket')

    await sheet.getByRole('button', { name: 'Confirm Copy' }).tap()
    await page.getByText('Trade Copied', { exact: true }).waitFor()
    const held = (await portfolio(page)).positions
    expect(held).toEqual([expect.objectContaining({ marketId: market!.id, side: 'yes', quantity: 1_500 })])
    const [copied] = await trades(page)
    // The ticket shows the exact average to 0.1¢; the trade's price is that average to 0.01¢. The
    // simulated traders may trade this market between the quote and Confirm Copy (a CI run saw
    // 0.07¢ of drift): a few tenths of a cent are allowed.
    expect(Math.abs(Number(copied!.price) - Number(today))).toBeLessThanOrEqual(0.3)
    await card.getByText('Copied', { exact: true }).waitFor(WAIT)
  })
})

describe('the trade ticket at 1440 px', () => {
  it('a card opens it as a panel at the right; the market page has it inline beside the chart', async () => {
    const page = await newPage({ viewport: DESKTOP_WIDE })
    await signedIn(page)
    const card = yesNoCards(page).first()
    await card.waitFor({ timeout: 30_000 })
    const before = (await trades(page)).length
    await card.getByRole('button', { name: /^Buy No/ }).click()
    const panel = ticket(page)
    await panel.getByLabel('Quantity').waitFor()
    await expect.poll(async () => (await panel.getByTestId('trade-preview').innerText()).includes('To win'), WAIT).toBe(true)
    const box = (await page.getByTestId('trade-ticket').boundingBox())!
    expect(box.x + box.width).toBeCloseTo(DESKTOP_WIDE.width, 0)
    expect(box.height).toBeGreaterThanOrEqual(DESKTOP_WIDE.height - 1)
    await shots(page, 'desktop-card-ticket')
    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'detached' })
    expect((await trades(page)).length).toBe(before)
    // Focus goes back to the button that opened it (a keyboard user carries on from there).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent))
      .toMatch(/^Buy No/)

    const id = (await card.getAttribute('data-market-id'))!
    await page.goto(`/market/${id}`)
    const inline = page.getByRole('region', { name: 'Trade' })
    await inline.getByLabel('Quantity').waitFor()
    expect(await page.getByTestId('trade-bar').count()).toBe(0)
    await inline.getByRole('radio', { name: 'Dollars' }).click()
    await inline.getByRole('button', { name: 'Add $25', exact: true }).click()
    await expect.poll(async () => (await inline.getByTestId('trade-preview').innerText()).includes('To win'), WAIT).toBe(true)
    await shots(page, 'desktop-market-ticket-dollars')
  })
})
