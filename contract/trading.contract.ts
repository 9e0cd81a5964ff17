import { beforeAll, describe, expect, it } from 'vitest'
import type { Market, Portfolio, Trade, User } from '../src/api/contract'
import { ADMIN, ContractClient, signedIn } from './http-client'
import { expectError, expectOk } from './expect-contract'

let demo: ContractClient
let admin: ContractClient
let me: User
let adminUser: User
let market: Market

/** A small, valid trade body for the discovered market. */
const order = (over: Record<string, unknown> = {}) => ({
  marketId: market.id,
  side: 'yes',
  quantity: 1,
  price: market.yesPrice,
  ...over,
})

beforeAll(async () => {
  ;[demo, admin] = await Promise.all([signedIn(), signedIn(ADMIN)])
  me = expectOk('GET /api/auth/user', await demo.get('/api/auth/user'))
  adminUser = expectOk('GET /api/auth/user', await admin.get('/api/auth/user'))
  market = expectOk<Market[]>('GET /api/markets', await demo.get('/api/markets?kind=binary&limit=1'))[0]
})

describe('POST /api/trades', () => {
  it('books a trade for the signed-in user (201)', async () => {
    const trade = expectOk<Trade>('POST /api/trades', await demo.post('/api/trades', order()))
    expect(trade).toMatchObject({ marketId: market.id, side: 'yes', quantity: 1, userId: me.id })
    expect(trade.market.id).toBe(market.id)
  })

  it('answers 401 signed out', async () => {
    expectError(await new ContractClient().post('/api/trades', order()), 401)
  })

  it("answers 403 for another user's id", async () => {
    expectError(await demo.post('/api/trades', order({ userId: adminUser.id })), 403)
  })

  it('answers 404 for an unknown market', async () => {
    expectError(await demo.post('/api/trades', order({ marketId: 'no-such-market-id' })), 404)
  })

  it.each([
    ['quantity 0', { quantity: 0 }],
    ['a fractional quantity', { quantity: 1.5 }],
    ['quantity 10001', { quantity: 10_001 }],
    ['a string quantity', { quantity: '1' }],
    ['an unknown side', { side: 'maybe' }],
    ['a numeric price', { price: 50 }],
    ['a price with 3 decimals', { price: '50.125' }],
    ['a negative price', { price: '-5' }],
    ['no marketId', { marketId: undefined }],
    ['an unknown field', { leverage: 10 }],
  ])('answers 400 for %s', async (_, patch) => {
    expectError(await demo.post('/api/trades', JSON.parse(JSON.stringify(order(patch)))), 400)
  })

  it('answers 400 for a body that is not JSON', async () => {
    expectError(await demo.post('/api/trades', '{"marketId":'), 400)
  })

  it('answers 409 for a market that is no longer open', async () => {
    // A Yes/No market (a multi-answer one is traded by answer: without one it is a 400 first).
    const closed = expectOk<Market[]>('GET /api/markets/closed', await demo.get('/api/markets/closed')).find(
      (m) => m.kind === 'binary',
    )
    if (!closed) return // nothing closed yet on this server: nothing to check
    expectError(await demo.post('/api/trades', order({ marketId: closed.id, price: closed.yesPrice })), 409)
  })
})

describe('Idempotency-Key on POST /api/trades', () => {
  const key = () => `ct-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`
  const myTradeCount = async () => expectOk<Trade[]>('GET /api/trades', await demo.get(`/api/trades?userId=${me.id}`)).length

  it('replays the first answer for the same key and body, booking once', async () => {
    const headers = { 'Idempotency-Key': key() }
    const before = await myTradeCount()
    const first = expectOk<Trade>('POST /api/trades', await demo.post('/api/trades', order(), headers))
    const again = expectOk<Trade>('POST /api/trades', await demo.post('/api/trades', order(), headers))
    expect(again).toEqual(first)
    expect(await myTradeCount()).toBe(before + 1)
  })

  it('answers 422 for the same key with a different body, booking nothing', async () => {
    const headers = { 'Idempotency-Key': key() }
    expectOk('POST /api/trades', await demo.post('/api/trades', order(), headers))
    const before = await myTradeCount()
    expectError(await demo.post('/api/trades', order({ quantity: 2 }), headers), 422)
    expect(await myTradeCount()).toBe(before)
  })

  it('answers 400 for a malformed key', async () => {
    expectError(await demo.post('/api/trades', order(), { 'Idempotency-Key': 'has spaces in it' }), 400)
  })
})

describe('GET /api/trades and GET /api/portfolio/{userId} (own or admin)', () => {
  it("lists the user's own trades, newest first", async () => {
    const trades = expectOk<Trade[]>('GET /api/trades', await demo.get(`/api/trades?userId=${me.id}`))
    expect(trades.length).toBeGreaterThan(0)
    expect(trades.every((t) => t.userId === me.id)).toBe(true)
    const times = trades.map((t) => Date.parse(t.createdAt))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    // closedAt: none while a lot is open; a sale's is its own time; a closed lot's is not before its buy.
    for (const t of trades) {
      if (t.status === 'open') expect(t.closedAt).toBeNull()
      else if (t.action === 'sell') expect(t.closedAt).toBe(t.createdAt)
      else if (t.closedAt !== null) expect(Date.parse(t.closedAt)).toBeGreaterThanOrEqual(Date.parse(t.createdAt))
    }
  })

  it('answers the portfolio with the position just bought', async () => {
    const portfolio = expectOk<Portfolio>('GET /api/portfolio/{userId}', await demo.get(`/api/portfolio/${me.id}`))
    expect(portfolio.positions.some((p) => p.marketId === market.id && p.side === 'yes')).toBe(true)
  })

  it('lets an admin read anyone', async () => {
    expectOk('GET /api/trades', await admin.get(`/api/trades?userId=${me.id}`))
    expectOk('GET /api/portfolio/{userId}', await admin.get(`/api/portfolio/${me.id}`))
  })

  it('answers 401 signed out and 403 for another user', async () => {
    const anon = new ContractClient()
    expectError(await anon.get(`/api/trades?userId=${me.id}`), 401)
    expectError(await anon.get(`/api/portfolio/${me.id}`), 401)
    expectError(await demo.get(`/api/trades?userId=${adminUser.id}`), 403)
    expectError(await demo.get(`/api/portfolio/${adminUser.id}`), 403)
  })

  it('answers 400 for GET /api/trades without a userId, 404 for an unknown portfolio', async () => {
    expectError(await demo.get('/api/trades'), 400)
    expectError(await admin.get('/api/portfolio/no-such-user-id'), 404)
  })
})
