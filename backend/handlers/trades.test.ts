import { describe, expect, it } from 'vitest'
import { useTestServer, type TestApi, type TestClient } from '../../mocks/test/test-api'
import { snapshot } from '../../mocks/test/snapshot'
import { quoteBuy } from '../../src/exchange'
import type { Market, Portfolio, Trade } from '../../src/api/contract'

const setup = useTestServer()

async function firstMarket(client: TestClient): Promise<Market> {
  return ((await client.get('/api/markets?limit=1')).json as Market[])[0]
}

async function rejects(
  api: TestApi,
  client: TestClient,
  body: unknown,
  status: number,
  message: RegExp,
  headers?: Record<string, string>,
) {
  const before = await snapshot(api.backend)
  const res = await client.post('/api/trades', body, headers)
  expect(res.status).toBe(status)
  expect(res.json.message).toMatch(message)
  expect(await snapshot(api.backend)).toBe(before)
}

describe('POST /api/trades', () => {
  it('books the trade to the session user at exactly the quoted cost', async () => {
    const api = await setup()
    const demo = await api.demo()
    const market = await firstMarket(demo)
    const quote = quoteBuy(market.pool, 'no', 250)
    const res = await demo.post('/api/trades', {
      marketId: market.id,
      side: 'no',
      quantity: 250,
      price: market.noPrice,
      userId: 'demo-user',
    })
    expect(res.status).toBe(201)
    const trade = res.json as Trade
    expect(trade).toMatchObject({ marketId: market.id, side: 'no', quantity: 250, userId: 'demo-user' })
    expect(Math.round(Number(trade.cost) * 100)).toBe(quote.costCents)

    const portfolio = (await demo.get('/api/portfolio/demo-user')).json as Portfolio
    expect(Math.round(Number(portfolio.balance) * 100)).toBe(1_000_000 - quote.costCents)
    expect(portfolio.positions).toHaveLength(1)
    expect(portfolio.positions[0]).toMatchObject({ marketId: market.id, side: 'no', quantity: 250, settled: false })

    const after = (await demo.get(`/api/markets/${market.id}`)).json as Market
    expect(Number(after.noPrice)).toBeGreaterThan(Number(market.noPrice))
    expect(after.volume).toBeGreaterThan(market.volume)
    expect(after.traderCount).toBe(market.traderCount + 1)
  })

  it('writes the trade and its activity entry together', async () => {
    const api = await setup()
    const demo = await api.demo()
    const market = await firstMarket(demo)
    await demo.post('/api/trades', { marketId: market.id, side: 'yes', quantity: 10, price: market.yesPrice })
    const logs = (await demo.get('/api/logs/demo-user?limit=50')).json
    expect(logs[0]).toMatchObject({
      action: 'trade_placed',
      details: { side: 'yes', quantity: 10, marketTitle: market.title },
      metadata: { side: 'yes' },
    })
    expect(logs[0].metadata.amount).toBeGreaterThan(0)
  })

  it('answers 401 when signed out and 403 for another user id, changing nothing', async () => {
    const api = await setup()
    const anon = api.client()
    const demo = await api.demo()
    const market = await firstMarket(demo)
    const body = { marketId: market.id, side: 'yes', quantity: 1, price: market.yesPrice }
    await rejects(api, anon, body, 401, /unauthorized/i)
    await rejects(api, demo, { ...body, userId: 'admin-user' }, 403, /own account/)
  })

  const bad: Array<[string, Record<string, unknown>]> = [
    ['a bad side', { side: 'maybe' }],
    ['quantity 0', { quantity: 0 }],
    ['a negative quantity', { quantity: -5 }],
    ['a fractional quantity', { quantity: 1.5 }],
    ['quantity 10001', { quantity: 10_001 }],
    ['a string quantity', { quantity: '100' }],
    ['a numeric price', { price: 50 }],
    ['a price with 3 decimals', { price: '50.125' }],
    ['a negative price', { price: '-5' }],
    ['a price over 100 cents', { price: '100.5' }],
    ['a price in hexadecimal', { price: '0x10' }],
    ['a missing marketId', { marketId: undefined }],
    ['an extra field', { extra: true }],
  ]
  it.each(bad)('answers 400 for %s', async (_, patch) => {
    const api = await setup()
    const demo = await api.demo()
    const market = await firstMarket(demo)
    const body = { marketId: market.id, side: 'yes', quantity: 1, price: market.yesPrice, ...patch }
    await rejects(api, demo, JSON.parse(JSON.stringify(body)), 400, /./)
  })

  it('answers 404 for an unknown market, 409 for a closed one, 422 when the balance cannot cover', async () => {
    const api = await setup()
    const demo = await api.demo()
    await rejects(api, demo, { marketId: 'nope', side: 'yes', quantity: 1, price: '50' }, 404, /Market not found/)
    const closed = ((await demo.get('/api/markets/closed')).json as Market[])[0]
    await rejects(api, demo, { marketId: closed.id, side: 'yes', quantity: 1, price: '50' }, 409, /closed|resolved/i)
    const market = await firstMarket(demo)
    await api.backend.db.accounts.update('demo-user', { balanceCents: 100 })
    await rejects(
      api,
      demo,
      { marketId: market.id, side: 'yes', quantity: 100, price: market.yesPrice },
      422,
      /Insufficient balance/,
    )
  })

  it('replays an Idempotency-Key: same answer, one trade; a different body answers 422', async () => {
    const api = await setup()
    const demo = await api.demo()
    const market = await firstMarket(demo)
    const body = { marketId: market.id, side: 'yes', quantity: 5, price: market.yesPrice }
    const headers = { 'Idempotency-Key': 'key-123' }
    const first = await demo.post('/api/trades', body, headers)
    const second = await demo.post('/api/trades', body, headers)
    expect(first.status).toBe(201)
    expect(second.status).toBe(201)
    expect(second.json).toEqual(first.json)
    expect(await api.backend.db.trades.where('accountId').equals('demo-user').count()).toBe(1)
    await rejects(api, demo, { ...body, quantity: 6 }, 422, /Idempotency-Key/, headers)
    await rejects(api, demo, body, 400, /Idempotency-Key/, { 'Idempotency-Key': 'bad key with spaces' })
  })

  it('books exactly one trade when the same key races', async () => {
    const api = await setup()
    const demo = await api.demo()
    const market = await firstMarket(demo)
    const body = { marketId: market.id, side: 'no', quantity: 3, price: market.noPrice }
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => demo.post('/api/trades', body, { 'Idempotency-Key': 'race' })),
    )
    expect(answers.every((a) => a.status === 201)).toBe(true)
    expect(new Set(answers.map((a) => a.json.id)).size).toBe(1)
    expect(await api.backend.db.trades.where('accountId').equals('demo-user').count()).toBe(1)
  })
})

