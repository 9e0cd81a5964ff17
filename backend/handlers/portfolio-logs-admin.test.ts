import { describe, expect, it } from 'vitest'
import { useTestServer } from '../../mocks/test/test-api'
import { snapshot } from '../../mocks/test/snapshot'
import { buildSeed, DEFAULT_SEED_VALUE } from '../../seed'
import { seedMeta } from '../seed-db'
import type { User } from '../../src/api/contract'

const setup = useTestServer()

describe('GET /api/portfolio/{userId}', () => {
  it('starts at the $10,000 baseline with no positions', async () => {
    const api = await setup()
    const demo = await api.demo()
    const res = await demo.get('/api/portfolio/demo-user')
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ balance: '10000.00', totalValue: '10000.00', positions: [] })
  })

  it.each([
    ['signed out', 'anon', 'demo-user', 401],
    ['another user', 'demo', 'admin-user', 403],
    ['an admin reading a user', 'admin', 'demo-user', 200],
    ['an unknown user (admin)', 'admin', 'nobody', 404],
  ])('%s → %i', async (_, who, userId, status) => {
    const api = await setup()
    const client = who === 'anon' ? api.client() : who === 'demo' ? await api.demo() : await api.admin()
    expect((await client.get(`/api/portfolio/${userId}`)).status).toBe(status)
  })
})

describe('activity log', () => {
  it('records page views and lists newest first, limited', async () => {
    const api = await setup()
    const demo = await api.demo()
    const [market] = (await demo.get('/api/markets?limit=1')).json
    expect((await demo.post('/api/logs', { action: 'portfolio_viewed' })).status).toBe(201)
    api.advance(10)
    expect((await demo.post('/api/logs', { action: 'trades_viewed' })).status).toBe(201)
    api.advance(10)
    expect((await demo.post('/api/logs', { action: 'market_viewed', marketId: market.id })).status).toBe(201)
    const res = await demo.get('/api/logs/demo-user?limit=50')
    expect(res.json.map((e: { action: string }) => e.action)).toEqual(['market_viewed', 'trades_viewed', 'portfolio_viewed'])
    expect(res.json[0].details.marketTitle).toBe(market.title)
    expect((await demo.get('/api/logs/demo-user?limit=2')).json).toHaveLength(2)
  })

  it('counts a repeat view of the same page within 30 minutes on its entry; actions and other pages stay apart', async () => {
    const api = await setup()
    const demo = await api.demo()
    const [a, b] = (await demo.get('/api/markets?limit=2')).json
    const minute = 60 * 1000
    const view = async (body: object) => {
      const res = await demo.post('/api/logs', body)
      expect(res.status).toBe(201)
      return res.json.id as string
    }
    const first = await view({ action: 'portfolio_viewed' })
    api.advance(5 * minute)
    expect(await view({ action: 'portfolio_viewed' })).toBe(first)
    const marketA = await view({ action: 'market_viewed', marketId: a.id })
    api.advance(minute)
    // Another market is another page; the same market again joins its entry.
    expect(await view({ action: 'market_viewed', marketId: b.id })).not.toBe(marketA)
    expect(await view({ action: 'market_viewed', marketId: a.id })).toBe(marketA)
    const trade = await demo.post('/api/trades', { marketId: a.id, side: 'yes', quantity: 10, price: a.yesPrice })
    expect(trade.status).toBe(201)
    expect(await view({ action: 'portfolio_viewed' })).toBe(first)
    // 30 minutes after the entry began, a view starts a new entry.
    api.advance(24 * minute)
    expect(await view({ action: 'portfolio_viewed' })).not.toBe(first)

    const log = (await demo.get('/api/logs/demo-user')).json as { id: string; action: string; details: Record<string, unknown> }[]
    expect(log.map((e) => e.action)).toEqual([
      'portfolio_viewed',
      'trade_placed',
      'market_viewed',
      'market_viewed',
      'portfolio_viewed',
    ])
    expect(log.map((e) => e.details.views)).toEqual([undefined, undefined, undefined, 2, 3])
    expect(log[3]).toMatchObject({ id: marketA, details: { marketTitle: a.title, marketId: a.id, views: 2 } })
    expect(log[2].details).toMatchObject({ marketTitle: b.title, marketId: b.id })
  })

  it('counts every one of several views of one page sent at once', async () => {
    const api = await setup()
    const demo = await api.demo()
    const [market] = (await demo.get('/api/markets?limit=1')).json
    const views = await Promise.all(
      Array.from({ length: 6 }, () => demo.post('/api/logs', { action: 'market_viewed', marketId: market.id })),
    )
    expect(views.map((v) => v.status)).toEqual([201, 201, 201, 201, 201, 201])
    expect(new Set(views.map((v) => v.json.id)).size).toBe(1)
    const log = (await demo.get('/api/logs/demo-user')).json as { action: string; details: { views?: number } }[]
    expect(log.filter((e) => e.action === 'market_viewed').map((e) => e.details.views)).toEqual([6])
  })

  it.each([
    [{ action: 'hacked' }],
    [{ action: 'market_viewed' }],
    [{ action: 'market_viewed', marketId: 'nope' }],
    [{ action: 'portfolio_viewed', extra: 1 }],
  ])('refuses %j and writes nothing', async (body) => {
    const api = await setup()
    const demo = await api.demo()
    const before = await snapshot(api.backend)
    const res = await demo.post('/api/logs', body)
    expect([400, 404]).toContain(res.status)
    expect(typeof res.json.message).toBe('string')
    expect(await snapshot(api.backend)).toBe(before)
  })

  it('guards reads: 401 signed out, 403 other user, 400 bad limit', async () => {
    const api = await setup()
    expect((await api.client().get('/api/logs/demo-user')).status).toBe(401)
    const demo = await api.demo()
    expect((await demo.get('/api/logs/admin-user')).status).toBe(403)
    expect((await demo.get('/api/logs/demo-user?limit=500')).status).toBe(400)
  })

  it.each(['0x10', '0b11', '1e1', '%2010', '10%20', '%2B10'])(
    'answers 400 for the activity log limit %s, changing nothing',
    async (limit) => {
      const api = await setup()
      const demo = await api.demo()
      const before = await snapshot(api.backend)
      const res = await demo.get(`/api/logs/demo-user?limit=${limit}`)
      expect(res.status).toBe(400)
      expect(res.json.message).toBe('limit must be a whole number from 1 to 50, in digits')
      expect(await snapshot(api.backend)).toBe(before)
    },
  )
})

