import { describe, expect, it } from 'vitest'
import { useTestServer, type TestApi, type TestClient } from '../../mocks/test/test-api'
import { handlerInvariants, refused } from '../../mocks/test/exchange-checks'
import type { ActivityEntry, Market, PayoutPreview, Portfolio } from '../../src/api/contract'
import { describeActivity } from '../../src/features/my-trades/activity-text'

const setup = useTestServer()
const DAY = 24 * 60 * 60 * 1000

/** A valid new market closing a week from the exchange's now. */
function newMarket(api: TestApi, overrides: Record<string, unknown> = {}) {
  return {
    kind: 'binary',
    title: 'Will team Blue win the hackathon?',
    description: 'Judged on stage at the end of the day.',
    categoryId: 'tech',
    closesAt: new Date(api.backend.now() + 7 * DAY).toISOString(),
    rules: 'Resolves Yes if the judges name team Blue the winner.',
    ...overrides,
  }
}

async function created(api: TestApi, admin: TestClient, overrides: Record<string, unknown> = {}): Promise<Market> {
  const res = await admin.post('/api/admin/markets', newMarket(api, overrides))
  expect(res.status, JSON.stringify(res.json)).toBe(201)
  return res.json as Market
}

const balance = async (client: TestClient, userId: string) =>
  Number(((await client.get(`/api/portfolio/${userId}`)).json as Portfolio).balance)

describe('POST /api/admin/markets', () => {
  it('lists a Yes/No market at its initial chance: on the lists, on its page, in the log', async () => {
    const api = await setup()
    const admin = await api.admin()
    const market = await created(api, admin, { initialProbability: 70, resolutionSource: 'The organisers' })
    expect(market).toMatchObject({
      title: 'Will team Blue win the hackathon?',
      categoryId: 'tech',
      status: 'active',
      resolution: null,
      byAdmin: true,
      rules: 'Resolves Yes if the judges name team Blue the winner.',
      resolutionSource: 'The organisers',
      volume: 0,
    })
    expect(Math.round(Number(market.yesPrice))).toBe(70)
    const page = (await admin.get(`/api/markets/${market.id}`)).json as Market
    expect(page.priceHistory).toHaveLength(1)
    const listed = (await admin.get('/api/markets?categoryId=tech&limit=100&trending=false')).json as Market[]
    expect(listed.map((m) => m.id)).toContain(market.id)
    expect((await admin.get('/api/admin/markets')).json.map((m: Market) => m.id)).toEqual([market.id])
    const [entry] = (await admin.get('/api/logs/admin-user?limit=1')).json as ActivityEntry[]
    expect(entry!.action).toBe('market_created')
    expect(describeActivity(entry!)).toBe('Created market: Will team Blue win the hackathon?')
    expect(await handlerInvariants(api)).toEqual([])
  })

  it('is for admins only: 401 signed out, 403 for a trader; nothing written', async () => {
    const api = await setup()
    const body = newMarket(api)
    await refused(api, () => api.client().post('/api/admin/markets', body), 401)
    const demo = await api.demo()
    await refused(api, () => demo.post('/api/admin/markets', body), 403)
  })

  it.each([
    ['no title', { title: undefined }, 400, /title is required/i],
    ['a short title', { title: 'Hm?' }, 400, /Title must be at least 5 characters/],
    ['a title with a line break', { title: 'Will it\nrain?' }, 400, /control characters/],
    ['a title with a lone surrogate', { title: 'Lone \ud800 surrogate?' }, 400, /invisible ones/],
    ['a description with a lone surrogate', { description: 'bad \udfff here' }, 400, /invisible ones/],
    ['no rules', { rules: '   ' }, 400, /Rules is required/],
    ['a close time in the past', { closesAt: '2000-01-01T00:00:00Z' }, 400, /close time must be in the future/],
    ['a close time that is no date', { closesAt: 'next week' }, 400, /closesAt must be an ISO date-time/],
    ['a 0 % chance', { initialProbability: 0 }, 400, /whole percent from 1 to 99/],
    ['a fractional chance', { initialProbability: 50.5 }, 400, /whole percent from 1 to 99/],
    ['too little liquidity', { liquidityCents: 500 }, 400, /liquidityCents/],
    ['a multi-answer market without answers', { kind: 'multi' }, 400, /needs its answers/],
    ['answers on a Yes/No market', { answers: ['Blue', 'Red'] }, 400, /only for a multi-answer market/],
    ['one answer', { kind: 'multi', answers: ['Blue'] }, 400, /2 to 20 answers/],
    ['21 answers', { kind: 'multi', answers: Array.from({ length: 21 }, (_, i) => `Team ${i}`) }, 400, /2 to 20 answers/],
    ['the same answer twice', { kind: 'multi', answers: ['Blue', 'blue'] }, 400, /different from each other/],
    ['answers alike but for ß and SS', { kind: 'multi', answers: ['Straße', 'STRASSE'] }, 400, /different from each other/],
    ['answers alike but for a full-width letter', { kind: 'multi', answers: ['Team A', 'Team Ａ'] }, 400, /different/],
    [
      'answers alike but for composed and decomposed accents',
      { kind: 'multi', answers: ['\u00e9t\u00e9', 'e\u0301te\u0301'] },
      400,
      /different/,
    ],
    ['answers alike but for spaces', { kind: 'multi', answers: ['A  B', 'A B'] }, 400, /different from each other/],
    ['an empty answer', { kind: 'multi', answers: ['Blue', '  '] }, 400, /Answer is required/],
    [
      'a chance for a multi-answer market',
      { kind: 'multi', answers: ['Blue', 'Red'], initialProbability: 60 },
      400,
      /only for a Yes\/No market/,
    ],
    ['an unknown kind', { kind: 'scalar' }, 400, /kind must be "binary" or "multi"/],
    ['an unknown field', { outcomes: ['a', 'b'] }, 400, undefined],
    ['an unknown category', { categoryId: 'nope' }, 404, /Category not found/],
  ])('refuses %s (%s), writing nothing', async (_, overrides, status, message) => {
    const api = await setup()
    const admin = await api.admin()
    await refused(api, () => admin.post('/api/admin/markets', newMarket(api, overrides)), status, message)
  })
})

