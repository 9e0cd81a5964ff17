import { expect } from 'vitest'
import type { Page } from 'playwright-core'

/** The big screens /event is made for. */
export const PROJECTOR_1080 = { width: 1920, height: 1080 }
export const PROJECTOR_720 = { width: 1280, height: 720 }

/**
 * /event as a projector shows it: no scrolling either way, every row of the three lists on
 * screen, a QR code at least 300 px square, and none of the app's header (no search box, no
 * account menu, no cash).
 */
export async function expectProjectorPage(page: Page): Promise<void> {
  await page.getByTestId('join-qr').locator('svg').waitFor()
  const size = await page.evaluate(() => ({
    scrollHeight: document.documentElement.scrollHeight,
    scrollWidth: document.documentElement.scrollWidth,
    innerHeight: window.innerHeight,
    innerWidth: window.innerWidth,
  }))
  expect(size.scrollHeight, 'no vertical scroll').toBeLessThanOrEqual(size.innerHeight)
  expect(size.scrollWidth, 'no horizontal scroll').toBeLessThanOrEqual(size.innerWidth)
  for (const list of ['board-leaders', 'board-markets', 'board-ticker']) {
    const rows = page.getByTestId(list).locator('li')
    const count = await rows.count()
    for (let i = 0; i < count; i += 1) {
      const box = await rows.nth(i).boundingBox()
      expect(box, `${list} row ${i + 1}`).not.toBeNull()
      expect(box!.y + box!.height, `${list} row ${i + 1} on screen`).toBeLessThanOrEqual(size.innerHeight)
      expect(box!.x + box!.width, `${list} row ${i + 1} on screen`).toBeLessThanOrEqual(size.innerWidth)
    }
  }
  const qr = await page.getByTestId('join-qr').boundingBox()
  expect(qr!.width).toBeGreaterThanOrEqual(300)
  expect(qr!.height).toBeGreaterThanOrEqual(300)
  // The code itself, inside its white margin, too.
  const code = await page.getByTestId('join-qr').locator('svg').boundingBox()
  expect(code!.width).toBeGreaterThanOrEqual(300)
  expect(qr!.y + qr!.height).toBeLessThanOrEqual(size.innerHeight)
  expect(await page.getByPlaceholder('Search markets...').count()).toBe(0)
  expect(await page.getByRole('button', { name: /Account menu for/ }).count()).toBe(0)
  expect(await page.getByTestId('cash-balance').count()).toBe(0)
}
