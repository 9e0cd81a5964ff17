import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import type { Market, Portfolio, Trade, Trader } from '../src/api/contract'
import { signIn, useBrowser } from './harness'
import { apiOk, freezeSimulation, registerUser, startBackend } from './trade-fixtures'

const { newPage } = useBrowser()

const ALICE = 'Alice Social'

/**
 * A person trader with one big pending buy, so she leads the leaderboard: the simulated
 * traders are frozen in this tab (freezeSimulation), so nobody else trades meanwhile.
 */
async function aliceTrades(page: Page): Promise<{ trade: Trade; market: Market }> {
  await freezeSimulation(page)
  await startBackend(page)
  await registerUser(page, 'alice', 'Alice', 'Social')
  await apiOk(page, 'POST', '/api/auth/login', { username: 'alice', password: 'secret123' })
  // A market of middling depth, so later buys move its price.
  const [market] = await apiOk<Market[]>(page, 'GET', '/api/markets?limit=1&offset=200')
  const trade = await apiOk<Trade>(page, 'POST', '/api/trades', {
    marketId: market!.id,
    side: 'yes',
    quantity: 2_000,
    price: market!.yesPrice,
  })
  await apiOk(page, 'POST', '/api/auth/logout')
  // The seeded month's best traders made real profits: Bob's big buy after hers lifts the price,
  // so Alice's open position is worth more than she paid, enough to rank among them.
  await registerUser(page, 'bob', 'Bob', 'Buyer')
  await apiOk(page, 'POST', '/api/auth/login', { username: 'bob', password: 'secret123' })
  for (let i = 0; i < 8; i += 1) {
    const ranked = await apiOk<Trader[]>(page, 'GET', '/api/social/traders')
    if (ranked.some((t) => t.name === ALICE && t.rank !== null)) break
    const lifted = await apiOk<Market>(page, 'GET', `/api/markets/${market!.id}`)
    await apiOk<Trade>(page, 'POST', '/api/trades', {
      marketId: market!.id,
      side: 'yes',
      quantity: 1_000,
      price: lifted.yesPrice,
    })
  }
  await apiOk(page, 'POST', '/api/auth/logout')
  await signIn(page)
  return { trade, market: market! }
}

function traderCard(page: Page, name: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) })
}

const stat = async (card: Locator, label: string) =>
  (await card.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd').innerText()).trim()
const followers = (card: Locator) => stat(card, 'Followers')

describe('Social trading', () => {
  it('follow changes the follower count and survives a reload; unfollow takes it back', async () => {
    const page = await newPage()
    await aliceTrades(page)
    await page.goto('/social')
    const card = traderCard(page, ALICE)
    await card.waitFor()
    expect(await followers(card)).toBe('0')
    expect(await stat(card, 'Total Trades')).toBe('1')

    const follow = card.getByRole('button', { name: new RegExp(`^Follow(ing)? ${ALICE}$`) })
    expect(await follow.getAttribute('aria-pressed')).toBe('false')
    await follow.click()
    await page.getByText('Following Trader', { exact: true }).waitFor()
    await expect.poll(() => followers(card)).toBe('1')
    expect(await follow.getAttribute('aria-pressed')).toBe('true')
    expect(await follow.innerText()).toContain('Following')

    await page.reload()
    await card.waitFor()
    await expect.poll(() => followers(card)).toBe('1')
    expect(await follow.getAttribute('aria-pressed')).toBe('true')
    const summary = page.locator('section[aria-label="Summary"]')
    // Alice and the three traders the demo trader's seeded month follows.
    await expect.poll(() => summary.innerText()).toMatch(/Traders Followed\s+4/)

    await follow.click()
    await page.getByText('Unfollowed Trader', { exact: true }).waitFor()
    await expect.poll(() => followers(card)).toBe('0')
    const [alice] = (await apiOk<Trader[]>(page, 'GET', '/api/social/traders')).filter((t) => t.name === ALICE)
    expect(alice).toMatchObject({ followers: 0, isFollowing: false })
  })

  it("copies a pending trade into the portfolio at today's price", async () => {
    const page = await newPage()
    const { trade, market } = await aliceTrades(page)
    await page.goto('/social')
    const card = traderCard(page, ALICE)
    const row = card
      .getByRole('list', { name: `Recent trades by ${ALICE}` })
      .getByRole('listitem')
      .first()
    await row.waitFor()
    expect(await row.innerText()).toContain(market.title)
    expect(await row.innerText()).toContain('Pending')

    await row.getByRole('button', { name: /^Copy YES trade on/ }).click()
    // The ticket opens with her side and contracts; the copy is made on Confirm.
    const ticket = page.getByRole('dialog')
    expect(await ticket.getByLabel('Quantity').inputValue()).toBe(String(trade.quantity))
    await ticket.getByRole('button', { name: 'Confirm Copy' }).click()
    await page.getByText('Trade Copied', { exact: true }).waitFor()
    await page.getByText('This trade has been copied to your portfolio.').waitFor()
    await row.getByText('Copied', { exact: true }).waitFor()

    const portfolio = await apiOk<Portfolio>(page, 'GET', '/api/portfolio/demo-user')
    const copied = portfolio.positions.filter((p) => p.marketId === market.id)
    expect(copied).toEqual([
      expect.objectContaining({ marketId: market.id, side: 'yes', quantity: trade.quantity, settled: false }),
    ])
    // Today's price: after Alice's buy, so the copy pays more per contract than she did.
    expect(copied[0]!.avgPrice).toBeGreaterThan(Number(trade.price))
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Portfolio' }).click()
    await page.getByRole('list', { name: 'Current Positions' }).getByText(market.title).waitFor()
  })
})
