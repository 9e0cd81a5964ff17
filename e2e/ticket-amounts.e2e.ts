import { describe, expect, it } from 'vitest'
import { mkdirSync } from 'node:fs'
import type { Locator, Page } from 'playwright-core'
import type { Market, OrderBook, Portfolio, Trade } from '../src/api/contract'
import { maxText } from '../src/features/market/ticket/ticket-math'
import { formatMoney } from '../src/lib/format'
import { describeFindings, seriousViolations } from './a11y-helpers'
import { PHONE, signIn, useBrowser } from './harness'
import { yesNoCards } from './markets-helpers'
import { apiOk, buyWithCashNow, cents, currentUser, freezeSimulation, registerUser, startBackend } from './trade-fixtures'

const { newPage } = useBrowser()

/**
 * Amounts in the trade ticket (docs/product.md, Amounts): Dollars with chips that add, Max and
 * Clear; the mode a person last used is remembered on the device; a Close offers only the sides
 * held. The simulated traders are frozen, so prices move only with the test's own trades.
 * TICKET_AMOUNT_SCREENSHOTS=<dir> also saves screenshots of the ticket in Dollars after typing 10.
 */
const DESKTOP_WIDE = { width: 1440, height: 900 }
const WAIT = { timeout: 15_000 }
const flat = (text: string) => text.replace(/\s+/g, ' ').trim()
const ticket = (page: Page) => page.getByRole('dialog')
const trades = async (page: Page) => apiOk<Trade[]>(page, 'GET', `/api/trades?userId=${(await currentUser(page)).id}`)
const portfolio = async (page: Page) => apiOk<Portfolio>(page, 'GET', `/api/portfolio/${(await currentUser(page)).id}`)
const market = (page: Page, id: string) => apiOk<Market>(page, 'GET', `/api/markets/${id}`)
const book = (page: Page, id: string) => apiOk<OrderBook>(page, 'GET', `/api/markets/${id}/book`)

async function shot(page: Page, name: string) {
  const dir = process.env.TICKET_AMOUNT_SCREENSHOTS
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' })
  await page.screenshot({ path: `${dir}/${name}.png` })
}

/** A new trader with the starting $10,000, simulation frozen, on Home. */
async function signedIn(page: Page) {
  await freezeSimulation(page)
  await startBackend(page)
  await registerUser(page, 'tess', 'Tess', 'Trader')
  await signIn(page, 'tess', 'secret123')
}

/** The first card of Home's grid (whose cards have the quick buy) and its id. */
async function firstCard(page: Page): Promise<{ card: Locator; id: string }> {
  await page.goto('/')
  const first = yesNoCards(page).first()
  await first.getByRole('button', { name: /^Buy Yes/ }).waitFor({ timeout: 30_000 })
  const id = (await first.getAttribute('data-market-id'))!
  return { card: page.getByTestId('market-grid').locator(`article[data-market-id="${id}"]`), id }
}

/**
 * What a confirmed $10 Yes buy did: the exchange's trade costs at most $10 and is the most whole
 * contracts $10 bought (so within one contract's price of $10), and the cash fell by exactly that.
 */
async function expectTenDollarBuy(page: Page, id: string, want: { contracts: number; costCents: number }, cashBefore: number) {
  await page.getByText(`Successfully bought ${want.contracts} YES contracts`).waitFor(WAIT)
  const [trade] = await trades(page)
  expect(trade).toMatchObject({ marketId: id, side: 'yes', quantity: want.contracts })
  expect(cents(trade!.cost)).toBe(want.costCents)
  expect(want.costCents).toBeLessThanOrEqual(1000)
  expect(1000 - want.costCents).toBeLessThan(100)
  expect(cashBefore - cents((await portfolio(page)).balance)).toBe(want.costCents)
}

