import { mkdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import type { DemoState, InstantMarkets, LiquidityPools, Market, Trade } from '../src/api/contract'
import { previewLiquidity, type LiquidityPreview } from '../src/exchange/liquidity-preview'
import { formatCentsPrecise, formatCount, formatMoney } from '../src/lib/format'
import { PHONE, signIn, useBrowser } from './harness'
import {
  apiOk,
  buyWithCashNow,
  cents,
  fillNow,
  freezeSimulation,
  portfolioOf,
  registerUser,
  startBackend,
  tradesOf,
} from './trade-fixtures'
import { checkMyTrades, checkPortfolio, checkSocial, flat } from './figures-pages'

const WAIT = { timeout: 30_000 }

const { newPage } = useBrowser()

/**
 * One truth for every figure (docs/product.md, "Figures"), in Chromium at phone width. One
 * trader buys (through the trading panel and the API), adds to and removes from a pool
 * through the liquidity dialog, copies a trade on Social, places an instant trade, and
 * moves the demo clock on; at two points every page that shows a figure is read and held
 * to the API's figures, and the pages to one another, to the cent. The simulated traders
 * are held still (freezeSimulation), so prices move only with the walk (and with the
 * fast-forwards, which run the simulation). Nothing waits on the wall clock: every wait
 * is for a condition. FIGURES_SCREENSHOTS=<dir> also saves screenshots of the pages.
 */
const WALKER = { username: 'walker', first: 'Wally', last: 'Walker' }
const NAME = `${WALKER.first} ${WALKER.last}`
const money = (c: number) => formatMoney(c / 100)
const pct = (share: number) => `${(share * 100).toFixed(2)}%`

async function buy(page: Page, market: Market, side: 'yes' | 'no', quantity: number): Promise<Trade> {
  return apiOk<Trade>(page, 'POST', '/api/trades', {
    marketId: market.id,
    side,
    quantity,
    price: side === 'yes' ? market.yesPrice : market.noPrice,
  })
}

/** Another person acts in the same exchange (sessions switch in this page), then the walker is back. */
async function asAlice(page: Page, act: () => Promise<unknown>) {
  await apiOk(page, 'POST', '/api/auth/login', { username: 'alice', password: 'secret123' })
  await act()
  await apiOk(page, 'POST', '/api/auth/login', { username: WALKER.username, password: 'secret123' })
}

/**
 * Buys through the market page's trade ticket (at this phone width, the sheet the Buy bar opens);
 * the cost charged is the cost the preview showed.
 */
async function buyInPanel(page: Page, userId: string, market: Market, side: 'yes' | 'no', quantity: number): Promise<Trade> {
  await page.goto(`/market/${market.id}`)
  const label = side === 'yes' ? 'Yes' : 'No'
  await page
    .getByTestId('trade-bar')
    .getByRole('button', { name: new RegExp(`^Buy ${label}`) })
    .click()
  const panel = page.getByRole('dialog')
  await panel.getByLabel('Quantity').fill(String(quantity))
  const quoted = money((await fillNow(page, market.id, market.pool, side, 'buy', quantity)).cashCents)
  await expect.poll(() => panel.getByTestId('preview-cost').innerText(), WAIT).toBe(quoted)
  await panel.getByRole('button', { name: `Confirm Buy ${label}` }).click()
  await page
    .getByRole('status')
    .filter({ hasText: `Successfully bought ${quantity} ${side.toUpperCase()} contracts` })
    .waitFor()
  const [trade] = await tradesOf(page, userId)
  expect(trade).toMatchObject({ marketId: market.id, side, quantity })
  expect(formatMoney(trade!.cost)).toBe(quoted)
  return trade!
}

/** The open market that closes soonest (of the first 300), at least two simulated hours from now. */
async function soonestClosing(page: Page): Promise<Market> {
  const now = Date.parse((await apiOk<DemoState>(page, 'GET', '/api/demo/state')).now)
  const lists = await Promise.all(
    [0, 100, 200].map((offset) => apiOk<Market[]>(page, 'GET', `/api/markets?kind=binary&limit=100&offset=${offset}`)),
  )
  return lists
    .flat()
    .filter((m) => Date.parse(m.closesAt) > now + 2 * 3_600_000)
    .sort((x, y) => x.closesAt.localeCompare(y.closesAt))[0]!
}

/** What the dialog must say for a preview: the cash, the contracts back, each position's change, the share. */
function previewTexts(action: 'add' | 'remove', p: LiquidityPreview): string[] {
  const texts = [
    action === 'add' ? `From your balance ${money(-p.cashCents)}` : `To your balance ${money(p.cashCents)}`,
    `Your share of the pool ${pct(p.shareBefore)} → ${pct(p.shareAfter)} Worth ${money(p.valueBeforeCents)} → ${money(p.valueAfterCents)}`,
    p.handedBack
      ? `Contracts back ${formatCount(p.handedBack.contracts)} ${p.handedBack.side.toUpperCase()} At ${formatCentsPrecise(p.handedBack.priceCents)} each`
      : 'Contracts back None',
  ]
  if (p.mergedSets > 0) texts.push(`${formatCount(p.mergedSets)} pair with your`, `into ${money(p.mergedSets * 100)} of cash`)
  if (p.feesCents > 0) texts.push(`Includes ${money(p.feesCents)} of fees collected`)
  for (const c of p.positions) {
    texts.push(
      `Your ${c.side.toUpperCase()} position ${formatCount(c.before.quantity)} → ${formatCount(c.after.quantity)}`,
      `Cost basis ${money(c.before.costCents)}`,
      `→ ${money(c.after.costCents)}`,
    )
  }
  return texts
}

/** Adds or removes through the dialog: its preview is the exchange's own command on the pool, and is what happens. */
async function manageLiquidity(page: Page, userId: string, poolId: string, action: 'add' | 'remove', amount: number) {
  await page.goto('/liquidity')
  const card = page.locator(`article[data-pool-id="${poolId}"]`)
  await card.getByRole('button', { name: /Add Liquidity|Manage Liquidity/ }).click()
  const dialog = page.getByRole('dialog')
  if (action === 'remove') await dialog.getByRole('radio', { name: 'Remove' }).click()
  await dialog.getByLabel('Amount (USD)').fill(amount.toFixed(2))
  const before = await portfolioOf(page, userId)
  const state = (await apiOk<LiquidityPools>(page, 'GET', '/api/liquidity/pools')).pools.find((p) => p.id === poolId)!.state
  const expected = previewLiquidity(state, action, Math.round(amount * 100), cents(before.balance))
  if (expected.kind !== 'preview') throw new Error(expected.message)
  const preview = expected.preview
  await expect
    .poll(async () => {
      const shown = flat(await dialog.getByTestId('liquidity-estimate').innerText())
      return previewTexts(action, preview).filter((t) => !shown.includes(t))
    }, WAIT)
    .toEqual([])
  await dialog.getByRole('button', { name: action === 'add' ? 'Add Liquidity' : 'Remove Liquidity' }).click()
  await page.getByText(action === 'add' ? 'Liquidity Added' : 'Liquidity Removed', { exact: true }).waitFor()
  await dialog.waitFor({ state: 'detached' })
  // What happened is what the preview said.
  const after = await portfolioOf(page, userId)
  expect(cents(after.balance) - cents(before.balance)).toBe(preview.cashCents)
  for (const c of preview.positions) {
    const held = after.positions.find((p) => p.marketId === poolId && p.side === c.side)
    expect({ quantity: held?.quantity ?? 0, costCents: cents(held?.cost ?? 0) }).toEqual(c.after)
  }
  const pool = (await apiOk<LiquidityPools>(page, 'GET', '/api/liquidity/pools')).pools.find((p) => p.id === poolId)!
  expect(cents(pool.myValue)).toBe(preview.valueAfterCents)
  return preview
}

/** Copies Alice's pending buy from her card on Social. */
async function copyAlicesTrade(page: Page, market: Market, aliceId: string) {
  // Followed, she is listed after the top ten whatever her rank (the seeded month's best traders rank above her).
  await apiOk(page, 'POST', `/api/social/traders/${aliceId}/follow`)
  await page.goto('/social')
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Alice Figures', exact: true }) })
  const row = card
    .getByRole('list', { name: 'Recent trades by Alice Figures' })
    .getByRole('listitem')
    .filter({ hasText: market.title })
  await row.getByRole('button', { name: /^Copy YES trade on/ }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm Copy' }).click()
  await page.getByText('Trade Copied', { exact: true }).waitFor()
}

/** Fast-forwards an hour with the Settings demo controls. */
async function fastForwardHour(page: Page) {
  await page.goto('/settings')
  const section = page.locator('section#demo')
  await section.getByRole('button', { name: 'Fast-forward 1 hour' }).click()
  await section.getByText(/^Jumped 1 hour ahead: /).waitFor({ timeout: 60_000 })
}

/** An instant trade of $25 on a live market: the preview's cost is what is charged, and the toast says it. */
async function instantTrade(page: Page, userId: string): Promise<Trade> {
  const live = async () =>
    (await apiOk<InstantMarkets>(page, 'GET', '/api/instant/markets')).markets.filter((m) => m.status === 'live')
  await expect.poll(async () => (await live()).length, { timeout: 30_000 }).toBeGreaterThan(0)
  const [market] = await live()
  await page.goto('/instant')
  await page.locator(`article[data-market-id="${market!.id}"]`).getByRole('button', { name: 'Trade Now' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('tab', { name: /^Buy YES/ }).click()
  await dialog.getByLabel('Amount (USD)').fill('25')
  // The most whole contracts $25 pays for, fee included (docs/product.md, "Figures").
  const { contracts, costCents } = await buyWithCashNow(page, market!.id, market!.pool, 'yes', 2_500)
  await expect
    .poll(async () => flat(await dialog.getByTestId('trade-preview').innerText()), WAIT)
    .toContain(`Cost ${money(costCents)}`)
  expect(await dialog.getByTestId('preview-max-profit').innerText()).toBe(money(contracts * 100 - costCents))
  await dialog.getByRole('button', { name: 'Place Trade' }).click()
  const toast = page.getByRole('status').filter({ hasText: 'Trade Placed Successfully!' })
  await toast.waitFor()
  const [trade] = await tradesOf(page, userId)
  expect(trade).toMatchObject({
    marketId: market!.id,
    side: 'yes',
    quantity: contracts,
    cost: (costCents / 100).toFixed(2),
  })
  expect(flat(await toast.innerText())).toContain(`Your YES trade for ${formatMoney(trade!.cost)} has been placed.`)
  return trade!
}

/** Every page that shows a figure, read and compared. */
async function checkEveryPage(page: Page, userId: string, socialRequired: boolean) {
  const { portfolio, trades, totalPnl } = await checkPortfolio(page, userId)
  const myTrades = await checkMyTrades(page, userId, portfolio, trades)
  expect(myTrades).toEqual(totalPnl)
  await checkSocial(page, userId, NAME, portfolio, socialRequired)
  return { portfolio, trades }
}

/** The walker's card on Social (the page checkEveryPage left open), while the leaderboard lists them. */
async function screenshotCard(page: Page) {
  const dir = process.env.FIGURES_SCREENSHOTS
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: NAME, exact: true }) })
    .screenshot({ path: `${dir}/social-walker-card.png` })
}

