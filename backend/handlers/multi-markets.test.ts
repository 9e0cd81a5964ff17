import { describe, expect, it } from 'vitest'
import { useTestServer, type TestApi, type TestClient } from '../../mocks/test/test-api'
import { handlerInvariants, refused } from '../../mocks/test/exchange-checks'
import type { ActivityEntry, Market, Order, OrderBook, PayoutPreview, Portfolio, Trade } from '../../src/api/contract'
import { simulateUntil } from '../simulation'
import { describeActivity } from '../../src/features/my-trades/activity-text'

const setup = useTestServer()
const DAY = 24 * 60 * 60 * 1000
const TEAMS = ['Team Blue', 'Team Red', 'Team Green', 'Team Gold']

async function multiMarket(api: TestApi, admin: TestClient, answers = TEAMS): Promise<Market> {
  const res = await admin.post('/api/admin/markets', {
    kind: 'multi',
    title: 'Who wins the hackathon?',
    description: 'Judged on stage at the end of the day.',
    categoryId: 'tech',
    closesAt: new Date(api.backend.now() + 7 * DAY).toISOString(),
    rules: 'Resolves to the team the judges name the winner.',
    answers,
  })
  expect(res.status, JSON.stringify(res.json)).toBe(201)
  return res.json as Market
}

const chances = (m: Market) => m.answers!.map((a) => Number(a.yesPrice))
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)

