import { beforeAll, describe, expect, it } from 'vitest'
import type { CopyTradeResult, FollowResult, Insight, Market, SentimentPoint, Trader, User } from '../src/api/contract'
import { ADMIN, ContractClient, signedIn } from './http-client'
import { expectError, expectOk } from './expect-contract'

let demo: ContractClient
let me: User
let traders: Trader[]

beforeAll(async () => {
  // Another account trades first, so the leaderboard has someone to follow and a pending trade to copy.
  const admin = await signedIn(ADMIN)
  const [market] = expectOk<Market[]>('GET /api/markets', await admin.get('/api/markets?kind=binary&limit=1'))
  expectOk(
    'POST /api/trades',
    await admin.post('/api/trades', { marketId: market.id, side: 'yes', quantity: 2, price: market.yesPrice }),
  )
  demo = await signedIn()
  me = expectOk('GET /api/auth/user', await demo.get('/api/auth/user'))
  traders = expectOk('GET /api/social/traders', await demo.get('/api/social/traders'))
})

describe('social trading', () => {
  it('GET /api/social/traders and /summary: 401 signed out, the leaderboard and figures signed in', async () => {
    const anon = new ContractClient()
    expectError(await anon.get('/api/social/traders'), 401)
    expectError(await anon.get('/api/social/summary'), 401)
    expect(traders.length).toBeGreaterThan(0)
    expectOk('GET /api/social/summary', await demo.get('/api/social/summary'))
  })

  it('follows and unfollows a trader; doing it twice changes nothing', async () => {
    const trader = traders.find((t) => !t.isSelf && t.id !== me.id)!
    const path = (action: string) => `/api/social/traders/${encodeURIComponent(trader.id)}/${action}`
    const followed = expectOk<FollowResult>('POST /api/social/traders/{traderId}/follow', await demo.post(path('follow')))
    expect(followed.isFollowing).toBe(true)
    expect(expectOk<FollowResult>('POST /api/social/traders/{traderId}/follow', await demo.post(path('follow'))).changed).toBe(
      false,
    )
    const unfollowed = expectOk<FollowResult>('POST /api/social/traders/{traderId}/unfollow', await demo.post(path('unfollow')))
    expect(unfollowed).toMatchObject({ isFollowing: false, changed: true })
    expect(
      expectOk<FollowResult>('POST /api/social/traders/{traderId}/unfollow', await demo.post(path('unfollow'))).changed,
    ).toBe(false)
  })

  it('follow: 401 signed out, 400 for yourself, 404 for an unknown trader', async () => {
    expectError(await new ContractClient().post(`/api/social/traders/${encodeURIComponent(traders[0].id)}/follow`), 401)
    expectError(await demo.post(`/api/social/traders/${me.id}/follow`), 400)
    expectError(await demo.post('/api/social/traders/no-such-trader-id/follow'), 404)
    expectError(await demo.post('/api/social/traders/no-such-trader-id/unfollow'), 404)
  })

  it("copies another trader's pending trade once (201), then answers 409", async () => {
    // Not one the demo trader copied already (its seeded story holds one copy).
    const source = traders.flatMap((t) => t.recentTrades).find((t) => t.copyable && !t.copied)
    expect(source, 'a pending trade of another trader, not yet copied (the admin just placed one)').toBeDefined()
    if (!source) return
    const copied = expectOk<CopyTradeResult>(
      'POST /api/social/copy-trade/{tradeId}',
      await demo.post(`/api/social/copy-trade/${source.id}`),
    )
    expect(copied).toMatchObject({
      sourceTradeId: source.id,
      trade: { marketId: source.marketId, side: source.side, userId: me.id },
    })
    expectError(await demo.post(`/api/social/copy-trade/${source.id}`), 409)
  })

  it('copy-trade: 401 signed out, 404 for an unknown trade', async () => {
    expectError(await new ContractClient().post('/api/social/copy-trade/no-such-trade-id'), 401)
    expectError(await demo.post('/api/social/copy-trade/no-such-trade-id'), 404)
  })
})

describe('market insights', () => {
  it('GET /api/insights: the insights, filtered by category; 400 for an unknown one; 401 signed out', async () => {
    expectError(await new ContractClient().get('/api/insights'), 401)
    expectOk<Insight[]>('GET /api/insights', await demo.get('/api/insights'))
    expectOk<Insight[]>('GET /api/insights', await demo.get('/api/insights?category=crypto'))
    expectError(await demo.get('/api/insights?category=astrology'), 400)
    expectError(await demo.get('/api/insights?sort=confidence'), 400)
  })

  it('GET /api/insights/trends and /sentiment', async () => {
    expectError(await new ContractClient().get('/api/insights/trends'), 401)
    expectError(await new ContractClient().get('/api/insights/sentiment'), 401)
    expectOk('GET /api/insights/trends', await demo.get('/api/insights/trends'))
    const points = expectOk<SentimentPoint[]>('GET /api/insights/sentiment', await demo.get('/api/insights/sentiment'))
    expect(points).toHaveLength(24)
  })
})
