import { describe, expect, it } from 'vitest'
import { useTestServer, type TestApi, type TestClient } from '../../mocks/test/test-api'
import { snapshot } from '../../mocks/test/snapshot'
import { LiquidityPools, LiquidityResult, type LiquidityPool, type Market, type Portfolio } from '../../src/api/contract'
import { allPositionsAndLpShares } from '../house-rows'
import type { LpShareRow } from '../../src/exchange'

const providersOf = (rows: readonly LpShareRow[], marketId: string) =>
  rows.filter((l) => l.marketId === marketId && l.shares > 0).length
import { isInstantMarket } from '../../src/exchange'

const setup = useTestServer()

const pools = async (client: TestClient) => LiquidityPools.parse((await client.get('/api/liquidity/pools')).json)
const balanceCents = async (client: TestClient, userId: string) =>
  Math.round(Number(((await client.get(`/api/portfolio/${userId}`)).json as Portfolio).balance) * 100)
const cents = (dollars: number) => Math.round(dollars * 100)

async function rejects(api: TestApi, client: TestClient, path: string, body: unknown, status: number, message: RegExp) {
  const before = await snapshot(api.backend)
  const res = await client.post(path, body)
  expect(res.status).toBe(status)
  expect(res.json.message).toMatch(message)
  expect(await snapshot(api.backend)).toBe(before)
}

describe('GET /api/liquidity/pools', () => {
  it('lists open standard pools in the sample shape with summary figures, and answers 401 signed out', async () => {
    const api = await setup()
    expect((await api.client().get('/api/liquidity/pools')).status).toBe(401)
    const demo = await api.demo()
    const { summary, pools: list } = await pools(demo)
    const { lpShares } = await allPositionsAndLpShares(api.backend.db)
    expect(list.length).toBe(24)
    expect(new Set(list.map((p) => p.id)).size).toBe(list.length)
    for (const pool of list) {
      expect(pool).toMatchObject({ status: 'active', myContribution: 0, myValue: 0, myFees24h: 0 })
      expect(pool.id).toBe(pool.marketId)
      expect(pool.totalLiquidity).toBeGreaterThan(0)
      expect(Number(pool.yesPrice) + Number(pool.noPrice)).toBeCloseTo(100, 9)
      const market = await api.backend.db.markets.get(pool.id)
      expect(isInstantMarket(market!)).toBe(false)
      // Traders plus providers holding shares, the house's share stored or derived.
      expect(pool.participants).toBe(market!.traderCount + providersOf(lpShares, pool.id))
      expect(providersOf(lpShares, pool.id)).toBeGreaterThanOrEqual(1)
    }
    expect(summary).toMatchObject({ myLiquidity: 0, feesEarned24h: 0, apyWeighted: false, activePools: 24, myPools: 0 })
  })
})

