import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import type { Market, Portfolio, Trade } from '../src/api/contract'
import { DESKTOP, exchangeReady, PHONE, signIn, useBrowser } from './harness'
import { apiOk, registerUser, signOut, startBackend } from './trade-fixtures'
import { settle } from './a11y-helpers'
import { gridCards } from './markets-helpers'

/**
 * The phone's shell at 390 px with a touch screen: the bottom tab bar, 44 px tap targets, the
 * cash balance, toasts at the bottom above the bar, the sign-in page's demo shortcuts, and the
 * toast that says what the trader's own positions paid when they settle.
 */
const { newPage } = useBrowser()

const phone = () => newPage({ viewport: PHONE, touch: true })

/** How far the page is wider than the screen, naming the widest element past its right edge; '' when it fits. */
const widerThanScreen = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth
    if (document.documentElement.scrollWidth <= width) return ''
    let widest: { right: number; what: string } | undefined
    // A bar fixed to the screen's edges stretches with the page: the culprit is in the flow.
    const inFlow = (el: Element | null): boolean =>
      !el || el === document.body || (getComputedStyle(el).position !== 'fixed' && inFlow(el.parentElement))
    for (const el of document.querySelectorAll('body *')) {
      const { right } = el.getBoundingClientRect()
      if (right <= width + 0.5 || !inFlow(el)) continue
      if (!widest || right > widest.right)
        widest = { right, what: `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}"` }
    }
    return `${document.documentElement.scrollWidth} px wide at ${width} px${widest ? `, ${widest.what} ends at ${Math.round(widest.right)} px` : ''}`
  })

type Box = { x: number; y: number; width: number; height: number }
const box = async (page: Page, selector: string): Promise<Box> => (await page.locator(selector).first().boundingBox())!

