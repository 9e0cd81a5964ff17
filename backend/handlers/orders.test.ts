import { describe, expect, it } from 'vitest'
import { useTestServer, type TestClient } from '../../mocks/test/test-api'
import { handlerInvariants, refused } from '../../mocks/test/exchange-checks'
import { snapshot } from '../../mocks/test/snapshot'
import { buyReserveCents, quoteBuy, quoteSell, tenthsOfCent } from '../../src/exchange'
import type { ActivityEntry, Market, Order, OrderBook, Portfolio, Trade, Watchlist } from '../../src/api/contract'
import { describeActivity } from '../../src/features/my-trades/activity-text'

const setup = useTestServer()

async function firstMarket(client: TestClient): Promise<Market> {
  return ((await client.get('/api/markets?limit=1')).json as Market[])[0]
}

const cents = (dollars: string) => Math.round(Number(dollars) * 100)

async function logs(client: TestClient): Promise<ActivityEntry[]> {
  return (await client.get('/api/logs/demo-user?limit=50')).json as ActivityEntry[]
}

describe('selling', () => {
  it('sells back to the pool at the quoted proceeds, logs "Sold N SIDE contracts at P¢", and shows the realized P&L', async () => {
    const api = await setup()
    const demo = await api.demo()
    const market = await firstMarket(demo)
    await demo.post('/api/trades', { marketId: market.id, side: 'yes', quantity: 100, price: market.yesPrice })
    const pool = ((await demo.get(`/api/markets/${market.id}`)).json as Market).pool
    const quote = quoteSell(pool, 'yes', 40)
    const res = await demo.post('/api/trades', {
      marketId: market.id,
      side: 'yes',
      action: 'sell',
      quantity: 40,
      price: market.yesPrice,
    })
    expect(res.status).toBe(201)
    const trade = res.json as Trade
    expect(trade).toMatchObject({ action: 'sell', kind: 'market', quantity: 40, side: 'yes' })
    expect(cents(trade.proceeds)).toBe(quote.proceedsCents)
    expect(Number(trade.priceAfter)).toBeCloseTo(quote.priceAfterCents, 2)
    expect(cents(trade.pnl)).toBe(cents(trade.value) - cents(trade.cost))
    const [entry] = await logs(demo)
    expect(entry.action).toBe('trade_sold')
    // The price before the fee (docs/product.md, "A trade, and its price"), as every screen shows it.
    expect(describeActivity(entry)).toBe(
      `Sold 40 YES contracts at ${tenthsOfCent((quote.proceedsCents + quote.feeCents) / 40).toFixed(1)}¢`,
    )
    const portfolio = (await demo.get('/api/portfolio/demo-user')).json as Portfolio
    expect(portfolio.positions[0]).toMatchObject({ quantity: 60, availableQuantity: 60, reservedQuantity: 0 })
    expect(cents(portfolio.positions[0].realizedPnl)).toBe(cents(trade.pnl))
    expect(cents(portfolio.figures.tradingRealizedPnl)).toBe(cents(trade.pnl))
  })

  it('refuses selling with no position or more than held, and a trade past its limit with the quote, writing nothing', async () => {
    const api = await setup()
    const demo = await api.demo()
    const market = await firstMarket(demo)
    const sell = { marketId: market.id, side: 'no', action: 'sell', quantity: 5, price: market.noPrice }
    await refused(api, () => demo.post('/api/trades', sell), 422, /hold no NO/)
    await demo.post('/api/trades', { marketId: market.id, side: 'no', quantity: 4, price: market.noPrice })
    await refused(api, () => demo.post('/api/trades', sell), 422, /hold 4 NO/)
    const quote = quoteBuy(((await demo.get(`/api/markets/${market.id}`)).json as Market).pool, 'yes', 100)
    const limit = Math.floor(quote.avgPriceCents) - 1
    const before = await snapshot(api.backend)
    const res = await demo.post('/api/trades', {
      marketId: market.id,
      side: 'yes',
      quantity: 100,
      price: market.yesPrice,
      limitPriceCents: limit,
    })
    expect(res.status).toBe(409)
    expect(res.json.message).toMatch(/past your limit/)
    expect(res.json.quote).toMatchObject({
      action: 'buy',
      side: 'yes',
      quantity: 100,
      averagePrice: quote.avgPriceCents.toFixed(2),
    })
    expect(await snapshot(api.backend)).toBe(before)
  })
})