describe('admin', () => {
  it('lists users for admins only', async () => {
    const api = await setup()
    expect((await api.client().get('/api/admin/users')).status).toBe(401)
    expect((await (await api.demo()).get('/api/admin/users')).status).toBe(403)
    const res = await (await api.admin()).get('/api/admin/users')
    expect(res.status).toBe(200)
    // The demo accounts and the seed's recent sign-ups (seed/past/sign-ups.ts), newest first.
    const seeded = buildSeed(DEFAULT_SEED_VALUE, (await seedMeta(api.backend))!.nowMs).first
    expect(res.json.map((u: User) => u.username).sort()).toEqual(
      ['admin', 'demo', ...seeded.signUps.map((u) => u.username)].sort(),
    )
    expect(res.json.map((u: User) => Date.parse(u.createdAt))).toEqual(
      res.json.map((u: User) => Date.parse(u.createdAt)).sort((a: number, b: number) => b - a),
    )
    expect(JSON.stringify(res.json)).not.toMatch(/salt|hash/)
  })

  it('promotes and demotes another user, refusing your own row and non-admins', async () => {
    const api = await setup()
    const admin = await api.admin()
    const demo = await api.demo()
    const before = await snapshot(api.backend)
    expect((await demo.patch('/api/admin/users/demo-user/role', { role: 'admin' })).status).toBe(403)
    expect((await admin.patch('/api/admin/users/admin-user/role', { role: 'user' })).status).toBe(403)
    expect((await admin.patch('/api/admin/users/demo-user/role', { role: 'owner' })).status).toBe(400)
    expect((await admin.patch('/api/admin/users/nobody/role', { role: 'admin' })).status).toBe(404)
    expect(await snapshot(api.backend)).toBe(before)

    const promoted = await admin.patch('/api/admin/users/demo-user/role', { role: 'admin' })
    expect(promoted.status).toBe(200)
    expect(promoted.json.role).toBe('admin')
    expect((await demo.get('/api/admin/users')).status).toBe(200)
    const demoted = await demo.patch('/api/admin/users/admin-user/role', { role: 'user' })
    expect(demoted.json.role).toBe('user')
    // demo is now the last admin and cannot demote itself
    expect((await demo.patch('/api/admin/users/demo-user/role', { role: 'user' })).status).toBe(403)
  })
})
