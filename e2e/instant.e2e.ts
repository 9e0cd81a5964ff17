import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import type { InstantMarket, InstantMarkets, OrderBook, Trade } from '../src/api/contract'
import { quoteBuyWithCash } from '../src/exchange/quote'
import { previewFill } from '../src/exchange/orders'
import { formatCount, formatMoney } from '../src/lib/format'
import { PHONE, signIn, useBrowser } from './harness'
import { apiOk, portfolioOf } from './trade-fixtures'

const { newPage } = useBrowser()

/**
 * Instant markets in a real browser. The simulation runs (it opens the instant markets);
 * time is moved with the demo control POST /api/demo/fast-forward, which advances the
 * exchange's clock (backend/clock.ts) and runs the simulation up to it: nothing sleeps.
 */
const instant = (page: Page) => apiOk<InstantMarkets>(page, 'GET', '/api/instant/markets')
const cardOf = (page: Page, id: string) => page.locator(`article[data-market-id="${id}"]`)
const cards = (page: Page) => page.locator('article[data-market-id]')

async function openInstant(page: Page): Promise<InstantMarket[]> {
  await page.goto('/instant')
  await page.getByRole('heading', { name: 'Instant Settlement' }).waitFor()
  await page.getByText(/Showing \d+ of \d+ markets/).waitFor() // the first answer is in: the in-page backend runs
  await expect
    .poll(async () => (await instant(page)).markets.filter((m) => m.status === 'live').length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(12)
  await cards(page).first().waitFor()
  return (await instant(page)).markets
}

/** Buys `side` for `amount` dollars through the trade ticket and waits for the success toast. */
async function buy(page: Page, market: InstantMarket, side: 'yes' | 'no', amount: string): Promise<number> {
  await cardOf(page, market.id).getByRole('button', { name: 'Trade Now' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('tab', { name: new RegExp(`^Buy ${side.toUpperCase()}`) }).click()
  const place = dialog.getByRole('button', { name: 'Place Trade' })
  expect(await place.isDisabled()).toBe(true) // nothing to send while the amount is empty
  await dialog.getByLabel('Amount (USD)').fill(amount)
  // The preview, from the side's current pool (an earlier trade may have moved it; the page refreshes after
  // trades): the most whole contracts the amount pays for, fee included (docs/product.md), what the exchange
  // charges for them, and payout minus that.
  // A buy fills through resting orders as well as the pool: the exchange's matcher on the book as the API answers it.
  const expected = async () => {
    const now = (await instant(page)).markets.find((m) => m.id === market.id)!
    const book = await apiOk<OrderBook>(page, 'GET', `/api/markets/${market.id}/book`)
    const budget = Math.round(Number(amount) * 100)
    const cost = (q: number) => previewFill(now.pool, book, { side, action: 'buy', quantity: q, limitPriceCents: null }).cashCents
    let contracts = quoteBuyWithCash(now.pool, side, budget).quantity
    while (contracts < 10_000 && cost(contracts + 1) <= budget) contracts += 1
    const paid = cost(contracts)
    return { contracts, cost: formatMoney(paid / 100), maxProfit: formatMoney((contracts * 100 - paid) / 100) }
  }
  let contracts = 0
  await expect
    .poll(async () => {
      const [text, want] = [(await dialog.getByTestId('trade-preview').innerText()).replace(/\s+/g, ' '), await expected()]
      contracts = want.contracts
      const maxProfit = await dialog.getByTestId('preview-max-profit').innerText()
      return (
        text.includes(`Contracts ${formatCount(want.contracts)} ${side.toUpperCase()} `) &&
        text.includes(`Cost ${want.cost}`) &&
        maxProfit === want.maxProfit
      )
    })
    .toBe(true)
  expect(await dialog.getByText('Time to settlement').count()).toBe(1)
  await place.click()
  // One toast at a time: this trade's side tells it from an earlier trade's toast. It names what the trade cost.
  const toast = page
    .getByRole('status')
    .filter({ hasText: new RegExp(`Your ${side.toUpperCase()} trade for \\$[\\d,.]+ has been placed\\.`) })
  await toast.waitFor()
  expect(await toast.innerText()).toContain('Trade Placed Successfully!')
  const [trade] = await apiOk<Trade[]>(page, 'GET', '/api/trades?userId=demo-user')
  expect(trade).toMatchObject({ marketId: market.id, side, quantity: contracts })
  expect(await toast.innerText()).toContain(`Your ${side.toUpperCase()} trade for ${formatMoney(trade!.cost)} has been placed.`)
  await dialog.waitFor({ state: 'detached' })
  return contracts
}

describe('Instant settlement', () => {
  it('filters by category, status and settlement time, with counts and Clear Filters', async () => {
    const page = await newPage({ viewport: PHONE })
    await signIn(page)
    const markets = await openInstant(page)
    const total = await cards(page).count()
    await page.getByText(`Showing ${total} of ${total} markets`).waitFor()
    // On the phone the three filters are one row of 44 px chips, and the first market starts on the first screen.
    const filters = page.getByRole('group', { name: 'Filters' })
    const row = (await filters.boundingBox())!
    expect(row.height).toBeLessThanOrEqual(48)
    for (const select of await filters.getByRole('combobox').all()) {
      const b = (await select.boundingBox())!
      expect(b.height).toBeGreaterThanOrEqual(44)
      expect(Math.abs(b.y - row.y)).toBeLessThanOrEqual(2)
    }
    const first = cards(page).first()
    const bar = (await page.locator('#bottom-bar').boundingBox())!
    const trade = (await first.getByRole('button', { name: 'Trade Now' }).boundingBox())!
    expect(trade.y + trade.height).toBeLessThanOrEqual(bar.y)

    // The simulation opens and settles instant markets as it runs, and the page refreshes its list every 10 s
    // (src/api/instant.ts): each check compares the page with the API's answer until the page has caught up.
    const agrees = async (keep: (m: InstantMarket, serverNow: number) => boolean) => {
      const answer = await instant(page)
      const serverNow = Date.parse(answer.serverTime)
      return (await cards(page).count()) === answer.markets.filter((m) => keep(m, serverNow)).length
    }
    const caughtUp = { timeout: 25_000, interval: 250 }
    await page.getByLabel('Status').selectOption('settling')
    const showing = () =>
      page
        .getByText(/Showing \d+ of \d+ markets/)
        .first()
        .innerText()
    await expect
      .poll(async () => {
        const settling = (await instant(page)).markets.filter((m) => m.status === 'settling').length
        const text = await showing()
        return (
          text.startsWith(`Showing ${settling} of `) && (settling > 0 || (await page.getByText('No markets found').count()) > 0)
        )
      }, caughtUp)
      .toBe(true)

    await page.getByRole('button', { name: 'Clear Filters' }).first().click()
    await page.getByLabel('Settlement time').selectOption('1h')
    // Still to settle within the hour (a settled market is in no time filter).
    await expect
      .poll(() => agrees((m, now) => m.status !== 'settled' && Date.parse(m.settlementTime) - now <= 3_600_000), caughtUp)
      .toBe(true)

    const category = markets[0]!.category
    await page.getByLabel('Settlement time').selectOption('all')
    await page.getByLabel('Category').selectOption(category)
    await expect.poll(() => agrees((m) => m.category === category), caughtUp).toBe(true)
    await page.getByRole('button', { name: 'Clear Filters' }).first().click()
    await expect.poll(() => agrees(() => true), caughtUp).toBe(true)
    // A live card counts down and can be traded.
    expect(await cardOf(page, markets[0]!.id).innerText()).toMatch(/Live ·\s*(\d+m \d\ds|\d+h \d\dm)/)
  })

  it('a market traded while live settles after the clock moves on and pays the winning side', async () => {
    const page = await newPage()
    await signIn(page)
    // The live market that settles soonest (instant markets live 15 minutes to a day), with time left to trade it.
    const opened = await openInstant(page)
    const serverNow = Date.parse((await instant(page)).serverTime)
    const live = opened.filter((m) => m.status === 'live' && Date.parse(m.settlementTime) - serverNow > 15 * 60_000)
    const [first] = live.sort((a, b) => Date.parse(a.settlementTime) - Date.parse(b.settlementTime)) as [InstantMarket]
    const yes = await buy(page, first, 'yes', '25')
    const no = await buy(page, first, 'no', '10')
    const held = (await portfolioOf(page, 'demo-user')).positions.filter((p) => p.marketId === first.id)
    expect(held.map((p) => [p.side, p.quantity]).sort()).toEqual([
      ['no', no],
      ['yes', yes],
    ])
    const balanceBefore = Number((await portfolioOf(page, 'demo-user')).balance)

    // Simulated hours later (as many as its settlement is away, with 5 minutes to spare) the market has closed,
    // settled, and paid out.
    const away = Date.parse(first.settlementTime) - Date.parse((await instant(page)).serverTime)
    expect(away).toBeLessThan(24 * 3_600_000)
    for (let hours = Math.ceil((away + 5 * 60_000) / 3_600_000); hours > 0; hours -= 1)
      await apiOk(page, 'POST', '/api/demo/fast-forward', { preset: '1h' })
    await expect
      .poll(async () => (await instant(page)).markets.find((m) => m.id === first.id)?.status, { timeout: 20_000 })
      .toBe('settled')
    const settled = (await instant(page)).markets.find((m) => m.id === first.id)!
    const winner = held.find((p) => p.side === settled.resolution)!
    const portfolio = await portfolioOf(page, 'demo-user')
    expect(Number(portfolio.balance)).toBeCloseTo(balanceBefore + winner.quantity, 2) // $1.00 per winning contract
    expect(portfolio.positions.filter((p) => p.marketId === first.id).every((p) => p.settled)).toBe(true)

    // The page shows it settled (after its next refresh) and no longer tradable; new live markets replaced it.
    await page.reload()
    await cards(page).first().waitFor()
    const card = cardOf(page, first.id)
    await card.getByText(`Settled · ${settled.resolution!.toUpperCase()}`).waitFor()
    expect(await card.getByRole('button', { name: 'Settled' }).isDisabled()).toBe(true)
    await expect
      .poll(async () => (await instant(page)).markets.filter((m) => m.status === 'live').length)
      .toBeGreaterThanOrEqual(12)
  })
})
