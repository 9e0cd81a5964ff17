import { describe, expect, it } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { exchangeReady, PHONE, resourceStart, signIn, useBrowser } from './harness'
import { gridCards, yesNoCards } from './markets-helpers'
import { signOut } from './trade-fixtures'

const { newPage } = useBrowser()
const KEPT = 'foresight.firstScreen'

interface Seen {
  text: string
  exchangeReady: boolean
}

/**
 * On the next load only: renames market `id` in the kept answers (so the kept copy is told apart
 * from the exchange's answer), and records the first text shown by `selector` and whether the
 * in-page exchange was up at that moment.
 */
async function watchNextLoad(page: Page, id: string, selector: string): Promise<void> {
  await page.context().addInitScript(
    ([key, marketId, css]) => {
      if (sessionStorage.getItem('e2e.watched') === css) return
      sessionStorage.setItem('e2e.watched', css)
      const kept = JSON.parse(localStorage.getItem(key) ?? 'null')
      const rename = (value: unknown): void => {
        if (Array.isArray(value)) value.forEach(rename)
        else if (value && typeof value === 'object') {
          const record = value as Record<string, unknown>
          if (record.id === marketId && typeof record.title === 'string') record.title = 'Kept copy'
          Object.values(record).forEach(rename)
        }
      }
      rename(kept)
      localStorage.setItem(key, JSON.stringify(kept))
      const seen: Seen[] = []
      ;(window as unknown as { seen: Seen[] }).seen = seen
      new MutationObserver(() => {
        const el = document.querySelector(css)
        if (el && !seen.length)
          seen.push({ text: el.textContent ?? '', exchangeReady: document.documentElement.dataset.exchange === 'ready' })
      }).observe(document, { subtree: true, childList: true, characterData: true })
    },
    [KEPT, id, selector] as const,
  )
}

const firstSeen = (page: Page) => page.evaluate(() => (window as unknown as { seen: Seen[] }).seen[0])

/** Signs in and waits until the home's cards showed and its answers are kept (a returning trader). */
async function sawHomeKept(page: Page): Promise<void> {
  await signIn(page)
  await gridCards(page).first().waitFor({ timeout: 30_000 })
  await expect.poll(() => page.evaluate((k) => localStorage.getItem(k)?.includes('"infinite"') ?? false, KEPT)).toBe(true)
}

describe('a returning visit paints the last-seen screen at once', () => {
  it(
    'shows the kept markets before the exchange is up, refreshes them, opens a listed market from them, and forgets them on sign-out',
    { timeout: 90_000 },
    async () => {
      const page = await newPage({ viewport: PHONE })
      await sawHomeKept(page)
      await gridCards(page).nth(1).waitFor()
      const ids = (cards: Element[]) => cards.map((c) => c.getAttribute('data-market-id') ?? '')
      const [first] = await gridCards(page).evaluateAll(ids)
      // The second opened is a Yes/No market (its page has the price chart), whichever leads the grid.
      const second = (await yesNoCards(page).evaluateAll(ids)).find((id) => id !== first)!
      const title = async (id: string) =>
        (
          await gridCards(page)
            .and(page.locator(`[data-market-id="${id}"]`))
            .locator('h3')
            .textContent()
        )?.trim()
      const firstTitle = await title(first)
      const secondTitle = await title(second)

      // The home page: the kept copy paints first, before the exchange answers anything...
      await watchNextLoad(page, first, `[data-testid="market-grid"] article[data-market-id="${first}"] h3`)
      await page.reload()
      await expect.poll(() => firstSeen(page)).toEqual({ text: 'Kept copy', exchangeReady: false })
      // ...then the exchange's answer replaces it.
      await expect.poll(() => title(first)).toBe(firstTitle)

      // A market never opened, but on the kept list: its page shows the listed copy at once.
      await watchNextLoad(page, second, 'main h1')
      await page.goto(`/market/${second}`)
      await expect.poll(() => firstSeen(page)).toEqual({ text: 'Kept copy', exchangeReady: false })
      await page.getByRole('heading', { level: 1, name: secondTitle }).waitFor()
      await page.getByTestId('chart-summary').waitFor({ state: 'attached' })

      await signOut(page)
      expect(await page.evaluate((k) => localStorage.getItem(k), KEPT)).toBeNull()
    },
  )
})

/** A returning trader (home seen and kept) opens the first listed market, at a phone's width. */
async function returningToFirstMarket(): Promise<Page> {
  const page = await newPage({ viewport: PHONE })
  await sawHomeKept(page)
  const id = await yesNoCards(page).first().getAttribute('data-market-id')
  await page.goto(`/market/${id}`)
  return page
}

