import Dexie from 'dexie'
import { resolutionCutoff } from '../../src/exchange'
import type { DemoState } from '../../src/api/contract'
import type { Backend } from '../backend'
import type { ExchangeClock } from '../clock'
import { HttpError } from '../http'
import { ensureSeeded, seedMeta } from '../seed-db'
import { simulateUntil } from '../simulation'
import { readNetwork } from './network'
import { announceClockChange } from './sync'

/**
 * simulateUntil settles at most 25 markets per call; a week's jump can make more due.
 * Up to 40 calls (1,000 settlements) keeps one fast-forward bounded.
 */
export const MAX_CATCH_UP_CALLS = 40

/** The seed value in use. The catalogue module loads only when nothing is seeded yet (it is large). */
async function currentSeedValue(backend: Backend): Promise<number> {
  return (await seedMeta(backend))?.seedValue ?? (await import('../../seed')).DEFAULT_SEED_VALUE
}

export async function demoState(backend: Backend): Promise<DemoState> {
  // The clock as stored: another tab may have moved it since this tab last heard.
  await backend.clock?.load(backend.db)
  return {
    seedValue: await currentSeedValue(backend),
    now: new Date(backend.now()).toISOString(),
    clockOffsetMs: backend.clock?.offsetMs ?? 0,
    network: readNetwork(backend),
  }
}

/** The clock changes its in-memory offset before the transaction commits: on a rollback, reread it. */
async function keepingClockInStep(backend: Backend, run: () => Promise<void>): Promise<void> {
  try {
    await run()
  } catch (error) {
    await backend.clock?.load(backend.db)
    throw error
  }
}

function requireClock(backend: Backend): ExchangeClock {
  if (!backend.clock) throw new HttpError(501, 'This backend has no adjustable clock')
  return backend.clock
}

/** Markets past close + resolution delay that are not settled yet, as of `toMs`. */
async function dueCount(backend: Backend, toMs: number): Promise<number> {
  const cutoff = resolutionCutoff(toMs)
  const counts = await Promise.all((['active', 'closed'] as const).map((status) =>
    backend.db.markets.where('[status+closesAt]').between([status, Dexie.minKey], [status, cutoff], true, true).count()))
  return counts[0] + counts[1]
}

/**
 * Runs the simulation up to `target`, settling everything that became due. Each call
 * after the first moves 1 ms further, so it may settle the next batch of 25.
 */
async function catchUp(backend: Backend, target: number): Promise<number> {
  let resolved = 0
  for (let lag = MAX_CATCH_UP_CALLS - 1; lag >= 0; lag -= 1) {
    const toMs = target - lag
    const step = await simulateUntil(backend, toMs)
    resolved += step.resolved
    // Stopped short: the stored clock is behind `target` (another tab reset it meanwhile).
    if (step.at < toMs || (await dueCount(backend, toMs)) === 0) break
  }
  return resolved
}

/**
 * Moves simulated time forward by `ms` and runs the catch-up (closing, resolution,
 * payouts). Sessions are shifted by the same amount: a person stays signed in,
 * because their session lives in their time, not the exchange's. The offset is read,
 * moved and written in one transaction, so two tabs jumping at once move it by both.
 */
export async function fastForward(backend: Backend, ms: number): Promise<number> {
  const clock = requireClock(backend)
  const { db } = backend
  await keepingClockInStep(backend, () => db.transaction('rw', [db.meta, db.sessions], async () => {
    const before = await clock.storedNow(db)
    await clock.advance(db, ms)
    await db.sessions.where('expiresAt').above(before).modify((session) => {
      session.expiresAt += ms
    })
  }))
  announceClockChange()
  return catchUp(backend, backend.now())
}

/**
 * Wipes the whole exchange (users, sessions, markets, trades, activity, the clock
 * offset) in one transaction, then reseeds it deterministically: the demo accounts
 * come back, registered accounts and every session are gone. Without a seed value
 * the one in use now is kept. Seeding runs after the wipe, not inside it, because it
 * loads and builds the catalogue between its own transactions; should it fail, the
 * next start of the app seeds the empty database again.
 */
export async function resetExchange(backend: Backend, seedValue?: number): Promise<void> {
  const { db } = backend
  const chosen = seedValue ?? (await currentSeedValue(backend))
  await keepingClockInStep(backend, () => db.transaction('rw', db.tables, async () => {
    await Promise.all(db.tables.map((table) => table.clear()))
    await backend.clock?.reset(db)
  }))
  await ensureSeeded(backend, { seedValue: chosen })
  announceClockChange()
}