describe('phone shell at 390 px', () => {
  it('fills the form from a tapped demo account, and Try the demo signs in in one tap', async () => {
    const page = await phone()
    await page.goto('/local-login')
    await page.getByRole('button', { name: /^Admin: username admin/ }).tap()
    expect(await page.getByLabel('Username').inputValue()).toBe('admin')
    expect(await page.getByLabel('Password').inputValue()).toBe('admin123')
    await page.getByRole('button', { name: /^Trader: username demo/ }).tap()
    expect(await page.getByLabel('Username').inputValue()).toBe('demo')
    expect(await page.getByLabel('Password').inputValue()).toBe('demo123')

    await page.getByRole('button', { name: 'Try the demo' }).tap()
    await page.getByText('Welcome back, Demo!').waitFor()
    await page.getByRole('button', { name: 'Account menu for Demo Trader' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/')
  })

  it('switches pages with the five tabs by touch, More opens the side sheet, and the toast takes room in the header, clear of the bar', async () => {
    const page = await phone()
    await page.goto('/')
    await page.getByRole('button', { name: 'Try the demo' }).tap()
    const tabs = page.getByRole('navigation', { name: 'Tabs' })
    await tabs.waitFor()

    // The toast of the sign-in: in the header, below its bar, which grows by it (it covers nothing:
    // docs/product.md, Toasts and controls); clear of the tab bar.
    const toast = page.locator('section[aria-label="Notifications (F8)"] li').filter({ hasText: 'Login Successful' })
    await toast.waitFor()
    const bar = await box(page, '#bottom-bar')
    const toastBox = (await toast.boundingBox())!
    const header = await box(page, 'header')
    expect(bar.y + bar.height).toBeCloseTo(PHONE.height, 0)
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(bar.y + 0.5)
    expect(toastBox.y).toBeGreaterThanOrEqual(header.y + 64)
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(header.y + header.height)
    // The page is padded by the bar's height, which the root carries for bars pinned above it.
    const barHeight = await page.evaluate(() => {
      const probe = document.createElement('div')
      probe.style.height = 'var(--bottom-bar-h)'
      document.body.append(probe)
      const height = probe.getBoundingClientRect().height
      probe.remove()
      return height
    })
    expect(barHeight).toBeCloseTo(bar.height, 0)

    // Five tabs, each at least 44 px each way; the cash balance shows in the header.
    const names = (await tabs.locator('a, button').allInnerTexts()).map((t) => t.trim())
    expect(names).toEqual(['Markets', 'Instant', 'My Portfolio', 'Social', 'More'])
    for (const target of await tabs.locator('a, button').all()) {
      const b = (await target.boundingBox())!
      expect(Math.min(b.width, b.height)).toBeGreaterThanOrEqual(44)
    }
    for (const target of await page.locator('header a, header button').all()) {
      if (!(await target.isVisible())) continue
      const b = (await target.boundingBox())!
      expect(b.height, await target.evaluate((e) => e.outerHTML.slice(0, 120))).toBeGreaterThanOrEqual(44)
    }
    await expect.poll(() => page.getByTestId('cash-balance').innerText(), { timeout: 15_000 }).toMatch(/Cash\s+\$[\d,]+\.\d\d/)

    for (const [name, path, heading] of [
      ['Instant', '/instant', 'Instant Settlement'],
      ['My Portfolio', '/portfolio', 'Portfolio'],
      ['Social', '/social', 'Social Trading'],
      ['Markets', '/', 'Markets'],
    ] as const) {
      await tabs.getByRole('link', { name }).tap()
      await page.waitForURL((url) => url.pathname === path)
      await page.getByRole('heading', { level: 1, name: heading }).first().waitFor()
      expect(await tabs.getByRole('link', { name }).getAttribute('aria-current')).toBe('page')
    }

    await tabs.getByRole('button', { name: 'More' }).tap()
    const sheet = page.getByRole('navigation', { name: 'Mobile' })
    await sheet.waitFor()
    await sheet.getByRole('link', { name: 'My Trades' }).tap()
    await page.waitForURL((url) => url.pathname === '/my-trades')
    await sheet.waitFor({ state: 'detached' })
  })

  it('has one navigation: the tabs and the More sheet, which holds the quick-access list and the Account section', async () => {
    const page = await phone()
    await signIn(page)
    await gridCards(page).first().waitFor({ timeout: 30_000 })
    // Nothing else navigates: no QA button, no quick-access chips above the markets, no footer links.
    await page.locator('footer').waitFor()
    const navigations = await page
      .getByRole('navigation')
      .evaluateAll((navs) => navs.filter((n) => n.getBoundingClientRect().height > 0).map((n) => n.getAttribute('aria-label')))
    expect(navigations).toEqual(['Tabs'])
    expect(await page.getByRole('button', { name: 'QA: Quick access menu' }).isVisible()).toBe(false)
    expect(await page.getByRole('navigation', { name: 'Quick Access' }).isVisible()).toBe(false)
    // The first market (the featured one) starts right under the filters, in the first half of the
    // screen, once the sign-in toast (which takes room in the header) is closed.
    const signInToast = page.getByRole('status').filter({ hasText: 'Login Successful' })
    if (await signInToast.isVisible()) await signInToast.getByRole('button', { name: 'Close notification' }).tap()
    await page.waitForFunction(() =>
      ['', '0px'].includes(getComputedStyle(document.documentElement).getPropertyValue('--toast-h').trim()),
    )
    const firstMarket = page.getByRole('main').locator('article[data-market-id]').first()
    expect((await firstMarket.boundingBox())!.y).toBeLessThan(PHONE.height / 2)

    await page.getByRole('navigation', { name: 'Tabs' }).getByRole('button', { name: 'More' }).tap()
    const sheet = page.getByRole('navigation', { name: 'Mobile' })
    await sheet.waitFor()
    const routes = sheet.getByRole('region', { name: 'Quick Access' }).getByRole('link')
    expect((await routes.allInnerTexts()).map((t) => t.trim())).toEqual([
      'Markets',
      'Instant',
      'Social',
      'Insights',
      'Liquidity',
      'My Trades',
      'My Portfolio',
    ])
    const account = sheet.getByRole('region', { name: 'Account' })
    expect(await account.innerText()).toContain('Logged in as Demo')
    expect((await account.getByRole('link').allInnerTexts()).map((t) => t.trim())).toEqual(['Settings', 'Log out'])
    for (const link of await sheet.getByRole('link').all()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44)
    await page.getByRole('button', { name: 'Close menu' }).tap()
    await sheet.waitFor({ state: 'detached' })

    // An admin's sheet adds the Admin Panel to the routes.
    await signOut(page)
    await signIn(page, 'admin', 'admin123')
    await page.getByRole('navigation', { name: 'Tabs' }).getByRole('button', { name: 'More' }).tap()
    await sheet.getByRole('region', { name: 'Quick Access' }).getByRole('link', { name: 'Admin Panel' }).tap()
    await page.waitForURL((url) => url.pathname === '/admin')
  })

  it('keeps the back arrow inside the app: up to the parent on a first page, back through in-app history otherwise', async () => {
    const page = await phone()
    // The landing page opened first: nothing behind it in the app, so the arrow is disabled.
    await page.goto('/')
    await page.getByText('Prediction Markets Platform').waitFor()
    expect(await page.getByRole('button', { name: 'Go back' }).isDisabled()).toBe(true)

    // A deep link opened first: the arrow goes up to its parent, not out of the app.
    await page.goto('/register')
    await page
      .getByRole('heading', { name: /Create/ })
      .first()
      .waitFor()
    await page.getByRole('button', { name: 'Go back' }).tap()
    await page.waitForURL((url) => url.pathname === '/')
    await page.getByText('Prediction Markets Platform').waitFor()

    await signIn(page)
    const [market] = await apiOk<Market[]>(page, 'GET', '/api/markets?kind=binary&limit=1')
    await page.goto(`/market/${market.id}`)
    await page.getByRole('heading', { level: 1, name: market.title }).waitFor()
    await page.getByRole('button', { name: 'Go back' }).tap()
    await page.waitForURL((url) => url.pathname === '/')
    await gridCards(page).first().waitFor({ timeout: 30_000 })

    // With in-app history it goes back one page.
    await page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: 'Instant' }).tap()
    await page.waitForURL((url) => url.pathname === '/instant')
    await page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: 'Social' }).tap()
    await page.waitForURL((url) => url.pathname === '/social')
    await page.getByRole('button', { name: 'Go back' }).tap()
    await page.waitForURL((url) => url.pathname === '/instant')
    await page.getByRole('button', { name: 'Go back' }).tap()
    await page.waitForURL((url) => url.pathname === '/')
    await gridCards(page).first().waitFor()
  })

  it("the phone's Back closes an open ticket or More sheet with the page it was opened on, and the tab of the page shown is marked", async () => {
    const page = await phone()
    await signIn(page)
    const tabs = page.getByRole('navigation', { name: 'Tabs' })
    await gridCards(page).first().waitFor({ timeout: 30_000 })
    // A Yes/No market's page from the grid, its ticket open: Back goes home, and the ticket closes with its page.
    const listed = await apiOk<Market[]>(page, 'GET', '/api/markets?limit=24')
    const binary = listed.find((m) => m.kind === 'binary' && !m.featured)!
    await page.locator(`article[data-market-id="${binary.id}"] a`).first().tap()
    await page.waitForURL((url) => url.pathname.startsWith('/market/'))
    const markets = tabs.getByRole('link', { name: 'Markets' })
    await expect.poll(() => markets.getAttribute('class')).toContain('text-brand-600')
    expect(await markets.getAttribute('aria-current')).toBe('true')
    await page
      .getByTestId('trade-bar')
      .getByRole('button', { name: /Buy Yes/ })
      .tap()
    const ticket = page.getByTestId('trade-ticket')
    await ticket.waitFor()
    await page.goBack()
    await page.waitForURL((url) => url.pathname === '/')
    await ticket.waitFor({ state: 'detached' })
    expect(await page.locator('#root').getAttribute('inert')).toBeNull()
    await gridCards(page).first().waitFor()

    // More on a tab's page, then Back: the sheet goes with the page. My Trades (in More) marks More.
    await tabs.getByRole('link', { name: 'My Portfolio' }).tap()
    await page.waitForURL((url) => url.pathname === '/portfolio')
    await tabs.getByRole('button', { name: 'More' }).tap()
    const sheet = page.getByRole('navigation', { name: 'Mobile' })
    await sheet.waitFor()
    await page.goBack()
    await page.waitForURL((url) => url.pathname === '/')
    await sheet.waitFor({ state: 'detached' })
    await page.goto('/my-trades')
    const more = tabs.getByRole('button', { name: 'More' })
    await expect.poll(() => more.getAttribute('class')).toContain('text-brand-600')
    expect(await more.getAttribute('aria-current')).toBe('true')
    // A page nothing opens (a 404) marks no tab.
    await page.goto('/no-such-page')
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor()
    for (const tab of await tabs.locator('a, button').all()) {
      expect(await tab.getAttribute('class')).not.toContain('text-brand-600')
      expect(await tab.getAttribute('aria-current')).toBeNull()
    }
  })

  it("says what the trader's own position paid once a fast-forward settles it, and links to the portfolio", async () => {
    const page = await phone()
    // A trader of their own: the demo trader's seeded positions settle in the same week, and a
    // toast for one of those can come first (CI saw it).
    await startBackend(page)
    await registerUser(page, 'settler', 'Set', 'Tler')
    await signIn(page, 'settler', 'secret123')
    await exchangeReady(page)
    // The market that closes first: a week's fast-forward settles it.
    const market = await page.evaluate(async () => {
      const all: Market[] = []
      for (let offset = 0; ; offset += 100) {
        const rows = (await (
          await fetch(`/api/markets?limit=100&offset=${offset}`, { credentials: 'include' })
        ).json()) as Market[]
        all.push(...rows)
        if (rows.length < 100) break
      }
      return all.reduce((a, b) => (Date.parse(b.closesAt) < Date.parse(a.closesAt) ? b : a))
    })
    await apiOk<Trade>(page, 'POST', '/api/trades', { marketId: market.id, side: 'no', quantity: 10, price: market.noPrice })

    await page.goto('/settings')
    const section = page.locator('section#demo')
    await section.getByTestId('simulated-now').waitFor()
    // The header has read the portfolio with the position still open.
    await expect.poll(() => page.getByTestId('cash-balance').innerText(), { timeout: 15_000 }).toMatch(/\$[\d,]+\.\d\d/)
    await section.getByRole('button', { name: 'Fast-forward 1 week' }).tap()

    const toast = page
      .locator('section[aria-label="Notifications (F8)"] li')
      .filter({ hasText: 'Position Settled' })
      .filter({ hasText: market.title })
    await toast.waitFor({ timeout: 30_000 })
    const resolved = await apiOk<Market>(page, 'GET', `/api/markets/${market.id}`)
    expect(resolved.status).toBe('resolved')
    const line = resolved.resolution === 'no' ? /won \$[\d,]+\.\d\d \(paid \$10\.00\)/ : /lost \$[\d,]+\.\d\d$/
    const text = await toast.innerText()
    expect(text).toContain(`Your NO on “${market.title}”`)
    expect(text.split('\n').find((l) => l.startsWith('Your NO'))).toMatch(line)
    await toast.getByRole('link', { name: 'View portfolio' }).tap()
    await page.waitForURL((url) => url.pathname === '/portfolio')
  })

  it('leads the market page with the chance: the % and its 24h move by the title, the Yes/No tiles before the position, Sell in the bar', async () => {
    const page = await phone()
    await signIn(page)
    await exchangeReady(page)
    const [market] = await apiOk<Market[]>(page, 'GET', '/api/markets?kind=binary&trending=true&limit=1')
    await apiOk<Trade>(page, 'POST', '/api/trades', { marketId: market!.id, side: 'no', quantity: 10, price: market!.noPrice })
    // Both sides held, so the sale's other tab has contracts of its own.
    await apiOk<Trade>(page, 'POST', '/api/trades', { marketId: market!.id, side: 'yes', quantity: 3, price: market!.yesPrice })
    await page.goto(`/market/${market!.id}`)
    const chance = page.getByTestId('market-chance')
    await chance.waitFor()
    expect(await chance.innerText()).toMatch(/^\d+%\s+chance/)
    // The day's move is said in words for a screen reader.
    expect(await chance.getByTestId('day-change').locator('.sr-only').innerText()).toMatch(
      /^(up|down) \d+\.\d¢ in 24 hours$|^unchanged in 24 hours$/,
    )
    const title = await box(page, 'h1')
    const figure = (await chance.boundingBox())!
    expect(figure.y).toBeGreaterThan(title.y)
    expect(figure.y + figure.height).toBeLessThan(PHONE.height / 2)
    // The tiles come before the position card.
    const tile = (await page.getByRole('button', { name: /^Yes \d+¢, \d+% chance\. Trade Yes$/ }).boundingBox())!
    const position = (await page.getByTestId('position-no').boundingBox())!
    expect(tile.y).toBeLessThan(position.y)
    // The chart reads the last hour too.
    await page.getByRole('button', { name: '1 hour' }).waitFor()
    // Sell in the trade bar opens the ticket selling the side held most of (the demo trader may
    // hold both sides of this market).
    const me = await apiOk<{ id: string }>(page, 'GET', '/api/auth/user')
    const held = (await apiOk<Portfolio>(page, 'GET', `/api/portfolio/${me.id}`)).positions
      .filter((p) => p.marketId === market!.id && !p.settled && p.quantity > 0)
      .reduce((a, b) => (b.quantity > a.quantity ? b : a))
    const word = held.side === 'yes' ? 'Yes' : 'No'
    const bar = page.getByTestId('trade-bar')
    for (const name of [/^Buy Yes/, /^Buy No/, `Sell ${word} contracts`]) {
      const b = (await bar.getByRole('button', { name }).boundingBox())!
      expect(b.height).toBeGreaterThanOrEqual(44)
      expect(b.x + b.width).toBeLessThanOrEqual(PHONE.width)
    }
    // Scrolled to the end, the page's last line (the footer's) clears the bar: the shell pads by its height.
    await page.getByRole('contentinfo').waitFor()
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect
      .poll(() =>
        page.evaluate(() => {
          const footer = document.querySelector('footer')!.getBoundingClientRect()
          return footer.bottom <= document.getElementById('trade-bar')!.getBoundingClientRect().top + 0.5
        }),
      )
      .toBe(true)
    await page.evaluate(() => window.scrollTo(0, 0))
    await bar.getByRole('button', { name: `Sell ${word} contracts` }).tap()
    const sheet = page.getByRole('dialog')
    await expect.poll(() => sheet.getByRole('radio', { name: 'Sell' }).getAttribute('aria-checked')).toBe('true')
    await expect
      .poll(async () => (await sheet.getByTestId('sell-held').innerText()).replace(/\s+/g, ' '))
      .toMatch(new RegExp(`^You hold ${held.quantity} ${held.side.toUpperCase()} at `))
    expect(await sheet.getByLabel('Quantity').inputValue()).toBe(String(held.availableQuantity))
    // The other side's tab starts at what is held of that side, not the first side's amount.
    const other = (await apiOk<Portfolio>(page, 'GET', `/api/portfolio/${me.id}`)).positions.find(
      (p) => p.marketId === market!.id && !p.settled && p.side !== held.side,
    )!
    await sheet.getByRole('tab', { name: new RegExp(`^${other.side === 'yes' ? 'Yes' : 'No'} `) }).tap()
    await expect.poll(() => sheet.getByLabel('Quantity').inputValue()).toBe(String(other.availableQuantity))
    await sheet.getByRole('button', { name: `Confirm Sell ${other.side === 'yes' ? 'Yes' : 'No'}` }).waitFor()
    expect(await sheet.getByRole('button', { name: `Confirm Sell ${other.side === 'yes' ? 'Yes' : 'No'}` }).isEnabled()).toBe(
      true,
    )
  })

  it('fits every screen in the width of the phone: nothing makes a page scroll sideways', async () => {
    const page = await phone()
    const tooWide: string[] = []
    const visit = async (path: string) => {
      await page.goto(path)
      await settle(page)
      const overflow = await widerThanScreen(page)
      if (overflow) tooWide.push(`${path}: ${overflow}`)
    }
    for (const path of ['/', '/local-login', '/register']) await visit(path)
    // The demo trader on a brand-new profile: the seeded month fills every page with figures.
    await signIn(page)
    const [market] = await apiOk<Market[]>(page, 'GET', '/api/markets?kind=binary&limit=1')
    for (const path of [
      '/',
      `/market/${market.id}`,
      '/portfolio',
      '/my-trades',
      '/insights',
      '/social',
      '/liquidity',
      '/instant',
      '/settings',
      '/event',
    ])
      await visit(path)
    await signOut(page)
    await signIn(page, 'admin', 'admin123')
    for (const path of ['/admin', '/admin/event']) await visit(path)
    expect(tooWide, `\n${tooWide.join('\n')}`).toEqual([])
  }, 300_000)
})

