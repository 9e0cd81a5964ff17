import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { DESKTOP, PHONE, useBrowser } from './harness'
import { apiOk, freezeSimulation, seedFinished } from './trade-fixtures'
import type { Market, Portfolio } from '../src/api/contract'

/**
 * The core flows with the keyboard alone (Tab, Shift+Tab, Enter, Space, typing): sign in,
 * find a market with the search box, buy, read the portfolio, switch the theme. Every
 * element the keyboard lands on must show a visible focus indicator.
 */
const { newPage } = useBrowser()

interface Focused {
  tag: string
  name: string
  visible: boolean
}

/** What has focus, its accessible-ish name, and whether an outline or ring shows it. */
function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return { tag: 'body', name: '', visible: false }
    const shows = (style: CSSStyleDeclaration) =>
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
      (style.boxShadow !== 'none' && style.boxShadow !== '')
    // A stretched card link draws its ring on ::after (the whole card).
    const visible =
      shows(getComputedStyle(el)) || shows(getComputedStyle(el, '::after')) || shows(getComputedStyle(el, '::before'))
    // The whole name: a market card is matched by its full title, which may be long.
    const name = el.getAttribute('aria-label') || el.textContent?.trim() || (el as HTMLInputElement).placeholder || ''
    return { tag: el.tagName.toLowerCase(), name, visible }
  })
}

/**
 * Presses Tab (or Shift+Tab) until `matches` holds for the focused element, checking that
 * every stop on the way shows its focus. Fails after `max` presses.
 */
async function tabTo(
  page: Page,
  matches: (f: Focused) => boolean,
  what: string,
  { max = 60, back = false } = {},
): Promise<Focused> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
    const f = await focused(page)
    if (f.tag !== 'body') expect(f.visible, `focus on <${f.tag}> "${f.name.slice(0, 80)}" is not visible`).toBe(true)
    if (matches(f)) return f
  }
  throw new Error(`Tab never reached ${what}`)
}

const named = (pattern: RegExp) => (f: Focused) => pattern.test(f.name)

