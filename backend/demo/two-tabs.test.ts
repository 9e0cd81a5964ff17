import { describe, expect, it } from 'vitest'
import { FAST_FORWARD_MS, type FastForwardPreset } from '../../src/api/contract'
import { allSeedRows, REST_CHUNK_MARKETS } from '../../seed'
import type { ForesightDB } from '../db'
import { cachedSeed, seedMeta } from '../seed-db'
import type { SimulationState } from '../simulation'
import { simulateUntil } from '../simulation'
import { holdRead, injectFaults } from '../security/dexie-spy'
import { snapshot } from '../../mocks/test/snapshot'
import { openTab, openTabs, sessionFor, type Tab } from '../../mocks/test/tabs'
import { storeInvariants } from '../../mocks/test/exchange-checks'

/**
 * Two tabs of one browser profile: one IndexedDB, and in each tab its own in-page
 * exchange (clock, handlers). What one tab's demo command does must hold against
 * whatever the other tab does meanwhile.
 */

/**
 * Holds back the first read this tab makes outside a write transaction once it has
 * cleared the users table (a reset's wipe), until released: a deterministic moment for
 * another tab's call to land in.
 */
function holdFirstReadAfterWipe(db: ForesightDB) {
  let wiped = false
  return holdRead(
    db,
    () => wiped,
    (table, req) => {
      if (table === 'users' && req.type === 'deleteRange') wiped = true
    },
  )
}

/** Markets that stand resolved although they close after `now`. */
async function resolvedBeforeClosing(db: ForesightDB, now: number): Promise<string[]> {
  return (await db.markets.filter((m) => m.status === 'resolved' && m.closesAt > now).toArray()).map((m) => m.id)
}

async function simulatedUpTo(db: ForesightDB): Promise<number | undefined> {
  return ((await db.meta.get('simulation'))?.value as SimulationState | undefined)?.at
}

/** The money invariants over every row, the house's derived rows included. */
function invariants(tab: Tab, now: number) {
  return storeInvariants(tab.backend.db, now, { houseRows: true })
}

describe('a demo reset while another tab registers', () => {
  it(
    'is one command: the registration cannot land between the wipe and the reseed, and the profile still starts',
    { timeout: 60_000 },
    async () => {
      const {
        profile,
        tabs: [resetting, registering],
      } = await openTabs(2)
      const cookie = await sessionFor(resetting, 'demo-user')
      const hold = await holdFirstReadAfterWipe(resetting.backend.db)

      const reset = resetting.call('POST', '/api/demo/reset', { seedValue: 7 }, cookie)
      // The resetting tab has wiped the store (or finished): the other tab registers "demo" now.
      await Promise.race([hold.heldAt, reset])
      const registered = await registering.call('POST', '/api/auth/register', { username: 'demo', password: 'secret1' })
      hold.release()

      const answer = await reset
      expect(answer.status, answer.text).toBe(200)
      expect(answer.json.seedValue).toBe(7)
      expect([registered.status, registered.json.message]).toEqual([409, 'Username is already taken'])
      // A new tab starts, and the demo accounts sign in with their own passwords.
      const fresh = await openTab(profile)
      expect((await fresh.call('POST', '/api/auth/login', { username: 'demo', password: 'demo123' })).status).toBe(200)
      expect((await fresh.call('POST', '/api/auth/login', { username: 'admin', password: 'admin123' })).status).toBe(200)
      expect(await fresh.backend.db.users.where('usernameKey').equals('demo').count()).toBe(1)
    },
  )
})

describe.each<[FastForwardPreset, FastForwardPreset]>([
  ['1h', '1d'],
  ['1w', '1d'],
])('fast-forward %s and %s from two tabs at once', (first, second) => {
  it('moves the clock by both, every tab follows it, nothing resolves before it closes, sessions move with the clock', async () => {
    const {
      tabs: [a, b],
    } = await openTabs(2)
    // One profile, one cookie jar: both tabs send the same session.
    const cookie = await sessionFor(a, 'demo-user')
    const start = a.backend.now()
    const answers = await Promise.all([
      a.call('POST', '/api/demo/fast-forward', { preset: first }, cookie),
      b.call('POST', '/api/demo/fast-forward', { preset: second }, cookie),
    ])
    expect(answers.map((x) => x.status)).toEqual([200, 200])

    const now = start + FAST_FORWARD_MS[first] + FAST_FORWARD_MS[second]
    for (const tab of [a, b]) {
      const state = await tab.call('GET', '/api/demo/state', undefined, cookie)
      expect([state.json.clockOffsetMs, state.json.now]).toEqual([now - start, new Date(now).toISOString()])
    }
    const { db } = a.backend
    expect(await resolvedBeforeClosing(db, now)).toEqual([])
    expect(await simulatedUpTo(db)).toBeLessThanOrEqual(now)
    const session = await db.sessions.get(cookie.split('=')[1])
    expect(session!.expiresAt - now).toBe(a.backend.sessionTtlMs)
    expect(await invariants(a, now)).toEqual([])
  })
})

describe("a tab that has not heard of another tab's reset yet", () => {
  it('settles nothing ahead of the clock as stored', { timeout: 60_000 }, async () => {
    const {
      tabs: [a, b],
    } = await openTabs(2)
    const cookie = await sessionFor(a, 'demo-user')
    const wall = a.backend.now()
    expect((await a.call('POST', '/api/demo/fast-forward', { preset: '1w' }, cookie)).status).toBe(200)
    // Tab b learns of the week ahead (as from a's announcement: backend/demo/sync.ts)...
    await b.backend.clock!.load(b.backend.db)
    expect(b.backend.now()).toBe(wall + FAST_FORWARD_MS['1w'])
    // ...then tab a resets (the clock goes back to the wall's time), and b's simulation runs before it hears.
    expect((await a.call('POST', '/api/demo/reset', {}, cookie)).status).toBe(200)
    await simulateUntil(b.backend, b.backend.now())

    const { db } = a.backend
    expect(await resolvedBeforeClosing(db, wall)).toEqual([])
    expect(await simulatedUpTo(db)).toBeLessThanOrEqual(wall)
    expect(await invariants(a, wall)).toEqual([])
  })
})