async function screenshots(page: Page, poolId: string) {
  const dir = process.env.FIGURES_SCREENSHOTS
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  const shoot = async (name: string) => page.screenshot({ path: `${dir}/${name}.png`, fullPage: true })
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme })
    await page.goto('/portfolio')
    await page.getByRole('heading', { name: 'Value and P&L' }).waitFor()
    await shoot(`portfolio-${theme}`)
    await page.goto('/my-trades')
    await page.getByRole('tab', { name: 'Trade History' }).click()
    await page.getByRole('list', { name: 'Trade History' }).waitFor()
    await shoot(`my-trades-history-${theme}`)
    await page.getByRole('tab', { name: 'Performance' }).click()
    await page.getByRole('meter', { name: 'Winning Trades' }).waitFor()
    await shoot(`my-trades-performance-${theme}`)
    await page.getByRole('tab', { name: 'Activity Log' }).click()
    await page.getByRole('list', { name: 'Activity Log' }).waitFor()
    await shoot(`my-trades-activity-${theme}`)
    await page.goto('/social')
    await page.getByRole('heading', { name: 'Top Traders' }).waitFor()
    await page.locator('[aria-label^="Recent trades by"]').first().waitFor()
    await page.screenshot({ path: `${dir}/social-${theme}.png` })
    const mine = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: NAME, exact: true }) })
    if (await mine.count()) await mine.screenshot({ path: `${dir}/social-walker-${theme}.png` })
    await page.goto('/liquidity')
    await page
      .locator(`article[data-pool-id="${poolId}"]`)
      .getByRole('button', { name: /Liquidity/ })
      .click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Amount (USD)').fill('250')
    await dialog.getByText('From your balance').waitFor()
    await page.screenshot({ path: `${dir}/liquidity-add-${theme}.png` })
    await dialog.getByRole('radio', { name: 'Remove' }).click()
    const pool = (await apiOk<LiquidityPools>(page, 'GET', '/api/liquidity/pools')).pools.find((p) => p.id === poolId)!
    await dialog.getByLabel('Amount (USD)').fill((Math.floor(pool.myValue * 50) / 100).toFixed(2)) // half of the share
    await dialog.getByText('To your balance').waitFor()
    await page.screenshot({ path: `${dir}/liquidity-remove-${theme}.png` })
  }
}

