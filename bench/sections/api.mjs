import { figure, percentile } from '../lib/report.mjs'
import { DESKTOP, newContext, signIn, waitForFullCatalogue } from '../lib/chromium.mjs'

const WARMUP = 20
const SAMPLES = 150

/**
 * Latency of the in-page exchange with the full catalogue (seed stage 2 done), measured
 * in the page with performance.now() around fetch + reading the body, as the app does.
 * No CPU throttling. 150 samples each after 20 warm-up calls.
 */
export async function runApi({ browser, app }) {
  const context = await newContext(browser, { baseURL: app.url, device: DESKTOP })
  const page = await context.newPage()
  await signIn(page)
  await waitForFullCatalogue(page)
  const result = await page.evaluate(measureInPage, { warmup: WARMUP, samples: SAMPLES })
  await context.close()
  const p = (key, q) => Math.round(percentile(result[key], q) * 100) / 100
  const note = (key) => `p50 ${p(key, 50)} ms, max ${p(key, 100)} ms, n=${result[key].length}`
  return {
    figures: [
      figure('API GET /api/markets?categoryId=… (first page) p95', p('list', 95), 'ms', { max: 10 }, note('list')),
      figure('API GET /api/markets?q=… (search, first page) p95', p('search', 95), 'ms', undefined, note('search')),
      figure('API GET /api/markets/{id} p95', p('detail', 95), 'ms', { max: 5 }, note('detail')),
      figure('API POST /api/trades p95', p('trade', 95), 'ms', { max: 15 }, note('trade')),
    ],
    details: { samples: result },
  }
}

/** Runs in the page: every call goes through msw's fetch interceptor to the handlers. */
async function measureInPage({ warmup, samples }) {
  const json = { credentials: 'include', headers: { Accept: 'application/json' } }
  const categories = await (await fetch('/api/categories', json)).json()
  const markets = await (await fetch('/api/markets?limit=100', json)).json()
  const user = await (await fetch('/api/auth/user', json)).json()
  const time = async (make) => {
    const out = []
    for (let i = 0; i < warmup + samples; i++) {
      const [url, init] = make(i)
      const t0 = performance.now()
      const res = await fetch(url, { ...json, ...init })
      await res.text()
      const dt = performance.now() - t0
      if (!res.ok) throw new Error(`${url}: ${res.status}`)
      if (i >= warmup) out.push(dt)
    }
    return out
  }
  const words = ['election', 'rate', 'win', 'price', 'launch', 'record']
  const list = await time((i) => [`/api/markets?categoryId=${categories[i % categories.length].id}`])
  const search = await time((i) => [`/api/markets?q=${words[i % words.length]}`])
  const detail = await time((i) => [`/api/markets/${markets[i % markets.length].id}`])
  const trade = await time((i) => {
    const m = markets[i % markets.length]
    const body = { marketId: m.id, side: i % 2 ? 'yes' : 'no', quantity: 1, price: String(i % 2 ? m.yesPrice : m.noPrice), userId: user.id }
    return ['/api/trades', { method: 'POST', body: JSON.stringify(body), headers: { ...json.headers, 'Content-Type': 'application/json' } }]
  })
  return { list, search, detail, trade }
}
