import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import type { Portfolio, Trader } from '../src/api/contract'
import { useBrowser } from './harness'
import { ALICE, ALICE_CLOSED_TRADES, aliceTrades, apiOk } from './trade-fixtures'

const { newPage } = useBrowser()

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
    // Her five round trips (a buy and a sale each) and the open buy.
    expect(await stat(card, 'Total Trades')).toBe(String(2 * ALICE_CLOSED_TRADES + 1))

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
