import { describe, expect, it } from 'vitest'
import { useTestServer, type TestApi, type TestClient } from '../../mocks/test/test-api'
import { InstantMarkets, TOTAL_COUNT_HEADER, type InstantMarket, type Market, type Portfolio } from '../../src/api/contract'
import { CLEAR_CALL_CONFIDENCE } from '../../src/exchange/insights'
import { INSTANT_ID_PREFIX, INSTANT_RESOLUTION_DELAY_MS, INSTANT_TARGET_LIVE } from '../../src/exchange'
import { simulateUntil } from '../simulation'

const setup = useTestServer()
const MIN = 60_000

const instant = async (client: TestClient) => InstantMarkets.parse((await client.get('/api/instant/markets')).json)

/** Moves the clock and runs the simulation up to it, in steps like the browser's loop (bounded work each). */
async function runFor(api: TestApi, ms: number, stepMs = 5 * MIN) {
  for (let done = 0; done < ms; done += stepMs) {
    api.advance(Math.min(stepMs, ms - done))
    await simulateUntil(api.backend, api.backend.now())
  }
}

async function listedIds(client: TestClient, query: string) {
  const res = await client.get(`/api/markets${query}`)
  return { ids: (res.json as Market[]).map((m) => m.id), total: Number(res.headers.get(TOTAL_COUNT_HEADER)) }
}

describe('instant markets', () => {
  it('answers 401 signed out and an empty list before the simulation has run', async () => {
    const api = await setup()
    expect((await api.client().get('/api/instant/markets')).status).toBe(401)
    expect((await instant(await api.demo())).markets).toEqual([])
  })

  it('spawn with the simulation in the sample shape and never appear in the main market lists', async () => {
    const api = await setup()
    const demo = await api.demo()
    const before = await listedIds(demo, '?limit=100')
    const searchBefore = await listedIds(demo, '?q=UTC')
    await runFor(api, 5_000)
    const { serverTime, markets } = await instant(demo)
    expect(Date.parse(serverTime)).toBe(api.backend.now())
    expect(markets).toHaveLength(INSTANT_TARGET_LIVE)
    for (const m of markets) {
      expect(m.id.startsWith(INSTANT_ID_PREFIX)).toBe(true)
      expect(m).toMatchObject({ status: 'live', resolution: null })
      const left = Date.parse(m.settlementTime) - api.backend.now()
      expect(left).toBeGreaterThanOrEqual(15 * MIN - 5_000)
      expect(left).toBeLessThanOrEqual(24 * 60 * MIN)
      expect(m.confidence).toBeGreaterThanOrEqual(50)
      expect(m.expectedOutcome).toBe(Number(m.yesPrice) >= 50 ? 'yes' : 'no')
      expect(m.clearCall).toBe(m.confidence >= CLEAR_CALL_CONFIDENCE)
    }
    // Soonest first.
    const times = markets.map((m) => m.settlementTime)
    expect(times).toEqual(times.toSorted())

    const ids = new Set(markets.map((m) => m.id))
    for (const query of [
      '?limit=100',
      '?trending=false&limit=100',
      `?categoryId=${markets[0]!.category}&limit=100`,
      '?q=UTC&limit=100',
      '?limit=100&offset=100',
    ]) {
      const page = await listedIds(demo, query)
      expect(page.ids.filter((id) => ids.has(id))).toEqual([])
      if (query === '?limit=100') expect(page.total).toBe(before.total)
    }
    expect((await listedIds(demo, '?q=UTC')).total).toBe(searchBefore.total)
    // Pages still tile the list with instant markets skipped (New puts them first in its index).
    for (const order of ['', '&trending=false']) {
      const whole = (await listedIds(demo, `?limit=60${order}`)).ids
      const pages = [
        ...(await listedIds(demo, `?limit=30${order}`)).ids,
        ...(await listedIds(demo, `?limit=30&offset=30${order}`)).ids,
      ]
      expect(pages).toEqual(whole)
    }
    // Still ordinary markets: their own page works.
    expect((await demo.get(`/api/markets/${markets[0]!.id}`)).status).toBe(200)
  })

  it('a market traded while live closes, settles minutes later and pays out; new ones replace it', async () => {
    const api = await setup()
    const demo = await api.demo()
    await runFor(api, 5_000)
    const [first] = (await instant(demo)).markets as [InstantMarket]
    for (const side of ['yes', 'no'] as const) {
      const price = side === 'yes' ? first.yesPrice : first.noPrice
      const quantity = Math.floor((25 * 100) / Number(price)) // $25 at the side's price, in whole contracts
      expect((await demo.post('/api/trades', { marketId: first.id, side, quantity, price })).status).toBe(201)
    }
    const held = ((await demo.get('/api/portfolio/demo-user')).json as Portfolio).positions.filter((p) => p.marketId === first.id)
    expect(held).toHaveLength(2)

    // Past the close: settling, and no more trading.
    await runFor(api, Date.parse(first.settlementTime) - api.backend.now() + MIN)
    const closing = (await instant(demo)).markets.find((m) => m.id === first.id)!
    expect(closing.status).toBe('settling')
    const refused = await demo.post('/api/trades', { marketId: first.id, side: 'yes', quantity: 1, price: closing.yesPrice })
    expect(refused.status).toBe(409)
    const balanceBefore = Number(((await demo.get('/api/portfolio/demo-user')).json as Portfolio).balance)

    await runFor(api, INSTANT_RESOLUTION_DELAY_MS)
    const listed = await instant(demo)
    const settled = listed.markets.find((m) => m.id === first.id)!
    expect(settled.status).toBe('settled')
    expect(settled.resolution).toMatch(/^(yes|no)$/)
    expect(settled).toMatchObject({ expectedOutcome: settled.resolution, confidence: 100 })
    const portfolio = (await demo.get('/api/portfolio/demo-user')).json as Portfolio
    const winner = held.find((p) => p.side === settled.resolution)!
    expect(Number(portfolio.balance)).toBeCloseTo(balanceBefore + winner.quantity, 2) // $1.00 per winning contract
    expect(portfolio.positions.filter((p) => p.marketId === first.id).every((p) => p.settled)).toBe(true)
    expect(listed.markets.filter((m) => m.status === 'live')).toHaveLength(INSTANT_TARGET_LIVE)
    // Recently Closed stays about standard markets.
    expect(((await demo.get('/api/markets/closed')).json as Market[]).some((m) => m.id.startsWith(INSTANT_ID_PREFIX))).toBe(false)
  })
})