describe('limit orders', () => {
  it('places, lists, books and cancels an order, logging each step in the exact words', async () => {
    const api = await setup()
    const demo = await api.demo()
    const market = await firstMarket(demo)
    const limit = Math.max(1, Math.floor(Number(market.yesPrice)) - 10)
    const res = await demo.post('/api/orders', {
      marketId: market.id,
      side: 'yes',
      action: 'buy',
      quantity: 100,
      limitPriceCents: limit,
      expiresAt: null,
    })
    expect(res.status).toBe(201)
    const order = res.json as Order
    expect(order).toMatchObject({
      status: 'open',
      quantity: 100,
      filledQuantity: 0,
      remainingQuantity: 100,
      limitPriceCents: limit,
      expiresAt: null,
    })
    expect(cents(order.reservedCash)).toBe(buyReserveCents(100, limit))
    const portfolio = (await demo.get('/api/portfolio/demo-user')).json as Portfolio
    expect(cents(portfolio.cashReserved)).toBe(buyReserveCents(100, limit))
    expect(cents(portfolio.cashAvailable)).toBe(1_000_000 - buyReserveCents(100, limit))
    expect(cents(portfolio.totalValue)).toBe(1_000_000)

    const list = await demo.get('/api/orders?status=open')
    expect(list.headers.get('X-Total-Count')).toBe('1')
    expect((list.json as Order[]).map((o) => o.id)).toEqual([order.id])
    const book = (await demo.get(`/api/markets/${market.id}/book`)).json as OrderBook
    expect(book.yes.bids).toContainEqual({ priceCents: limit, quantity: 100, orders: 1 })

    const cancelled = await demo.delete(`/api/orders/${order.id}`)
    expect(cancelled.status).toBe(200)
    expect(cancelled.json).toMatchObject({ status: 'cancelled', reservedCash: '0.00' })
    expect(cents(((await demo.get('/api/portfolio/demo-user')).json as Portfolio).balance)).toBe(1_000_000)
    expect((await demo.get('/api/orders')).json).toEqual([])
    expect(((await demo.get('/api/orders?status=all')).json as Order[])[0].status).toBe('cancelled')
    const texts = (await logs(demo)).map(describeActivity)
    expect(texts.slice(0, 2)).toEqual([
      `Cancelled limit order to buy 100 YES at ${limit}¢`,
      `Placed limit order to buy 100 YES at ${limit}¢`,
    ])
    await refused(api, () => demo.delete(`/api/orders/${order.id}`), 409)
    await refused(api, () => demo.delete('/api/orders/ord-unknown'), 404)
  })

  it("a market trade fills a person's resting order first, at its limit, and logs the fill", async () => {
    const api = await setup()
    const demo = await api.demo()
    const admin = await api.admin()
    const market = await firstMarket(demo)
    const limit = Math.floor(Number(market.yesPrice)) - 2
    const order = (
      await demo.post('/api/orders', {
        marketId: market.id,
        side: 'yes',
        action: 'buy',
        quantity: 100,
        limitPriceCents: limit,
        expiresAt: null,
      })
    ).json as Order
    // Someone sells the price down through the order: buying NO pushes YES below the limit.
    await admin.post('/api/trades', { marketId: market.id, side: 'no', quantity: 10_000, price: market.noPrice })
    const [filled] = (await demo.get('/api/orders?status=all')).json as Order[]
    expect(filled).toMatchObject({
      id: order.id,
      status: 'filled',
      filledQuantity: 100,
      averageFillPriceCents: limit,
      reservedCash: '0.00',
    })
    const trades = (await demo.get('/api/trades?userId=demo-user')).json as Trade[]
    expect(trades[0]).toMatchObject({ kind: 'fill', orderId: order.id, quantity: 100, action: 'buy', price: limit.toFixed(2) })
    const [fill] = await logs(demo)
    expect(describeActivity(fill!)).toBe(`Limit order filled: 100 YES at ${limit.toFixed(1)}¢`)
    // Its amount is the cash the fill moved (100 at the limit), not worked back from a rounded price.
    expect(fill!.metadata.amount).toBe(limit)
    expect(await handlerInvariants(api)).toEqual([])
  })

  it("refuses someone else's order with 403 and bad input with 400, writing nothing", async () => {
    const api = await setup()
    const demo = await api.demo()
    const admin = await api.admin()
    const market = await firstMarket(demo)
    const good = { marketId: market.id, side: 'yes', action: 'buy', quantity: 10, limitPriceCents: 30, expiresAt: null }
    const order = (await demo.post('/api/orders', good)).json as Order
    await refused(api, () => admin.delete(`/api/orders/${order.id}`), 403)
    const past = new Date(api.backend.now() - 1000).toISOString()
    for (const bad of [
      { limitPriceCents: 0 },
      { limitPriceCents: 100 },
      { limitPriceCents: 50.5 },
      { limitPriceCents: 'abc' },
      { quantity: 0 },
      { quantity: 10_001 },
      { quantity: 1.5 },
      { expiresAt: past },
      { expiresAt: 'tomorrow' },
      { extra: 1 },
      { side: 'maybe' },
      { action: 'hold' },
    ]) {
      await refused(api, () => demo.post('/api/orders', { ...good, ...bad }), 400)
    }
    await refused(api, () => demo.post('/api/orders', { ...good, marketId: 'no-such-market' }), 404)
    // Reserves cannot be spent twice: orders under the price hold cash back until the next cannot be covered.
    const under = { ...good, quantity: 10_000, limitPriceCents: Math.max(2, Math.floor(Number(market.yesPrice)) - 1) }
    for (;;) {
      const cash = cents(((await demo.get('/api/portfolio/demo-user')).json as Portfolio).cashAvailable)
      if (cash < buyReserveCents(under.quantity, under.limitPriceCents)) break
      expect((await demo.post('/api/orders', under)).status).toBe(201)
    }
    await refused(api, () => demo.post('/api/orders', under), 422, /Insufficient balance/)
    await refused(api, () => demo.post('/api/orders', { ...good, action: 'sell', quantity: 10_000 }), 422, /You hold/)
    await refused(api, () => api.client().post('/api/orders', good), 401)
    await refused(api, () => demo.get('/api/orders?status=closed'), 400)
    await refused(api, () => demo.get('/api/orders?limit=0'), 400)
    await refused(api, () => demo.get('/api/markets/nope/book'), 404)
  })

  it('refuses an order on a closed market with 409', async () => {
    const api = await setup()
    const demo = await api.demo()
    const market = await firstMarket(demo)
    api.advance(Date.parse(market.closesAt) - api.backend.now() + 1000)
    const again = await api.demo()
    await refused(
      api,
      () =>
        again.post('/api/orders', {
          marketId: market.id,
          side: 'yes',
          action: 'buy',
          quantity: 10,
          limitPriceCents: 30,
          expiresAt: null,
        }),
      409,
    )
  })

  it('replays an order with the same Idempotency-Key instead of placing it twice', async () => {
    const api = await setup()
    const demo = await api.demo()
    const market = await firstMarket(demo)
    const body = { marketId: market.id, side: 'no', action: 'buy', quantity: 10, limitPriceCents: 5, expiresAt: null }
    const first = await demo.post('/api/orders', body, { 'Idempotency-Key': 'k-1' })
    const again = await demo.post('/api/orders', body, { 'Idempotency-Key': 'k-1' })
    expect(again.status).toBe(201)
    expect(again.json.id).toBe(first.json.id)
    expect((await demo.get('/api/orders')).json).toHaveLength(1)
    await refused(api, () => demo.post('/api/orders', { ...body, quantity: 11 }, { 'Idempotency-Key': 'k-1' }), 422)
  })
})

describe('watchlist', () => {
  it('stars and unstars markets, most recent first, and 404s an unknown market', async () => {
    const api = await setup()
    const demo = await api.demo()
    const markets = (await demo.get('/api/markets?limit=2')).json as Market[]
    expect(((await demo.get('/api/watchlist')).json as Watchlist).marketIds).toEqual([])
    await demo.put(`/api/watchlist/${markets[0].id}`)
    api.advance(1000)
    const after = (await demo.put(`/api/watchlist/${markets[1].id}`)).json as Watchlist
    expect(after.marketIds).toEqual([markets[1].id, markets[0].id])
    expect(after.markets.map((m) => m.id)).toEqual(after.marketIds)
    expect(((await demo.put(`/api/watchlist/${markets[1].id}`)).json as Watchlist).marketIds).toHaveLength(2)
    expect(((await demo.delete(`/api/watchlist/${markets[1].id}`)).json as Watchlist).marketIds).toEqual([markets[0].id])
    await refused(api, () => demo.put('/api/watchlist/no-such-market'), 404)
    await refused(api, () => api.client().get('/api/watchlist'), 401)
  })
})
