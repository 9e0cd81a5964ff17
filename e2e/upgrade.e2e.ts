import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { exchangeReady, signIn, useBrowser } from './harness'

const { newPage } = useBrowser()

const BANNER_TEXT = 'A new version of Foresight is ready. Reload to continue.'

/** What another tab with a newer schema does: open the database at a higher version (an upgrade). */
function openNewerSchema(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const current = (await indexedDB.databases()).find((d) => d.name === 'foresight')?.version ?? 0
    return new Promise<number>((resolve, reject) => {
      const open = indexedDB.open('foresight', current + 1)
      open.addEventListener('success', () => {
        open.result.close()
        resolve(current + 1)
      })
      open.addEventListener('error', () => reject(open.error))
    })
  })
}

function status(page: Page, path: string): Promise<{ status: number; message?: string }> {
  return page.evaluate((p) => fetch(p).then(async (r) => ({ status: r.status, message: (await r.json()).message })), path)
}

describe('a tab on an old schema version', () => {
  it('steps aside when another tab upgrades the database, shows a reload banner, and works again after reloading', async () => {
    const page = await newPage()
    await signIn(page)
    expect((await status(page, '/api/portfolio/demo-user')).status).toBe(200)

    // The upgrade is not blocked: this tab closes its connection when asked.
    expect(await openNewerSchema(page)).toBeGreaterThan(1)
    const banner = page.getByRole('alert').filter({ hasText: BANNER_TEXT })
    await banner.waitFor()
    // Calls no longer touch the database; they say why instead of failing obscurely.
    expect(await status(page, '/api/portfolio/demo-user')).toEqual({ status: 503, message: BANNER_TEXT })

    await banner.getByRole('button', { name: 'Reload' }).click()
    await page.getByRole('button', { name: /Account menu for/ }).waitFor()
    expect(await page.getByText(BANNER_TEXT).count()).toBe(0)
    // The screen left may show before the exchange is up (kept answers, kept markup): wait for it.
    await exchangeReady(page)
    expect((await status(page, '/api/portfolio/demo-user')).status).toBe(200)
  })
})