describe('POST /api/admin/markets/{id}/resolve', () => {
  it('closes the market, cancels its orders (reserves back), pays each winning contract $1.00 at once, and says who resolved it', async () => {
    const api = await setup()
    const admin = await api.admin()
    const market = await created(api, admin)
    const demo = await api.demo()
    expect(
      (await demo.post('/api/trades', { marketId: market.id, side: 'yes', quantity: 100, price: market.yesPrice })).status,
    ).toBe(201)
    const order = await demo.post('/api/orders', {
      marketId: market.id,
      side: 'no',
      action: 'buy',
      quantity: 20,
      limitPriceCents: 10,
    })
    expect(order.status).toBe(201)
    const beforeCash = await balance(demo, 'demo-user')
    const { db } = api.backend
    const [statsBefore, held] = await Promise.all([
      db.traderStats.get('demo-user'),
      db.positions.get(`demo-user:${market.id}:yes`),
    ])
    const preview = (await admin.get(`/api/admin/markets/${market.id}/payout-preview?outcome=yes`)).json as PayoutPreview
    expect(preview).toEqual({ outcome: 'yes', traders: 1, payout: 100, openOrders: 1 })
    // The preview wrote nothing: the same preview again, the market still open.
    expect((await admin.get(`/api/markets/${market.id}`)).json.status).toBe('active')

    const res = await admin.post(`/api/admin/markets/${market.id}/resolve`, { outcome: 'yes', note: 'Announced on stage' })
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    expect(res.json).toMatchObject({
      status: 'resolved',
      resolution: 'yes',
      resolvedBy: 'Alex Admin',
      resolutionNote: 'Announced on stage',
      closesAt: new Date(api.backend.now()).toISOString(),
    })
    // $100 for 100 winning contracts, and the bid's reserve (20 × 10¢ and its fee) back.
    const after = await balance(demo, 'demo-user')
    expect(after - beforeCash).toBeGreaterThanOrEqual(100 + 2)
    expect(after - beforeCash).toBeLessThan(100 + 3)
    const orders = (await demo.get('/api/orders?status=all')).json as { id: string; status: string }[]
    expect(orders.find((o) => o.id === order.json.id)?.status).toBe('cancelled')
    // The trader's log says the market closed it, not that they cancelled it.
    const demoLog = (await demo.get('/api/logs/demo-user?limit=50')).json as ActivityEntry[]
    const closedOrder = demoLog.find((e) => e.action === 'order_cancelled')
    expect(closedOrder?.details.reason).toBe('market_closed')
    expect(describeActivity(closedOrder!)).toBe('Limit order cancelled as its market closed: buy 20 NO at 10¢')
    const position = ((await demo.get('/api/portfolio/demo-user')).json as Portfolio).positions.find(
      (p) => p.marketId === market.id,
    )
    expect(position).toMatchObject({ settled: true, status: 'won', payout: '100.00', quantity: 100 })
    // The trader's stats count the win and the realized P&L (payout less the cost basis held).
    const statsAfter = (await db.traderStats.get('demo-user'))!
    expect(statsAfter.wins).toBe((statsBefore?.wins ?? 0) + 1)
    expect(statsAfter.losses).toBe(statsBefore?.losses ?? 0)
    expect(statsAfter.realizedCents - (statsBefore?.realizedCents ?? 0)).toBe(100 * 100 - held!.costCents)
    const [entry] = (await admin.get('/api/logs/admin-user?limit=1')).json as ActivityEntry[]
    expect(describeActivity(entry!)).toBe('Resolved YES: Will team Blue win the hackathon?')
    expect(await handlerInvariants(api)).toEqual([])
  })

  it('pays exactly once: a second resolution is a 409 and pays nothing', async () => {
    const api = await setup()
    const admin = await api.admin()
    const market = await created(api, admin)
    const demo = await api.demo()
    await demo.post('/api/trades', { marketId: market.id, side: 'no', quantity: 10, price: market.noPrice })
    const [a, b] = await Promise.all([
      admin.post(`/api/admin/markets/${market.id}/resolve`, { outcome: 'no' }),
      admin.post(`/api/admin/markets/${market.id}/resolve`, { outcome: 'yes' }),
    ])
    expect([a.status, b.status].sort()).toEqual([200, 409])
    await refused(api, () => admin.post(`/api/admin/markets/${market.id}/resolve`, { outcome: 'no' }), 409, /already resolved/)
    await refused(api, () => admin.get(`/api/admin/markets/${market.id}/payout-preview?outcome=no`), 409, /already resolved/)
    expect(await handlerInvariants(api)).toEqual([])
  })

  it('voids: refunds each trader what they put in less what they took out, nobody wins, logged as voided', async () => {
    const api = await setup()
    const admin = await api.admin()
    const market = await created(api, admin)
    const demo = await api.demo()
    const start = await balance(demo, 'demo-user')
    const buy = await demo.post('/api/trades', { marketId: market.id, side: 'yes', quantity: 100, price: market.yesPrice })
    expect(buy.status).toBe(201)
    const yesAfterBuy = ((await demo.get(`/api/markets/${market.id}`)).json as Market).yesPrice
    const sell = await demo.post('/api/trades', {
      marketId: market.id,
      side: 'yes',
      quantity: 40,
      action: 'sell',
      price: yesAfterBuy,
    })
    expect(sell.status, JSON.stringify(sell.json)).toBe(201)
    const putIn = Math.round((start - (await balance(demo, 'demo-user'))) * 100) / 100
    expect(putIn).toBeGreaterThan(0)

    const preview = (await admin.get(`/api/admin/markets/${market.id}/payout-preview?outcome=void`)).json as PayoutPreview
    expect(preview).toEqual({ outcome: 'void', traders: 1, payout: putIn, openOrders: 0 })
    const res = await admin.post(`/api/admin/markets/${market.id}/resolve`, { outcome: 'void', note: 'The final was cancelled' })
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    expect(res.json).toMatchObject({ status: 'resolved', resolution: 'void', resolutionNote: 'The final was cancelled' })
    // Back where the trader began, to the cent.
    expect(await balance(demo, 'demo-user')).toBeCloseTo(start, 2)
    const position = ((await demo.get('/api/portfolio/demo-user')).json as Portfolio).positions.find(
      (p) => p.marketId === market.id,
    )
    expect(position).toMatchObject({ settled: true, status: 'refunded', quantity: 60 })
    const [entry] = (await admin.get('/api/logs/admin-user?limit=1')).json as ActivityEntry[]
    expect(entry).toMatchObject({ action: 'market_voided', metadata: { amount: putIn } })
    expect(describeActivity(entry!)).toBe('Voided: Will team Blue win the hackathon?')
    await refused(api, () => admin.post(`/api/admin/markets/${market.id}/resolve`, { outcome: 'void' }), 409, /already resolved/)
    expect(await handlerInvariants(api)).toEqual([])
  })

  it('voids: a provider who also traded gets their trading back on their position, counted among the traders', async () => {
    const api = await setup()
    const admin = await api.admin()
    const market = await created(api, admin)
    const demo = await api.demo()
    // The demo trader adds $50 of liquidity, then buys NO.
    expect((await demo.post(`/api/liquidity/${market.id}/add`, { amount: 50 })).status).toBe(200)
    const start = await balance(demo, 'demo-user')
    expect(
      (await demo.post('/api/trades', { marketId: market.id, side: 'no', quantity: 15, price: market.noPrice })).status,
    ).toBe(201)
    const tradeCost = Math.round((start - (await balance(demo, 'demo-user'))) * 100) / 100
    // Another trader buys YES and sells half.
    const tess = api.client()
    const body = { username: 'tess_void', password: 'secret123', firstName: 'Tess', lastName: 'Void' }
    expect((await tess.post('/api/auth/register', body)).status).toBe(201)
    await tess.login('tess_void', 'secret123')
    const tessId = ((await tess.get('/api/auth/user')).json as { id: string }).id
    const tessStart = await balance(tess, tessId)
    const now = (await tess.get(`/api/markets/${market.id}`)).json as Market
    expect((await tess.post('/api/trades', { marketId: market.id, side: 'yes', quantity: 20, price: now.yesPrice })).status).toBe(
      201,
    )
    const after = (await tess.get(`/api/markets/${market.id}`)).json as Market
    const sold = await tess.post('/api/trades', {
      marketId: market.id,
      side: 'yes',
      quantity: 10,
      action: 'sell',
      price: after.yesPrice,
    })
    expect(sold.status).toBe(201)
    const tessPutIn = Math.round((tessStart - (await balance(tess, tessId))) * 100) / 100

    const preview = (await admin.get(`/api/admin/markets/${market.id}/payout-preview?outcome=void`)).json as PayoutPreview
    expect(preview).toMatchObject({ outcome: 'void', traders: 2 })
    expect(preview.payout).toBeCloseTo(tessPutIn + tradeCost, 2)
    expect((await admin.post(`/api/admin/markets/${market.id}/resolve`, { outcome: 'void' })).status).toBe(200)
    const mine = (await demo.get('/api/portfolio/demo-user')).json as Portfolio
    const position = mine.positions.find((p) => p.marketId === market.id && p.side === 'no')!
    expect(position).toMatchObject({ settled: true, status: 'refunded' })
    expect(Number(position.value)).toBeCloseTo(tradeCost, 2)
    expect(Number(position.pnl)).toBeCloseTo(0, 2)
    expect(await handlerInvariants(api)).toEqual([])
  })

  it('a position sold out before the resolution is not among the settled ones; sold out before a void that refunds it, it is', async () => {
    const api = await setup()
    const admin = await api.admin()
    const demo = await api.demo()
    const settledIn = async (marketId: string) =>
      ((await demo.get('/api/portfolio/demo-user')).json as Portfolio).positions.filter((p) => p.marketId === marketId)
    const roundTrip = async (market: Market) => {
      expect(
        (await demo.post('/api/trades', { marketId: market.id, side: 'yes', quantity: 50, price: market.yesPrice })).status,
      ).toBe(201)
      const now = ((await demo.get(`/api/markets/${market.id}`)).json as Market).yesPrice
      const sold = await demo.post('/api/trades', { marketId: market.id, side: 'yes', quantity: 50, action: 'sell', price: now })
      expect(sold.status, JSON.stringify(sold.json)).toBe(201)
      expect(await settledIn(market.id)).toEqual([])
    }
    // Yes wins: the contracts were sold before, nothing was held, nothing is listed (it read "Lost", 0 contracts).
    const won = await created(api, admin)
    await roundTrip(won)
    expect((await admin.post(`/api/admin/markets/${won.id}/resolve`, { outcome: 'yes' })).status).toBe(200)
    expect(await settledIn(won.id)).toEqual([])
    // A void gives back what the round trip lost (the fees): that refund is listed, with its position.
    const voided = await created(api, admin, { title: 'Will team Red win the hackathon?' })
    await roundTrip(voided)
    expect((await admin.post(`/api/admin/markets/${voided.id}/resolve`, { outcome: 'void' })).status).toBe(200)
    const [refunded, ...more] = await settledIn(voided.id)
    expect(more).toEqual([])
    expect(refunded).toMatchObject({ settled: true, status: 'refunded', quantity: 0 })
    expect(Number(refunded!.payout)).toBeGreaterThan(0)
    expect(await handlerInvariants(api)).toEqual([])
  })

  it('refuses an outcome other than yes, no or void: 400, nothing written', async () => {
    const api = await setup()
    const admin = await api.admin()
    const market = await created(api, admin)
    for (const outcome of ['maybe', 'VOID', '', null]) {
      await refused(api, () => admin.post(`/api/admin/markets/${market.id}/resolve`, { outcome }), 400, /outcome must be/)
    }
    await refused(api, () => admin.get(`/api/admin/markets/${market.id}/payout-preview?outcome=cancel`), 400, /outcome must be/)
  })

  it('never resolves on its own: the simulation passes over it, closed, until an admin does', async () => {
    const api = await setup()
    const admin = await api.admin()
    const market = await created(api, admin, { closesAt: new Date(api.backend.now() + DAY).toISOString() })
    api.advance(3 * DAY)
    const { simulateUntil } = await import('../simulation')
    await simulateUntil(api.backend, api.backend.now())
    expect((await admin.get(`/api/markets/${market.id}`)).json).toMatchObject({ status: 'closed', resolution: null })
    expect((await admin.get('/api/admin/markets')).json[0]).toMatchObject({ id: market.id, status: 'closed' })
  })

  it.each([
    ['no outcome', {}, 400, /Name the outcome \("yes", "no" or "void"\)/],
    ['an answer for a Yes/No market', { answerId: 'ans-1' }, 400, /only for a multi-answer market/],
    ['a note with a control character', { outcome: 'yes', note: 'ok\u0007' }, 400, /control characters/],
  ])('refuses %s (%s), writing nothing', async (_, body, status, message) => {
    const api = await setup()
    const admin = await api.admin()
    const market = await created(api, admin)
    await refused(api, () => admin.post(`/api/admin/markets/${market.id}/resolve`, body), status, message)
  })

  it('refuses an unknown market (404), a catalogue market (422) and traders (403)', async () => {
    const api = await setup()
    const admin = await api.admin()
    const [seeded] = (await admin.get('/api/markets?limit=1')).json as Market[]
    await refused(api, () => admin.post('/api/admin/markets/nope/resolve', { outcome: 'yes' }), 404, /Market not found/)
    await refused(
      api,
      () => admin.post(`/api/admin/markets/${seeded!.id}/resolve`, { outcome: 'yes' }),
      422,
      /simulation resolves/,
    )
    const demo = await api.demo()
    await refused(api, () => demo.post(`/api/admin/markets/${seeded!.id}/resolve`, { outcome: 'yes' }), 403)
  })
})

