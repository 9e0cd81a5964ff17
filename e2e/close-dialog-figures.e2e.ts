import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import type { Market, Portfolio, Position, Trade } from '../src/api/contract'
import { formatCentsPrecise, formatMoney } from '../src/lib/format'
import { PHONE, signIn, useBrowser } from './harness'
import { apiOk, cents, currentUser, fillNow, freezeSimulation, registerUser, startBackend } from './trade-fixtures'

const { newPage } = useBrowser()

/**
 * The Close dialog (the trade ticket's sell, opened by a position's Close on the portfolio) shows
 * what the contracts are worth at today's price (the value the portfolio shows), what the sale
 * pays (the exchange's own quote) and why the two differ; and the sale pays what it said. At a
 * phone's width (the bottom sheet) and a desktop's (the side panel). Simulated traders are frozen.
 */
const WIDE = { width: 1280, height: 800 }
const WAIT = { timeout: 15_000 }
const flat = (text: string) => text.replace(/\s+/g, ' ').trim()
const portfolio = async (page: Page) => apiOk<Portfolio>(page, 'GET', `/api/portfolio/${(await currentUser(page)).id}`)
const market = (page: Page, id: string) => apiOk<Market>(page, 'GET', `/api/markets/${id}`)

/** `quantity` contracts at a side price in cents ("62.87"), to the nearest cent, halves up: written out here, not the app's. */
const valueCents = (quantity: number, priceCents: string) => Math.round((quantity * Math.round(Number(priceCents) * 100)) / 100)

/** A new trader (the demo trader's seeded month would crowd the portfolio) holding 150 YES of the first market. */
async function holding(page: Page): Promise<Market> {
  await freezeSimulation(page)
  await startBackend(page)
  await registerUser(page, 'cleo', 'Cleo', 'Closer')
  await signIn(page, 'cleo', 'secret123')
  const [first] = await apiOk<Market[]>(page, 'GET', '/api/markets?kind=binary&limit=1')
  await apiOk<Trade>(page, 'POST', '/api/trades', { marketId: first!.id, side: 'yes', quantity: 150, price: first!.yesPrice })
  return first!
}

