import { describe, expect, it } from 'vitest'
import { useTestServer, type TestApi, type TestClient } from '../../mocks/test/test-api'
import { snapshot } from '../../mocks/test/snapshot'
import { Insight, MarketTrend, SentimentPoint, INSIGHTS_PER_FILTER, type Market, type Trade } from '../../src/api/contract'
import { CLEAR_CALL_CONFIDENCE, trendLabel } from '../../src/exchange/insights'

const setup = useTestServer()

const insights = async (client: TestClient, query = '') => Insight.array().parse((await client.get(`/api/insights${query}`)).json)

/** The YES price the insight targets (a NO call's target is 100 - the YES target). */
const yesTarget = (i: Insight) => (i.side === 'yes' ? i.priceTarget : 100 - i.priceTarget)

async function buyYes(client: TestClient, marketId: string, quantity: number): Promise<Trade> {
  const market = (await client.get(`/api/markets/${marketId}`)).json as Market
  const res = await client.post('/api/trades', { marketId, side: 'yes', quantity, price: market.yesPrice })
  expect(res.status).toBe(201)
  return res.json as Trade
}

async function rejectsGet(api: TestApi, client: TestClient, path: string, status: number, message: RegExp) {
  const before = await snapshot(api.backend)
  const res = await client.get(path)
  expect(res.status).toBe(status)
  expect(res.json.message).toMatch(message)
  expect(await snapshot(api.backend)).toBe(before)
}

describe('GET /api/insights', () => {
  it("gives the model's view of the most traded open markets, most confident first, in the sample shape", async () => {
    const api = await setup()
    const list = await insights(await api.demo())
    expect(list.length).toBe(INSIGHTS_PER_FILTER)
    const confidences = list.map((i) => i.confidence)
    expect(confidences).toEqual([...confidences].sort((a, b) => b - a))
    for (const i of list) {
      expect(i.confidence).toBeGreaterThanOrEqual(50)
      expect(i.confidence).toBeLessThanOrEqual(95)
      expect(i.priceTarget).toBeGreaterThanOrEqual(1)
      expect(i.priceTarget).toBeLessThanOrEqual(99)
      expect(['low', 'medium', 'high']).toContain(i.riskLevel)
      expect(i.keyFactors.length).toBeGreaterThanOrEqual(4)
      // A call only from 60% confidence; below, the card says there is none.
      expect(i.clearCall).toBe(i.confidence >= CLEAR_CALL_CONFIDENCE)
      expect(i.prediction).toMatch(
        i.clearCall ? /^(YES|NO) likely to (rise to|hold near) \d+¢$/ : /^No clear call: confidence under 60%$/,
      )
      expect(i.reasoning).toMatch(
        i.clearCall ? /the model (projects|expects)/ : /under the 60% a call needs, the model makes no clear call/,
      )
      // The seeded charts move without trades on record: the flow text says where the move comes from.
      const moved = !i.keyFactors[0]!.startsWith('YES price steady')
      expect(i.keyFactors[2]).toMatch(
        moved
          ? /^(24h move from the price history, no trade-by-trade record|\d+% of 24h buying)/
          : /^(No trades in the last 24 hours|\d+% of 24h buying)/,
      )
      expect(i.keyFactors.find((f) => f.includes('volatility'))).toMatch(
        /^(Low|Moderate|High) volatility: \d+\.\d¢ a day over 7 days$/,
      )
      expect(new Date(i.closesAt).getTime()).toBeGreaterThan(api.backend.now())
    }
  })

  it('filters by each of the five insight categories', async () => {
    const api = await setup()
    const demo = await api.demo()
    for (const category of ['politics', 'crypto', 'economics', 'sports', 'climate']) {
      const list = await insights(demo, `?category=${category}`)
      expect(list.length).toBeGreaterThan(0)
      expect(list.every((i) => i.category === category)).toBe(true)
    }
  })

  it('changes when prices move: a big YES buy raises the YES target and the YES flow', async () => {
    const api = await setup()
    const demo = await api.demo()
    // A market the model holds on, so the buy, not the seeded chart's momentum, decides the call.
    const before = (await insights(demo, '?category=climate')).find((i) => i.direction === 'hold')
    await buyYes(demo, before!.marketId, 4_000)
    const after = (await insights(demo, '?category=climate')).find((i) => i.marketId === before!.marketId)!
    expect(yesTarget(after)).toBeGreaterThan(yesTarget(before!))
    expect(after.direction).toBe('yes')
    expect(after.keyFactors).toContain('100% of 24h buying on YES (1 trade)')
    expect(after.reasoning).not.toBe(before!.reasoning)
  })

  it.each([
    ['an unknown category', '?category=tech', 400, /category must be one of/],
    ['an unknown parameter', '?limit=5', 400, /Unknown field: limit/],
  ])('refuses %s with 400, changing nothing', async (_, query, status, message) => {
    const api = await setup()
    await rejectsGet(api, await api.demo(), `/api/insights${query}`, status, message)
  })

  it('answers 401 signed out on every endpoint', async () => {
    const api = await setup()
    for (const path of ['/api/insights', '/api/insights/trends', '/api/insights/sentiment']) {
      await rejectsGet(api, api.client(), path, 401, /unauthorized/i)
    }
  })
})

describe('GET /api/insights/trends and /sentiment', () => {
  it('give a trend per category and 24 hourly sentiment points that follow the trade flow', async () => {
    const api = await setup()
    const demo = await api.demo()
    const trends = MarketTrend.array().parse((await demo.get('/api/insights/trends')).json)
    expect(trends.map((t) => t.category)).toEqual([
      'politics',
      'sports',
      'economics',
      'culture',
      'crypto',
      'climate',
      'tech',
      'science',
    ])
    for (const t of trends) {
      expect(t).toMatchObject({ sentiment: 50, trades24h: 0, trend: 'neutral', strength: 0 })
      expect(t.volume).toBeGreaterThan(0)
      expect(t.strength).toBeGreaterThanOrEqual(0)
      expect(t.strength).toBeLessThanOrEqual(100)
    }
    const quiet = SentimentPoint.array().parse((await demo.get('/api/insights/sentiment')).json)
    expect(quiet).toHaveLength(24)
    expect(quiet.every((p) => p.sentiment === null && p.volume === 0)).toBe(true)

    const [crypto] = (await demo.get('/api/markets?categoryId=crypto&limit=1')).json as Market[]
    const trade = await buyYes(demo, crypto!.id, 500)
    const after = MarketTrend.array()
      .parse((await demo.get('/api/insights/trends')).json)
      .find((t) => t.category === 'crypto')!
    // The buy lifts the category's momentum (the seeded past has its own 24h moves, so the
    // label follows the printed rule on whatever the momentum now reads).
    const before = trends.find((t) => t.category === 'crypto')!
    expect(after).toMatchObject({ sentiment: 100, trades24h: 1 })
    expect(after.momentum).toBeGreaterThan(before.momentum)
    expect(after.trend).toBe(trendLabel(after.momentum, after.sentiment))
    expect(after.volume).toBeGreaterThanOrEqual(trends.find((t) => t.category === 'crypto')!.volume)
    const points = SentimentPoint.array().parse((await demo.get('/api/insights/sentiment')).json)
    expect(points[23]).toMatchObject({ sentiment: 100, volume: Number(trade.cost), trades: 1 })
    expect(new Date(points[23]!.time).getTime()).toBeLessThanOrEqual(api.backend.now())
  })
})
