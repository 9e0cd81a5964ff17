import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import type { LiquidityPool, LiquidityPools, Market, Portfolio } from '../src/api/contract'
import { formatMoney } from '../src/lib/format'
import { PHONE, signIn, useBrowser } from './harness'
import { apiOk, currentUser, freezeSimulation, portfolioOf, registerUser, startBackend } from './trade-fixtures'

const { newPage } = useBrowser()

/**
 * Liquidity pools in a real browser. The simulated traders are held still (freezeSimulation),
 * so only this test's trades move prices and pay fees: the numbers are exact.
 */
const pools = (page: Page) => apiOk<LiquidityPools>(page, 'GET', '/api/liquidity/pools')
const poolOf = async (page: Page, id: string) => (await pools(page)).pools.find((p) => p.id === id) as LiquidityPool
const cents = (dollars: number | string) => Math.round(Number(dollars) * 100)
const myId = async (page: Page) => (await currentUser(page)).id
const balanceCents = async (page: Page) => cents((await portfolioOf(page, await myId(page))).balance)

function summaryCard(page: Page, label: string): Locator {
  return page
    .locator('section[aria-label="Summary"] > div')
    .filter({ has: page.getByRole('heading', { name: label, exact: true }) })
}

const card = (page: Page, poolId: string) => page.locator(`article[data-pool-id="${poolId}"]`)

/** Opens the manage panel of a pool, picks the action, enters the amount and submits; waits for the success toast. */
async function manage(page: Page, poolId: string, action: 'add' | 'remove', amount: string | 'max') {
  await card(page, poolId)
    .getByRole('button', { name: /Add Liquidity|Manage Liquidity/ })
    .click()
  const dialog = page.getByRole('dialog')
  if (action === 'remove') await dialog.getByRole('radio', { name: 'Remove' }).click()
  const submit = dialog.getByRole('button', { name: action === 'add' ? 'Add Liquidity' : 'Remove Liquidity' })
  expect(await submit.isDisabled()).toBe(true) // nothing to send while the amount is empty
  if (amount === 'max') await dialog.getByRole('button', { name: /^Max / }).click()
  else await dialog.getByLabel('Amount (USD)').fill(amount)
  await submit.click()
  await page.getByText(action === 'add' ? 'Liquidity Added' : 'Liquidity Removed', { exact: true }).waitFor()
  await dialog.waitFor({ state: 'detached' })
}

/** Another signed-in person trades in the pool (same browser profile: sessions switch, the exchange is shared). */
async function tradeAs(page: Page, username: string, password: string, marketId: string, side: 'yes' | 'no', quantity: number) {
  await apiOk(page, 'POST', '/api/auth/login', { username, password })
  const market = await apiOk<Market>(page, 'GET', `/api/markets/${marketId}`)
  await apiOk(page, 'POST', '/api/trades', { marketId, side, quantity, price: side === 'yes' ? market.yesPrice : market.noPrice })
  // Back to the test's provider.
  await apiOk(page, 'POST', '/api/auth/login', { username: 'newbie', password: 'secret123' })
}