describe('where no simulation resolves markets (the server with SIMULATION=off)', () => {
  it("an admin resolves the seed's markets too: on their pages, listed once closed, paid at once", async () => {
    const api = await setup({ adminResolvesAll: true })
    const admin = await api.admin()
    const demo = await api.demo()
    const [seeded] = (await admin.get('/api/markets?limit=1')).json as Market[]
    expect(seeded!.byAdmin).toBeUndefined()
    expect(((await admin.get(`/api/markets/${seeded!.id}`)).json as Market).adminResolves).toBe(true)
    const buy = await demo.post('/api/trades', { marketId: seeded!.id, side: 'yes', quantity: 10, price: seeded!.yesPrice })
    expect(buy.status).toBe(201)
    const before = await balance(demo, 'demo-user')
    const preview = (await admin.get(`/api/admin/markets/${seeded!.id}/payout-preview?outcome=yes`)).json as PayoutPreview
    expect(preview).toMatchObject({ outcome: 'yes', traders: 1, payout: 10 })
    const res = await admin.post(`/api/admin/markets/${seeded!.id}/resolve`, { outcome: 'yes' })
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    expect(res.json).toMatchObject({ status: 'resolved', resolution: 'yes', resolvedBy: 'Alex Admin' })
    expect(await balance(demo, 'demo-user')).toBeCloseTo(before + 10, 2)
    // A seeded market past its close, never resolved, is on the admin's list, awaiting resolution first.
    // (Past the sessions' week: signed in again.)
    api.advance(40 * DAY)
    const listed = (await (await api.admin()).get('/api/admin/markets')).json as Market[]
    const waiting = listed.filter((m) => !m.byAdmin)
    expect(waiting.length).toBeGreaterThan(0)
    expect(waiting.every((m) => m.status === 'closed' && m.adminResolves)).toBe(true)
    expect(listed[0]!.status).toBe('closed')
    expect(await handlerInvariants(api)).toEqual([])
  })

  it('elsewhere the simulation resolves them: not listed, not marked for an admin', async () => {
    const api = await setup()
    const admin = await api.admin()
    const [seeded] = (await admin.get('/api/markets?limit=1')).json as Market[]
    expect(((await admin.get(`/api/markets/${seeded!.id}`)).json as Market).adminResolves).toBeUndefined()
    api.advance(40 * DAY)
    expect((await (await api.admin()).get('/api/admin/markets')).json).toEqual([])
  })
})

