import Dexie from 'dexie'
import { describe, expect, it } from 'vitest'
import { useTestServer, type TestApi } from '../../mocks/test/test-api'
import { snapshot } from '../../mocks/test/snapshot'
import { simulateUntil } from '../simulation'
import { startSession } from '../auth/session'
import { RESOLUTION_DELAY_MS } from '../../src/exchange'
import { injectFaults, type Fault } from './dexie-spy'
import { createWorld } from './world'
import { storeInvariants } from '../../mocks/test/exchange-checks'

const setup = useTestServer()

const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError')
/** The shapes a full disk arrives in: the DOMException, Dexie's own class, and Dexie's AbortError wrapping it. */
const QUOTA_SHAPES: Array<[string, () => unknown]> = [
  ['a DOMException QuotaExceededError', quota],
  ["Dexie's QuotaExceededError", () => new Dexie.QuotaExceededError('Quota exceeded')],
  ['an AbortError wrapping it (Dexie: transaction aborted)', () => new Dexie.AbortError('Transaction aborted', quota())],
  ['a DOMException AbortError naming the quota', () => new DOMException('Transaction aborted: quota exceeded', 'AbortError')],
]

/** The money invariants over every row, the house's derived rows included. */
function invariants(api: TestApi) {
  return storeInvariants(api.backend.db, api.backend.now(), { houseRows: true })
}

async function demoCookie(api: TestApi) {
  return (await startSession(api.backend, 'demo-user')).split(';')[0]
}

