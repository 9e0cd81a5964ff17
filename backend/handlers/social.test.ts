import { describe, expect, it } from 'vitest'
import { useTestServer, type TestApi, type TestClient } from '../../mocks/test/test-api'
import { snapshot } from '../../mocks/test/snapshot'
import { simulateUntil, SIM_TRADERS_META_KEY } from '../simulation'
import { simTraderProfile } from '../../seed/sim-traders'
import { positionId, quoteBuy, RESOLUTION_DELAY_MS, sellContracts, type TradeRow } from '../../src/exchange'
import { exchangeTables, randomIds, writeChangeSet } from '../exchange-store'
import {
  CopyTradeResult,
  FollowResult,
  SocialSummary,
  Trader,
  type ActivityEntry,
  type Market,
  type Portfolio,
  type Trade,
} from '../../src/api/contract'

const setup = useTestServer()

interface Person {
  client: TestClient
  id: string
}

async function person(api: TestApi, username: string): Promise<Person> {
  const client = api.client()
  expect(
    (await client.post('/api/auth/register', { username, password: 'secret123', firstName: username, lastName: 'Tester' }))
      .status,
  ).toBe(201)
  const user = await client.login(username, 'secret123')
  return { client, id: user.id }
}

/** The open market that closes first (so a test can see it settle). */
async function soonestClosing(api: TestApi): Promise<Market> {
  const now = api.backend.now()
  const row = await api.backend.db.markets
    .where('[status+closesAt]')
    .between(['active', now + 60_000], ['active', Infinity])
    .first()
  const demo = api.client()
  return (await demo.get(`/api/markets/${row!.id}`)).json as Market
}

async function buy(client: TestClient, market: Market, side: 'yes' | 'no', quantity: number): Promise<Trade> {
  const res = await client.post('/api/trades', {
    marketId: market.id,
    side,
    quantity,
    price: side === 'yes' ? market.yesPrice : market.noPrice,
  })
  expect(res.status).toBe(201)
  return res.json as Trade
}

/** Moves past the market's close + resolution delay and simulates until it is settled. */
async function settle(api: TestApi, market: Market) {
  api.advance(new Date(market.closesAt).getTime() + RESOLUTION_DELAY_MS + 60_000 - api.backend.now())
  for (let i = 0; i < 20 && (await api.backend.db.markets.get(market.id))?.status !== 'resolved'; i += 1) {
    api.advance(1)
    await simulateUntil(api.backend, api.backend.now())
  }
  return (await api.backend.db.markets.get(market.id))!
}

/** People cannot sell over HTTP; simulated traders do. This books a sale through the exchange directly. */
async function sell(api: TestApi, accountId: string, marketId: string, quantity: number): Promise<TradeRow> {
  const { db } = api.backend
  return db.transaction('rw', exchangeTables(db), async () => {
    const [market, account, yes, history] = await Promise.all([
      db.markets.get(marketId),
      db.accounts.get(accountId),
      db.positions.get(positionId(accountId, marketId, 'yes')),
      db.histories.get(marketId),
    ])
    const result = sellContracts(
      { market, account, positions: yes ? [yes] : [], history },
      { accountId, marketId, side: 'yes', quantity, now: api.backend.now() },
      randomIds,
    )
    await writeChangeSet(db, result.changes)
    return result.trade
  })
}

const traders = async (client: TestClient) => Trader.array().parse((await client.get('/api/social/traders')).json)

async function rejects(api: TestApi, client: TestClient, path: string, status: number, message: RegExp) {
  const before = await snapshot(api.backend)
  const res = await client.post(path)
  expect(res.status).toBe(status)
  expect(res.json.message).toMatch(message)
  expect(await snapshot(api.backend)).toBe(before)
}

