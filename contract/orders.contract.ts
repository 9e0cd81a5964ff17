import { beforeAll, describe, expect, it } from 'vitest'
import type { Market, Order, OrderBook, Portfolio, Trade, User, Watchlist } from '../src/api/contract'
import { ADMIN, ContractClient, signedIn } from './http-client'
import { expectError, expectOk } from './expect-contract'

let demo: ContractClient
let admin: ContractClient
let me: User
let market: Market

/** A buy order far under the price (1¢): it rests, reserving little. */
const resting = (over: Record<string, unknown> = {}) => ({
  marketId: market.id,
  side: 'yes',
  action: 'buy',
  quantity: 1,
  limitPriceCents: 1,
  expiresAt: null,
  ...over,
})

beforeAll(async () => {
  ;[demo, admin] = await Promise.all([signedIn(), signedIn(ADMIN)])
  me = expectOk('GET /api/auth/user', await demo.get('/api/auth/user'))
  market = expectOk<Market[]>('GET /api/markets', await demo.get('/api/markets?kind=binary&limit=1'))[0]
})

describe('POST /api/trades with action and limitPriceCents', () => {
  it('sells contracts held (201) with the proceeds and the price after', async () => {
    expectOk(
      'POST /api/trades',
      await demo.post('/api/trades', { marketId: market.id, side: 'no', quantity: 2, price: market.noPrice }),
    )
    const sold = expectOk<Trade>(
      'POST /api/trades',
      await demo.post('/api/trades', { marketId: market.id, side: 'no', action: 'sell', quantity: 1, price: market.noPrice }),
    )
    expect(sold).toMatchObject({ action: 'sell', side: 'no', quantity: 1, userId: me.id })
    expect(Number(sold.proceeds)).toBeGreaterThan(0)
  })

  it('answers 4xx for selling more than held', async () => {
    const res = await demo.post('/api/trades', {
      marketId: market.id,
      side: 'no',
      action: 'sell',
      quantity: 10_000,
      price: market.noPrice,
    })
    expectError(res, 422)
  })

  it('answers 409 with the current quote when the average price is past the limit', async () => {
    const res = await demo.post('/api/trades', {
      marketId: market.id,
      side: 'yes',
      quantity: 1,
      price: market.yesPrice,
      limitPriceCents: 0.01,
    })
    expectError(res, 409)
    expect(res.json).toMatchObject({ quote: { action: 'buy', side: 'yes', quantity: 1 } })
  })

  it.each([
    ['limitPriceCents 0', { limitPriceCents: 0 }],
    ['limitPriceCents "abc"', { limitPriceCents: 'abc' }],
    ['limitPriceCents with 3 decimals', { limitPriceCents: 50.125 }],
    ['an unknown action', { action: 'short' }],
  ])('answers 400 for %s', async (_, patch) => {
    expectError(
      await demo.post('/api/trades', { marketId: market.id, side: 'yes', quantity: 1, price: market.yesPrice, ...patch }),
      400,
    )
  })
})