describe('two resets at once with different seeds', () => {
  it(
    'one stands; the other answers 200 only if its seed stood when it answered, else 409: never a silent drop',
    { timeout: 120_000 },
    async () => {
      const {
        profile,
        tabs: [a, b],
      } = await openTabs(2)
      const cookie = await sessionFor(a, 'demo-user')
      const seeds = [1, 2]
      const answers = await Promise.all([
        a.call('POST', '/api/demo/reset', { seedValue: seeds[0] }, cookie),
        b.call('POST', '/api/demo/reset', { seedValue: seeds[1] }, cookie),
      ])
      answers.forEach((answer, i) => {
        if (answer.status === 200) expect(answer.json.seedValue, `tab ${i}`).toBe(seeds[i])
        else expect([answer.status, answer.json.message], `tab ${i}`).toEqual([409, expect.stringMatching(/another reset/i)])
      })
      const meta = (await seedMeta(a.backend))!
      expect(meta.stage).toBe(2)
      // The one that stands answered 200 (the other may have too, if it had finished first).
      expect(answers[seeds.indexOf(meta.seedValue)]?.status).toBe(200)

      // The whole catalogue of the seed that stands, nothing of the other, and a new tab starts on it.
      const seed = allSeedRows(
        await cachedSeed({ seedValue: meta.seedValue, nowMs: meta.nowMs, restChunkMarkets: REST_CHUNK_MARKETS }),
      )
      const ids = (await a.backend.db.markets.toCollection().primaryKeys()).sort()
      expect(ids).toEqual(seed.markets.map((m) => m.id).sort())
      const markets = await a.backend.db.markets.bulkGet(seed.markets.slice(0, 50).map((m) => m.id))
      expect(markets.map((m) => m?.title)).toEqual(seed.markets.slice(0, 50).map((m) => m.title))
      expect(await invariants(a, a.backend.now())).toEqual([])
      const fresh = await openTab(profile)
      expect((await fresh.call('POST', '/api/auth/login', { username: 'demo', password: 'demo123' })).status).toBe(200)
    },
  )
})

describe('a reset whose seed cannot be written', () => {
  it('changes nothing (the wipe rolls back with it), and the profile still starts', async () => {
    const {
      profile,
      tabs: [tab],
    } = await openTabs(1)
    const cookie = await sessionFor(tab, 'demo-user')
    const fault = await injectFaults(tab.backend.db)
    const before = await snapshot(tab.backend)
    // The first write to markets is the wipe's clear; the second, the new seed's rows.
    fault.arm('markets', () => new Error('disk on fire'), 2)
    const answer = await tab.call('POST', '/api/demo/reset', { seedValue: 7 }, cookie)
    fault.disarm()
    expect([answer.status, answer.json.message]).toEqual([500, expect.stringMatching(/Nothing was saved/)])
    expect((await snapshot(tab.backend)) === before, 'every stored row as before the reset').toBe(true)
    const fresh = await openTab(profile)
    expect((await fresh.call('GET', '/api/auth/user', undefined, cookie)).status).toBe(200)
  })

  it(
    'past its first stage, the reset stands (200) and the next start writes the rest of the catalogue',
    { timeout: 60_000 },
    async () => {
      const {
        profile,
        tabs: [tab],
      } = await openTabs(1)
      const cookie = await sessionFor(tab, 'demo-user')
      const fault = await injectFaults(tab.backend.db)
      // Markets: the wipe's clear, the first stage, then the first slice of the rest.
      fault.arm('markets', () => new Error('disk on fire'), 3)
      const answer = await tab.call('POST', '/api/demo/reset', { seedValue: 7 }, cookie)
      fault.disarm()
      expect([answer.status, answer.json.seedValue]).toEqual([200, 7])
      expect(await seedMeta(tab.backend)).toMatchObject({ seedValue: 7, stage: 1 })

      const fresh = await openTab(profile, { seed: 'full' })
      const meta = (await seedMeta(fresh.backend))!
      expect(meta).toMatchObject({ seedValue: 7, stage: 2 })
      const seed = allSeedRows(await cachedSeed({ seedValue: 7, nowMs: meta.nowMs, restChunkMarkets: REST_CHUNK_MARKETS }))
      expect((await fresh.backend.db.markets.toCollection().primaryKeys()).sort()).toEqual(seed.markets.map((m) => m.id).sort())
    },
  )

  it('a profile an earlier reset left wiped but not reseeded, with a "demo" registered meanwhile, starts and the demo accounts sign in', async () => {
    const {
      profile,
      tabs: [tab],
    } = await openTabs(1)
    const { db } = tab.backend
    await db.transaction('rw', db.tables, () => Promise.all(db.tables.map((table) => table.clear())))
    expect((await tab.call('POST', '/api/auth/register', { username: 'demo', password: 'secret1' })).status).toBe(201)

    const fresh = await openTab(profile)
    expect((await fresh.call('POST', '/api/auth/login', { username: 'demo', password: 'demo123' })).status).toBe(200)
    expect((await fresh.call('POST', '/api/auth/login', { username: 'admin', password: 'admin123' })).status).toBe(200)
    expect((await fresh.call('POST', '/api/auth/login', { username: 'demo', password: 'secret1' })).status).toBe(401)
  })
})