describe('multi-answer markets through the API', () => {
  it('an admin lists one: its answers alike, adding up to 100 %, on its page and in ?kind=multi only', async () => {
    const api = await setup()
    const admin = await api.admin()
    const market = await multiMarket(api, admin)
    expect(market).toMatchObject({ kind: 'multi', status: 'active', byAdmin: true, categoryId: 'tech' })
    expect(market.answers!.map((a) => a.text)).toEqual(TEAMS)
    for (const a of market.answers!) expect(Number(a.yesPrice)).toBeCloseTo(25, 1)
    expect(sum(chances(market))).toBeCloseTo(100, 1)

    const page = (await admin.get(`/api/markets/${market.id}`)).json as Market
    expect(page.answers).toHaveLength(4)
    expect(Object.keys(page.answerHistories!)).toEqual(market.answers!.map((a) => a.id))
    // An answer has no page of its own.
    expect((await admin.get(`/api/markets/${market.answers![0]!.id}`)).status).toBe(404)

    // Beside the seeded ones (seed/curated-multi.ts).
    const multi = await admin.get('/api/markets?kind=multi&limit=100')
    const multiIds = (multi.json as Market[]).map((m) => m.id)
    expect(multiIds).toContain(market.id)
    expect(multiIds.length).toBeGreaterThanOrEqual(21)
    expect((multi.json as Market[]).every((m) => m.kind === 'multi' && m.answers!.length >= 2)).toBe(true)
    expect(Number(multi.headers.get('X-Total-Count'))).toBe(multiIds.length)
    // The main lists show the market once and never its answers.
    const all = (await admin.get('/api/markets?limit=100&trending=false')).json as Market[]
    const answerIds = new Set(market.answers!.map((a) => a.id))
    expect(all.filter((m) => m.id === market.id)).toHaveLength(1)
    expect(all.some((m) => answerIds.has(m.id))).toBe(false)
    const tech = (await admin.get('/api/markets?categoryId=tech&limit=100&trending=false')).json as Market[]
    expect(tech.some((m) => answerIds.has(m.id))).toBe(false)
    const binary = (await admin.get('/api/markets?kind=binary&limit=100&trending=false')).json as Market[]
    expect(binary.some((m) => m.id === market.id || answerIds.has(m.id))).toBe(false)
    expect(binary.every((m) => m.kind === 'binary')).toBe(true)

    // A search finds it by an answer's words too, in every list; never an answer alone.
    for (const path of ['/api/markets?q=team%20gold', '/api/markets?kind=multi&q=gold']) {
      const found = (await admin.get(path)).json as Market[]
      expect(
        found.map((m) => m.id),
        path,
      ).toContain(market.id)
      expect(
        found.some((m) => answerIds.has(m.id)),
        path,
      ).toBe(false)
    }
    expect(((await admin.get('/api/markets?kind=binary&q=team%20gold')).json as Market[]).map((m) => m.id)).not.toContain(
      market.id,
    )
    // A seeded one by one of its answers (seed/curated-multi.ts), and not by words it does not hold.
    const seeded = (multi.json as Market[]).find((m) => m.id !== market.id)!
    const answerWord = seeded.answers![1]!.text
    const bySeededAnswer = (await admin.get(`/api/markets?q=${encodeURIComponent(answerWord)}&limit=100`)).json as Market[]
    expect(bySeededAnswer.map((m) => m.id)).toContain(seeded.id)
    expect(((await admin.get('/api/markets?q=team%20zzzz')).json as Market[]).map((m) => m.id)).not.toContain(market.id)
    // Counts agree with what the pages hold.
    const total = Number((await admin.get('/api/markets?limit=1')).headers.get('X-Total-Count'))
    const binaryTotal = Number((await admin.get('/api/markets?kind=binary&limit=1')).headers.get('X-Total-Count'))
    expect(total - binaryTotal).toBe(multiIds.length)
    expect((await admin.get('/api/markets?kind=scalar')).status).toBe(400)
    expect(await handlerInvariants(api)).toEqual([])
  })

  it('a buy of Yes on one answer raises it and lowers the others, still 100 %; a sale gives cash back; the portfolio names the answer', async () => {
    const api = await setup()
    const admin = await api.admin()
    const market = await multiMarket(api, admin)
    const demo = await api.demo()
    const [blue, red] = market.answers!
    const before = Number(((await demo.get('/api/portfolio/demo-user')).json as Portfolio).balance)
    const res = await demo.post('/api/trades', {
      marketId: market.id,
      answerId: blue!.id,
      side: 'yes',
      quantity: 50,
      price: '25.00',
    })
    expect(res.status, JSON.stringify(res.json)).toBe(201)
    const trade = res.json as Trade
    expect(trade).toMatchObject({ marketId: market.id, side: 'yes', quantity: 50, action: 'buy' })
    expect(trade.market).toMatchObject({
      id: market.id,
      title: 'Who wins the hackathon?',
      answer: { id: blue!.id, text: 'Team Blue' },
    })

    const after = (await demo.get(`/api/markets/${market.id}`)).json as Market
    expect(sum(chances(after))).toBeCloseTo(100, 1)
    expect(Number(after.answers![0]!.yesPrice)).toBeGreaterThan(25)
    for (const other of after.answers!.slice(1)) expect(Number(other.yesPrice)).toBeLessThan(25)
    expect(after.volume).toBeCloseTo(Number(trade.cost), 2)

    // No on another answer, then a sale of part of the Yes.
    expect(
      (await demo.post('/api/trades', { marketId: market.id, answerId: red!.id, side: 'no', quantity: 20, price: '75.00' }))
        .status,
    ).toBe(201)
    const sale = await demo.post('/api/trades', {
      marketId: market.id,
      answerId: blue!.id,
      side: 'yes',
      action: 'sell',
      quantity: 30,
      price: '30.00',
    })
    expect(sale.status, JSON.stringify(sale.json)).toBe(201)

    const portfolio = (await demo.get('/api/portfolio/demo-user')).json as Portfolio
    const mine = portfolio.positions.filter((p) => p.marketId === market.id)
    expect(mine.map((p) => [p.market.answer?.text, p.side, p.quantity]).sort()).toEqual([
      ['Team Blue', 'yes', 20],
      ['Team Red', 'no', 20],
    ])
    expect(Number(portfolio.balance)).toBeLessThan(before)
    const history = (await demo.get('/api/trades?userId=demo-user')).json as Trade[]
    // (All three at the same moment of the test's clock: in any order.)
    expect(
      history
        .filter((t) => t.marketId === market.id)
        .map((t) => `${t.action} ${t.market.answer?.text}`)
        .sort(),
    ).toEqual(['buy Team Blue', 'buy Team Red', 'sell Team Blue'])
    const [entry] = (await demo.get('/api/logs/demo-user?limit=1')).json as ActivityEntry[]
    expect(entry).toMatchObject({ action: 'trade_sold', details: { marketTitle: 'Who wins the hackathon? · Team Blue' } })
    expect(await handlerInvariants(api)).toEqual([])
  })

  it("a trade rewrites the market's row (every answer's pool) and the traded answer's row only; the pools read back from the market's row", async () => {
    const api = await setup()
    const { db } = api.backend
    const admin = await api.admin()
    const texts = Array.from({ length: 20 }, (_, i) => `Team ${i + 1}`)
    const market = await multiMarket(api, admin, texts)
    // Named after the market (answerRowId): one key range holds them.
    expect(market.answers!.map((a) => a.id)).toEqual(texts.map((_, i) => `${market.id}-a${i + 1}`))
    const ids = market.answers!.map((a) => a.id)
    const rowsBefore = await db.markets.bulkGet(ids)
    const demo = await api.demo()
    const traded = market.answers![2]!
    const res = await demo.post('/api/trades', {
      marketId: market.id,
      answerId: traded.id,
      side: 'yes',
      quantity: 20,
      price: traded.yesPrice,
    })
    expect(res.status, JSON.stringify(res.json)).toBe(201)

    const stored = (await db.markets.get(market.id))!
    const rowsAfter = await db.markets.bulkGet(ids)
    // Untraded answers: their rows as they were. The traded one: rewritten (its volume, its trader).
    ids.forEach((id, i) => {
      if (id === traded.id) expect(rowsAfter[i]!.volumeCents).toBeGreaterThan(rowsBefore[i]!.volumeCents)
      else expect(rowsAfter[i]).toEqual(rowsBefore[i])
    })
    // The market's row holds every answer's pool as the trade left it, and the API reads them from there.
    expect(stored.answerPools).toHaveLength(20)
    const page = (await demo.get(`/api/markets/${market.id}`)).json as Market
    page.answers!.forEach((a, i) => {
      expect(a.pool).toEqual({ yesReserve: stored.answerPools![i]![0], noReserve: stored.answerPools![i]![1] })
      if (a.id === traded.id) expect(Number(a.yesPrice)).toBeGreaterThan(Number(traded.yesPrice))
      else expect(Number(a.yesPrice)).toBeLessThan(Number(market.answers![i]!.yesPrice))
    })
    expect(sum(chances(page))).toBeCloseTo(100, 1)
    // An untraded answer's book is priced by its pool as it is now too.
    const book = (await demo.get(`/api/markets/${ids[5]}/book`)).json as { pool: Market['pool'] }
    expect(book.pool).toEqual({ yesReserve: stored.answerPools![5]![0], noReserve: stored.answerPools![5]![1] })
    // The portfolio values the position by the answer's pool as it is now.
    const portfolio = (await demo.get('/api/portfolio/demo-user')).json as Portfolio
    const held = portfolio.positions.find((p) => p.market.answer?.id === traded.id)!
    expect(Number(held.currentPrice)).toBeCloseTo(Number(page.answers![2]!.yesPrice), 1)
    expect(await handlerInvariants(api)).toEqual([])
  })

  it('a market stored before its answers were named after it (and before its row held their pools) trades as before', async () => {
    const api = await setup()
    const { db } = api.backend
    const admin = await api.admin()
    const market = await multiMarket(api, admin)
    // As the store held such a market: answers named on their own, their pools on their own rows.
    const oldIds = market.answers!.map((_, i) => `ans-old${i}`)
    await db.transaction('rw', db.markets, db.histories, db.positions, async () => {
      const rows = await db.markets.bulkGet(market.answers!.map((a) => a.id))
      const histories = await db.histories.bulkGet(market.answers!.map((a) => a.id))
      await db.markets.bulkDelete(market.answers!.map((a) => a.id))
      await db.markets.bulkPut(rows.map((r, i) => ({ ...r!, id: oldIds[i]! })))
      await db.histories.bulkPut(histories.map((h, i) => ({ ...h!, marketId: oldIds[i]! })))
      const { answerPools: _pools, ...row } = (await db.markets.get(market.id))!
      await db.markets.put({ ...row, answerIds: oldIds })
    })
    const demo = await api.demo()
    const onOld = (action: 'buy' | 'sell') =>
      demo.post('/api/trades', { marketId: market.id, answerId: 'ans-old1', side: 'yes', action, quantity: 30, price: '25' })
    const res = await onOld('buy')
    expect(res.status, JSON.stringify(res.json)).toBe(201)
    const page = (await demo.get(`/api/markets/${market.id}`)).json as Market
    expect(page.answers!.map((a) => a.id)).toEqual(oldIds)
    expect(Number(page.answers![1]!.yesPrice)).toBeGreaterThan(25)
    expect(sum(chances(page))).toBeCloseTo(100, 1)
    // A second trade reads the first one's pools from the market's row.
    const again = await onOld('sell')
    expect(again.status, JSON.stringify(again.json)).toBe(201)
    const after = (await demo.get(`/api/markets/${market.id}`)).json as Market
    for (const a of after.answers!) expect(Number(a.yesPrice)).toBeCloseTo(25, 0)
    expect(await handlerInvariants(api)).toEqual([])
  })

  it('refuses a trade without its answer, an answer elsewhere, a foreign answer, a sale of more than held and a price past the limit; nothing written', async () => {
    const api = await setup()
    const admin = await api.admin()
    const market = await multiMarket(api, admin)
    const other = await multiMarket(api, admin, ['Yes please', 'No thanks'])
    const demo = await api.demo()
    const blue = market.answers![0]!.id
    const binary = ((await demo.get('/api/markets?kind=binary&limit=1')).json as Market[])[0]!
    const order = { marketId: market.id, side: 'yes', quantity: 10, price: '25.00' }
    await refused(api, () => demo.post('/api/trades', { ...order, answerId: undefined }), 400, /name the answer/)
    await refused(
      api,
      () => demo.post('/api/trades', { ...order, marketId: binary.id, answerId: blue }),
      400,
      /only for a multi-answer market/,
    )
    await refused(api, () => demo.post('/api/trades', { ...order, answerId: other.answers![0]!.id }), 404, /Answer not found/)
    await refused(api, () => demo.post('/api/trades', { ...order, marketId: blue, answerId: blue }), 404, /Market not found/)
    await refused(api, () => demo.post('/api/trades', { ...order, answerId: blue, action: 'sell' }), 422, /You hold no YES/)
    await refused(api, () => demo.post('/api/trades', { ...order, answerId: blue, limitPriceCents: 20 }), 409, /past your limit/)
    const limit = { marketId: market.id, side: 'yes', action: 'buy', quantity: 10, limitPriceCents: 20 }
    await refused(api, () => demo.post('/api/orders', limit), 400, /name the answer/)
  })

  it('limit orders on an answer: one rests in the book and the lists, a trade on another answer fills it, a cancel and the resolution give back what is held', async () => {
    const api = await setup()
    const admin = await api.admin()
    const market = await multiMarket(api, admin)
    const other = await multiMarket(api, admin, ['Yes please', 'No thanks'])
    const demo = await api.demo()
    const [blue, red, green] = market.answers!
    const binary = ((await demo.get('/api/markets?kind=binary&limit=1')).json as Market[])[0]!
    const start = Number(((await demo.get('/api/portfolio/demo-user')).json as Portfolio).balance)

    // Bad input changes nothing.
    const limit = { marketId: market.id, answerId: blue!.id, side: 'yes', action: 'buy', quantity: 50, limitPriceCents: 20 }
    await refused(api, () => demo.post('/api/orders', { ...limit, marketId: binary.id }), 400, /only for a multi-answer market/)
    await refused(api, () => demo.post('/api/orders', { ...limit, answerId: other.answers![0]!.id }), 404, /Answer not found/)
    await refused(api, () => demo.post('/api/orders', { ...limit, marketId: blue!.id }), 404, /Market not found/)
    await refused(api, () => demo.post('/api/orders', { ...limit, limitPriceCents: 100 }), 400)
    await refused(api, () => demo.post('/api/orders', { ...limit, action: 'sell' }), 422, /You hold no YES/)

    // At 25¢ a 20¢ order rests; it holds back 50 × 20¢, its fee (15¢) and a cent a contract: $10.65.
    const placed = await demo.post('/api/orders', limit)
    expect(placed.status, placed.text).toBe(201)
    expect(placed.json).toMatchObject({
      marketId: market.id,
      status: 'open',
      filledQuantity: 0,
      reservedCash: '10.65',
      market: { id: market.id, answer: { id: blue!.id, text: 'Team Blue' } },
    })
    const id = (placed.json as { id: string }).id
    const book = (await demo.get(`/api/markets/${blue!.id}/book`)).json as OrderBook
    expect(book.yes.bids).toEqual([{ priceCents: 20, quantity: 50, orders: 1 }])
    const mine = (await demo.get(`/api/orders?marketId=${market.id}`)).json as Order[]
    expect(mine.map((o) => o.id)).toEqual([id])
    expect(Number(((await demo.get('/api/portfolio/demo-user')).json as Portfolio).balance)).toBeCloseTo(start - 10.65, 2)

    // Someone buys Team Red and Team Green: the arbitrage takes Team Blue down to 20¢ and the order fills.
    const ana = api.client()
    expect((await ana.post('/api/auth/register', { username: 'ana', password: 'secret123' })).status).toBe(201)
    await ana.login('ana', 'secret123')
    for (const answer of [red!, green!]) {
      const res = await ana.post('/api/trades', {
        marketId: market.id,
        answerId: answer.id,
        side: 'yes',
        quantity: 400,
        price: '25',
      })
      expect(res.status, res.text).toBe(201)
    }
    const filled = ((await demo.get(`/api/orders?marketId=${market.id}&status=all`)).json as Order[]).find((o) => o.id === id)
    expect(filled).toMatchObject({ id, status: 'filled', filledQuantity: 50, reservedCash: '0.00' })
    expect(filled!.averageFillPriceCents!).toBeLessThanOrEqual(20 * 1.02 + 0.01)
    const now = (await demo.get(`/api/markets/${market.id}`)).json as Market
    expect(Number(now.answers![0]!.yesPrice)).toBeLessThanOrEqual(20.05)
    expect(sum(chances(now))).toBeCloseTo(100, 1)
    const portfolio = (await demo.get('/api/portfolio/demo-user')).json as Portfolio
    expect(portfolio.positions.find((p) => p.marketId === market.id)).toMatchObject({ side: 'yes', quantity: 50 })
    // What it cost came out of what it held back; the rest came back.
    expect(Number(portfolio.balance)).toBeCloseTo(start - filled!.averageFillPriceCents! / 2, 1)
    const [log] = (await demo.get('/api/logs/demo-user?limit=1')).json as ActivityEntry[]
    expect(describeActivity(log!)).toMatch(/^Limit order filled: 50 YES at \d+\.\d¢$/)
    expect(log!.details).toMatchObject({ marketTitle: 'Who wins the hackathon? · Team Blue' })

    // A sell order holds its contracts back until cancelled; a resting buy is cancelled by the resolution.
    const sell = await demo.post('/api/orders', { ...limit, action: 'sell', limitPriceCents: 90 })
    expect(sell.json).toMatchObject({ status: 'open', reservedContracts: 50 })
    await refused(
      api,
      () =>
        demo.post('/api/trades', {
          marketId: market.id,
          answerId: blue!.id,
          side: 'yes',
          action: 'sell',
          quantity: 1,
          price: '20',
        }),
      422,
      /50 held back by open sell orders/,
    )
    const cancelled = await demo.delete(`/api/orders/${(sell.json as Order).id}`)
    expect(cancelled.json).toMatchObject({ status: 'cancelled', reservedContracts: 0, market: { answer: { text: 'Team Blue' } } })
    // An order that expires while nobody trades there: the background step expires it, logged with its market and answer.
    const expiring = await demo.post('/api/orders', {
      ...limit,
      answerId: green!.id,
      limitPriceCents: 4,
      expiresAt: new Date(api.backend.now() + 3_600_000).toISOString(),
    })
    expect(expiring.status, expiring.text).toBe(201)
    api.advance(2 * 3_600_000)
    await simulateUntil(api.backend, api.backend.now())
    const expired = ((await demo.get('/api/logs/demo-user?limit=20')).json as ActivityEntry[]).find(
      (e) => e.action === 'order_expired',
    )
    expect(expired?.details.marketTitle).toBe('Who wins the hackathon? · Team Green')
    const resting = (await demo.post('/api/orders', { ...limit, answerId: green!.id, limitPriceCents: 5 })).json as Order
    const before = Number(((await demo.get('/api/portfolio/demo-user')).json as Portfolio).balance)
    expect((await admin.post(`/api/admin/markets/${market.id}/resolve`, { answerId: blue!.id })).status).toBe(200)
    const all = (await demo.get(`/api/orders?marketId=${market.id}&status=all`)).json as Order[]
    expect(all.find((o) => o.id === resting.id)).toMatchObject({ id: resting.id, status: 'cancelled', reservedCash: '0.00' })
    // The reserve came back and Team Blue's 50 Yes paid $50.
    const after = Number(((await demo.get('/api/portfolio/demo-user')).json as Portfolio).balance)
    expect(after).toBeCloseTo(before + Number(resting.reservedCash) + 50, 2)
    expect(await handlerInvariants(api)).toEqual([])
  })

  it('an admin resolves it to one answer: its Yes and every other No pay $1, orders and positions settle; a preview says so first', async () => {
    const api = await setup()
    const admin = await api.admin()
    const market = await multiMarket(api, admin)
    const demo = await api.demo()
    const [blue, red, green] = market.answers!
    await demo.post('/api/trades', { marketId: market.id, answerId: blue!.id, side: 'yes', quantity: 40, price: '25.00' })
    await demo.post('/api/trades', { marketId: market.id, answerId: red!.id, side: 'yes', quantity: 10, price: '25.00' })
    await demo.post('/api/trades', { marketId: market.id, answerId: green!.id, side: 'no', quantity: 30, price: '75.00' })
    const cash = Number(((await demo.get('/api/portfolio/demo-user')).json as Portfolio).balance)

    await refused(api, () => admin.post(`/api/admin/markets/${market.id}/resolve`, { outcome: 'yes' }), 400, /one of its answers/)
    await refused(api, () => admin.post(`/api/admin/markets/${market.id}/resolve`, { answerId: 'nope' }), 404, /Answer not found/)
    await refused(api, () => admin.post(`/api/admin/markets/${market.id}/resolve`, {}), 400, /Name the outcome/)
    await refused(api, () => demo.post(`/api/admin/markets/${market.id}/resolve`, { answerId: blue!.id }), 403)

    const preview = (await admin.get(`/api/admin/markets/${market.id}/payout-preview?answerId=${blue!.id}`)).json as PayoutPreview
    // Blue's 40 Yes and Green's 30 No win; Red's 10 Yes lose.
    expect(preview).toMatchObject({ outcome: 'yes', answerId: blue!.id, traders: 1, payout: 70, openOrders: 0 })
    const res = await admin.post(`/api/admin/markets/${market.id}/resolve`, { answerId: blue!.id, note: 'Judges named Blue' })
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    const resolved = res.json as Market
    expect(resolved).toMatchObject({
      status: 'resolved',
      resolution: 'yes',
      winningAnswerId: blue!.id,
      resolutionNote: 'Judges named Blue',
    })
    expect(resolved.answers!.map((a) => a.resolution)).toEqual(['yes', 'no', 'no', 'no'])
    // The admin's log names the answer that won (no "YES" for a market of answers).
    const [entry] = (await admin.get('/api/logs/admin-user?limit=1')).json as ActivityEntry[]
    expect(describeActivity(entry!)).toBe(`Resolved: ${market.title} · Team Blue`)
    const portfolio = (await demo.get('/api/portfolio/demo-user')).json as Portfolio
    expect(Number(portfolio.balance)).toBeCloseTo(cash + 70, 2)
    const settled = portfolio.positions.filter((p) => p.marketId === market.id)
    expect(settled.map((p) => [p.market.answer?.text, p.status]).sort()).toEqual([
      ['Team Blue', 'won'],
      ['Team Green', 'won'],
      ['Team Red', 'lost'],
    ])
    await refused(
      api,
      () => admin.post(`/api/admin/markets/${market.id}/resolve`, { answerId: red!.id }),
      409,
      /already resolved/,
    )
    await refused(
      api,
      () => demo.post('/api/trades', { marketId: market.id, answerId: blue!.id, side: 'yes', quantity: 1, price: '99.00' }),
      409,
    )
    expect(await handlerInvariants(api)).toEqual([])
  })

  it('a void refunds each trader what they put in across its answers', async () => {
    const api = await setup()
    const admin = await api.admin()
    const market = await multiMarket(api, admin)
    const demo = await api.demo()
    const start = Number(((await demo.get('/api/portfolio/demo-user')).json as Portfolio).balance)
    await demo.post('/api/trades', {
      marketId: market.id,
      answerId: market.answers![0]!.id,
      side: 'yes',
      quantity: 40,
      price: '25.00',
    })
    await demo.post('/api/trades', {
      marketId: market.id,
      answerId: market.answers![2]!.id,
      side: 'no',
      quantity: 30,
      price: '75.00',
    })
    const res = await admin.post(`/api/admin/markets/${market.id}/resolve`, { outcome: 'void' })
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    expect(res.json).toMatchObject({ status: 'resolved', resolution: 'void' })
    const after = Number(((await demo.get('/api/portfolio/demo-user')).json as Portfolio).balance)
    expect(after).toBeCloseTo(start, 2)
    expect(await handlerInvariants(api)).toEqual([])
  })

  it('the simulated traders trade the seeded ones, one answer at a time: volumes grow, the chances still add up to 100 %, the money adds up', async () => {
    const api = await setup()
    const client = api.client()
    const before = (await client.get('/api/markets?kind=multi&limit=100')).json as Market[]
    expect(before.length).toBeGreaterThanOrEqual(20)
    // A person's limit orders at each side's price (to the cent below) on five of them: the crowd's trades reach some.
    const demo = await api.demo()
    for (const market of before.slice(0, 5)) {
      for (const answer of market.answers!) {
        for (const side of ['yes', 'no'] as const) {
          const price = Math.floor(Number(side === 'yes' ? answer.yesPrice : answer.noPrice))
          if (price < 1) continue
          const body = { marketId: market.id, answerId: answer.id, side, action: 'buy', quantity: 10, limitPriceCents: price }
          const placed = await demo.post('/api/orders', body)
          expect(placed.status, placed.text).toBe(201)
        }
      }
    }
    // An hour of simulated trading, three minutes at a time.
    await simulateUntil(api.backend, api.backend.now())
    for (let i = 0; i < 20; i += 1) {
      api.advance(3 * 60_000)
      await simulateUntil(api.backend, api.backend.now())
    }
    const after = (await client.get('/api/markets?kind=multi&limit=100')).json as Market[]
    const volume = (list: Market[]) => sum(list.map((m) => m.volume))
    expect(volume(after)).toBeGreaterThan(volume(before))
    const moved = after.filter((m) => {
      const was = before.find((b) => b.id === m.id)!
      return m.answers!.some((a, i) => a.yesPrice !== was.answers![i]!.yesPrice)
    })
    expect(moved.length).toBeGreaterThan(5)
    for (const m of after) expect(sum(chances(m))).toBeCloseTo(100, 0)
    const orders = (await demo.get('/api/orders?status=all&limit=100')).json as Order[]
    expect(orders.some((o) => o.filledQuantity > 0)).toBe(true)
    expect(await handlerInvariants(api)).toEqual([])
  }, 120_000)

  it('its answers close with it: a PATCH moves their close too; past it, a list closes the market and its answers together', async () => {
    const api = await setup()
    const admin = await api.admin()
    const market = await multiMarket(api, admin)
    const later = new Date(api.backend.now() + 30 * DAY).toISOString()
    const patched = await admin.patch(`/api/admin/markets/${market.id}`, { closesAt: later })
    expect(patched.status, JSON.stringify(patched.json)).toBe(200)
    expect((patched.json as Market).answers).toHaveLength(4)
    const stored = () => api.backend.db.markets.bulkGet([market.id, ...market.answers!.map((a) => a.id)])
    for (const row of await stored()) expect(row!.closesAt).toBe(Date.parse(later))
    expect((await admin.patch(`/api/admin/markets/${market.id}`, { initialProbability: 40 })).status).toBe(422)
    api.advance(31 * DAY)
    await admin.get('/api/markets?limit=5')
    for (const row of await stored()) expect(row!.status).toBe('closed')
    expect(await handlerInvariants(api)).toEqual([])
  })

  it('before its first trade an admin changes its answers: all alike again, a kept answer keeps its id, a dropped one goes; refused after', async () => {
    const api = await setup()
    const admin = await api.admin()
    const market = await multiMarket(api, admin)
    const idOf = (m: Market, text: string) => m.answers!.find((a) => a.text === text)?.id
    const res = await admin.patch(`/api/admin/markets/${market.id}`, { answers: ['Team Gold', 'team blue', 'Team Pink'] })
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    const changed = res.json as Market
    expect(changed.answers!.map((a) => a.text)).toEqual(['Team Gold', 'team blue', 'Team Pink'])
    expect(idOf(changed, 'Team Gold')).toBe(idOf(market, 'Team Gold'))
    expect(idOf(changed, 'team blue')).toBe(idOf(market, 'Team Blue'))
    const pink = idOf(changed, 'Team Pink')!
    expect(market.answers!.map((a) => a.id)).not.toContain(pink)
    for (const a of changed.answers!) expect(Number(a.yesPrice)).toBeCloseTo(100 / 3, 1)
    // The page, its charts and the store agree; the dropped answers' rows are gone.
    const page = (await admin.get(`/api/markets/${market.id}`)).json as Market
    expect(page.answers!.map((a) => a.id)).toEqual(changed.answers!.map((a) => a.id))
    expect(Object.keys(page.answerHistories!).sort()).toEqual(changed.answers!.map((a) => a.id).sort())
    const dropped = [idOf(market, 'Team Red')!, idOf(market, 'Team Green')!]
    expect(await api.backend.db.markets.bulkGet(dropped)).toEqual([undefined, undefined])
    expect(await api.backend.db.positions.where('marketId').anyOf(dropped).count()).toBe(0)
    expect(await handlerInvariants(api)).toEqual([])
    // A dropped answer's id never comes back: a ticket still open on it is refused, not booked on another answer.
    const again = (
      await admin.patch(`/api/admin/markets/${market.id}`, { answers: ['Team Gold', 'team blue', 'Team Pink', 'Team Red'] })
    ).json as Market
    const red = idOf(again, 'Team Red')!
    expect(red.startsWith(`${market.id}-a`)).toBe(true)
    expect([...dropped, ...market.answers!.map((a) => a.id)]).not.toContain(red)
    expect(idOf(again, 'Team Pink')).toBe(pink)
    expect(await handlerInvariants(api)).toEqual([])

    // It trades as a market opened with these answers.
    const demo = await api.demo()
    const bought = await demo.post('/api/trades', {
      marketId: market.id,
      answerId: pink,
      side: 'yes',
      quantity: 10,
      price: page.answers!.find((a) => a.id === pink)!.yesPrice,
    })
    expect(bought.status, JSON.stringify(bought.json)).toBe(201)
    expect(sum(chances((await demo.get(`/api/markets/${market.id}`)).json as Market))).toBeCloseTo(100, 1)
    expect(await handlerInvariants(api)).toEqual([])

    // Bad answers, a Yes/No market, and after the first trade: refused, nothing written.
    await refused(api, () => admin.patch(`/api/admin/markets/${market.id}`, { answers: ['Only one'] }), 400, /2 to 20 answers/)
    await refused(api, () => admin.patch(`/api/admin/markets/${market.id}`, { answers: ['A', 'a'] }), 400, /different/)
    await refused(
      api,
      () => admin.patch(`/api/admin/markets/${market.id}`, { answers: ['Red', 'Blue'] }),
      409,
      /before the first trade/,
    )
    const [yesNo] = (await admin.get('/api/markets?kind=binary&limit=1')).json as Market[]
    await refused(api, () => admin.patch(`/api/admin/markets/${yesNo!.id}`, { answers: ['Red', 'Blue'] }), 422)
    const seededMulti = ((await admin.get('/api/markets?kind=multi&limit=100')).json as Market[]).find((m) => !m.byAdmin)!
    await refused(api, () => admin.patch(`/api/admin/markets/${seededMulti.id}`, { answers: ['Red', 'Blue'] }), 422)
    const demoTries = await demo.patch(`/api/admin/markets/${market.id}`, { answers: ['Red', 'Blue'] })
    expect(demoTries.status).toBe(403)
  })

  it('the watchlist stars the market with its answers, never an answer on its own', async () => {
    const api = await setup()
    const admin = await api.admin()
    const market = await multiMarket(api, admin)
    const demo = await api.demo()
    await refused(api, () => demo.put(`/api/watchlist/${market.answers![0]!.id}`), 404, /Market not found/)
    const res = await demo.put(`/api/watchlist/${market.id}`)
    expect(res.status).toBe(200)
    const starred = (res.json as { markets: Market[] }).markets.find((m) => m.id === market.id)!
    expect(starred.answers!.map((a) => a.text)).toEqual(TEAMS)
  })

  it("the simulation settles a seeded one past its close to one of its answers, as it settles Yes/No markets; an admin's waits for the admin", async () => {
    const api = await setup()
    const admin = await api.admin()
    const made = await multiMarket(api, admin)
    const seeded = ((await admin.get('/api/markets?kind=multi&limit=100')).json as Market[]).filter((m) => !m.byAdmin)
    const first = [...seeded].sort((a, b) => Date.parse(a.closesAt) - Date.parse(b.closesAt))[0]!
    await simulateUntil(api.backend, api.backend.now())
    api.advance(Date.parse(first.closesAt) - api.backend.now() + 2 * 60 * 60 * 1000)
    await simulateUntil(api.backend, api.backend.now())
    const settled = (await admin.get(`/api/markets/${first.id}`)).json as Market
    expect(settled).toMatchObject({ status: 'resolved', resolution: 'yes' })
    expect(settled.answers!.map((a) => a.id)).toContain(settled.winningAnswerId)
    expect(settled.answers!.filter((a) => a.resolution === 'yes').map((a) => a.id)).toEqual([settled.winningAnswerId])
    expect(((await admin.get(`/api/markets/${made.id}`)).json as Market).status).toBe('closed')
    expect(await handlerInvariants(api)).toEqual([])
  }, 120_000)
})
