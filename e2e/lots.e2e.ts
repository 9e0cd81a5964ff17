import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import type { DemoState, Market, Trade } from '../src/api/contract'
import { DESKTOP, PHONE, signIn, useBrowser } from './harness'
import { apiOk, freezeSimulation, registerUser, startBackend, tradesOf } from './trade-fixtures'
import { checkMyTrades, checkPortfolio, flat } from './figures-pages'

const { newPage } = useBrowser()
const WAIT = { timeout: 30_000 }

/**
 * Lots on every screen after sales and a settlement (docs/product.md, "Lots"), at a phone's width
 * and a desktop's: two buys and a partial sale (first in, first out: the first lot sold out, the
 * second partly), a position closed in the Close dialog, then the clock moved on until the market
 * settles. After each, the portfolio and every My Trades tab are read and held to the API's figures
 * (figures-pages.ts: each row, each card, the lots adding up to the positions).
 */
async function soonestClosing(page: Page): Promise<Market> {
  const now = Date.parse((await apiOk<DemoState>(page, 'GET', '/api/demo/state')).now)
  const lists = await Promise.all(
    [0, 100].map((offset) => apiOk<Market[]>(page, 'GET', `/api/markets?kind=binary&limit=100&offset=${offset}`)),
  )
  return lists
    .flat()
    .filter((m) => m.status === 'active' && Date.parse(m.closesAt) > now + 2 * 3_600_000)
    .sort((x, y) => x.closesAt.localeCompare(y.closesAt))[0]!
}

async function trade(page: Page, marketId: string, side: 'yes' | 'no', quantity: number, action: 'buy' | 'sell' = 'buy') {
  const m = await apiOk<Market>(page, 'GET', `/api/markets/${marketId}`)
  return apiOk<Trade>(page, 'POST', '/api/trades', {
    marketId,
    side,
    action,
    quantity,
    price: side === 'yes' ? m.yesPrice : m.noPrice,
  })
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('Lots at %s width', (_name, viewport) => {
  it(
    'a partial sale, a close and a settlement: every figure on the portfolio and My Trades agrees',
    { timeout: 600_000 },
    async () => {
      const page = await newPage({ viewport })
      await freezeSimulation(page)
      await startBackend(page)
      const me = await registerUser(page, 'lotte', 'Lotte', 'Lots')
      await signIn(page, 'lotte', 'secret123')
      const soon = await soonestClosing(page)
      const [other] = (await apiOk<Market[]>(page, 'GET', '/api/markets?kind=binary&limit=40&offset=60')).filter(
        (m) => m.id !== soon.id && m.status === 'active',
      )
      const first = await trade(page, soon.id, 'yes', 60)
      const second = await trade(page, soon.id, 'yes', 40)
      await trade(page, other!.id, 'no', 80)
      // 70 sold: all of the first lot, 10 of the second (first in, first out).
      const sale = await trade(page, soon.id, 'yes', 70, 'sell')
      let rows = await tradesOf(page, me.id)
      const lot = (id: string) => rows.find((t) => t.id === id)!
      expect(lot(first.id)).toMatchObject({ status: 'sold', heldQuantity: 0, soldQuantity: 60 })
      expect(lot(second.id)).toMatchObject({ status: 'open', heldQuantity: 30, soldQuantity: 10 })
      expect(lot(sale.id)).toMatchObject({ status: 'sold', action: 'sell', quantity: 70 })

      // The other position closed in the Close dialog on the portfolio: what it said it pays is paid.
      await page.goto('/portfolio')
      await page
        .getByRole('button', { name: new RegExp(`^Close NO position on ${other!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
        .click()
      const dialog = page.getByRole('dialog')
      const receive = flat(await dialog.getByTestId('preview-proceeds').innerText())
      await dialog.getByRole('button', { name: /^Confirm Sell No/ }).click()
      await page.getByText(/^Sold 80 NO contracts at \d+\.\d¢$/).waitFor(WAIT)
      rows = await tradesOf(page, me.id)
      const closed = rows.find((t) => t.action === 'sell' && t.marketId === other!.id)!
      expect(`$${closed.proceeds}`).toBe(receive.replace(/,/g, ''))
      expect(rows.find((t) => t.action === 'buy' && t.marketId === other!.id)).toMatchObject({ status: 'sold', heldQuantity: 0 })

      const afterSales = await checkPortfolio(page, me.id)
      await checkMyTrades(page, me.id, afterSales.portfolio, afterSales.trades)

      // The clock moves on until the soonest market settles: the second lot's 30 held are won or lost.
      await expect
        .poll(
          async () => {
            await apiOk(page, 'POST', '/api/demo/fast-forward', { preset: '1w' })
            return (await tradesOf(page, me.id)).find((t) => t.id === second.id)?.status
          },
          { timeout: 240_000, interval: 10 },
        )
        .toMatch(/^(won|lost)$/)
      const settled = await checkPortfolio(page, me.id)
      await checkMyTrades(page, me.id, settled.portfolio, settled.trades)
      const f = settled.portfolio.figures
      // Three closed lots (two sold out, one settled) are the wins and losses.
      expect(f.wins + f.losses).toBe(3)
    },
  )
})