describe('GET /api/social/traders', () => {
  it('ranks traders by real results once they have 5 closed trades: settled wins and losses, profit, trades, recent trades', async () => {
    const api = await setup()
    // People only: simulated traders (whose profiles always exist) would crowd them out of the top ten.
    await api.backend.db.meta.put({ key: SIM_TRADERS_META_KEY, value: 0 })
    const [alice, bob, carol] = [await person(api, 'alice'), await person(api, 'bob'), await person(api, 'carol')]
    const market = await soonestClosing(api)
    // Five lots each (a rank needs 5 closed trades); carol's one lot is no record.
    const aliceTrades: Trade[] = []
    const bobTrades: Trade[] = []
    for (let i = 0; i < 5; i += 1) {
      aliceTrades.push(await buy(alice.client, market, 'yes', 60))
      bobTrades.push(await buy(bob.client, market, 'no', 40))
    }
    await buy(carol.client, market, 'yes', 10)
    const resolved = await settle(api, market)
    const [winner, loser] = resolved.resolution === 'yes' ? [alice, bob] : [bob, alice]
    const [winTrades, lossTrades] = resolved.resolution === 'yes' ? [aliceTrades, bobTrades] : [bobTrades, aliceTrades]

    const list = await traders(await api.demo())
    const w = list.find((t) => t.id === winner.id)!
    const l = list.find((t) => t.id === loser.id)!
    const c = list.find((t) => t.id === carol.id)!
    const cost = (trades: Trade[]) => trades.reduce((sum, t) => sum + Math.round(Number(t.cost) * 100), 0)
    const winCents = winTrades.reduce((sum, t) => sum + t.quantity * 100, 0) - cost(winTrades)
    expect(w).toMatchObject({
      rank: 1,
      winRate: 100,
      results: 5,
      totalTrades: 5,
      totalProfit: winCents / 100,
      openProfit: 0,
      isFollowing: false,
      followers: 0,
      avatar: null,
      simulated: false,
    })
    expect(l).toMatchObject({ rank: 2, winRate: 0, results: 5, totalTrades: 5, totalProfit: -cost(lossTrades) / 100 })
    // Listed after the ranked ones to fill the list, but not ranked.
    expect(c).toMatchObject({ rank: null, results: 1 })
    expect(list.map((t) => t.id)).toEqual([w.id, l.id, c.id])
    expect(w.topCategories).toHaveLength(1)
    // The latest buys (all placed at the same moment here): each with its own outcome and profit.
    const recent = w.recentTrades[0]!
    const shown = winTrades.find((t) => t.id === recent.id)!
    expect(shown).toBeDefined()
    expect(recent).toMatchObject({
      market: market.title,
      outcome: 'win',
      profit: (shown.quantity * 100 - Math.round(Number(shown.cost) * 100)) / 100,
      copyable: false,
    })
    expect(l.recentTrades[0]).toMatchObject({ outcome: 'loss', prediction: lossTrades[0]!.side.toUpperCase(), copyable: false })
  })

  it("gives a trader's total profit as their portfolio shows it, cash held by their open orders included", async () => {
    const api = await setup()
    await api.backend.db.meta.put({ key: SIM_TRADERS_META_KEY, value: 0 })
    const carol = await person(api, 'carol')
    const market = await soonestClosing(api)
    await buy(carol.client, market, 'yes', 120)
    // A buy order far below the price rests, holding back its cash (out of her balance, still hers).
    const order = await carol.client.post('/api/orders', {
      marketId: market.id,
      side: 'yes',
      action: 'buy',
      quantity: 100,
      limitPriceCents: 5,
      expiresAt: null,
    })
    expect(order.status, order.text).toBe(201)
    const portfolio = (await carol.client.get(`/api/portfolio/${carol.id}`)).json as Portfolio
    expect(Number(portfolio.cashReserved)).toBeGreaterThan(0)
    const demo = await api.demo()
    expect((await demo.post(`/api/social/traders/${carol.id}/follow`)).status).toBe(200)
    const listed = (await traders(demo)).find((t) => t.id === carol.id)!
    expect(listed.totalProfit).toBe(Number(portfolio.figures.totalPnl))
  })

  it("marks pending trades at today's price and offers Copy on them only", async () => {
    const api = await setup()
    const alice = await person(api, 'alice')
    const market = await soonestClosing(api)
    const trade = await buy(alice.client, market, 'no', 150)
    const after = (await api.client().get(`/api/markets/${market.id}`)).json as Market
    const [me] = (await traders(await api.demo())).filter((t) => t.id === alice.id)
    const value = Math.round(150 * Number(after.noPrice))
    expect(me!.recentTrades[0]).toMatchObject({
      id: trade.id,
      outcome: 'pending',
      copyable: true,
      copied: false,
      profit: (value - Math.round(Number(trade.cost) * 100)) / 100,
    })
    expect(me!.totalProfit).toBe(me!.openProfit)
    // Her own trade is not copyable for her.
    const [self] = (await traders(alice.client)).filter((t) => t.id === alice.id)
    expect(self).toMatchObject({ isSelf: true })
    expect(self!.recentTrades[0]!.copyable).toBe(false)
  })

  it('lists simulated traders from their public profiles, ten ranked by total profit', async () => {
    const api = await setup({ seed: 'full' })
    for (let i = 0; i < 3; i += 1) {
      api.advance(10 * 60_000)
      await simulateUntil(api.backend, api.backend.now())
    }
    // The admin follows nobody: the top ten alone (the demo trader's seeded follows list after them).
    const admin = await api.admin()
    const list = await traders(admin)
    expect(list).toHaveLength(10)
    // The ranked ones (5 closed trades or more) by total profit, then the nearest to a rank, unranked.
    const ranked = list.filter((t) => t.rank !== null)
    expect(ranked.length).toBeGreaterThan(0)
    expect(list.map((t) => t.rank)).toEqual([...ranked.map((_, i) => i + 1), ...list.slice(ranked.length).map(() => null)])
    for (const t of ranked) expect(t.results).toBeGreaterThanOrEqual(5)
    for (const t of list.slice(ranked.length)) expect(t.results).toBeLessThan(5)
    const profits = ranked.map((t) => t.totalProfit)
    expect(profits).toEqual([...profits].sort((a, b) => b - a))
    // Most are simulated traders (the demo trader's seeded month may rank it too): named from their profiles.
    const sims = list.filter((t) => t.simulated)
    expect(sims.length).toBeGreaterThanOrEqual(8)
    const profile = simTraderProfile(sims[0]!.id)
    expect(sims[0]).toMatchObject({ name: `${profile!.firstName} ${profile!.lastName}`, username: profile!.username })
    expect(sims[0]!.totalTrades).toBeGreaterThan(0)
    expect(sims[0]!.recentTrades.length).toBeGreaterThan(0)
    const unfollowed = list.find((t) => t.followers === 0)!
    expect((await admin.post(`/api/social/traders/${unfollowed.id}/follow`)).json).toMatchObject({ followers: 1, changed: true })
    expect((await admin.get('/api/social/summary')).json).toMatchObject({ tradersFollowed: 1, activeTraders: expect.any(Number) })
    expect((await admin.get('/api/social/summary')).json.activeTraders).toBeGreaterThanOrEqual(10)
    // The demo trader's seeded story: three traders followed, listed after the top ten when not in it.
    const demo = await api.demo()
    expect((await traders(demo)).filter((t) => t.isFollowing)).toHaveLength(3)
    expect((await demo.get('/api/social/summary')).json).toMatchObject({ tradersFollowed: 3 })
  })

  it('answers 401 signed out on every endpoint, changing nothing', async () => {
    const api = await setup()
    const anon = api.client()
    expect((await anon.get('/api/social/traders')).status).toBe(401)
    expect((await anon.get('/api/social/summary')).status).toBe(401)
    await rejects(api, anon, '/api/social/traders/demo-user/follow', 401, /unauthorized/i)
    await rejects(api, anon, '/api/social/traders/demo-user/unfollow', 401, /unauthorized/i)
    await rejects(api, anon, '/api/social/copy-trade/tr-1', 401, /unauthorized/i)
  })
})