describe.each([
  ['phone', PHONE, 'All', 150],
  ['desktop', WIDE, '50%', 75],
] as const)('the Close dialog at %s width', (_label, viewport, chip, sold) => {
  it(`shows the value at today's price, what selling ${sold} pays and why they differ, and pays that`, async () => {
    const page = await newPage({ viewport })
    const m = await holding(page)
    await page.goto('/portfolio')
    const row = page.getByTestId(`position-${m.id}-yes`)
    await row.waitFor(WAIT)
    const held: Position = (await portfolio(page)).positions.find((p) => p.marketId === m.id)!
    // The portfolio's value of the position: its contracts at the side's price now.
    expect(cents(held.value)).toBe(valueCents(150, held.currentPrice))
    expect(flat(await row.innerText())).toContain(`Value ${formatMoney(held.value)}`)

    await row.getByRole('button', { name: /^Close YES position on/ }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('heading', { name: 'Close position' }).waitFor()
    // Only YES is held: no side to switch to.
    expect(await dialog.getByRole('tab').count()).toBe(0)
    await dialog.getByRole('button', { name: chip, exact: true }).click()
    expect(await dialog.getByLabel('Quantity').inputValue()).toBe(String(sold))

    const fill = await fillNow(page, m.id, (await market(page, m.id)).pool, 'yes', 'sell', sold)
    const worth = valueCents(sold, held.currentPrice)
    const gap = worth - fill.cashCents
    // Selling into the pool lowers the price as it goes, and the pool takes its fee.
    expect(gap).toBeGreaterThan(fill.feeCents)
    await expect.poll(() => dialog.getByTestId('preview-proceeds').innerText(), WAIT).toBe(formatMoney(fill.cashCents / 100))
    const preview = flat(await dialog.getByTestId('trade-preview').innerText())
    expect(preview).toContain(`Value at ${formatCentsPrecise(Number(held.currentPrice))} ${formatMoney(worth / 100)}`)
    expect(preview).toContain(`You receive ${formatMoney(fill.cashCents / 100)}`)
    expect(flat(await dialog.getByTestId('preview-sale-gap').innerText())).toBe(
      `${formatMoney(gap / 100)} less: a ${formatMoney(fill.feeCents / 100)} fee, and ${formatMoney((gap - fill.feeCents) / 100)} because the price falls as you sell.`,
    )
    // Selling the whole position: the value shown is the portfolio's own figure for it.
    if (sold === 150) expect(await dialog.getByTestId('preview-value-now').innerText()).toBe(formatMoney(held.value))

    // It all fits: the figures and the confirm button are on screen together, nothing runs off the side.
    const box = (await dialog.getByTestId('trade-preview').boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
    await dialog.getByTestId('preview-sale-gap').scrollIntoViewIfNeeded()
    expect(await dialog.getByRole('button', { name: 'Confirm Sell Yes' }).isVisible()).toBe(true)

    const before = await portfolio(page)
    await dialog.getByRole('button', { name: 'Confirm Sell Yes' }).click()
    const toast = page.getByText(new RegExp(`^Sold ${sold} YES contracts at \\d+\\.\\d¢$`))
    await toast.waitFor(WAIT)
    await dialog.waitFor({ state: 'detached' })
    // What the dialog said the sale pays is what it paid: the trade, the balance and the toast.
    const [trade] = await apiOk<Trade[]>(page, 'GET', `/api/trades?userId=${(await currentUser(page)).id}`)
    expect(trade).toMatchObject({ action: 'sell', side: 'yes', quantity: sold, proceeds: (fill.cashCents / 100).toFixed(2) })
    expect(await toast.innerText()).toBe(`Sold ${sold} YES contracts at ${formatCentsPrecise(Number(trade!.price))}`)
    const after = await portfolio(page)
    expect(cents(after.balance) - cents(before.balance)).toBe(fill.cashCents)
    await expect.poll(() => page.getByTestId('cash-balance').innerText(), WAIT).toContain(formatMoney(after.balance))
    const left = after.positions.find((p) => p.marketId === m.id && p.side === 'yes' && p.quantity > 0)
    expect(left?.quantity ?? 0).toBe(150 - sold)
  })
})

describe('Sell from the market page on a phone, holding only YES', () => {
  it('the NO tab is no dead end: no amount or quote to fill in, it says where the contracts held are', async () => {
    const page = await newPage({ viewport: PHONE })
    const m = await holding(page)
    await page.goto(`/market/${m.id}`)
    await page.getByTestId('trade-bar').getByRole('button', { name: 'Sell Yes contracts' }).click()
    const sheet = page.getByRole('dialog')
    await expect.poll(async () => flat(await sheet.getByTestId('sell-held').innerText()), WAIT).toMatch(/^You hold 150 YES at /)
    await sheet.getByRole('tab', { name: /^No/ }).click()
    await expect
      .poll(async () => flat(await sheet.getByTestId('sell-held').innerText()), WAIT)
      .toBe('You hold no NO contracts in this market. Your 150 YES are on the Yes tab above.')
    expect(await sheet.getByLabel('Quantity').count()).toBe(0)
    expect(await sheet.getByTestId('trade-preview').count()).toBe(0)
    expect(await sheet.getByRole('button', { name: 'Confirm Sell No' }).isDisabled()).toBe(true)
    await sheet.getByRole('tab', { name: /^Yes/ }).click()
    // Back on the side held, selling all of it shows what it is worth and what it pays.
    await sheet.getByRole('button', { name: 'All', exact: true }).click()
    await expect
      .poll(async () => flat(await sheet.getByTestId('preview-sale-gap').innerText()), WAIT)
      .toMatch(/^\$\d+\.\d\d less: a \$\d+\.\d\d fee, and \$\d+\.\d\d because the price falls as you sell\.$/)
  })
})

describe('Closing a position bigger than one sale', () => {
  it('starts at the most one sale takes, says so, and sells it; the rest stays held', async () => {
    const page = await newPage({ viewport: PHONE })
    await freezeSimulation(page)
    await startBackend(page)
    await registerUser(page, 'bigcleo', 'Big', 'Closer')
    await signIn(page, 'bigcleo', 'secret123')
    // The cheapest Yes: 10,300 contracts within the starting cash.
    const markets = await apiOk<Market[]>(page, 'GET', '/api/markets?kind=binary&limit=100')
    const m = [...markets].sort((a, b) => Number(a.yesPrice) - Number(b.yesPrice))[0]!
    await apiOk<Trade>(page, 'POST', '/api/trades', { marketId: m.id, side: 'yes', quantity: 10_000, price: m.yesPrice })
    const now = await market(page, m.id)
    await apiOk<Trade>(page, 'POST', '/api/trades', { marketId: m.id, side: 'yes', quantity: 300, price: now.yesPrice })

    await page.goto('/portfolio')
    const row = page.getByTestId(`position-${m.id}-yes`)
    await row.waitFor(WAIT)
    await row.getByRole('button', { name: /^Close YES position on/ }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('heading', { name: 'Close position' }).waitFor()
    expect(await dialog.getByLabel('Quantity').inputValue()).toBe('10000')
    await dialog.getByText('A sale takes at most 10,000: sell the other 300 in another.', { exact: false }).waitFor()
    await dialog.getByRole('button', { name: 'All', exact: true }).click()
    expect(await dialog.getByLabel('Quantity').inputValue()).toBe('10000')
    const confirm = dialog.getByRole('button', { name: 'Confirm Sell Yes' })
    await expect.poll(() => confirm.isEnabled(), WAIT).toBe(true)
    await confirm.click()
    await dialog.waitFor({ state: 'detached', ...WAIT })
    await expect
      .poll(async () => (await portfolio(page)).positions.find((p) => p.marketId === m.id && p.side === 'yes')?.quantity, WAIT)
      .toBe(300)
  })
})