describe('Liquidity pools', () => {
  it('add then remove gives the cash back; with another trader in between it pays the earned fees', async () => {
    const page = await newPage()
    await freezeSimulation(page)
    // A new provider with no pool yet (the demo trader's seeded month funds one).
    await startBackend(page)
    await registerUser(page, 'newbie', 'New', 'Provider')
    await signIn(page, 'newbie', 'secret123')
    await page.goto('/liquidity')
    const first = page.locator('article[data-pool-id]').first()
    await first.waitFor() // the page has loaded (and started the in-page backend the API helpers talk to)
    const poolId = (await first.getAttribute('data-pool-id'))!
    const start = await balanceCents(page)
    expect(await summaryCard(page, 'My Liquidity').innerText()).toContain('$0.00')

    // 1. A round trip with nobody trading in between: the cash comes back, less sub-contract rounding.
    await manage(page, poolId, 'add', '1000')
    await card(page, poolId).getByText('My Pool').waitFor()
    const added = await poolOf(page, poolId)
    await expect.poll(() => summaryCard(page, 'My Liquidity').innerText()).toContain(formatMoney(added.myValue))
    await manage(page, poolId, 'remove', 'max')
    await card(page, poolId).getByText('My Pool').waitFor({ state: 'detached' })
    const back = await balanceCents(page)
    expect(start - back).toBeGreaterThanOrEqual(0)
    expect(start - back).toBeLessThanOrEqual(100) // under one complete set stays in the pool
    const leftover = (await portfolioOf(page, await myId(page))).positions.filter((p) => p.marketId === poolId)
    expect(leftover.every((p) => p.quantity <= 1)).toBe(true)

    // 2. Add again; another signed-in trader trades in the pool and pays fees into it.
    await manage(page, poolId, 'add', '2000')
    await tradeAs(page, 'admin', 'admin123', poolId, 'yes', 1500)
    await tradeAs(page, 'admin', 'admin123', poolId, 'no', 900)
    await page.reload()
    await card(page, poolId).waitFor()
    const earning = await poolOf(page, poolId)
    expect(earning.myClaimableFees).toBeGreaterThan(0)
    expect(earning.myFees24h).toBe(earning.myClaimableFees)
    await expect.poll(() => summaryCard(page, 'Fees Earned (24h)').innerText()).toContain(formatMoney(earning.myFees24h))
    const row = await card(page, poolId).innerText()
    expect(row).toContain(`${formatMoney(earning.myClaimableFees)} fees to collect`)
    expect(row).toContain(formatMoney(earning.fees24h))

    // Remove it all: the share's value comes back (the pairs as cash, what the trades moved as contracts) plus the fees.
    const before = await balanceCents(page)
    const heldBefore = (await portfolioOf(page, await myId(page))).positions.filter((p) => p.marketId === poolId)
    await manage(page, poolId, 'remove', 'max')
    const after = await portfolioOf(page, await myId(page))
    const market = await apiOk<Market>(page, 'GET', `/api/markets/${poolId}`)
    const valueCents = (positions: Portfolio['positions']) =>
      positions
        .filter((p) => p.marketId === poolId)
        .reduce((s, p) => s + p.quantity * Number(p.side === 'yes' ? market.yesPrice : market.noPrice), 0)
    const received = cents(after.balance) - before + valueCents(after.positions) - valueCents(heldBefore)
    expect(cents(after.balance) - before).toBeGreaterThanOrEqual(cents(earning.myClaimableFees))
    expect(Math.abs(received - cents(earning.myValue + earning.myClaimableFees))).toBeLessThanOrEqual(100)
    await expect.poll(() => summaryCard(page, 'My Liquidity').innerText()).toContain('$0.00')
    // Fees paid out today still count as earned today.
    expect(await summaryCard(page, 'Fees Earned (24h)').innerText()).toContain(formatMoney(earning.myFees24h))
  })

  it("shows the server's refusal and estimates daily earnings on a phone", async () => {
    const page = await newPage({ viewport: PHONE, colorScheme: 'dark' })
    await freezeSimulation(page)
    // A new trader with the whole $10,000 and no pool yet (the demo trader's seeded month funds one).
    await startBackend(page)
    await registerUser(page, 'newbie', 'New', 'Provider')
    await signIn(page, 'newbie', 'secret123')
    await page.goto('/liquidity')
    await page.locator('article[data-pool-id]').first().waitFor()
    const pool = (await pools(page)).pools[0]!
    await card(page, pool.id).getByRole('button', { name: 'Add Liquidity' }).click()
    const dialog = page.getByRole('dialog')
    expect(await dialog.getByRole('radio', { name: 'Remove' }).count()).toBe(0) // Remove needs a contribution
    await dialog.getByLabel('Amount (USD)').fill('365')
    await expect
      .poll(() => dialog.getByTestId('liquidity-estimate').innerText(), { timeout: 30_000 })
      .toContain(formatMoney((pool.apy / 365) * (365 / 100)))
    expect((await dialog.getByTestId('liquidity-estimate').innerText()).replace(/\s+/g, ' ')).toContain(
      `From your balance ${formatMoney(365)}`,
    )
    await dialog.getByLabel('Amount (USD)').fill('20000')
    // The preview already says the exchange would refuse; the server's words come with the toast.
    await dialog.getByRole('alert').getByText('Insufficient balance: this costs $20000.00, available $10000.00').waitFor()
    await dialog.getByRole('button', { name: 'Add Liquidity' }).click()
    await page.getByText('Could not add liquidity').waitFor()
    await page.getByText('Insufficient balance: you have $10,000.00 available').waitFor()
    expect(await balanceCents(page)).toBe(1_000_000)
  })
})