describe('Figures', () => {
  it(
    'a trader buys, adds to and removes from a pool, copies, trades instantly and fast-forwards: every page shows each figure to the cent',
    { timeout: 600_000 },
    async () => {
      const page = await newPage({ viewport: PHONE })
      await freezeSimulation(page)
      await startBackend(page)
      const alice = await registerUser(page, 'alice', 'Alice', 'Figures')
      const walker = await registerUser(page, WALKER.username, WALKER.first, WALKER.last)
      const listed = (await apiOk<Market[]>(page, 'GET', '/api/markets?kind=binary&limit=24')).filter(
        (m) => m.status === 'active',
      )
      const a = listed[0]!
      await apiOk(page, 'POST', '/api/auth/login', { username: 'alice', password: 'secret123' })
      // The pool: one the liquidity page lists (the seeded month's busiest markets come first there) whose price leans
      // well to one side (within 10..90), so adding and removing hand contracts back.
      const pools = await apiOk<Market[]>(page, 'GET', '/api/markets?kind=binary&limit=100')
      const poolIds = new Set((await apiOk<LiquidityPools>(page, 'GET', '/api/liquidity/pools')).pools.map((p) => p.id))
      const skew = (m: Market) => Math.abs(Number(m.yesPrice) - 50)
      const b = pools
        .filter((m) => m.id !== a.id && m.status === 'active' && poolIds.has(m.id) && skew(m) <= 40)
        .sort((x, y) => skew(y) - skew(x))[0]!
      await buy(page, a, 'yes', 150)
      await apiOk(page, 'POST', '/api/auth/logout')
      await signIn(page, WALKER.username, 'secret123')

      // Buys: the dearer side of one market through the trading panel; YES on the market that closes soonest, through the API.
      const dear = Number(b.yesPrice) >= 50 ? 'yes' : 'no'
      await buyInPanel(page, walker.id, b, dear, 137)
      await buy(page, await soonestClosing(page), 'yes', 60)

      // A pool: adding hands back contracts of the dearer side, onto that position at today's price; Alice buys
      // that side there (fees, and dearer still); removing part hands back the cheaper side, which pairs with
      // the walker's dearer contracts into cash (docs/product.md, "Liquidity").
      const added = await manageLiquidity(page, walker.id, b.id, 'add', 400)
      expect(added.handedBack?.side).toBe(dear)
      await asAlice(page, async () => buy(page, await apiOk<Market>(page, 'GET', `/api/markets/${b.id}`), dear, 200))
      const share = (await apiOk<LiquidityPools>(page, 'GET', '/api/liquidity/pools')).pools.find((p) => p.id === b.id)!.myValue
      const removed = await manageLiquidity(page, walker.id, b.id, 'remove', Math.floor(share * 0.6 * 100) / 100)
      expect(removed.handedBack?.side).not.toBe(dear)
      expect(removed.mergedSets).toBeGreaterThan(0)

      // Copy Alice's pending trade; then every page. The seeded month's best traders rank above both people, so Social
      // lists Alice once followed, and the walker's card only when it makes the top ten (checkSocial checks it then).
      await copyAlicesTrade(page, a, alice.id)
      await checkEveryPage(page, walker.id, false)
      await screenshotCard(page)

      // The demo clock: an hour (instant markets open), an instant trade, then weeks until our markets have settled.
      await fastForwardHour(page)
      const instant = await instantTrade(page, walker.id)
      const settledSoon = async () => (await tradesOf(page, walker.id)).filter((t) => t.status !== 'open').length
      await expect
        .poll(
          async () => {
            await apiOk(page, 'POST', '/api/demo/fast-forward', { preset: '1w' })
            return (
              (await tradesOf(page, walker.id)).find((t) => t.id === instant.id)?.status !== 'open' && (await settledSoon()) >= 2
            )
          },
          { timeout: 240_000, interval: 10 },
        )
        .toBe(true)

      // Every page again: settled trades and positions, a win rate. (Simulated traders have now traded too,
      // so the walker may be off the top ten: Social is checked when it lists them.)
      const { portfolio } = await checkEveryPage(page, walker.id, false)
      expect(portfolio.figures.wins + portfolio.figures.losses).toBeGreaterThanOrEqual(2)
      await screenshots(page, b.id)
    },
  )
})
