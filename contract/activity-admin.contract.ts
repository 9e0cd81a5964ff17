import { beforeAll, describe, expect, it } from 'vitest'
import type { ActivityEntry, Market, PayoutPreview, Trade, User } from '../src/api/contract'
import { ADMIN, ContractClient, signedIn, uniqueUsername } from './http-client'
import { expectError, expectOk } from './expect-contract'

let demo: ContractClient
let admin: ContractClient
let me: User
let adminUser: User

beforeAll(async () => {
  ;[demo, admin] = await Promise.all([signedIn(), signedIn(ADMIN)])
  me = expectOk('GET /api/auth/user', await demo.get('/api/auth/user'))
  adminUser = expectOk('GET /api/auth/user', await admin.get('/api/auth/user'))
})

describe('activity log', () => {
  it('records a page view (201) and lists it first', async () => {
    expectOk('POST /api/logs', await demo.post('/api/logs', { action: 'portfolio_viewed' }))
    const entries = expectOk<ActivityEntry[]>('GET /api/logs/{userId}', await demo.get(`/api/logs/${me.id}?limit=5`))
    expect(entries.length).toBeGreaterThan(0)
    expect(entries.length).toBeLessThanOrEqual(5)
    expect(entries[0].action).toBe('portfolio_viewed')
  })

  it.each([
    ['an unknown action', { action: 'hacked' }],
    ['market_viewed without a marketId', { action: 'market_viewed' }],
    ['an extra field', { action: 'trades_viewed', extra: 1 }],
  ])('POST /api/logs answers 400 for %s', async (_, body) => {
    expectError(await demo.post('/api/logs', body), 400)
  })

  it('POST /api/logs answers 404 for an unknown market and 401 signed out', async () => {
    expectError(await demo.post('/api/logs', { action: 'market_viewed', marketId: 'no-such-market-id' }), 404)
    expectError(await new ContractClient().post('/api/logs', { action: 'trades_viewed' }), 401)
  })

  it('GET /api/logs/{userId}: 401 signed out, 403 for another user, 400 for a bad limit, 200 for an admin', async () => {
    expectError(await new ContractClient().get(`/api/logs/${me.id}`), 401)
    expectError(await demo.get(`/api/logs/${adminUser.id}`), 403)
    expectError(await demo.get(`/api/logs/${me.id}?limit=0`), 400)
    expectError(await demo.get(`/api/logs/${me.id}?limit=51`), 400)
    expectError(await demo.get(`/api/logs/${me.id}?limit=0x10`), 400)
    expectError(await demo.get(`/api/logs/${me.id}?limit=1e1`), 400)
    expectOk('GET /api/logs/{userId}', await admin.get(`/api/logs/${me.id}`))
  })
})

describe('admin', () => {
  it('GET /api/admin/users: 401 signed out, 403 for a trader, the users for an admin', async () => {
    expectError(await new ContractClient().get('/api/admin/users'), 401)
    expectError(await demo.get('/api/admin/users'), 403)
    const users = expectOk<User[]>('GET /api/admin/users', await admin.get('/api/admin/users'))
    expect(users.map((u) => u.id)).toEqual(expect.arrayContaining([me.id, adminUser.id]))
    expect(users.some((u) => 'password' in u)).toBe(false)
  })

  it('PATCH /api/admin/users/{userId}/role promotes and demotes', async () => {
    const username = uniqueUsername()
    const created = expectOk(
      'POST /api/auth/register',
      await new ContractClient().post('/api/auth/register', { username, password: 'secret12' }),
    )
    const path = `/api/admin/users/${created.user.id}/role`
    expect(expectOk<User>('PATCH /api/admin/users/{userId}/role', await admin.patch(path, { role: 'admin' })).role).toBe('admin')
    expect(expectOk<User>('PATCH /api/admin/users/{userId}/role', await admin.patch(path, { role: 'user' })).role).toBe('user')
  })

  it('PUT /api/admin/users/{userId}/password sets a temporary password and signs the person out', async () => {
    const username = uniqueUsername()
    const created = expectOk(
      'POST /api/auth/register',
      await new ContractClient().post('/api/auth/register', { username, password: 'secret12' }),
    )
    const person = await signedIn({ username, password: 'secret12' })
    const path = `/api/admin/users/${created.user.id}/password`
    expect(expectOk<User>('PUT /api/admin/users/{userId}/password', await admin.put(path, { password: 'temporary9' })).id).toBe(
      created.user.id,
    )
    expectError(await person.get('/api/auth/user'), 401)
    expectOk('POST /api/auth/login', await new ContractClient().post('/api/auth/login', { username, password: 'temporary9' }))
    expectError(await new ContractClient().put(path, { password: 'temporary9' }), 401)
    expectError(await demo.put(path, { password: 'temporary9' }), 403)
    expectError(await admin.put(`/api/admin/users/${adminUser.id}/password`, { password: 'temporary9' }), 403)
    expectError(await admin.put('/api/admin/users/no-such-user-id/password', { password: 'temporary9' }), 404)
    expectError(await admin.put(path, { password: '123' }), 400)
  })

  it('PATCH role: 401 signed out, 403 for a trader and for your own role, 404 unknown user, 400 bad role', async () => {
    expectError(await new ContractClient().patch(`/api/admin/users/${me.id}/role`, { role: 'admin' }), 401)
    expectError(await demo.patch(`/api/admin/users/${me.id}/role`, { role: 'admin' }), 403)
    expectError(await admin.patch(`/api/admin/users/${adminUser.id}/role`, { role: 'user' }), 403)
    expectError(await admin.patch('/api/admin/users/no-such-user-id/role', { role: 'admin' }), 404)
    expectError(await admin.patch(`/api/admin/users/${me.id}/role`, { role: 'owner' }), 400)
  })
})