describe.each([
  ['phone', true],
  ['desktop', false],
] as const)('watchlist at %s width', (_label, touch) => {
  it('stars a market on its card and on its page, and the Watchlist filter shows the starred ones', async () => {
    const page = await newPage({ viewport: touch ? PHONE : DESKTOP, touch })
    const press = (target: Locator) => (touch ? target.tap() : target.click())
    await signIn(page)
    const cards = page.getByTestId('market-grid').locator('article[data-market-id]')
    await cards.nth(1).waitFor({ timeout: 30_000 })
    const first = cards.first()
    const id = (await first.getAttribute('data-market-id'))!
    const title = (await first.locator('h3').innerText()).trim()
    const star = first.getByRole('button', { name: /^Watch / })
    expect(await star.getAttribute('aria-pressed')).toBe('false')
    await press(star)
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true')
    await expect.poll(async () => (await apiOk<{ marketIds: string[] }>(page, 'GET', '/api/watchlist')).marketIds).toEqual([id])

    // The filter shows the starred market only.
    await press(page.getByRole('button', { name: 'Watchlist', exact: true }))
    await page.getByRole('heading', { level: 2, name: 'Watchlist' }).waitFor()
    await expect.poll(() => cards.count()).toBe(1)
    expect((await cards.first().locator('h3').innerText()).trim()).toBe(title)

    // The market page's star says the same, and unstarring there takes it off the list.
    await press(cards.first().locator('h3 a'))
    await page.waitForURL(`**/market/${id}`)
    // Until the market page's code arrives the watchlist stays up, its card with a star of the same name.
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor()
    const pageStar = page
      .getByRole('main')
      .getByRole('button', { name: /^Watch / })
      .first()
    await expect.poll(() => pageStar.getAttribute('aria-pressed')).toBe('true')
    await press(pageStar)
    await expect.poll(async () => (await apiOk<{ marketIds: string[] }>(page, 'GET', '/api/watchlist')).marketIds).toEqual([])
    await press(page.getByRole('navigation', { name: touch ? 'Tabs' : 'Main' }).getByRole('link', { name: 'Markets' }))
    await page.getByText('No markets in your watchlist').waitFor()
  })
})