describe('amounts in the ticket on a 390 px phone', () => {
  it('Home → a confirmed $10 Yes buy takes 3 taps plus the digits; the ticket then opens in Dollars, across reloads', async () => {
    const page = await newPage({ viewport: PHONE, touch: true })
    await signedIn(page)
    const { card, id } = await firstCard(page)
    let taps = 0
    const tap = async (target: Locator) => {
      taps += 1
      await target.tap()
    }

    // A first ticket opens in Contracts at the quick buy's 100 (docs/product.md, Trading panel).
    let cash = cents((await portfolio(page)).balance)
    await tap(card.getByRole('button', { name: /^Buy Yes/ }))
    const sheet = ticket(page)
    await sheet.getByLabel('Quantity').waitFor()
    expect(await sheet.getByLabel('Quantity').inputValue()).toBe('100')
    // Dollars puts the caret in the amount with its text selected: the digits replace it.
    await tap(sheet.getByRole('radio', { name: 'Dollars' }))
    const amount = sheet.getByLabel('Amount (USD)')
    await expect.poll(() => amount.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.type('10')
    expect(await amount.inputValue()).toBe('10')
    let want = await buyWithCashNow(page, id, (await market(page, id)).pool, 'yes', 1000)
    await expect
      .poll(async () => flat(await sheet.getByTestId('trade-preview').innerText()), WAIT)
      .toContain(`Cost ${formatMoney(want.costCents / 100)}`)
    await shot(page, 'ticket-dollars-10-phone-390-light')
    await tap(sheet.getByRole('button', { name: 'Confirm Buy Yes' }))
    await expectTenDollarBuy(page, id, want, cash)
    expect(taps).toBe(3)

    // After a reload the ticket opens in Dollars, at what the quick buy's 100 contracts cost now;
    // confirming at once still buys exactly 100 contracts.
    await page.reload()
    await card.getByRole('button', { name: /^Buy Yes/ }).tap()
    await sheet.getByLabel('Amount (USD)').waitFor()
    await expect.poll(() => amount.inputValue(), WAIT).not.toBe('')
    await expect.poll(async () => flat(await sheet.getByTestId('trade-preview').innerText()), WAIT).toContain('Contracts 100 YES')
    await sheet.getByRole('button', { name: 'Confirm Buy Yes' }).tap()
    await page.getByText('Successfully bought 100 YES contracts').waitFor(WAIT)
    await ticket(page).waitFor({ state: 'detached' })

    // A returning trader: Buy Yes, the amount, the digits, Confirm.
    taps = 0
    cash = cents((await portfolio(page)).balance)
    await tap(card.getByRole('button', { name: /^Buy Yes/ }))
    await tap(sheet.getByLabel('Amount (USD)'))
    await page.keyboard.type('10')
    expect(await amount.inputValue()).toBe('10')
    want = await buyWithCashNow(page, id, (await market(page, id)).pool, 'yes', 1000)
    await expect
      .poll(async () => flat(await sheet.getByTestId('trade-preview').innerText()), WAIT)
      .toContain(`Cost ${formatMoney(want.costCents / 100)}`)
    await tap(sheet.getByRole('button', { name: 'Confirm Buy Yes' }))
    await expectTenDollarBuy(page, id, want, cash)
    expect(taps).toBe(3)
  })

  it('chips add to the amount, Max is the most the cash buys, Clear empties it; 44 px targets, by keyboard too', async () => {
    const page = await newPage({ viewport: PHONE, touch: true })
    await signedIn(page)
    const { card, id } = await firstCard(page)
    await card.getByRole('button', { name: /^Buy Yes/ }).tap()
    const sheet = ticket(page)
    await sheet.getByRole('radio', { name: 'Dollars' }).tap()
    const amount = sheet.getByLabel('Amount (USD)')
    const chips = sheet.getByRole('group', { name: 'Add to the amount' }).getByRole('button')
    expect(await chips.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? el.textContent))).toEqual([
      'Add $1',
      'Add $5',
      'Add $10',
      'Add $25',
      'Max',
      'Clear the amount',
    ])
    expect(await chips.allInnerTexts()).toEqual(['+$1', '+$5', '+$10', '+$25', 'Max', 'Clear'])
    for (const box of await Promise.all((await chips.all()).map((c) => c.boundingBox()))) {
      expect(box!.height).toBeGreaterThanOrEqual(44)
      expect(box!.width).toBeGreaterThanOrEqual(44)
      expect(box!.x).toBeGreaterThanOrEqual(0)
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width)
    }

    await sheet.getByRole('button', { name: 'Clear the amount' }).tap()
    expect(await amount.inputValue()).toBe('')
    for (const name of ['Add $1', 'Add $5', 'Add $10', 'Add $25', 'Add $10'])
      await sheet.getByRole('button', { name, exact: true }).tap()
    expect(await amount.inputValue()).toBe('51')
    expect(describeFindings('ticket, light', await seriousViolations(page))).toBe('')
    // By keyboard: the chips follow the amount in the tab order; Enter and Space press them.
    await sheet.getByRole('button', { name: 'Clear the amount' }).press('Enter')
    expect(await amount.inputValue()).toBe('')
    await amount.focus()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await page.keyboard.press(' ')
    expect(await amount.inputValue()).toBe('6')

    // Max: the cash, capped by the ticket's limits (10,000 contracts, a price the exchange allows).
    const cash = cents((await portfolio(page)).balance)
    await sheet.getByRole('button', { name: 'Max', exact: true }).tap()
    const [m, b] = await Promise.all([market(page, id), book(page, id)])
    expect(await amount.inputValue()).toBe(maxText(m.pool, 'yes', 'dollars', cash, b))
    const most = Number(maxText(m.pool, 'yes', 'contracts', cash, b))
    await expect
      .poll(async () => flat(await sheet.getByTestId('trade-preview').innerText()), WAIT)
      .toContain(`Contracts ${most.toLocaleString('en-US')} YES`)
    expect(Number(await amount.inputValue()) * 100).toBeLessThanOrEqual(cash)
    // All the cash typed: where it buys more than a trade's 10,000 contracts, the hint says what it buys.
    await amount.fill(String(cash / 100))
    const capHint = sheet.getByText(
      /^At most 10,000 contracts a trade: \$[\d,.]+ of this buys them, and the rest stays in your cash\.$/,
    )
    if (most === 10_000) await capHint.waitFor(WAIT)
    else expect(await capHint.count()).toBe(0)

    // Contracts: +1, +10, +100 add contracts; Max is the most the cash buys.
    await sheet.getByRole('radio', { name: 'Contracts' }).tap()
    const quantity = sheet.getByLabel('Quantity')
    expect(await chips.allInnerTexts()).toEqual(['+1', '+10', '+100', 'Max', 'Clear'])
    await sheet.getByRole('button', { name: 'Clear the amount' }).tap()
    for (const name of ['Add 1 contract', 'Add 10 contracts', 'Add 100 contracts'])
      await sheet.getByRole('button', { name, exact: true }).tap()
    expect(await quantity.inputValue()).toBe('111')
    await shot(page, 'ticket-contracts-chips-phone-390-light')
    await sheet.getByRole('button', { name: 'Max', exact: true }).tap()
    expect(await quantity.inputValue()).toBe(String(most))
    // Nothing was placed.
    expect(await trades(page)).toEqual([])
  })

  it('Close offers only the side held; holding both, the two sides held, each starting at all of it', async () => {
    const page = await newPage({ viewport: PHONE, touch: true })
    await signedIn(page)
    const [first, second] = await apiOk<Market[]>(page, 'GET', '/api/markets?kind=binary&limit=2')
    const buy = (m: Market, side: 'yes' | 'no', quantity: number) =>
      apiOk<Trade>(page, 'POST', '/api/trades', {
        marketId: m.id,
        side,
        quantity,
        price: side === 'yes' ? m.yesPrice : m.noPrice,
      })
    await buy(first!, 'yes', 40)
    await buy(second!, 'yes', 30)
    await buy(second!, 'no', 20)

    await page.goto('/portfolio')
    const only = page.getByTestId(`position-${first!.id}-yes`)
    await only.getByRole('button', { name: /^Close YES position on/ }).tap()
    const dialog = ticket(page)
    await dialog.getByRole('heading', { name: 'Close position' }).waitFor()
    await expect.poll(() => dialog.getByLabel('Quantity').inputValue(), WAIT).toBe('40')
    expect(await dialog.getByRole('tab').count()).toBe(0)
    expect(flat(await dialog.getByTestId('sell-held').innerText())).toMatch(/^You hold 40 YES at /)
    await dialog.getByRole('button', { name: 'Confirm Sell Yes' }).waitFor()
    await shot(page, 'close-one-side-held-phone-390-light')
    await dialog.getByRole('button', { name: 'Cancel' }).tap()
    await dialog.waitFor({ state: 'detached' })

    const both = page.getByTestId(`position-${second!.id}-yes`)
    await both.getByRole('button', { name: /^Close YES position on/ }).tap()
    await dialog.getByRole('heading', { name: 'Close position' }).waitFor()
    expect(await dialog.getByRole('tab').allInnerTexts()).toEqual([expect.stringMatching(/^Yes/), expect.stringMatching(/^No/)])
    expect(await dialog.getByLabel('Quantity').inputValue()).toBe('30')
    await dialog.getByRole('tab', { name: /^No/ }).tap()
    await expect.poll(() => dialog.getByLabel('Quantity').inputValue()).toBe('20')
    expect(flat(await dialog.getByTestId('sell-held').innerText())).toMatch(/^You hold 20 NO at /)
    await shot(page, 'close-both-sides-held-phone-390-light')
    await dialog.getByRole('button', { name: 'Confirm Sell No' }).tap()
    await page.getByText(/^Sold 20 NO contracts at/).waitFor(WAIT)
    const left = (await portfolio(page)).positions.filter((p) => p.marketId === second!.id && p.quantity > 0)
    expect(left.map((p) => [p.side, p.quantity])).toEqual([['yes', 30]])
  })
})

