import { describe, expect, it } from 'vitest'
import { useTestServer, type TestApi, type TestClient } from '../../mocks/test/test-api'
import { simulateUntil, SIM_TRADERS_META_KEY } from '../simulation'
import { investedCents, previewLiquidity, RESOLUTION_DELAY_MS } from '../../src/exchange'
import {
  LiquidityPools,
  LiquidityResult,
  Portfolio,
  Trade,
  Trader,
  type ActivityEntry,
  type Market,
} from '../../src/api/contract'

/**
 * One truth for every figure (docs/product.md, "Figures"): after trades, a copy, a pool
 * add and remove and a settlement, the portfolio's figures add up to the cent, and the
 * trades, the activity log and the social leaderboard show the same values.
 */
const setup = useTestServer()
const cents = (dollars: string | number) => Math.round(Number(dollars) * 100)
const sum = (values: readonly (string | number)[]) => values.reduce<number>((s, v) => s + cents(v), 0)

async function person(api: TestApi, username: string): Promise<{ client: TestClient; id: string }> {
  const client = api.client()
  expect(
    (await client.post('/api/auth/register', { username, password: 'secret123', firstName: username, lastName: 'Tester' }))
      .status,
  ).toBe(201)
  return { client, id: (await client.login(username, 'secret123')).id }
}

async function buy(client: TestClient, market: Market, side: 'yes' | 'no', quantity: number): Promise<Trade> {
  const res = await client.post('/api/trades', {
    marketId: market.id,
    side,
    quantity,
    price: side === 'yes' ? market.yesPrice : market.noPrice,
  })
  expect(res.status).toBe(201)
  return Trade.parse(res.json)
}

/** Total Invested summed from every trade and ledger entry of the account (the portfolio reads the kept counts). */
async function investedByScan(api: TestApi, id: string): Promise<number> {
  const { db } = api.backend
  const [trades, ledger] = await Promise.all([
    db.trades.where('[accountId+createdAt]').between([id, -Infinity], [id, Infinity]).toArray(),
    db.ledger.where('accountId').equals(id).toArray(),
  ])
  return investedCents(trades, ledger)
}

async function read(api: TestApi, client: TestClient, id: string) {
  const [portfolio, trades, logs, traders, scanned] = await Promise.all([
    client.get(`/api/portfolio/${id}`),
    client.get(`/api/trades?userId=${id}`),
    client.get(`/api/logs/${id}?limit=50`),
    client.get('/api/social/traders'),
    investedByScan(api, id),
  ])
  return {
    scanned,
    portfolio: Portfolio.parse(portfolio.json),
    trades: Trade.array().parse(trades.json),
    logs: logs.json as ActivityEntry[],
    me: Trader.array()
      .parse(traders.json)
      .find((t) => t.id === id),
  }
}

/** Every relation docs/product.md promises between the figures. */
function expectConsistent({ portfolio, trades, logs, me, scanned }: Awaited<ReturnType<typeof read>>) {
  const f = portfolio.figures
  expect(cents(f.invested)).toBe(scanned)
  const open = portfolio.positions.filter((p) => !p.settled)
  expect(cents(portfolio.totalValue)).toBe(
    cents(portfolio.balance) + cents(f.positionsValue) + cents(f.poolsValue) + cents(f.reserved),
  )
  expect(cents(f.totalPnl)).toBe(cents(portfolio.totalValue) - 1_000_000)
  expect(f.totalPnlPercent).toBeCloseTo(cents(f.totalPnl) / 10_000, 10)
  // Exactly its cents over 10,000, written with no float noise (-0.2455, never -0.24550000000000002).
  expect(String(f.totalPnlPercent).replace(/^-/, '')).toMatch(/^\d+(\.\d{1,4})?$/)
  expect(cents(f.totalPnl)).toBe(cents(f.realizedPnl) + cents(f.unrealizedPnl))
  expect(cents(f.unrealizedPnl)).toBe(cents(f.positionsPnl) + cents(f.poolsPnl))
  expect(cents(f.currentValue) - cents(f.invested)).toBe(cents(f.totalPnl))
  expect(cents(f.positionsValue)).toBe(sum(open.map((p) => p.value)))
  expect(cents(f.positionsPnl)).toBe(sum(open.map((p) => p.pnl)))
  expect(f.openPositions).toBe(open.length)
  for (const p of portfolio.positions) expect(cents(p.pnl)).toBe(cents(p.value) - cents(p.cost))
  // A lot's P&L is what it brought in and is worth less what it cost (a sale's: proceeds less cost basis).
  for (const t of trades) expect(cents(t.pnl)).toBe((t.action === 'buy' ? cents(t.proceeds) : 0) + cents(t.value) - cents(t.cost))
  // The log's amount for each trade is what it cost.
  const placed = logs
    .filter((e) => e.action === 'trade_placed')
    .map((e) => cents(e.metadata.amount!))
    .sort()
  expect(placed).toEqual(
    trades
      .filter((t) => t.kind !== 'pool')
      .map((t) => cents(t.cost))
      .sort(),
  )
  // The leaderboard shows the same total P&L and win rate.
  expect(me).toBeDefined()
  expect(cents(me!.totalProfit)).toBe(cents(f.totalPnl))
  expect(cents(me!.openProfit)).toBe(cents(f.unrealizedPnl))
  expect(me!.results).toBe(f.wins + f.losses)
  expect(me!.results === 0 ? null : me!.winRate).toBe(f.winRate)
}

