import { describe, expect, it } from 'vitest'
import { useTestServer, type TestClient } from '../mocks/test/test-api'
import type { Market } from '../src/api/contract'
import { seededHistory } from '../seed/synthetic-history'

const setup = useTestServer()

const detail = async (client: TestClient, id: string) => (await client.get(`/api/markets/${id}`)).json as Market

describe('seeded price histories are derived until a market changes', () => {
  it('answers the derived chart, stores it unchanged before a change without a price point, then appends', async () => {
    const api = await setup()
    const { db } = api.backend
    const demo = await api.demo()
    const market = (await db.markets.where('[status+volumeCents]').between(['active', 0], ['active', Infinity]).last())!
    expect(await db.histories.get(market.id)).toBeUndefined()

    const seeded = await detail(demo, market.id)
    expect(seeded.priceHistory!.length).toBeGreaterThan(10)
    expect(seeded.priceHistory).toEqual((await detail(demo, market.id)).priceHistory)

    // Adding liquidity adds no price point: the chart is stored first, exactly as it was derived.
    expect((await demo.post(`/api/liquidity/${market.id}/add`, { amount: 25 })).status).toBe(200)
    expect(await db.histories.get(market.id)).toEqual(seededHistory(market))
    expect((await detail(demo, market.id)).priceHistory).toEqual(seeded.priceHistory)

    // A trade adds its point to the seeded chart (replacing the last one within its 10-minute bucket).
    const yesPrice = (await detail(demo, market.id)).yesPrice
    expect((await demo.post('/api/trades', { marketId: market.id, side: 'yes', quantity: 10, price: yesPrice })).status).toBe(201)
    const traded = (await detail(demo, market.id)).priceHistory!
    expect(traded.slice(0, seeded.priceHistory!.length - 1)).toEqual(seeded.priceHistory!.slice(0, -1))
    expect(traded.length).toBeGreaterThanOrEqual(seeded.priceHistory!.length)
  })

  it('a trade on an untouched seeded market extends its derived chart', async () => {
    const api = await setup()
    const demo = await api.demo()
    const market = (await api.backend.db.markets.filter((m) => m.status === 'active' && m.kind === undefined).first())!
    expect(await api.backend.db.histories.get(market.id)).toBeUndefined()
    const seeded = (await detail(demo, market.id)).priceHistory!
    expect(
      (
        await demo.post('/api/trades', {
          marketId: market.id,
          side: 'no',
          quantity: 5,
          price: (await detail(demo, market.id)).noPrice,
        })
      ).status,
    ).toBe(201)
    const stored = (await api.backend.db.histories.get(market.id))!
    expect(stored.points.length).toBeGreaterThanOrEqual(seeded.length)
    expect((await detail(demo, market.id)).priceHistory!.slice(0, seeded.length - 1)).toEqual(seeded.slice(0, -1))
  })
})