describe('a buy that cannot pay', () => {
  it('says when the pool sells no more than part of the dollars typed, and when a buy loses even if it is right', async () => {
    const page = await newPage({ viewport: PHONE, touch: true })
    await signedIn(page)
    // The answer whose No is dearest among the seeded multi-answer markets (a 1% long shot's).
    const multi = await apiOk<Market[]>(page, 'GET', '/api/markets?kind=multi&limit=100')
    const [m, answer] = multi
      .flatMap((listed) => listed.answers!.map((a) => [listed, a] as const))
      .sort((x, y) => Number(y[1].noPrice) - Number(x[1].noPrice))[0]!
    expect(Number(answer.noPrice)).toBeGreaterThanOrEqual(95)
    await page.goto(`/market/${m.id}`)
    await page
      .getByRole('button', { name: `buy No on ${answer.text}` })
      .first()
      .tap()
    const sheet = ticket(page)
    await sheet.getByRole('radio', { name: 'Dollars' }).tap()
    await sheet.getByLabel('Amount (USD)').fill('9500')
    const preview = sheet.getByTestId('trade-preview')
    await expect.poll(async () => flat(await preview.innerText()), WAIT).toMatch(/Contracts [\d,]+ NO/)
    const [, contracts] = /Contracts ([\d,]+) NO/.exec(flat(await preview.innerText()))!
    const cost = flat(await preview.getByTestId('preview-cost').innerText())
    // Far less than $9,500 buys all the pool sells before its price reaches its end: the hint says so.
    await sheet
      .getByText(`The pool sells at most ${contracts} NO now: ${cost} of this buys them, and the rest stays in your cash.`)
      .waitFor(WAIT)
    // Each contract costs more than the $1.00 it pays: a loss even if the answer loses.
    const loss = flat(await preview.getByTestId('preview-max-profit').innerText())
    expect(loss).toMatch(/^-\$/)
    expect(flat(await sheet.getByTestId('sure-loss').innerText())).toBe(
      `This buy loses ${loss.slice(1)} even if the answer is not ${answer.text}: its contracts cost more than the $1.00 each pays. Buy fewer.`,
    )
    // One contract of a fair price reads no warning.
    await sheet.getByRole('tab', { name: /^Yes/ }).tap()
    await sheet.getByLabel('Amount (USD)').fill('1')
    await expect.poll(async () => flat(await preview.innerText()), WAIT).toMatch(/Contracts \d+ YES/)
    expect(await sheet.getByTestId('sure-loss').count()).toBe(0)
  })
})

