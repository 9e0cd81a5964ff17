import { holdRead } from './dexie-spy'
import { describe, expect, it } from 'vitest'
import { useTestServer, type TestApi } from '../../mocks/test/test-api'
import { createUser } from '../auth/users'
import { hashPassword } from '../auth/password'
import { startSession } from '../auth/session'
import { STARTING_BALANCE_CENTS } from '../../src/exchange'
import { createWorld, type World } from './world'
import { storeInvariants } from '../../mocks/test/exchange-checks'

const setup = useTestServer()

/** The money invariants over every row, the house's derived rows included. */
function invariants(api: TestApi) {
  return storeInvariants(api.backend.db, api.backend.now(), { houseRows: true })
}

describe('many concurrent trades on one balance', () => {
  it('books every accepted trade once, refuses the rest with 422, and the money adds up', async () => {
    const world = await createWorld(await setup())
    const cookie = { cookie: (await world.session('other'))! }
    // Catalogue markets, deep enough for these orders (the world's admin markets hold $100 each).
    const markets = await world.api.backend.db.markets
      .filter((m) => m.status === 'active' && m.createdBy === undefined && m.kind === undefined)
      .limit(4)
      .primaryKeys()
    // 24 orders of 1,500 contracts (~$750 each at 50¢, more as prices move): $10,000 covers about half.
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        world.call(cookie, {
          method: 'POST',
          path: '/api/trades',
          body: { marketId: markets[i % markets.length], side: i % 3 ? 'yes' : 'no', quantity: 1_500, price: '50' },
        }),
      ),
    )
    const accepted = answers.filter((a) => a.status === 201)
    const refused = answers.filter((a) => a.status !== 201)
    expect(accepted.length).toBeGreaterThan(3)
    expect(refused.length).toBeGreaterThan(3)
    for (const r of refused) expect([r.status, r.json.message]).toEqual([422, expect.stringMatching(/Insufficient balance/)])

    const listed = await world.call(cookie, { method: 'GET', path: `/api/trades?userId=${world.ids.other}` })
    expect(listed.json.map((t: { id: string }) => t.id).sort()).toEqual(accepted.map((a) => a.json.id).sort())
    const spent = accepted.reduce((sum, a) => sum + Math.round(Number(a.json.cost) * 100), 0)
    const account = await world.api.backend.db.accounts.get(world.ids.other)
    expect(account?.balanceCents).toBe(STARTING_BALANCE_CENTS - spent)
    expect(account!.balanceCents).toBeGreaterThanOrEqual(0)
    expect(await invariants(world.api)).toEqual([])
  })
})

/**
 * Holds back the answer of one read of a users row (outside any write transaction),
 * so a test can run another request in between: a deterministic interleaving.
 */
function holdUserRead(world: World, userId: string) {
  return holdRead(world.api.backend.db, (table, key) => table === 'users' && key === userId)
}

describe('authorization is checked inside the command', () => {
  it("an admin demoted while their own request is in flight cannot change anyone's role", async () => {
    const world = await createWorld(await setup())
    const { backend } = world.api
    const hash = await hashPassword('irrelevant', 1000)
    const b = await createUser(backend, { username: 'admin_b', password: hash, role: 'admin' })
    const c = await createUser(backend, { username: 'admin_c', password: hash, role: 'admin' })
    const bCookie = { cookie: (await startSession(backend, b.id)).split(';')[0] }
    const hold = await holdUserRead(world, b.id)

    // B asks to demote C; B's sign-in check has read "B is an admin" when we pause it...
    const inFlight = world.call(bCookie, { method: 'PATCH', path: `/api/admin/users/${c.id}/role`, body: { role: 'user' } })
    await hold.heldAt
    // ...the main admin demotes B meanwhile...
    expect(
      (await world.call('admin', { method: 'PATCH', path: `/api/admin/users/${b.id}/role`, body: { role: 'user' } })).status,
    ).toBe(200)
    hold.release()
    // ...so B's request must be refused, and C stays an admin.
    expect((await inFlight).status).toBe(403)
    expect((await backend.db.users.get(c.id))?.role).toBe('admin')
  })
})