describe('follow and unfollow', () => {
  it('persist, change the follower count, are idempotent and are logged once', async () => {
    const api = await setup()
    const alice = await person(api, 'alice')
    await buy(alice.client, await soonestClosing(api), 'yes', 10)
    const demo = await api.demo()
    const admin = await api.admin()
    expect(FollowResult.parse((await demo.post(`/api/social/traders/${alice.id}/follow`)).json)).toEqual({
      traderId: alice.id,
      isFollowing: true,
      followers: 1,
      changed: true,
    })
    const before = await snapshot(api.backend)
    expect((await demo.post(`/api/social/traders/${alice.id}/follow`)).json).toEqual({
      traderId: alice.id,
      isFollowing: true,
      followers: 1,
      changed: false,
    })
    expect(await snapshot(api.backend)).toBe(before)
    expect((await admin.post(`/api/social/traders/${alice.id}/follow`)).json.followers).toBe(2)

    expect((await traders(demo)).find((t) => t.id === alice.id)).toMatchObject({ isFollowing: true, followers: 2 })
    expect(SocialSummary.parse((await demo.get('/api/social/summary')).json)).toMatchObject({ tradersFollowed: 1 })

    expect((await demo.post(`/api/social/traders/${alice.id}/unfollow`)).json).toEqual({
      traderId: alice.id,
      isFollowing: false,
      followers: 1,
      changed: true,
    })
    expect((await demo.post(`/api/social/traders/${alice.id}/unfollow`)).json).toMatchObject({ changed: false, followers: 1 })
    expect((await traders(demo)).find((t) => t.id === alice.id)).toMatchObject({ isFollowing: false, followers: 1 })
    const logs = (await demo.get('/api/logs/demo-user')).json as ActivityEntry[]
    expect(logs.map((e) => e.action)).toEqual(['trader_unfollowed', 'trader_followed'])
  })

  it('lists a followed trader even when they are not among the top traders', async () => {
    const api = await setup()
    const quiet = await person(api, 'quiet')
    const demo = await api.demo()
    await demo.post(`/api/social/traders/${quiet.id}/follow`)
    expect((await traders(demo)).find((t) => t.id === quiet.id)).toMatchObject({
      rank: null,
      totalTrades: 0,
      isFollowing: true,
      followers: 1,
    })
  })

  it.each([
    ['an unknown trader', 'nobody', 404, /Trader not found/],
    ['a malformed id', 'bad%20id!', 404, /Trader not found/],
    ['yourself', 'demo-user', 400, /yourself/],
  ])('refuses %s with a clear message and changes nothing', async (_, id, status, message) => {
    const api = await setup()
    const demo = await api.demo()
    await rejects(api, demo, `/api/social/traders/${id}/follow`, status, message)
    await rejects(api, demo, `/api/social/traders/${id}/unfollow`, status, message)
  })
})

