import { figure } from '../lib/report.mjs'
import { DESKTOP, newContext, probeTime, signIn, waitForFullCatalogue } from '../lib/chromium.mjs'

const MB = 1024 * 1024

/**
 * The signed-in home page left open with the simulation running (desktop, no throttling):
 * - main-thread CPU: CDP Performance.getMetrics TaskDuration delta / wall time;
 * - JS heap used at the end (JSHeapUsedSize);
 * - card renders during the window, classed by whether the card's props changed
 *   (render-probe.js, through React's DevTools hook; no app change);
 * - API calls the page made (counted by wrapping fetch after the backend took it over);
 * - IndexedDB usage after the full seed (navigator.storage.estimate()).
 */
export async function runSteady({ browser, app, seconds }) {
  const context = await newContext(browser, { baseURL: app.url, device: DESKTOP, renderProbe: true })
  const page = await context.newPage()
  await signIn(page)
  await waitForFullCatalogue(page)
  await page.goto('/')
  await probeTime(page, 'firstCard')
  await page.waitForTimeout(5_000) // let the first screen's own work finish
  await page.evaluate(countFetches)
  await page.evaluate(() =>
    Object.assign(window.foresightRenders, {
      cardRenders: 0,
      dataChanged: 0,
      onlyNowChanged: 0,
      otherPropsChanged: 0,
      nothingChanged: 0,
      byMarket: {},
    }),
  )
  const cdp = await context.newCDPSession(page)
  await cdp.send('Performance.enable', { timeDomain: 'timeTicks' })
  const before = await metrics(cdp)
  await page.waitForTimeout(seconds * 1000)
  const after = await metrics(cdp)
  const renders = await page.evaluate(() => window.foresightRenders)
  const calls = await page.evaluate(() => window.foresightFetches)
  const cards = await page.locator('article[data-market-id]').count()
  const storage = await page.evaluate(async () => {
    const e = await navigator.storage.estimate()
    return { usage: e.usage, indexedDB: e.usageDetails?.indexedDB ?? null }
  })
  await context.close()

  const wall = after.Timestamp - before.Timestamp
  const cpu = ((after.TaskDuration - before.TaskDuration) / wall) * 100
  const heap = after.JSHeapUsedSize / MB
  const idb = (storage.indexedDB ?? storage.usage) / MB
  const marketCalls = Object.entries(calls)
    .filter(([k]) => k.startsWith('GET /api/markets'))
    .reduce((s, [, n]) => s + n, 0)
  return {
    figures: [
      figure(
        `steady: main-thread CPU over ${seconds} s (home, simulation on)`,
        Math.round(cpu * 100) / 100,
        '%',
        { max: 2 },
        `${Math.round((after.ScriptDuration - before.ScriptDuration) * 1000)} ms script, ${marketCalls} market list calls`,
      ),
      figure(
        'steady: card renders with unchanged props',
        renders.nothingChanged + renders.otherPropsChanged,
        '',
        { max: 0 },
        `${renders.cardRenders} card renders for ${cards} cards: ${renders.dataChanged} data changed, ${renders.onlyNowChanged} clock tick only`,
      ),
      figure('steady: JS heap used', Math.round(heap * 10) / 10, 'MB', { max: 60 }),
      figure(
        'IndexedDB usage after full seed',
        Math.round(idb * 10) / 10,
        'MB',
        { max: 25 },
        storage.indexedDB == null ? 'total origin usage' : '',
      ),
    ],
    details: { wallSeconds: wall, before, after, renders, calls, cards, storage },
  }
}

async function metrics(cdp) {
  const { metrics: list } = await cdp.send('Performance.getMetrics')
  return Object.fromEntries(list.map((m) => [m.name, m.value]))
}

/** Runs in the page: counts fetches by method and path (the app calls the global fetch). */
function countFetches() {
  const counts = {}
  window.foresightFetches = counts
  const inner = window.fetch
  window.fetch = (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input.url, location.href)
    const key = `${init?.method ?? (typeof input === 'string' ? 'GET' : input.method)} ${url.pathname}`
    counts[key] = (counts[key] ?? 0) + 1
    return inner(input, init)
  }
}