describe('a brand-new profile is seeded off the main thread', () => {
  it(
    'answers from the first stage at once while a worker writes the rest, then holds the whole catalogue',
    { timeout: 90_000 },
    async () => {
      const page = await newPage()
      await page.goto('/local-login')
      await page.waitForFunction(() => performance.getEntriesByName('foresight:seed-stage-2').length > 0, undefined, {
        timeout: 60_000,
        polling: 50,
      })
      const marks = await page.evaluate(() =>
        Object.fromEntries(
          performance
            .getEntriesByType('mark')
            .filter((m) => m.name.startsWith('foresight:'))
            .map((m) => [m.name.slice('foresight:'.length), m.startTime]),
        ),
      )
      // The worker did the seeding, and its steps are on the page's timeline in order.
      expect(marks['seeded-by-worker']).toBeGreaterThan(0)
      expect(marks['seed-start']).toBeLessThanOrEqual(marks['seed-built'])
      expect(marks['seed-built']).toBeLessThanOrEqual(marks['seed-stage-1'])
      expect(marks['seed-stage-1']).toBeLessThanOrEqual(marks['exchange-ready'])
      expect(marks['seed-stage-1']).toBeLessThanOrEqual(marks['seed-stage-2'])

      // The whole catalogue: every market, its house rows derived (none stored), the seed marked done.
      const stored = await page.evaluate(
        () =>
          new Promise<{ markets: number; houseLpShares: number; marked: number; stage: number }>((resolve, reject) => {
            const open = indexedDB.open('foresight')
            open.addEventListener('error', () => reject(open.error))
            open.addEventListener('success', () => {
              const tx = open.result.transaction(['markets', 'lpShares', 'meta'], 'readonly')
              const markets = tx.objectStore('markets').getAll()
              const house = tx.objectStore('lpShares').index('accountId').count('house')
              const meta = tx.objectStore('meta').get('seed')
              tx.addEventListener('complete', () =>
                resolve({
                  markets: markets.result.length,
                  houseLpShares: house.result,
                  marked: markets.result.filter((m: { houseSeeded?: number }) => m.houseSeeded === 1).length,
                  stage: meta.result.value.stage,
                }),
              )
            })
          }),
      )
      expect(stored.stage).toBe(2)
      expect(stored.markets).toBeGreaterThan(3000)
      expect(stored.marked).toBeGreaterThan(2500)
      // Stored house rows belong only to markets without the mark (changed since, or instant).
      expect(stored.houseLpShares).toBeLessThanOrEqual(stored.markets - stored.marked)

      // The app reads the full catalogue: a signed-in list counts every open catalogue market.
      await signIn(page)
      const total = await page.evaluate(() =>
        fetch('/api/markets?limit=1', { credentials: 'include' }).then((r) => Number(r.headers.get('X-Total-Count'))),
      )
      expect(total).toBeGreaterThan(2000)
    },
  )
})

describe('a returning visit shows its screen before starting the exchange', () => {
  it(
    "the exchange's code is requested only once the first screen is on screen (its first contentful paint)",
    { timeout: 90_000 },
    async () => {
      const page = await returningToFirstMarket()
      await exchangeReady(page)
      const paint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime)
      const exchange = await resourceStart(page, /\/assets\/dexie-[\w-]+\.js$/)
      expect(paint).toBeGreaterThan(0)
      expect(exchange).toBeGreaterThan(paint!)
    },
  )
})

describe('the code of the page a visit starts on', () => {
  it('comes in a few files of its own (scripts/first-page-chunks.ts), which no other code loads', { timeout: 30_000 }, () => {
    const html = readFileSync('dist/index.html', 'utf8')
    const importsOf = (file: string) =>
      [...readFileSync(`dist${file}`, 'utf8').matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)].map(
        (m) => `/assets/${m[1]}`,
      )
    // What the main chunk loads (its static imports, transitively): there before any page.
    const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)![1]
    const main = new Set<string>()
    const walk = (file: string) => {
      if (main.has(file)) return
      main.add(file)
      importsOf(file).forEach(walk)
    }
    walk(entry)
    const chunks = readdirSync('dist/assets')
      .filter((f) => f.endsWith('.js'))
      .map((f) => `/assets/${f}`)
    const pageChunk = /\/page-([a-z-]+)-[\w-]{8}\.js$/
    for (const page of ['home', 'landing', 'market']) {
      // The page's chunks (named after a set of first pages that holds it) and what they import.
      const files = new Set<string>()
      const add = (file: string) => {
        if (main.has(file) || files.has(file)) return
        files.add(file)
        importsOf(file).forEach(add)
      }
      chunks.filter((f) => pageChunk.exec(f)?.[1].split('-').includes(page)).forEach(add)
      // A handful of requests (the page, what it shares with the other first pages), not dozens.
      expect(files.size, `${page}: ${[...files].join(', ')}`).toBeGreaterThan(0)
      expect(files.size, `${page}: ${[...files].join(', ')}`).toBeLessThanOrEqual(7)
    }
    // A first page's own code (not what it shares with other code) is loaded by first pages only:
    // the in-browser exchange, or another page, never fetches and runs it.
    const own = chunks.filter((f) => pageChunk.test(f) && !/-shared-[\w-]{8}\.js$/.test(f))
    expect(own.length).toBeGreaterThanOrEqual(3)
    for (const chunk of chunks) {
      if (pageChunk.test(chunk)) continue
      for (const imported of importsOf(chunk)) expect(own, `${chunk} imports a first page's own chunk`).not.toContain(imported)
    }
  })
})
