import { describe, expect, it } from 'vitest'
import { FAST_FORWARD_MS, type FastForwardPreset } from '../../src/api/contract'
import { checkInvariants } from '../../src/exchange'
import type { ForesightDB } from '../db'
import { allPositionsAndLpShares } from '../house-rows'
import type { SimulationState } from '../simulation'
import { simulateUntil } from '../simulation'
import { openTabs, sessionFor, type Tab } from '../test/tabs'

/**
 * Two tabs of one browser profile: one IndexedDB, and in each tab its own in-page
 * exchange (clock, handlers). What one tab's demo command does must hold against
 * whatever the other tab does meanwhile.
 */

/** Markets that stand resolved although they close after `now`. */
async function resolvedBeforeClosing(db: ForesightDB, now: number): Promise<string[]> {
  return (await db.markets.filter((m) => m.status === 'resolved' && m.closesAt > now).toArray()).map((m) => m.id)
}

async function simulatedUpTo(db: ForesightDB): Promise<number | undefined> {
  return ((await db.meta.get('simulation'))?.value as SimulationState | undefined)?.at
}

async function invariants(tab: Tab, now: number) {
  const { db } = tab.backend
  const [markets, accounts, { positions }, ledger] = await Promise.all([db.markets.toArray(), db.accounts.toArray(), allPositionsAndLpShares(db), db.ledger.toArray()])
  return checkInvariants({ markets, accounts, positions, ledger, now })
}

describe.each<[FastForwardPreset, FastForwardPreset]>([['1h', '1d'], ['1w', '1d']])('fast-forward %s and %s from two tabs at once', (first, second) => {
  it('moves the clock by both, every tab follows it, nothing resolves before it closes, sessions move with the clock', async () => {
    const { tabs: [a, b] } = await openTabs(2)
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

describe('a tab that has not heard of another tab\'s reset yet', () => {
  it('settles nothing ahead of the clock as stored', { timeout: 60_000 }, async () => {
    const { tabs: [a, b] } = await openTabs(2)
    const cookie = await sessionFor(a, 'demo-user')
    const wall = a.backend.now()
    expect((await a.call('POST', '/api/demo/fast-forward', { preset: '1w' }, cookie)).status).toBe(200)
    // Tab b learns of the week ahead (as from a's announcement: mocks/demo/sync.ts)...
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