async function post(path: string, body: unknown, cookie?: string) {
  const res = await fetch(`http://faults.foresight.test${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  })
  return { status: res.status, json: (await res.json()) as { message?: string; id?: string } }
}

/** A backend where the demo user holds a position in the market that closes first, with the clock past its resolution. */
async function dueSettlement() {
  const api = await setup()
  const cookie = await demoCookie(api)
  const market = (await api.backend.db.markets.filter((m) => m.status === 'active' && m.kind === undefined).sortBy('closesAt'))[0]
  const traded = await post('/api/trades', { marketId: market.id, side: 'yes', quantity: 40, price: '50' }, cookie)
  expect(traded.status).toBe(201)
  api.advance(market.closesAt + RESOLUTION_DELAY_MS + 60_000 - api.backend.now())
  return { api, market }
}

describe('settlement is atomic', () => {
  it('a write failing midway through settlement leaves nothing behind; the retry settles exactly once', async () => {
    const control = await dueSettlement()
    const settled = await simulateUntil(control.api.backend, control.api.backend.now())
    expect(settled.resolved).toBeGreaterThan(0)
    const expected = await control.api.backend.db.accounts.get('demo-user')

    const { api, market } = await dueSettlement()
    const fault: Fault = await injectFaults(api.backend.db)
    const before = await snapshot(api.backend)
    // The ledger is written last: markets, accounts and positions were already put.
    fault.arm('ledger', () => new Error('disk on fire'))
    await expect(simulateUntil(api.backend, api.backend.now())).rejects.toThrow(/disk on fire/)
    expect(fault.seen()).toBeGreaterThan(0)
    expect(await snapshot(api.backend)).toBe(before)

    fault.disarm()
    expect((await simulateUntil(api.backend, api.backend.now())).resolved).toBe(settled.resolved)
    expect((await api.backend.db.markets.get(market.id))?.status).toBe('resolved')
    expect((await api.backend.db.accounts.get('demo-user'))?.balanceCents).toBe(expected?.balanceCents)
    expect(await invariants(api)).toEqual([])
    // Settled once: running again resolves nothing new and pays nothing twice.
    await simulateUntil(api.backend, api.backend.now())
    expect((await api.backend.db.accounts.get('demo-user'))?.balanceCents).toBe(expected?.balanceCents)
  })
})

describe('a trade is atomic', () => {
  it.each(['traderStats', 'accounts', 'ledger', 'activity', 'idempotency'])(
    'a failure writing %s leaves nothing behind (500, nothing saved)',
    async (table) => {
      const api = await setup()
      const cookie = await demoCookie(api)
      const market = (await api.backend.db.markets.filter((m) => m.status === 'active' && m.kind === undefined).first())!
      const fault = await injectFaults(api.backend.db)
      const before = await snapshot(api.backend)
      fault.arm(table, () => new Error('disk on fire'))
      const res = await fetch('http://faults.foresight.test/api/trades', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookie, 'Idempotency-Key': 'fault-1' },
        body: JSON.stringify({ marketId: market.id, side: 'no', quantity: 10, price: '50' }),
      })
      expect(res.status).toBe(500)
      expect((await res.json()).message).toMatch(/Nothing was saved/)
      expect(fault.seen()).toBe(1)
      expect(await snapshot(api.backend)).toBe(before)
    },
  )
})

describe('storage full', () => {
  it.each(QUOTA_SHAPES)('%s midway through a trade answers 507 "storage full" and writes nothing', async (_, error) => {
    const api = await setup()
    const cookie = await demoCookie(api)
    const market = (await api.backend.db.markets.filter((m) => m.status === 'active' && m.kind === undefined).first())!
    const fault = await injectFaults(api.backend.db)
    const before = await snapshot(api.backend)
    fault.arm('ledger', error)
    const res = await post('/api/trades', { marketId: market.id, side: 'yes', quantity: 3, price: '50' }, cookie)
    expect(res.status).toBe(507)
    expect(res.json.message).toMatch(/^Storage is full.*Nothing was saved\.$/)
    expect(await snapshot(api.backend)).toBe(before)
    fault.disarm()
    expect((await post('/api/trades', { marketId: market.id, side: 'yes', quantity: 3, price: '50' }, cookie)).status).toBe(201)
  })

  it('a bulk write whose items fail with QuotaExceededError (Dexie BulkError) answers 507', async () => {
    const api = await setup()
    const cookie = await demoCookie(api)
    const market = (await api.backend.db.markets.filter((m) => m.status === 'active' && m.kind === undefined).first())!
    const fault = await injectFaults(api.backend.db)
    const before = await snapshot(api.backend)
    fault.arm('ledger', () => new Dexie.BulkError('ledger.bulkAdd(): 1 of 1 operations failed', { 0: quota() }))
    const res = await post('/api/trades', { marketId: market.id, side: 'yes', quantity: 3, price: '50' }, cookie)
    expect(res.status).toBe(507)
    expect(await snapshot(api.backend)).toBe(before)
  })

  it('sign-in and registration also answer 507 with nothing saved', async () => {
    const world = await createWorld(await setup())
    const fault = await injectFaults(world.api.backend.db)
    const before = await snapshot(world.api.backend)
    fault.arm('sessions', quota)
    const login = await world.call('anon', {
      method: 'POST',
      path: '/api/auth/login',
      body: { username: 'other_trader', password: 'other-pass-1' },
    })
    expect(login.status).toBe(507)
    fault.arm('users', quota)
    const register = await world.call('anon', {
      method: 'POST',
      path: '/api/auth/register',
      body: { username: 'full_disk', password: 'secret-pass' },
    })
    expect(register.status).toBe(507)
    expect(register.json.message).toMatch(/Storage is full/)
    expect(await snapshot(world.api.backend)).toBe(before)
  })
})

describe('demo fast-forward is atomic', () => {
  it('a failure while shifting sessions moves neither the clock nor any session', async () => {
    const world = await createWorld(await setup())
    const fault = await injectFaults(world.api.backend.db)
    const before = await snapshot(world.api.backend)
    const clockBefore = world.api.backend.now()
    fault.arm('sessions', () => new Error('disk on fire'))
    const res = await world.call('user', { method: 'POST', path: '/api/demo/fast-forward', body: { preset: '1d' } })
    expect(res.status).toBe(500)
    expect(world.api.backend.now()).toBe(clockBefore)
    expect(await snapshot(world.api.backend)).toBe(before)
    fault.disarm()
    expect((await world.call('user', { method: 'POST', path: '/api/demo/fast-forward', body: { preset: '1h' } })).status).toBe(
      200,
    )
    expect(world.api.backend.now()).toBe(clockBefore + 3_600_000)
  })
})