async function signInWithKeyboard(page: Page): Promise<void> {
  await page.goto('/local-login')
  await page.getByLabel('Username').waitFor()
  await tabTo(page, (f) => f.tag === 'input' && (f.name === '' || /user/i.test(f.name)), 'the username field')
  await page.keyboard.type('demo')
  await tabTo(page, (f) => f.tag === 'input', 'the password field')
  await page.keyboard.type('demo123')
  await page.keyboard.press('Enter')
  await page.getByRole('button', { name: /Account menu for/ }).waitFor()
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('keyboard only at %s width', (_label, viewport) => {
  it('signs in, finds a market, buys, reads the portfolio and switches the theme', async () => {
    const page = await newPage({ viewport })
    // Nothing re-renders the page behind the keys (simulation steps, the seed's second stage).
    await freezeSimulation(page)
    await signInWithKeyboard(page)
    await seedFinished(page)

    // Find a market: the search box, a distinctive word of a real market's title.
    const [market] = await apiOk<Market[]>(page, 'GET', '/api/markets?kind=binary&limit=1')
    const word = market.title
      .split(/\W+/)
      .filter((w) => w.length > 5)
      .sort((a, b) => b.length - a.length)[0]
    // Back up from wherever sign-in left focus (the home page's content) into the header.
    await tabTo(page, named(/^Search markets$/), 'the search box', { back: true, max: 200 })
    await page.keyboard.type(word)
    await page.keyboard.press('Enter')
    await page.getByText('Search results').waitFor()
    await tabTo(page, (f) => f.tag === 'a' && f.name === market.title, `the card of “${market.title}”`, { max: 120 })
    await page.keyboard.press('Enter')
    await page.waitForURL(`**/market/${market.id}`)
    // The address changes before the market page's code arrives, and until then the search
    // results stay up, their cards with their own "Buy Yes NN¢" buttons: tabbing on too early
    // focused a card's button, the market page replaced it, and Enter fell on the page's body.
    await page.getByRole('heading', { level: 1, name: market.title, exact: true }).waitFor()

    // Buy 5 Yes contracts: the quantity field, then the form's submit button. On a phone the
    // ticket opens from the Buy bar at the bottom of the page, as a sheet.
    if (viewport === PHONE) {
      await tabTo(page, named(/^Buy Yes \d+¢$/), 'the Buy Yes bar', { max: 80 })
      await page.keyboard.press('Enter')
    }
    await page.getByLabel('Quantity').waitFor()
    await tabTo(page, (f) => f.tag === 'input' && f.name === '0', 'the quantity field', { max: 80 })
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type('5')
    await tabTo(page, named(/^(Confirm )?Buy (Yes|No)$/), 'the buy button')
    const side = (await focused(page)).name.endsWith('Buy Yes') ? 'yes' : 'no'
    // The demo trader's seeded month may already hold this side: the buy adds 5 to what it held.
    const heldBefore = (await apiOk<Portfolio>(page, 'GET', '/api/portfolio/demo-user')).positions.find(
      (p) => p.market.id === market.id && p.side === side,
    )?.quantity
    await page.keyboard.press('Enter')
    await page.getByText('Trade Successful').waitFor()

    // Read the portfolio: reached through the header's main nav on desktop, the tab bar's More sheet on a phone.
    if (viewport === DESKTOP) {
      await tabTo(page, named(/^My Portfolio$/), 'the Portfolio link', { back: true, max: 120 })
      await page.keyboard.press('Enter')
    } else {
      await tabTo(page, named(/^More$/), "the tab bar's More button", { max: 160 })
      await page.keyboard.press('Enter')
      // As a person would: once the menu shows (its code may still be on its way), tab to the link.
      await page.getByRole('button', { name: 'Close menu' }).waitFor()
      await tabTo(page, (f) => f.tag === 'a' && /^My Portfolio$/.test(f.name), 'the Portfolio link in the menu')
      await page.keyboard.press('Enter')
    }
    await page.waitForURL('**/portfolio')
    // The market page shows the title too: read it in the portfolio's positions, not before the page has changed.
    await page.getByRole('list', { name: 'Current Positions' }).getByText(market.title).first().waitFor()
    const portfolio = await apiOk<Portfolio>(page, 'GET', '/api/portfolio/demo-user')
    expect(
      portfolio.positions.some((p) => p.market.id === market.id && p.side === side && p.quantity === (heldBefore ?? 0) + 5),
    ).toBe(true)

    // Switch the theme with Space, and back with Enter.
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'))
    const before = await isDark()
    await tabTo(page, named(/^Switch to (dark|light) theme$/), 'the theme toggle', { back: true, max: 120 })
    await page.keyboard.press('Space')
    await expect.poll(isDark).toBe(!before)
    await page.keyboard.press('Enter')
    await expect.poll(isDark).toBe(before)
  }, 180_000)
})

/** A chart's picture is hidden from assistive technology and its numbers are given in text. */
async function chartAlternative(page: Page, chart: string): Promise<string> {
  return page.locator(chart).evaluate((el) => {
    const figure = el.closest('figure')
    const caption = figure?.querySelector('figcaption')?.textContent ?? ''
    return `${el.getAttribute('aria-hidden')}|${caption}`
  })
}

describe('charts have a text alternative', () => {
  it('the price chart and the P&L chart are hidden pictures with their numbers in text', async () => {
    const page = await newPage({ viewport: DESKTOP })
    await signInWithKeyboard(page)
    const [market] = await apiOk<Market[]>(page, 'GET', '/api/markets?kind=binary&limit=1')
    await apiOk(page, 'POST', '/api/trades', { marketId: market.id, side: 'yes', quantity: 10, price: String(market.yesPrice) })

    await page.goto(`/market/${market.id}`)
    await page.getByTestId('chart-summary').waitFor({ state: 'attached' })
    const price = await chartAlternative(page, 'figure div[aria-hidden="true"] >> nth=0')
    expect(price).toMatch(/^true\|.*Yes price moved from \d/)

    await page.goto('/my-trades')
    await page.locator('table caption', { hasText: 'Cumulative P&L by date' }).waitFor({ state: 'attached' })
    const pnl = await page.locator('table', { hasText: 'Cumulative P&L by date' }).textContent()
    expect(pnl).toMatch(/Date.*Cumulative P&L.*\d/)
    expect(
      await page
        .locator('canvas')
        .first()
        .evaluate((c) => !!c.closest('[aria-hidden="true"]')),
    ).toBe(true)
  })
})