describe('markets admins make', () => {
  const body = () => ({
    kind: 'binary',
    title: `Will the contract suite pass today? ${uniqueUsername()}`,
    categoryId: 'tech',
    // A year ahead: later than any demo fast-forward moves the exchange's clock.
    closesAt: new Date(Date.now() + 365 * 24 * 60 * 60 * 1000).toISOString(),
    rules: 'Resolves Yes when it does.',
    initialProbability: 30,
  })

  it('POST /api/admin/markets lists a market; GET lists it; PATCH changes it; the payout preview and resolve settle it', async () => {
    const market = expectOk<Market>('POST /api/admin/markets', await admin.post('/api/admin/markets', body()))
    expect(market).toMatchObject({ status: 'active', byAdmin: true })
    const listed = expectOk<Market[]>('GET /api/admin/markets', await admin.get('/api/admin/markets'))
    expect(listed.map((m) => m.id)).toContain(market.id)
    const path = `/api/admin/markets/${market.id}`
    const changed = expectOk<Market>('PATCH /api/admin/markets/{id}', await admin.patch(path, { featured: true }))
    expect(changed.featured).toBe(true)
    expectOk(
      'POST /api/trades',
      await demo.post('/api/trades', { marketId: market.id, side: 'no', quantity: 5, price: market.noPrice }),
    )
    const preview = expectOk<PayoutPreview>(
      'GET /api/admin/markets/{id}/payout-preview',
      await admin.get(`${path}/payout-preview?outcome=no`),
    )
    expect(preview).toMatchObject({ outcome: 'no', traders: 1, payout: 5 })
    const resolved = expectOk<Market>(
      'POST /api/admin/markets/{id}/resolve',
      await admin.post(`${path}/resolve`, { outcome: 'no' }),
    )
    expect(resolved).toMatchObject({ status: 'resolved', resolution: 'no', resolvedBy: expect.any(String) })
    expectError(await admin.post(`${path}/resolve`, { outcome: 'yes' }), 409)
    expectError(await admin.patch(path, { title: 'A new title for it?' }), 409)
  })

  it('POST /api/admin/markets/{id}/resolve voids a market: the preview and the answer say "void", the trader is refunded', async () => {
    const market = expectOk<Market>('POST /api/admin/markets', await admin.post('/api/admin/markets', body()))
    const path = `/api/admin/markets/${market.id}`
    const trade = expectOk<{ cost: string }>(
      'POST /api/trades',
      await demo.post('/api/trades', { marketId: market.id, side: 'yes', quantity: 7, price: market.yesPrice }),
    )
    const preview = expectOk<PayoutPreview>(
      'GET /api/admin/markets/{id}/payout-preview',
      await admin.get(`${path}/payout-preview?outcome=void`),
    )
    // The demo trader gets back what the buy cost.
    expect(preview).toMatchObject({ outcome: 'void', traders: 1, payout: Number(trade.cost) })
    const voided = expectOk<Market>(
      'POST /api/admin/markets/{id}/resolve',
      await admin.post(`${path}/resolve`, { outcome: 'void' }),
    )
    expect(voided).toMatchObject({ status: 'resolved', resolution: 'void' })
    expectOk<Market>('GET /api/markets/{id}', await demo.get(`/api/markets/${market.id}`))
    expectError(await admin.post(`${path}/resolve`, { outcome: 'void' }), 409)
  })

  it('a multi-answer market: POST makes it with its answers; GET /api/markets?kind=multi and /{id} answer them; a trade names an answer; resolve takes the answerId', async () => {
    const { initialProbability: _chance, ...common } = body()
    const multi = {
      ...common,
      kind: 'multi',
      title: `Who wins the contract run? ${uniqueUsername()}`,
      answers: ['Red', 'Blue', 'Green'],
    }
    const made = expectOk<Market>(
      'POST /api/admin/markets',
      await admin.post('/api/admin/markets', { ...multi, answers: ['Red', 'Teal'] }),
    )
    expect(made).toMatchObject({ kind: 'multi', status: 'active', byAdmin: true })
    // Before its first trade its answers change (PATCH with answers): a kept one keeps its id.
    const market = expectOk<Market>(
      'PATCH /api/admin/markets/{id}',
      await admin.patch(`/api/admin/markets/${made.id}`, { answers: ['Red', 'Blue', 'Green'] }),
    )
    expect(market.answers!.map((a) => a.text)).toEqual(['Red', 'Blue', 'Green'])
    expect(market.answers![0]!.id).toBe(made.answers![0]!.id)
    expectError(await admin.patch(`/api/admin/markets/${made.id}`, { answers: ['Red'] }), 400)
    const listed = expectOk<Market[]>('GET /api/markets', await demo.get('/api/markets?kind=multi&limit=100'))
    expect(listed.every((m) => m.kind === 'multi')).toBe(true)
    expect(listed.map((m) => m.id)).toContain(market.id)
    const page = expectOk<Market>('GET /api/markets/{id}', await demo.get(`/api/markets/${market.id}`))
    expect(Object.keys(page.answerHistories!)).toEqual(market.answers!.map((a) => a.id))
    const blue = market.answers![1]!
    const trade = expectOk<Trade>(
      'POST /api/trades',
      await demo.post('/api/trades', { marketId: market.id, answerId: blue.id, side: 'yes', quantity: 4, price: blue.yesPrice }),
    )
    expect(trade.market).toMatchObject({ id: market.id, answer: { id: blue.id, text: 'Blue' } })
    expectError(await demo.post('/api/trades', { marketId: market.id, side: 'yes', quantity: 4, price: blue.yesPrice }), 400)
    const path = `/api/admin/markets/${market.id}`
    // Traded: its answers stay.
    expectError(await admin.patch(path, { answers: ['Red', 'Blue'] }), 409)
    expectError(await admin.get(`${path}/payout-preview?outcome=yes`), 400)
    const preview = expectOk<PayoutPreview>(
      'GET /api/admin/markets/{id}/payout-preview',
      await admin.get(`${path}/payout-preview?answerId=${blue.id}`),
    )
    expect(preview).toMatchObject({ outcome: 'yes', answerId: blue.id, traders: 1, payout: 4 })
    const resolved = expectOk<Market>(
      'POST /api/admin/markets/{id}/resolve',
      await admin.post(`${path}/resolve`, { answerId: blue.id }),
    )
    expect(resolved).toMatchObject({ status: 'resolved', resolution: 'yes', winningAnswerId: blue.id })
    expectError(await admin.post(`${path}/resolve`, { outcome: 'void' }), 409)
  })

  it('answers 401 signed out, 403 for a trader, 400 for bad input, 404 for unknown ids', async () => {
    expectError(await new ContractClient().post('/api/admin/markets', body()), 401)
    expectError(await admin.post('/api/admin/markets', { ...body(), kind: 'multi' }), 400)
    expectError(await admin.post('/api/admin/markets', { ...body(), answers: ['Red', 'Blue'] }), 400)
    expectError(await demo.post('/api/admin/markets', body()), 403)
    expectError(await demo.get('/api/admin/markets'), 403)
    expectError(await admin.post('/api/admin/markets', { ...body(), closesAt: '2000-01-01T00:00:00Z' }), 400)
    expectError(await admin.post('/api/admin/markets', { ...body(), initialProbability: 100 }), 400)
    expectError(await admin.post('/api/admin/markets', { ...body(), categoryId: 'no-such-category' }), 404)
    expectError(await admin.post('/api/admin/markets/no-such-market/resolve', { outcome: 'yes' }), 404)
    expectError(await admin.get('/api/admin/markets/no-such-market/payout-preview?outcome=yes'), 404)
    expectError(await admin.get('/api/admin/markets/no-such-market/payout-preview?outcome=maybe'), 400)
    expectError(await admin.patch('/api/admin/markets/no-such-market', { featured: true }), 404)
  })
})
