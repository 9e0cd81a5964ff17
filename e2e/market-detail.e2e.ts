import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { PHONE, signIn, useBrowser } from './harness'
import { apiGet, type Market, yesNoCards } from './markets-helpers'
import type { ActivityEntry, Portfolio, Trade } from '../src/api/contract'
import { freezeSimulation } from './trade-fixtures'

const { newPage } = useBrowser()

/** The readout above the price chart: "Yes 42.0¢ · No 58.0¢ · Latest", or a moment's date. */
const chartReadout = (page: Page) => page.getByText(/^Yes \d+\.\d¢ · No \d+\.\d¢ · /)

/**
 * The mouse rests at `dx` px from the chart's left edge (and `dy` from its middle): the chart
 * brought into view first (the mouse only reaches what the window shows: the trader's position
 * and order cards can push the chart below the fold), and aimed at its box as it is at each try,
 * since cards loading above it can still move it down the page.
 */
async function pointAtChart(page: Page, dx: number, dy: number, readout: RegExp, tap = false): Promise<void> {
  const chart = page.getByTestId('price-chart')
  let nudge = 0
  await expect
    .poll(async () => {
      await chart.evaluate((e) => e.scrollIntoView({ block: 'center' }))
      const box = (await chart.boundingBox())!
      // A pixel either way on each try, so every try is a move the page hears.
      nudge = nudge ? 0 : 1
      const [x, y] = [box.x + dx + nudge, box.y + box.height / 2 + dy]
      await (tap ? page.touchscreen.tap(x, y) : page.mouse.move(x, y))
      return chartReadout(page).textContent()
    })
    .toMatch(readout)
}

/** A finger taps `dx` px from the chart's left edge, aimed as `pointAtChart` aims the mouse. */
const tapChart = (page: Page, dx: number, dy: number, readout: RegExp) => pointAtChart(page, dx, dy, readout, true)

const A_MOMENT = /· [A-Z][a-z]{2} \d{1,2}, /

/** The readout shows the moment under the pointer (its date) and the crosshair its two dots. */
async function readsAMoment(page: Page): Promise<void> {
  await expect.poll(() => chartReadout(page).textContent()).toMatch(A_MOMENT)
  expect(await page.getByTestId('price-chart').locator('circle').count()).toBe(2)
}

const readsLatest = (page: Page) => expect.poll(() => chartReadout(page).textContent()).toMatch(/· Latest$/)

/**
 * The market page's price chart, once its Yes line is drawn. The line is waited for in the page,
 * not for being visible: a market whose price has not moved draws a flat line, whose box has no
 * height, and Playwright counts an element with an empty box as hidden.
 */
async function chartDrawn(page: Page): Promise<Locator> {
  const chart = page.getByTestId('price-chart')
  await chart.locator('path[stroke="#10b981"]').waitFor({ state: 'attached', timeout: 15_000 })
  await chart.waitFor()
  return chart
}

/** Signs in and opens the first market of the home grid by clicking its title. */
async function openFirstMarket(page: Page): Promise<{ id: string; title: string }> {
  await signIn(page)
  const card = yesNoCards(page).first()
  await card.waitFor({ timeout: 30_000 })
  const id = (await card.getAttribute('data-market-id'))!
  const title = (await card.getByRole('heading').textContent())!.trim()
  await card.getByRole('link', { name: title }).click()
  await page.waitForURL((url) => url.pathname === `/market/${id}`)
  await page.getByRole('heading', { level: 1, name: title }).waitFor()
  return { id, title }
}

const buyButton = (page: Page, side: 'Yes' | 'No') => page.getByRole('button', { name: `Buy ${side}`, exact: true })
const quantity = (page: Page) => page.getByLabel('Quantity')

