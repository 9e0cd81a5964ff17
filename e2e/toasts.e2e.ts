import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import type { Market } from '../src/api/contract'
import { DESKTOP, PHONE, signIn, useBrowser } from './harness'
import { gridCards, yesNoCards } from './markets-helpers'
import { ALICE, aliceTrades, apiOk, freezeSimulation, registerUser, startBackend } from './trade-fixtures'

const { newPage } = useBrowser()

/**
 * Toasts never cover a control (issue 34, item 3; docs/product.md, Toasts and controls). After
 * each action that shows a toast, at 390 × 844 and at 1366 × 900, the toast's box overlaps no
 * button, link or field the person could otherwise see and use: every such element on the page
 * that is visible, enabled and not behind something else (a sheet's backdrop, the header) at the
 * points the toast covers. The simulated traders are frozen, so prices move only with the test's trades.
 */
const WAIT = { timeout: 15_000 }

interface Covered {
  toast: string
  control: string
}

/**
 * The controls each toast on screen covers: a control is covered when, leaving the toast out, the
 * topmost element at one of the points where its box and the toast's box overlap is the control
 * itself (or inside it). A control under a sheet's backdrop, the header or the tab bar is not one
 * the person could use anyway; one behind an open sheet or dialog is inert.
 */
function coveredControls(page: Page): Promise<{ toasts: number; covered: Covered[] }> {
  return page.evaluate(() => {
    const toasts = [...document.querySelectorAll<HTMLElement>('li[role="status"]')].filter((t) => t.checkVisibility())
    const boxes = toasts.map((t) => ({ text: (t.innerText.split('\n')[0] ?? '').trim(), rect: t.getBoundingClientRect() }))
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[role="radio"]',
      '[role="checkbox"]',
      '[role="switch"]',
      '[role="menuitem"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',')
    const covered: { toast: string; control: string }[] = []
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (toasts.some((t) => t.contains(el))) continue
      if ((el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true') continue
      if (el.closest('[inert]') || !el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue
      const r = el.getBoundingClientRect()
      if (r.width === 0 || r.height === 0) continue
      for (const { text, rect } of boxes) {
        const left = Math.max(r.left, rect.left)
        const right = Math.min(r.right, rect.right, window.innerWidth)
        const top = Math.max(r.top, rect.top)
        const bottom = Math.min(r.bottom, rect.bottom, window.innerHeight)
        if (right - left < 1 || bottom - top < 1) continue
        // A grid of points inside the overlap: leaving the toast out, is the control on top at one?
        let seen = false
        for (let i = 0; i < 5 && !seen; i += 1)
          for (let j = 0; j < 5 && !seen; j += 1) {
            const x = left + 0.5 + ((right - left - 1) * i) / 4
            const y = top + 0.5 + ((bottom - top - 1) * j) / 4
            const hit = document.elementsFromPoint(x, y).find((e) => !toasts.some((t) => t.contains(e)))
            if (hit && (hit === el || el.contains(hit))) seen = true
          }
        if (seen) {
          const name = el.getAttribute('aria-label') ?? (el.innerText || (el as HTMLInputElement).name || el.id || '').trim()
          covered.push({ toast: text, control: `${el.tagName.toLowerCase()} "${name.replace(/\s+/g, ' ').slice(0, 60)}"` })
        }
      }
    }
    return { toasts: toasts.length, covered }
  })
}

/** Waits for the toast that says `text` and checks that no toast on screen covers a control. */
async function toastClear(page: Page, text: string | RegExp): Promise<Locator> {
  const toast = page.getByRole('status').filter({ hasText: text })
  await toast.waitFor(WAIT)
  // Wait for the toast to settle where it goes (it eases in).
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
  const { toasts, covered } = await coveredControls(page)
  expect(toasts).toBeGreaterThan(0)
  expect(covered, `the toast "${String(text)}" covers controls`).toEqual([])
  return toast
}

/** A new trader, the simulation frozen, signed in. */
async function newTrader(page: Page, username = 'tess') {
  await freezeSimulation(page)
  await startBackend(page)
  await registerUser(page, username, 'Tess', 'Trader')
  await signIn(page, username, 'secret123')
}

const firstMarket = async (page: Page) => (await apiOk<Market[]>(page, 'GET', '/api/markets?kind=binary&limit=1'))[0]!

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('toasts at %s width cover no control', (_label, viewport) => {
  const phone = viewport === PHONE
  const open = () => newPage({ viewport, touch: phone })
  const press = (target: Locator) => (phone ? target.tap() : target.click())

  /** The ticket on the market page: the sheet the Buy bar opens on a phone, the panel on a desktop. */
  async function ticketOn(page: Page, id: string): Promise<Locator> {
    await page.goto(`/market/${id}`)
    if (phone) {
      await press(page.getByTestId('trade-bar').getByRole('button', { name: /^Buy Yes/ }))
      const sheet = page.getByRole('dialog')
      await sheet.getByRole('radio', { name: 'Sell' }).waitFor(WAIT)
      return sheet
    }
    const panel = page.getByRole('region', { name: 'Trade' })
    await panel.getByRole('radio', { name: 'Sell' }).waitFor(WAIT)
    return panel
  }
  const confirm = (ticket: Locator, words: string) => ticket.getByRole('button', { name: phone ? `Confirm ${words}` : words })

  it('following a trader, then copying a trade in the sheet while the toast shows', async () => {
    const page = await open()
    await aliceTrades(page)
    await page.goto('/social')
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: ALICE, exact: true }) })
    await press(card.getByRole('button', { name: `Follow ${ALICE}` }))
    const following = await toastClear(page, 'Following Trader')
    // Hold the toast (pointing at it pauses it), then open the copy sheet: it gets a fresh 5 s.
    await following.hover()
    const row = card
      .getByRole('list', { name: `Recent trades by ${ALICE}` })
      .getByRole('listitem')
      .first()
    await press(row.getByRole('button', { name: /^Copy YES trade on/ }))
    const sheet = page.getByRole('dialog')
    await sheet.getByRole('button', { name: 'Confirm Copy' }).waitFor(WAIT)
    // The page's toast waits while the sheet is open: nothing lies over Cancel or Confirm Copy.
    expect(await coveredControls(page)).toEqual({ toasts: 0, covered: [] })
    await press(sheet.getByRole('button', { name: 'Confirm Copy' }))
    await toastClear(page, 'Trade Copied')
  })

  it('a sign-up error on /register', async () => {
    const page = await open()
    await startBackend(page)
    await page.goto('/register')
    await page.getByLabel('First name').fill('Dee')
    await page.getByLabel('Last name').fill('Mo')
    // Taken: the exchange refuses it.
    await page.getByLabel('Username').fill('demo')
    await page.getByLabel('Email').fill('dee@example.com')
    await page.getByLabel('Password').fill('secret123')
    await press(page.getByRole('button', { name: 'Create Account' }))
    await toastClear(page, 'Registration Failed')
  })

  it('a buy from the market page, then a sell, and a limit order placed and cancelled', async () => {
    const page = await open()
    await newTrader(page)
    const m = await firstMarket(page)
    let ticket = await ticketOn(page, m.id)
    await press(ticket.getByRole('radio', { name: 'Buy' }))
    await ticket.getByLabel('Quantity').fill('100')
    await press(confirm(ticket, 'Buy Yes'))
    const bought = await toastClear(page, 'Trade Successful')
    // The success toast keeps its link to the position.
    await bought.getByRole('link', { name: /position/i }).waitFor()
    if (phone) {
      await page.getByRole('dialog').waitFor({ state: 'detached' })
      await toastClear(page, 'Trade Successful')
    }

    ticket = await ticketOn(page, m.id)
    await press(ticket.getByRole('radio', { name: 'Sell' }))
    await ticket.getByLabel('Quantity').fill('40')
    await press(confirm(ticket, 'Sell Yes'))
    await toastClear(page, /Sold 40 YES contracts/)

    ticket = await ticketOn(page, m.id)
    await press(ticket.getByRole('radio', { name: 'Buy' }))
    await press(ticket.getByRole('radio', { name: 'Limit' }))
    const limit = Math.max(1, Math.floor(Number(m.yesPrice)) - 15)
    await ticket.getByLabel('Limit price (¢)').fill(String(limit))
    await ticket.getByLabel('Quantity').fill('50')
    await press(confirm(ticket, 'Buy Order'))
    await toastClear(page, `Placed limit order to buy 50 YES at ${limit}¢.`)
    if (phone) await page.getByRole('dialog').waitFor({ state: 'detached' })
    const cancel = page.getByTestId('my-orders').getByRole('button', { name: `Cancel order: Buy 50 YES at ${limit}¢` })
    await cancel.scrollIntoViewIfNeeded()
    await press(cancel)
    await toastClear(page, `Cancelled limit order to buy 50 YES at ${limit}¢`)
  })

  it('errors: a buy that fails in the ticket, a star that fails on the home page', async () => {
    const page = await open()
    await newTrader(page)
    const m = await firstMarket(page)
    const ticket = await ticketOn(page, m.id)
    await press(ticket.getByRole('radio', { name: 'Buy' }))
    await ticket.getByLabel('Quantity').fill('100')
    // Every call fails from here (the demo controls' simulated network; they stay reachable).
    await apiOk(page, 'PUT', '/api/demo/network', { latencyMs: 0, errorRate: 1 })
    await press(confirm(ticket, 'Buy Yes'))
    const failed = await toastClear(page, 'Trade Failed')
    // On a phone it shows in the sheet, which stays open with its buttons in reach.
    if (phone) expect(await ticket.getByRole('status').count()).toBe(1)
    await press(failed.getByRole('button', { name: 'Close notification' }))
    await failed.waitFor({ state: 'detached' })
    if (phone) await press(ticket.getByRole('button', { name: 'Cancel' }))

    // The home page loads its markets first; then calls fail again.
    await apiOk(page, 'PUT', '/api/demo/network', { latencyMs: 0, errorRate: 0 })
    await page.goto('/')
    const card = gridCards(page).first()
    await card.waitFor(WAIT)
    await apiOk(page, 'PUT', '/api/demo/network', { latencyMs: 0, errorRate: 1 })
    await press(card.getByRole('button', { name: /^Watch / }))
    await toastClear(page, 'Watchlist Not Updated')
    await apiOk(page, 'PUT', '/api/demo/network', { latencyMs: 0, errorRate: 0 })
  })

  it('a buy from a card on the home page', async () => {
    const page = await open()
    await newTrader(page)
    const card = yesNoCards(page).first()
    await card.waitFor(WAIT)
    await press(card.getByRole('button', { name: /^Buy Yes/ }))
    const sheet = page.getByRole('dialog')
    await press(sheet.getByRole('button', { name: 'Confirm Buy Yes' }))
    await toastClear(page, 'Trade Successful')
    // Its link goes where it says, by touch or with a mouse (the swipe to dismiss took a mouse's click).
    const marketId = (await card.getAttribute('data-market-id'))!
    await press(page.getByRole('status').getByRole('link', { name: 'View position' }))
    // To the position itself: its row is marked and scrolled into view.
    await page.waitForURL((url) => url.pathname === '/portfolio' && url.hash === `#${marketId}-yes`)
    const row = page.getByTestId(`position-${marketId}-yes`)
    await expect.poll(() => row.getAttribute('data-shown'), WAIT).toBe('true')
    await expect
      .poll(
        () =>
          row.evaluate((el) => {
            const box = el.getBoundingClientRect()
            return box.top >= 0 && box.bottom <= window.innerHeight
          }),
        WAIT,
      )
      .toBe(true)
  })

  it('a password change in Settings', async () => {
    const page = await open()
    await newTrader(page)
    await page.goto('/settings')
    await page.getByLabel('Current password').fill('secret123')
    await page.getByLabel('New password', { exact: true }).fill('secret456')
    await page.getByLabel('Repeat the new password').fill('secret456')
    const change = page.getByRole('button', { name: 'Change password' })
    await change.scrollIntoViewIfNeeded()
    await press(change)
    await toastClear(page, 'Password changed')
  })
})