describe('limit orders', () => {
  it('places (201), lists (own, newest first, X-Total-Count) and cancels (200) an order', async () => {
    const order = expectOk<Order>('POST /api/orders', await demo.post('/api/orders', resting()))
    expect(order).toMatchObject({ status: 'open', quantity: 1, filledQuantity: 0, limitPriceCents: 1, userId: me.id })
    const listed = await demo.get(`/api/orders?status=open&marketId=${market.id}`)
    const open = expectOk<Order[]>('GET /api/orders', listed)
    expect(open.map((o) => o.id)).toContain(order.id)
    expect(Number(listed.headers.get('X-Total-Count'))).toBeGreaterThanOrEqual(1)
    const portfolio = expectOk<Portfolio>('GET /api/portfolio/{userId}', await demo.get(`/api/portfolio/${me.id}`))
    expect(Number(portfolio.cashReserved)).toBeGreaterThan(0)
    const cancelled = expectOk<Order>('DELETE /api/orders/{id}', await demo.delete(`/api/orders/${order.id}`))
    expect(cancelled.status).toBe('cancelled')
    expectError(await demo.delete(`/api/orders/${order.id}`), 409)
    const all = expectOk<Order[]>('GET /api/orders', await demo.get('/api/orders?status=all'))
    const times = all.map((o) => Date.parse(o.createdAt))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
  })

  it("answers 403 for another account's order and 404 for an unknown one", async () => {
    const order = expectOk<Order>('POST /api/orders', await demo.post('/api/orders', resting()))
    expectError(await admin.delete(`/api/orders/${order.id}`), 403)
    expectError(await demo.delete('/api/orders/no-such-order'), 404)
    expectOk('DELETE /api/orders/{id}', await demo.delete(`/api/orders/${order.id}`))
  })

  it.each([
    ['price 0', { limitPriceCents: 0 }],
    ['price 100', { limitPriceCents: 100 }],
    ['price 50.5', { limitPriceCents: 50.5 }],
    ['price "abc"', { limitPriceCents: 'abc' }],
    ['quantity 0', { quantity: 0 }],
    ['quantity over the maximum', { quantity: 10_001 }],
    ['a fractional quantity', { quantity: 2.5 }],
    ['an expiry in the past', { expiresAt: '2000-01-01T00:00:00.000Z' }],
    ['an expiry that is not a date', { expiresAt: 'soon' }],
    ['an extra field', { leverage: 2 }],
  ])('answers 400 for %s', async (_, patch) => {
    expectError(await demo.post('/api/orders', resting(patch)), 400)
  })

  it('answers 401 signed out, 404 for an unknown market, 409 for a closed one', async () => {
    expectError(await new ContractClient().post('/api/orders', resting()), 401)
    expectError(await new ContractClient().get('/api/orders'), 401)
    expectError(await demo.post('/api/orders', resting({ marketId: 'no-such-market-id' })), 404)
    const closed = expectOk<Market[]>('GET /api/markets/closed', await demo.get('/api/markets/closed')).find(
      (m) => m.kind === 'binary',
    )
    if (closed) expectError(await demo.post('/api/orders', resting({ marketId: closed.id })), 409)
  })

  it('answers 400 for an unknown status filter', async () => {
    expectError(await demo.get('/api/orders?status=done'), 400)
  })

  it("on a multi-answer market an order names its answer: placed (201) on the answer's book, listed under the market, cancelled (200)", async () => {
    const multi = expectOk<Market[]>('GET /api/markets', await demo.get('/api/markets?kind=multi&limit=1'))[0]!
    const answer = multi.answers![0]!
    const onAnswer = { marketId: multi.id, answerId: answer.id }
    const order = expectOk<Order>('POST /api/orders', await demo.post('/api/orders', resting(onAnswer)))
    expect(order).toMatchObject({ status: 'open', marketId: multi.id, market: { id: multi.id, answer: { id: answer.id } } })
    const book = expectOk<OrderBook>('GET /api/markets/{id}/book', await demo.get(`/api/markets/${answer.id}/book`))
    expect(book.yes.bids.some((level) => level.priceCents === 1)).toBe(true)
    const listed = expectOk<Order[]>('GET /api/orders', await demo.get(`/api/orders?status=open&marketId=${multi.id}`))
    expect(listed.map((o) => o.id)).toContain(order.id)
    expect(expectOk<Order>('DELETE /api/orders/{id}', await demo.delete(`/api/orders/${order.id}`)).status).toBe('cancelled')
    // Without its answer, with an answer of a Yes/No market, or an answer of another market: refused.
    expectError(await demo.post('/api/orders', resting({ marketId: multi.id })), 400)
    expectError(await demo.post('/api/orders', resting({ answerId: answer.id })), 400)
    expectError(await demo.post('/api/orders', resting({ marketId: multi.id, answerId: 'no-such-answer' })), 404)
    // The market's own book: none (its answers have theirs).
    expectError(await demo.get(`/api/markets/${multi.id}/book`), 400)
  })
})

describe('GET /api/markets/{id}/book', () => {
  it('answers the levels, best first, and the pool price', async () => {
    const order = expectOk<Order>(
      'POST /api/orders',
      await demo.post('/api/orders', resting({ limitPriceCents: 2, quantity: 3 })),
    )
    const book = expectOk<OrderBook>('GET /api/markets/{id}/book', await demo.get(`/api/markets/${market.id}/book`))
    expect(book.marketId).toBe(market.id)
    expect(book.yes.bids.some((l) => l.priceCents === 2 && l.quantity >= 3)).toBe(true)
    const prices = book.yes.bids.map((l) => l.priceCents)
    expect([...prices].sort((a, b) => b - a)).toEqual(prices)
    expect(Number(book.yesPrice) + Number(book.noPrice)).toBeCloseTo(100, 2)
    expectOk('DELETE /api/orders/{id}', await demo.delete(`/api/orders/${order.id}`))
  })

  it('answers 404 for an unknown market', async () => {
    expectError(await demo.get('/api/markets/no-such-market-id/book'), 404)
  })
})

describe('watchlist', () => {
  it('stars (PUT), lists (GET) and unstars (DELETE) a market', async () => {
    const starred = expectOk<Watchlist>('PUT /api/watchlist/{marketId}', await demo.put(`/api/watchlist/${market.id}`))
    expect(starred.marketIds[0]).toBe(market.id)
    const listed = expectOk<Watchlist>('GET /api/watchlist', await demo.get('/api/watchlist'))
    expect(listed.marketIds).toContain(market.id)
    const unstarred = expectOk<Watchlist>('DELETE /api/watchlist/{marketId}', await demo.delete(`/api/watchlist/${market.id}`))
    expect(unstarred.marketIds).not.toContain(market.id)
  })

  it('answers 401 signed out and 404 for an unknown market', async () => {
    expectError(await new ContractClient().get('/api/watchlist'), 401)
    expectError(await demo.put('/api/watchlist/no-such-market-id'), 404)
  })
})