describe('POST /api/social/copy-trade/{tradeId}', () => {
  it("places the same side and quantity for the person at today's price, once", async () => {
    const api = await setup()
    const alice = await person(api, 'alice')
    const market = await soonestClosing(api)
    const source = await buy(alice.client, market, 'yes', 120)
    const now = (await api.client().get(`/api/markets/${market.id}`)).json as Market
    const quote = quoteBuy(now.pool, 'yes', 120)
    const demo = await api.demo()
    const res = await demo.post(`/api/social/copy-trade/${source.id}`)
    expect(res.status).toBe(201)
    const copied = CopyTradeResult.parse(res.json)
    expect(copied).toMatchObject({
      sourceTradeId: source.id,
      traderId: alice.id,
      trade: { marketId: market.id, side: 'yes', quantity: 120, userId: 'demo-user' },
    })
    expect(Math.round(Number(copied.trade.cost) * 100)).toBe(quote.costCents)

    const portfolio = (await demo.get('/api/portfolio/demo-user')).json as Portfolio
    expect(portfolio.positions).toEqual([expect.objectContaining({ marketId: market.id, side: 'yes', quantity: 120 })])
    expect(Math.round(Number(portfolio.balance) * 100)).toBe(1_000_000 - quote.costCents)
    const logs = (await demo.get('/api/logs/demo-user')).json as ActivityEntry[]
    expect(logs.map((e) => e.action).sort()).toEqual(['trade_copied', 'trade_placed'])
    expect(logs.find((e) => e.action === 'trade_copied')).toMatchObject({
      details: { side: 'yes', quantity: 120, marketTitle: market.title },
    })
    expect((await traders(demo)).find((t) => t.id === alice.id)!.recentTrades[0]).toMatchObject({ copied: true })
    expect((await demo.get('/api/social/summary')).json).toMatchObject({ tradesCopied: 1 })

    await rejects(api, demo, `/api/social/copy-trade/${source.id}`, 409, /already copied/)
  })

  it('refuses unknown, own, sold, closed and resolved trades and an empty wallet, changing nothing', async () => {
    const api = await setup()
    const alice = await person(api, 'alice')
    const demo = await api.demo()
    const market = await soonestClosing(api)
    const pending = await buy(alice.client, market, 'yes', 100)
    const own = await buy(demo, market, 'no', 5)
    const sold = await sell(api, alice.id, market.id, 10)
    await rejects(api, demo, '/api/social/copy-trade/tr-nothing', 404, /Trade not found/)
    await rejects(api, demo, '/api/social/copy-trade/bad%20id!', 404, /Trade not found/)
    await rejects(api, demo, `/api/social/copy-trade/${own.id}`, 400, /your own trade/)
    await rejects(api, demo, `/api/social/copy-trade/${sold.id}`, 409, /Only buy trades/)

    await api.backend.db.accounts.update('demo-user', { balanceCents: 100 })
    await rejects(api, demo, `/api/social/copy-trade/${pending.id}`, 422, /./)
    await api.backend.db.accounts.update('demo-user', { balanceCents: 1_000_000 })

    api.advance(new Date(market.closesAt).getTime() - api.backend.now() + 1)
    await rejects(api, demo, `/api/social/copy-trade/${pending.id}`, 409, /closed for trading/)
    await settle(api, market)
    await rejects(api, demo, `/api/social/copy-trade/${pending.id}`, 409, /no longer pending/)
  })
})