describe('GET /api/trades', () => {
  it("lists the user's trades newest first with their market", async () => {
    const api = await setup()
    const demo = await api.demo()
    const markets = (await demo.get('/api/markets?limit=2')).json as Market[]
    await demo.post('/api/trades', { marketId: markets[0].id, side: 'yes', quantity: 1, price: markets[0].yesPrice })
    api.advance(1000)
    await demo.post('/api/trades', { marketId: markets[1].id, side: 'no', quantity: 2, price: markets[1].noPrice })
    const res = await demo.get('/api/trades?userId=demo-user')
    expect(res.status).toBe(200)
    expect(res.json.map((t: Trade) => t.marketId)).toEqual([markets[1].id, markets[0].id])
    expect(res.json[0].market.title).toBe(markets[1].title)
  })

  it('answers 401 signed out, 400 without userId, 403 for another user, 200 for an admin', async () => {
    const api = await setup()
    expect((await api.client().get('/api/trades?userId=demo-user')).status).toBe(401)
    const demo = await api.demo()
    expect((await demo.get('/api/trades')).status).toBe(400)
    expect((await demo.get('/api/trades?userId=admin-user')).status).toBe(403)
    const admin = await api.admin()
    expect((await admin.get('/api/trades?userId=demo-user')).status).toBe(200)
  })

  it('answers an admin 404 for someone who does not exist, as the portfolio and the activity log do', async () => {
    const api = await setup()
    const admin = await api.admin()
    for (const path of ['/api/trades?userId=nobody', '/api/portfolio/nobody', '/api/logs/nobody']) {
      const res = await admin.get(path)
      expect([path, res.status, res.json.message]).toEqual([path, 404, 'User not found'])
    }
  })
})