describe('PATCH /api/admin/markets/{id}', () => {
  it('a search finds a market by its new title once an admin renames it, not by the old one', async () => {
    const api = await setup()
    const admin = await api.admin()
    const market = await created(api, admin, { title: 'Will the hackathon jury pick team Blue?' })
    const search = async (q: string) => ((await admin.get(`/api/markets?q=${q}`)).json as Market[]).map((m) => m.id)
    expect(await search('hackathon')).toContain(market.id)
    expect((await admin.patch(`/api/admin/markets/${market.id}`, { title: 'Will the robot race end before noon?' })).status).toBe(
      200,
    )
    expect(await search('robot')).toContain(market.id)
    expect(await search('hackathon')).not.toContain(market.id)
  })

  it("changes an admin market's words and close time; a closed one opens again", async () => {
    const api = await setup()
    const admin = await api.admin()
    const market = await created(api, admin, { closesAt: new Date(api.backend.now() + DAY).toISOString() })
    api.advance(2 * DAY)
    expect((await admin.get(`/api/markets/${market.id}`)).json.status).toBe('closed')
    const later = new Date(api.backend.now() + DAY).toISOString()
    const res = await admin.patch(`/api/admin/markets/${market.id}`, { title: 'Will team Blue win the final?', closesAt: later })
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    expect(res.json).toMatchObject({ title: 'Will team Blue win the final?', closesAt: later, status: 'active' })
    // The admin's log has the edit, under its new title.
    const [entry] = (await admin.get('/api/logs/admin-user?limit=1')).json as ActivityEntry[]
    expect(describeActivity(entry!)).toBe('Edited market: Will team Blue win the final?')
  })

  it('sets, changes and clears where the answer is read (the resolution source)', async () => {
    const api = await setup()
    const admin = await api.admin()
    const market = await created(api, admin)
    expect(market.resolutionSource).toBeUndefined()
    const path = `/api/admin/markets/${market.id}`
    expect((await admin.patch(path, { resolutionSource: 'The judges, on stage' })).json.resolutionSource).toBe(
      'The judges, on stage',
    )
    expect(((await admin.get(`/api/markets/${market.id}`)).json as Market).resolutionSource).toBe('The judges, on stage')
    expect((await admin.patch(path, { resolutionSource: '' })).json).not.toHaveProperty('resolutionSource')
    await refused(api, () => admin.patch(path, { resolutionSource: 'x'.repeat(301) }), 400, /at most 300/)
    // A catalogue market's words are not the admin's to change.
    const [seeded] = (await admin.get('/api/markets?limit=1')).json as Market[]
    await refused(api, () => admin.patch(`/api/admin/markets/${seeded!.id}`, { resolutionSource: 'Me' }), 422)
  })

  it('opens the pool again at another chance before the first trade or order, and refuses after', async () => {
    const api = await setup()
    const admin = await api.admin()
    const market = await created(api, admin, { initialProbability: 70 })
    const res = await admin.patch(`/api/admin/markets/${market.id}`, { initialProbability: 25 })
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    expect(Math.round(Number(res.json.yesPrice))).toBe(25)
    expect((await admin.get(`/api/markets/${market.id}`)).json.priceHistory).toHaveLength(1)
    expect(await handlerInvariants(api)).toEqual([])
    const demo = await api.demo()
    const order = await demo.post('/api/orders', {
      marketId: market.id,
      side: 'yes',
      action: 'buy',
      quantity: 5,
      limitPriceCents: 5,
    })
    expect(order.status).toBe(201)
    await refused(
      api,
      () => admin.patch(`/api/admin/markets/${market.id}`, { initialProbability: 60 }),
      409,
      /before the first trade/,
    )
    await demo.delete(`/api/orders/${order.json.id}`)
    await demo.post('/api/trades', { marketId: market.id, side: 'no', quantity: 1, price: res.json.noPrice })
    await refused(
      api,
      () => admin.patch(`/api/admin/markets/${market.id}`, { initialProbability: 60 }),
      409,
      /before the first trade/,
    )
    const [seeded] = (await admin.get('/api/markets?limit=1')).json as Market[]
    await refused(api, () => admin.patch(`/api/admin/markets/${seeded!.id}`, { initialProbability: 60 }), 422)
  })

  it("sets and clears a catalogue market's flags, but not its words", async () => {
    const api = await setup()
    const admin = await api.admin()
    const [seeded] = (await admin.get('/api/markets?featured=true&limit=1')).json as Market[]
    const off = await admin.patch(`/api/admin/markets/${seeded!.id}`, { featured: false })
    expect(off.json.featured).toBe(false)
    const featured = (await admin.get('/api/markets?featured=true&limit=100')).json as Market[]
    expect(featured.map((m) => m.id)).not.toContain(seeded!.id)
    await refused(api, () => admin.patch(`/api/admin/markets/${seeded!.id}`, { title: 'Something else entirely?' }), 422)
    await refused(api, () => admin.patch(`/api/admin/markets/${seeded!.id}`, {}), 400, /Nothing to change/)
  })
})