describe('amounts in the ticket at 1440 px, dark', () => {
  it('Dollars, 10 typed, confirmed: the exchange charges at most $10', async () => {
    const page = await newPage({ viewport: DESKTOP_WIDE, colorScheme: 'dark' })
    await signedIn(page)
    const { card, id } = await firstCard(page)
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
    const cash = cents((await portfolio(page)).balance)
    await card.getByRole('button', { name: /^Buy Yes/ }).click()
    const panel = ticket(page)
    await panel.getByRole('radio', { name: 'Dollars' }).click()
    await page.keyboard.type('10')
    expect(await panel.getByLabel('Amount (USD)').inputValue()).toBe('10')
    const want = await buyWithCashNow(page, id, (await market(page, id)).pool, 'yes', 1000)
    await expect
      .poll(async () => flat(await panel.getByTestId('trade-preview').innerText()), WAIT)
      .toContain(`Cost ${formatMoney(want.costCents / 100)}`)
    await shot(page, 'ticket-dollars-10-desktop-1440-dark')
    // The chips, the mode switch and the amount pass axe (names, contrast) in the dark theme.
    expect(describeFindings('ticket, dark', await seriousViolations(page))).toBe('')
    await panel.getByRole('button', { name: 'Confirm Buy Yes' }).click()
    await expectTenDollarBuy(page, id, want, cash)
  })
})