describe('figures agree across endpoints', () => {
  it('after trades, a copy, a pool add and remove, and a settlement', async () => {
    const api = await setup()
    // People only, so both are on the leaderboard.
    await api.backend.db.meta.put({ key: SIM_TRADERS_META_KEY, value: 0 })
    const [alice, bob] = [await person(api, 'alice'), await person(api, 'bob')]
    const now = api.backend.now()
    const soonest = await api.backend.db.markets
      .where('[status+closesAt]')
      .between(['active', now + 60_000], ['active', Infinity])
      .first()
    const soon = (await alice.client.get(`/api/markets/${soonest!.id}`)).json as Market
    const [, other] = ((await alice.client.get('/api/markets?limit=3')).json as Market[]).filter((m) => m.id !== soon.id)
    await buy(alice.client, soon, 'yes', 300)
    await buy(alice.client, soon, 'yes', 137)
    await buy(alice.client, other!, 'no', 137)
    const bobs = await buy(bob.client, soon, 'no', 90)
    expect((await alice.client.post(`/api/social/copy-trade/${bobs.id}`)).status).toBe(201)
    expectConsistent(await read(api, alice.client, alice.id))

    // A pool: adding moves total P&L by rounding only (the money is in the pool, not gone).
    const pool = LiquidityPools.parse((await alice.client.get('/api/liquidity/pools')).json).pools.find((p) => p.id !== soon.id)!
    const before = cents((await read(api, alice.client, alice.id)).portfolio.figures.totalPnl)
    expect((await alice.client.post(`/api/liquidity/${pool.id}/add`, { amount: 750 })).status).toBe(200)
    const pooled = await read(api, alice.client, alice.id)
    expect(Math.abs(cents(pooled.portfolio.figures.totalPnl) - before)).toBeLessThanOrEqual(102)
    expect(cents(pooled.portfolio.figures.poolsValue)).toBeGreaterThan(0)
    expectConsistent(pooled)
    const poolMarket = (await bob.client.get(`/api/markets/${pool.id}`)).json as Market
    await buy(bob.client, poolMarket, 'yes', 800)
    const earning = await read(api, alice.client, alice.id)
    expect(cents(earning.portfolio.figures.reserved)).toBeGreaterThan(0)
    expectConsistent(earning)
    expect((await alice.client.post(`/api/liquidity/${pool.id}/remove`, { amount: 300 })).status).toBe(200)
    expectConsistent(await read(api, alice.client, alice.id))

    // The soonest market settles: its trades and positions are won or lost, and count in the win rate.
    api.advance(new Date(soon.closesAt).getTime() + RESOLUTION_DELAY_MS + 60_000 - api.backend.now())
    for (let i = 0; i < 20 && (await api.backend.db.markets.get(soon.id))?.status !== 'resolved'; i += 1) {
      api.advance(1)
      await simulateUntil(api.backend, api.backend.now())
    }
    const settled = await read(api, alice.client, alice.id)
    expectConsistent(settled)
    const resolution = (await api.backend.db.markets.get(soon.id))!.resolution
    const soonResolution = (t: Trade) => t.side === resolution
    // Rows kept from before Total Invested was counted with them: it is summed from the history.
    const { db } = api.backend
    const stats = (await db.traderStats.get(alice.id))!
    expect(stats.boughtCents).toBe(settled.scanned - 75_000)
    const { boughtCents: _bought, ...oldStats } = stats
    await db.traderStats.put(oldStats)
    const pools = await db.lpShares.where('accountId').equals(alice.id).toArray()
    expect(pools.map((l) => l.addedCents)).toEqual([75_000])
    const oldPools = pools.map(({ addedCents: _added, ...row }) => row)
    await db.lpShares.bulkPut(oldPools)
    expectConsistent(await read(api, alice.client, alice.id))
    // A later buy does not start counting from nothing: the sum still comes from the history.
    await buy(alice.client, (await alice.client.get(`/api/markets/${other!.id}`)).json as Market, 'no', 10)
    expect((await db.traderStats.get(alice.id))!.boughtCents).toBeUndefined()
    expectConsistent(await read(api, alice.client, alice.id))
    const f = settled.portfolio.figures
    // Each closed lot is a result: her two YES buys and her copied NO buy in the settled market,
    // and any lot the pool's removal paired into cash.
    const closed = settled.trades.filter((t) => t.action === 'buy' && t.status !== 'open')
    expect(closed.filter((t) => t.marketId === soon.id)).toHaveLength(3)
    expect(f.wins + f.losses).toBe(closed.length)
    expect(f.wins).toBe(closed.filter((t) => cents(t.pnl) > 0).length)
    for (const t of settled.trades) {
      if (t.marketId === soon.id) expect(t.status).toBe(soonResolution(t) ? 'won' : 'lost')
      else expect(['open', 'sold']).toContain(t.status)
    }
  })

  it('a new account: $10,000 of cash, nothing invested, no win rate', async () => {
    const api = await setup()
    const alice = await person(api, 'alice')
    const portfolio = Portfolio.parse((await alice.client.get(`/api/portfolio/${alice.id}`)).json)
    expect(portfolio).toMatchObject({ balance: '10000.00', totalValue: '10000.00', positions: [] })
    expect(portfolio.figures).toEqual({
      positionsValue: '0.00',
      poolsValue: '0.00',
      reserved: '0.00',
      positionsPnl: '0.00',
      poolsPnl: '0.00',
      unrealizedPnl: '0.00',
      realizedPnl: '0.00',
      tradingRealizedPnl: '0.00',
      totalPnl: '0.00',
      totalPnlPercent: 0,
      invested: '0.00',
      currentValue: '0.00',
      openPositions: 0,
      wins: 0,
      losses: 0,
      winRate: null,
    })
  })

  it('the pool answer previews an add and a remove exactly as they happen', async () => {
    const api = await setup()
    const [alice, bob] = [await person(api, 'alice'), await person(api, 'bob')]
    const poolsOf = async () => LiquidityPools.parse((await alice.client.get('/api/liquidity/pools')).json).pools
    const [first] = await poolsOf()
    const market = (await alice.client.get(`/api/markets/${first!.id}`)).json as Market
    await buy(alice.client, market, 'yes', 120) // a holding of her own, for the remove to pair with
    const check = async (action: 'add' | 'remove', amount: number) => {
      const pool = (await poolsOf()).find((p) => p.id === first!.id)!
      const before = Portfolio.parse((await alice.client.get(`/api/portfolio/${alice.id}`)).json)
      const preview = previewLiquidity(pool.state, action, Math.round(amount * 100), cents(before.balance))
      if (preview.kind !== 'preview') throw new Error(preview.message)
      const result = LiquidityResult.parse((await alice.client.post(`/api/liquidity/${pool.id}/${action}`, { amount })).json)
      const after = Portfolio.parse((await alice.client.get(`/api/portfolio/${alice.id}`)).json)
      expect(cents(after.balance) - cents(before.balance)).toBe(preview.preview.cashCents)
      for (const change of preview.preview.positions) {
        const held = after.positions.find((p) => p.marketId === pool.id && p.side === change.side)
        expect({ quantity: held?.quantity ?? 0, costCents: cents(held?.cost ?? 0) }).toEqual(change.after)
      }
      expect(cents(result.pool.myValue)).toBe(preview.preview.valueAfterCents)
      return preview.preview
    }
    const added = await check('add', 2_500)
    expect(added.handedBack?.contracts ?? 0).toBeGreaterThan(0)
    const traded = (await bob.client.get(`/api/markets/${first!.id}`)).json as Market
    await buy(bob.client, traded, added.handedBack!.side === 'yes' ? 'no' : 'yes', 400)
    const removed = await check('remove', 1_000)
    expect(removed.feesCents).toBeGreaterThan(0)
  })
})