describe('the review mends', () => {
  it('refuses a close time more than 5 years ahead, and an instant market in PATCH', async () => {
    const api = await setup()
    const admin = await api.admin()
    const far = new Date(api.backend.now() + 6 * 365 * DAY).toISOString()
    await refused(api, () => admin.post('/api/admin/markets', newMarket(api, { closesAt: far })), 400, /within 5 years/)
    // The simulation lists instant markets as it runs.
    const { simulateUntil } = await import('../simulation')
    await simulateUntil(api.backend, api.backend.now())
    api.advance(60_000)
    await simulateUntil(api.backend, api.backend.now())
    const instant = await api.backend.db.markets.filter((m) => m.kind === 'instant').first()
    expect(instant).toBeDefined()
    await refused(api, () => admin.patch(`/api/admin/markets/${instant!.id}`, { featured: true }), 422, /Instant/)
  })

  it('takes Windows line breaks and emoji, and refuses text that hides or reorders itself', async () => {
    const api = await setup()
    const admin = await api.admin()
    await created(api, admin, { title: 'Will the family emoji 👨‍👩‍👧 win?', rules: 'Line one.\r\nLine two.' })
    await refused(api, () => admin.post('/api/admin/markets', newMarket(api, { title: 'Will it \u202Erain?' })), 400, /invisible/)
  })

  it("a demo fast-forward with an admin's market waiting stops once nothing else is due", async () => {
    const api = await setup()
    const admin = await api.admin()
    const market = await created(api, admin, { closesAt: new Date(api.backend.now() + DAY).toISOString() })
    const res = await admin.post('/api/demo/fast-forward', { preset: '1w' })
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    expect((await admin.get(`/api/markets/${market.id}`)).json).toMatchObject({ status: 'closed', resolution: null })
  })
})
