import { expect } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import type { Market } from '../src/api/contract'
import { exchangeReady } from './harness'

/** The cards of the home grid (not the featured or closed ones). */
export function gridCards(page: Page): Locator {
  return page.getByTestId('market-grid').locator('article[data-market-id]')
}

/**
 * The grid's Yes/No markets' cards, those with a quick buy. Which market leads the grid moves with
 * the exchange's clock and its simulated trades, and may be a multi-answer one (no quick buy, no
 * Yes/No page): a test about a Yes/No market takes the first of these, not the grid's first card.
 */
export function yesNoCards(page: Page): Locator {
  return gridCards(page).filter({ has: page.getByTestId('quick-buy-yes') })
}

/** Waits for the grid's first page and the 'Showing N of M active markets' text; answers N and M. */
export async function gridCounts(page: Page): Promise<{ shown: number; total: number }> {
  const text = await page.getByTestId('markets-count').textContent({ timeout: 30_000 })
  const match = /^Showing ([\d,]+) of ([\d,]+) active markets$/.exec(text?.trim() ?? '')
  expect(match, `count text: ${text}`).not.toBeNull()
  return { shown: Number(match![1].replaceAll(',', '')), total: Number(match![2].replaceAll(',', '')) }
}

/** GET an /api path from inside the page (the in-browser backend answers), with the page's session. */
export async function apiGet<T>(page: Page, path: string): Promise<{ status: number; body: T; headers: Record<string, string> }> {
  await exchangeReady(page)
  return page.evaluate(async (p) => {
    const response = await fetch(p, { credentials: 'include' })
    const headers: Record<string, string> = {}
    response.headers.forEach((value, key) => {
      headers[key] = value
    })
    return { status: response.status, body: await response.json(), headers }
  }, path) as Promise<{ status: number; body: T; headers: Record<string, string> }>
}

export async function cardIds(page: Page): Promise<string[]> {
  return gridCards(page).evaluateAll((cards) => cards.map((c) => c.getAttribute('data-market-id') ?? ''))
}

export type { Market }