describe('POST /api/liquidity/{poolId}/add and /remove', () => {
  it('adds without moving the price, earns fees from another trader, and removes back to cash plus fees', async () => {
    const api = await setup()
    const demo = await api.demo()
    const [pool] = (await pools(demo)).pools as [LiquidityPool]
    const added = await demo.post(`/api/liquidity/${pool.id}/add`, { amount: 5000 })
    expect(added.status).toBe(200)
    const result = LiquidityResult.parse(added.json)
    expect(result.pool).toMatchObject({ id: pool.id, yesPrice: pool.yesPrice, noPrice: pool.noPrice, status: 'active' })
    // One provider more (the house's share, derived until now, is stored and counted once).
    expect(result.pool.participants).toBe(pool.participants + 1)
    expect((await pools(demo)).pools.find((p) => p.id === pool.id)?.participants).toBe(pool.participants + 1)
    expect(result.balance).toBe(5000)
    // Unmatched contracts come back as a position; the rest is the user's share of the pool.
    const returned = ((await demo.get('/api/portfolio/demo-user')).json as Portfolio).positions
    expect(returned.map((p) => [p.marketId, p.side, p.quantity])).toEqual(
      result.contractsReturned > 0 ? [[pool.id, result.sideReturned, result.contractsReturned]] : [],
    )
    expect(Math.abs(result.pool.myValue - result.pool.myContribution)).toBeLessThanOrEqual(0.05)
    expect(Math.abs(result.pool.totalLiquidity - pool.totalLiquidity - result.pool.myValue)).toBeLessThanOrEqual(0.05) // values are floored to the cent

    // Another signed-in trader trades in the pool: its fees are shared with the providers.
    const admin = await api.admin()
    const market = (await admin.get(`/api/markets/${pool.id}`)).json as Market
    expect(
      (await admin.post('/api/trades', { marketId: pool.id, side: 'yes', quantity: 3000, price: market.yesPrice })).status,
    ).toBe(201)
    const after = await pools(demo)
    const mine = after.pools[0]!
    expect(mine.id).toBe(pool.id) // the user's pools come first
    expect(mine.fees24h).toBeGreaterThan(0)
    expect(mine.apy).toBeCloseTo((mine.fees24h / mine.totalLiquidity) * 365 * 100, 0)
    expect(mine.myClaimableFees).toBeGreaterThan(0)
    expect(mine.myFees24h).toBe(mine.myClaimableFees) // joined today: earned exactly what accrued
    expect(after.summary).toMatchObject({ myPools: 1, apyWeighted: true, feesEarned24h: mine.myFees24h, averageApy: mine.apy })
    expect(after.summary.myLiquidity).toBe(mine.myValue)

    api.advance(60_000)
    const before = await balanceCents(demo, 'demo-user')
    const removed = LiquidityResult.parse((await demo.post(`/api/liquidity/${pool.id}/remove`, { amount: mine.myValue })).json)
    expect(cents(removed.balance)).toBe(before + cents(removed.cashOut))
    expect(await balanceCents(demo, 'demo-user')).toBe(cents(removed.balance))
    expect(removed.pool.myValue).toBe(0)
    expect(removed.pool.myClaimableFees).toBe(0)
    const left = await pools(demo)
    expect(left.summary).toMatchObject({ myPools: 0, myLiquidity: 0, feesEarned24h: mine.myFees24h }) // fees paid today still count

    const logs = (await demo.get('/api/logs/demo-user?limit=50')).json as {
      action: string
      metadata: { amount?: number }
      details: { marketTitle?: string }
    }[]
    expect(logs.slice(0, 2).map((e) => [e.action, e.metadata.amount, e.details.marketTitle])).toEqual([
      ['liquidity_removed', mine.myValue, pool.market],
      ['liquidity_added', 5000, pool.market],
    ])
  })

  it('add then remove with no trades in between gives the cash back, less under $1 of rounding', async () => {
    const api = await setup()
    const demo = await api.demo()
    const list = (await pools(demo)).pools
    for (const pool of list.slice(0, 4)) {
      const added = LiquidityResult.parse((await demo.post(`/api/liquidity/${pool.id}/add`, { amount: 1234.56 })).json)
      expect(pool.yesPrice).toBe(added.pool.yesPrice)
      const removed = LiquidityResult.parse(
        (await demo.post(`/api/liquidity/${pool.id}/remove`, { amount: added.pool.myValue })).json,
      )
      expect(removed.pool.yesPrice).toBe(pool.yesPrice)
    }
    const lost = 1_000_000 - (await balanceCents(demo, 'demo-user'))
    expect(lost).toBeGreaterThanOrEqual(0)
    expect(lost).toBeLessThanOrEqual(4 * 100)
    const held = ((await demo.get('/api/portfolio/demo-user')).json as Portfolio).positions.filter((p) => p.quantity > 0)
    expect(held.every((p) => p.quantity <= 1)).toBe(true)
  })

  it('charges, answers and logs the very amount sent, in whole cents', async () => {
    const api = await setup()
    const demo = await api.demo()
    const [pool] = (await pools(demo)).pools
    const result = LiquidityResult.parse((await demo.post(`/api/liquidity/${pool!.id}/add`, { amount: 99.99 })).json)
    expect(result.amount).toBe(99.99)
    expect(await balanceCents(demo, 'demo-user')).toBe(1_000_000 - 9_999)
    expect(cents(result.balance)).toBe(1_000_000 - 9_999)
    const [logged] = (await demo.get('/api/logs/demo-user?limit=1')).json as { action: string; metadata: { amount: number } }[]
    expect(logged).toMatchObject({ action: 'liquidity_added', metadata: { amount: 99.99 } })
  })

  it('replays an Idempotency-Key instead of adding twice', async () => {
    const api = await setup()
    const demo = await api.demo()
    const [pool] = (await pools(demo)).pools
    const headers = { 'Idempotency-Key': 'add-once' }
    const first = await demo.post(`/api/liquidity/${pool!.id}/add`, { amount: 10 }, headers)
    const second = await demo.post(`/api/liquidity/${pool!.id}/add`, { amount: 10 }, headers)
    expect(second.json).toEqual(first.json)
    expect(await balanceCents(demo, 'demo-user')).toBe(999_000)
  })

  const bad: Array<[string, string, unknown, number, RegExp]> = [
    ['no body', 'add', undefined, 400, /body is required/],
    ['a missing amount', 'add', {}, 400, /amount is required/],
    ['a negative amount', 'add', { amount: -5 }, 400, /greater than 0/],
    ['a zero amount', 'remove', { amount: 0 }, 400, /greater than 0/],
    ['a NaN-like string', 'add', { amount: 'NaN' }, 400, /amount must be a number/],
    ['null', 'add', { amount: null }, 400, /amount must be a number/],
    ['a numeric string', 'add', { amount: '100' }, 400, /amount must be a number/],
    ['an infinite amount', 'add', '{"amount": 1e999}', 400, /amount/],
    ['a huge amount', 'add', { amount: 1e12 }, 400, /at most \$1,000,000/],
    ['too many decimals', 'add', { amount: 10.005 }, 400, /2 decimals/],
    [
      'nine decimals (was charged $100.00)',
      'add',
      { amount: 99.999999999 },
      400,
      /^amount must have at most 2 decimals \(whole cents\)$/,
    ],
    ['float noise (0.1 + 0.2)', 'add', { amount: 0.1 + 0.2 }, 400, /at most 2 decimals/],
    ['a sub-cent remove', 'remove', { amount: 0.001 }, 400, /at most 2 decimals/],
    ['an extra field', 'add', { amount: 5, side: 'yes' }, 400, /Unknown field/],
    ['more than the balance', 'add', { amount: 10_000.01 }, 422, /Insufficient balance/],
    ['a remove without liquidity', 'remove', { amount: 5 }, 422, /no liquidity/],
  ]
  it(`answers 4xx { message } for each bad input and changes nothing (${bad.map(([name]) => name).join('; ')})`, async () => {
    const api = await setup()
    const demo = await api.demo()
    const [pool] = (await pools(demo)).pools
    for (const [, action, body, status, message] of bad) {
      await rejects(api, demo, `/api/liquidity/${pool!.id}/${action}`, body, status, message)
    }
  })

  it('refuses more than the contribution, unknown and closed pools, and signed-out callers, changing nothing', async () => {
    const api = await setup()
    const demo = await api.demo()
    const [pool] = (await pools(demo)).pools
    const added = LiquidityResult.parse((await demo.post(`/api/liquidity/${pool!.id}/add`, { amount: 100 })).json)
    const oneCentMore = (cents(added.pool.myValue) + 1) / 100
    await rejects(api, demo, `/api/liquidity/${pool!.id}/remove`, { amount: oneCentMore }, 422, /at most \$\d+\.\d\d/)
    await rejects(api, demo, '/api/liquidity/no-such-pool/add', { amount: 5 }, 404, /Pool not found/)
    await rejects(api, demo, '/api/liquidity/bad%20id/remove', { amount: 5 }, 404, /Pool not found/)
    // A multi-answer market and its answers are not pools people fund (the list has none of them).
    const multi = ((await demo.get('/api/markets?kind=multi&limit=1')).json as Market[])[0]!
    await rejects(api, demo, `/api/liquidity/${multi.id}/add`, { amount: 5 }, 404, /^Pool not found$/)
    await rejects(api, demo, `/api/liquidity/${multi.answers![0]!.id}/add`, { amount: 5 }, 404, /^Pool not found$/)
    const closed = ((await demo.get('/api/markets/closed')).json as Market[])[0]!
    await rejects(api, demo, `/api/liquidity/${closed.id}/add`, { amount: 5 }, 409, /closed/)
    await rejects(api, demo, `/api/liquidity/${closed.id}/remove`, { amount: 5 }, 409, /closed/)
    await rejects(api, api.client(), `/api/liquidity/${pool!.id}/add`, { amount: 5 }, 401, /sign in/)
  })
})