describe('market detail', () => {
  it('buys No with a custom quantity: toast, the preview equals the charge, the position is in the portfolio', async () => {
    const page = await newPage()
    const market = await openFirstMarket(page)
    // The demo trader may hold No here already (the seeded story; which market leads moves with the hour).
    const noHeld = async () =>
      (await apiGet<Portfolio>(page, '/api/portfolio/demo-user')).body.positions
        .filter((p) => p.marketId === market.id && p.side === 'no')
        .reduce((sum, p) => sum + p.quantity, 0)
    const heldBefore = await noHeld()
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Markets' }).waitFor()
    await page.getByText('A demo with simulated trading: no real money is used.').waitFor()
    expect(await page.getByRole('tab', { name: /^Yes/ }).getAttribute('aria-selected')).toBe('true')
    expect(await quantity(page).inputValue()).toBe('100')

    // The big No price picks the No side and focuses the quantity field.
    await page.getByRole('button', { name: /^No \d+¢, \d+% chance/ }).click()
    expect(await page.getByRole('tab', { name: /^No/ }).getAttribute('aria-selected')).toBe('true')
    await expect.poll(() => quantity(page).evaluate((el) => el === document.activeElement)).toBe(true)

    await quantity(page).fill('37')
    const cost = page.getByTestId('preview-cost')
    await expect.poll(() => cost.textContent()).toMatch(/^\$\d/)
    const previewCost = (await cost.textContent())!.trim()
    await buyButton(page, 'No').click()
    await page.getByText('Trade Successful').waitFor()
    await page.getByText('Successfully bought 37 NO contracts').waitFor()

    const trades = await apiGet<Trade[]>(page, '/api/trades?userId=demo-user')
    const trade = trades.body.find((t) => t.marketId === market.id && t.side === 'no' && t.quantity === 37)!
    expect(trade).toBeTruthy()
    expect(`$${Number(trade.cost).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`).toBe(
      previewCost,
    )

    // Opening the market was logged once. (By its id: the demo's seeded story has views of its own,
    // by title only, and whether this market is one it traded depends on the hour.)
    const logs = await apiGet<ActivityEntry[]>(page, '/api/logs/demo-user?limit=50')
    expect(logs.body.filter((e) => e.action === 'market_viewed' && e.details.marketId === market.id)).toHaveLength(1)

    expect(await noHeld()).toBe(heldBefore + 37)
    await page.goto('/portfolio')
    await page.getByText(market.title).first().waitFor({ timeout: 15_000 })
  })

  it('draws the price chart with a text alternative and time ranges; Buy is disabled for 0 or a non-numeric quantity', async () => {
    const page = await newPage()
    await openFirstMarket(page)
    // The Yes and No lines, the 0..100¢ axis and the dashed 50¢ reference line.
    const chart = await chartDrawn(page)
    expect(await chart.locator('path[stroke="#f43f5e"]').count()).toBe(1)
    expect(await chart.locator('text').allTextContents()).toEqual(expect.arrayContaining(['0¢', '50¢', '100¢']))
    expect(await chart.locator('line[stroke-dasharray]').count()).toBe(1)
    await expect
      .poll(() => page.getByTestId('chart-summary').textContent())
      .toMatch(/^Yes price moved from \d+¢ to \d+¢ over all time/)
    // The pointer reads the prices off any moment; leaving the chart goes back to the latest.
    await readsLatest(page)
    await pointAtChart(page, 4, 0, A_MOMENT)
    await readsAMoment(page)
    // Above the chart, off it: the readout goes back to the latest.
    const box = (await chart.boundingBox())!
    await pointAtChart(page, box.width / 2, -(box.height / 2 + 40), /· Latest$/)
    await page.getByRole('button', { name: '1 week' }).click()
    expect(await page.getByRole('button', { name: '1 week' }).getAttribute('aria-pressed')).toBe('true')
    await expect.poll(() => page.getByTestId('chart-summary').textContent()).toMatch(/over 1 week/)
    await page.getByRole('heading', { name: 'Market Details' }).waitFor()
    await page.getByText('Active', { exact: true }).waitFor()

    await expect.poll(() => buyButton(page, 'Yes').isEnabled()).toBe(true)
    await quantity(page).fill('0')
    await expect.poll(() => buyButton(page, 'Yes').isDisabled()).toBe(true)
    // A number field keeps 'e' as an invalid (empty) value: it counts as 0.
    await quantity(page).fill('')
    await quantity(page).pressSequentially('e')
    expect(await quantity(page).evaluate((el: HTMLInputElement) => el.validity.badInput)).toBe(true)
    await expect.poll(() => buyButton(page, 'Yes').isDisabled()).toBe(true)
    await quantity(page).fill('5')
    await expect.poll(() => buyButton(page, 'Yes').isEnabled()).toBe(true)
  })

  it('on a touch screen: a tap reads the chart and keeps the reading until a tap elsewhere; a vertical drag over the chart scrolls the page', async () => {
    const page = await newPage({ viewport: PHONE, touch: true })
    await openFirstMarket(page)
    const chart = await chartDrawn(page)
    // In the middle of the screen (clear of the tab bar and of toasts at the bottom), aimed again
    // at each try: the trader's cards loading above the chart can move it after it is drawn.
    await tapChart(page, 20, 0, A_MOMENT)
    await readsAMoment(page)
    let box = (await chart.boundingBox())!
    await tapChart(page, box.width / 2, -(box.height / 2 + 60), /· Latest$/)

    // A finger dragged upwards over the chart moves the page, not the reading.
    const cdp = await page.context().newCDPSession(page)
    await chart.evaluate((e) => e.scrollIntoView({ block: 'center' }))
    box = (await chart.boundingBox())!
    const [x, y] = [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)]
    const before = await page.evaluate(() => scrollY)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
    for (let i = 1; i <= 10; i++)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y - i * 15 }] })
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(before + 50)
  })

  it("shows 'Market Not Found' for an unknown id, and a resolved market with the winner in green and no trading", async () => {
    const page = await newPage()
    await signIn(page)
    await page.goto('/market/no-such-market')
    await page.getByRole('heading', { name: 'Market Not Found' }).waitFor()
    await page.getByText("The market you're looking for doesn't exist.").waitFor()
    await page.getByRole('link', { name: 'Back to Markets' }).click()
    await page.waitForURL((url) => url.pathname === '/')

    const closed = await apiGet<Market[]>(page, '/api/markets/closed')
    const market = closed.body.find((m) => m.resolution !== null)
    expect(market, 'a resolved market in the seed').toBeTruthy()
    await page.goto(`/market/${market!.id}`)
    await page.getByRole('heading', { level: 1, name: market!.title }).waitFor()
    await page.getByText('Trading is closed').waitFor()
    expect(await page.getByRole('button', { name: /^Buy / }).count()).toBe(0)
    // How trading works, and the book of resting orders, have nothing to show once trading stops.
    expect(await page.getByText('How it works').count()).toBe(0)
    expect(await page.getByTestId('order-book').count()).toBe(0)
    // The chart's readout is the price when trading stopped, not a latest one.
    await expect.poll(() => chartReadout(page).textContent()).toMatch(/· At close$/)
    await page.getByText(`Resolved ${market!.resolution!.toUpperCase()}`).first().waitFor()

    const colour = (outcome: string) =>
      page
        .locator(`[data-outcome="${outcome}"] dd`)
        .first()
        .evaluate((el) => getComputedStyle(el).color)
    expect(await colour('winner')).toBe('rgb(6, 95, 70)') // yes-700 (#065f46: AA contrast on its tint)
    expect(await colour('loser')).toBe('rgb(75, 85, 104)') // --muted, grey
  })

  it('a market closed and awaiting its resolution gives its chance at the close, with no 24-hour move', async () => {
    const page = await newPage()
    // The simulated traders' step would resolve it meanwhile.
    await freezeSimulation(page)
    await signIn(page)
    const closed = await apiGet<Market[]>(page, '/api/markets/closed')
    const market = closed.body.find((m) => m.resolution === null && m.kind !== 'multi')
    expect(market, 'a closed market awaiting its resolution in the seed').toBeTruthy()
    await page.goto(`/market/${market!.id}`)
    const chance = page.getByTestId('market-chance')
    await expect.poll(() => chance.innerText()).toMatch(/^\d+%\s+chance at close$/)
    expect(await chance.getByTestId('day-change').count()).toBe(0)
  })
})
