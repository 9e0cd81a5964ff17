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
      figure('API POST /api/trades (sell) p95', p('sell', 95), 'ms', { max: 15 }, note('sell')),
      figure('API POST /api/orders p95', p('order', 95), 'ms', { max: 15 }, note('order')),
      figure('API GET /api/markets/{id}/book p95', p('book', 95), 'ms', { max: 5 }, note('book')),
      figure('API market trade filling 50 resting orders p95', p('fill50', 95), 'ms', { max: 25 }, note('fill50')),
      figure('API POST /api/trades on a 20-answer market p95', p('multi', 95), 'ms', { max: 10 }, note('multi')),
      figure(
        'API POST /api/trades on a seeded multi-answer market p95',
        p('multiSeeded', 95),
        'ms',
        undefined,
        note('multiSeeded'),
      ),
      figure('API POST /api/admin/markets (an admin lists a market) p95', p('create', 95), 'ms', { max: 20 }, note('create')),
      figure(
        'API POST /api/admin/markets (a 20-answer market) p95',
        p('createMulti', 95),
        'ms',
        { max: 20 },
        note('createMulti'),
      ),
    ],
    details: { samples: result },
  }
}

/** Runs in the page: every call goes through msw's fetch interceptor to the handlers. */
async function measureInPage({ warmup, samples }) {
  const json = { credentials: 'include', headers: { Accept: 'application/json' } }
  const categories = await (await fetch('/api/categories', json)).json()
  const markets = await (await fetch('/api/markets?kind=binary&limit=100', json)).json()
  const user = await (await fetch('/api/auth/user', json)).json()
  let lastBody = ''
  const time = async (make) => {
    const out = []
    for (let i = 0; i < warmup + samples; i++) {
      const [url, init] = make(i)
      const t0 = performance.now()
      const res = await fetch(url, { ...json, ...init })
      lastBody = await res.text()
      const dt = performance.now() - t0
      if (!res.ok) throw new Error(`${url}: ${res.status} ${lastBody}`)
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
    const body = {
      marketId: m.id,
      side: i % 2 ? 'yes' : 'no',
      quantity: 1,
      price: String(i % 2 ? m.yesPrice : m.noPrice),
      userId: user.id,
    }
    return [
      '/api/trades',
      { method: 'POST', body: JSON.stringify(body), headers: { ...json.headers, 'Content-Type': 'application/json' } },
    ]
  })
  const post = (url, body) => [
    url,
    { method: 'POST', body: JSON.stringify(body), headers: { ...json.headers, 'Content-Type': 'application/json' } },
  ]
  // Sells: call i sells the contract trade call i bought (same market, same side), so each one is held.
  const sell = await time((i) => {
    const m = markets[i % markets.length]
    return post('/api/trades', {
      marketId: m.id,
      side: i % 2 ? 'yes' : 'no',
      action: 'sell',
      quantity: 1,
      price: String(i % 2 ? m.yesPrice : m.noPrice),
    })
  })
  // Limit orders that rest (a 1¢ bid), spread over the markets.
  const order = await time((i) => {
    const m = markets[i % markets.length]
    return post('/api/orders', {
      marketId: m.id,
      side: i % 2 ? 'yes' : 'no',
      action: 'buy',
      quantity: 1,
      limitPriceCents: 1,
      expiresAt: null,
    })
  })
  // Books, each now with resting orders.
  const book = await time((i) => [`/api/markets/${markets[i % markets.length].id}/book`])
  const fill50 = await fillFifty(markets)
  // Buys on answers of the seeded multi-answer markets (a month of charts each), every answer in turn.
  const seededMulti = await (await fetch('/api/markets?kind=multi&limit=100', json)).json()
  if (seededMulti.length === 0) throw new Error('no multi-answer market in the seed')
  const buyAnswer = (m, i) => {
    const answer = m.answers[(i * 7) % m.answers.length]
    const side = i % 3 === 0 ? 'no' : 'yes'
    const body = { marketId: m.id, answerId: answer.id, side, quantity: 1 + (i % 10) }
    return post('/api/trades', { ...body, price: side === 'yes' ? answer.yesPrice : answer.noPrice })
  }
  const multiSeeded = await time((i) => buyAnswer(seededMulti[i % seededMulti.length], i))
  // Last: the admin lists markets (signing in as the admin ends the trader's session).
  const login = await fetch('/api/auth/login', post('/api/auth/login', { username: 'admin', password: 'admin123' })[1])
  if (!login.ok) throw new Error(`admin login: ${login.status}`)
  const closesAt = new Date(Date.now() + 30 * 86_400_000).toISOString()
  const create = await time((i) =>
    post('/api/admin/markets', {
      title: `Bench question number ${i}?`,
      categoryId: categories[i % categories.length].id,
      closesAt,
      rules: 'Resolves when the bench says so.',
      initialProbability: 5 + (i % 90),
    }),
  )
  const createMulti = await time((i) =>
    post('/api/admin/markets', {
      kind: 'multi',
      title: `Bench multi-answer question number ${i}?`,
      categoryId: categories[i % categories.length].id,
      closesAt,
      rules: 'Resolves when the bench says so.',
      answers: Array.from({ length: 20 }, (_, k) => `Answer ${k + 1}`),
    }),
  )
  const lastTwenty = lastBody
  // Then the trader again, on the last 20-answer market the admin made.
  const again = await fetch('/api/auth/login', post('/api/auth/login', { username: 'demo', password: 'demo123' })[1])
  if (!again.ok) throw new Error(`demo login: ${again.status}`)
  const twenty = await (await fetch(`/api/markets/${JSON.parse(lastTwenty).id}`, json)).json()
  const multi = await time((i) => buyAnswer(twenty, i))
  return { list, search, detail, trade, sell, order, book, fill50, multi, multiSeeded, create, createMulti }

  /**
   * A market trade that fills 50 resting orders: per sample (untimed) 50 Yes bids of one contract
   * at the whole cent under the price; then (timed) a buy of No big enough to bring the pool down to
   * them and fill all 50; then (untimed) a check that all 50 filled, and the contracts sold back.
   */
  async function fillFifty(catalogue) {
    const call = async ([url, init]) => {
      const res = await fetch(url, { ...json, ...init })
      const body = await res.json()
      if (!res.ok) throw new Error(`${url}: ${res.status} ${body.message}`)
      return body
    }
    const out = []
    const runs = 5 + 60
    const candidates = catalogue.filter((m) => Number(m.yesPrice) > 25 && Number(m.yesPrice) < 75)
    for (let i = 0; i < runs; i++) {
      const m = await call([`/api/markets/${candidates[i % candidates.length].id}`])
      const limit = Math.floor(Number(m.yesPrice)) - (Number(m.yesPrice) % 1 === 0 ? 1 : 0)
      const placed = new Set()
      for (let k = 0; k < 50; k++)
        placed.add(
          (
            await call(
              post('/api/orders', {
                marketId: m.id,
                side: 'yes',
                action: 'buy',
                quantity: 1,
                limitPriceCents: limit,
                expiresAt: null,
              }),
            )
          ).id,
        )
      // No contracts to buy before Yes is at the limit (fixed-product pool), then the 50 fills.
      const own = m.pool.noReserve
      const other = m.pool.yesReserve
      const t = 1 - limit / 100
      const otherAt = Math.sqrt((own * other * t) / (1 - t))
      const toLimit = Math.max(0, own + (otherAt - other) - (own * other) / otherAt)
      // What rests ahead of the 50 (the simulated traders' book: Yes bids at the limit or over it,
      // No offers at 100 - limit or under it) fills first.
      const resting = await call([`/api/markets/${m.id}/book`])
      const ahead =
        resting.yes.bids.filter((l) => l.priceCents >= limit).reduce((sum, l) => sum + l.quantity, 0) +
        resting.no.asks.filter((l) => l.priceCents <= 100 - limit).reduce((sum, l) => sum + l.quantity, 0)
      // Room to spare: the simulated traders keep trading in the page meanwhile.
      const quantity = Math.ceil(toLimit * 1.2) + 80 + ahead
      const body = { marketId: m.id, side: 'no', quantity, price: m.noPrice }
      const t0 = performance.now()
      const res = await fetch('/api/trades', { ...json, ...post('/api/trades', body)[1] })
      await res.text()
      const dt = performance.now() - t0
      if (!res.ok) throw new Error(`fill50 trade: ${res.status}`)
      // (The 1¢ bids placed above for the POST /api/orders figure stay open: only these 50 count.)
      const open = (await call([`/api/orders?status=open&marketId=${m.id}`])).filter((o) => placed.has(o.id))
      if (open.length !== 0) throw new Error(`fill50: ${open.length} of the 50 orders still open`)
      await call(post('/api/trades', { marketId: m.id, side: 'no', action: 'sell', quantity, price: m.noPrice }))
      await call(post('/api/trades', { marketId: m.id, side: 'yes', action: 'sell', quantity: 50, price: m.yesPrice }))
      if (i >= 5) out.push(dt)
    }
    return out
  }
}
