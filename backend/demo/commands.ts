import { MAX_SETTLEMENTS_PER_ADVANCE } from '../../src/exchange'
import type { DemoState } from '../../src/api/contract'
import type { Backend } from '../backend'
import type { ExchangeClock } from '../clock'
import { HttpError } from '../http'
import { cachedSeed, seedMeta, writeFirstStage, writeRestStage } from '../seed-db'
import { REST_CHUNK_MARKETS } from '../../seed/slices'
import { quietMoment } from '../quiet'
import { simulateUntil } from '../simulation'
import { readNetwork } from './network'
import { announceClockChange } from './sync'

/**
 * simulateUntil settles at most 25 markets per call; a week's jump can make more due.
 * Up to 40 calls (1,000 settlements) keeps one fast-forward bounded.
 */
const MAX_CATCH_UP_CALLS = 40

/** The seed value in use. The catalogue module loads only when nothing is seeded yet (it is large). */
async function currentSeedValue(backend: Backend): Promise<number> {
  return (await seedMeta(backend))?.seedValue ?? (await import('../../seed')).DEFAULT_SEED_VALUE
}

/** `seedValue`: the seed a reset has just verified (read again, a later reset's in another tab could show). */
export async function demoState(backend: Backend, seedValue?: number): Promise<DemoState> {
  // The clock as stored: another tab may have moved it since this tab last heard.
  await backend.clock?.load(backend.db)
  return {
    seedValue: seedValue ?? (await currentSeedValue(backend)),
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
    // Stopped short: the stored clock is behind `target` (another tab reset it meanwhile). A step
    // settles up to MAX_SETTLEMENTS_PER_ADVANCE of what is due (markets admins made wait for an
    // admin and are not among them): fewer, and nothing due is left.
    if (step.at < toMs || step.resolved < MAX_SETTLEMENTS_PER_ADVANCE) break
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
  await keepingClockInStep(backend, () =>
    db.transaction('rw', [db.meta, db.sessions], async () => {
      const before = await clock.storedNow(db)
      await clock.advance(db, ms)
      await db.sessions
        .where('expiresAt')
        .above(before)
        .modify((session) => {
          session.expiresAt += ms
        })
    }),
  )
  announceClockChange()
  return catchUp(backend, backend.now())
}

/**
 * Wipes the whole exchange (users, sessions, markets, trades, activity, the clock offset)
 * and writes the new seed's first stage (the demo accounts, the first screen's markets) in
 * one transaction: another tab's command lands before it (and is wiped) or after it, never
 * between, and if the write fails nothing changes. The rest of the catalogue follows in
 * slices, as on a first start (resumed by the next start if interrupted or failed). Without a seed
 * value the one in use now is kept. Resolves with the seed value once its catalogue is
 * written; 409 if a reset in another tab replaced it meanwhile (that one stands).
 */
export async function resetExchange(backend: Backend, seedValue?: number): Promise<number> {
  const { db } = backend
  // Built before the transaction: nothing outside IndexedDB may be awaited inside one.
  const seed = await cachedSeed({
    seedValue: seedValue ?? (await currentSeedValue(backend)),
    nowMs: backend.clock?.wallNow() ?? backend.now(),
    restChunkMarkets: REST_CHUNK_MARKETS,
  })
  await keepingClockInStep(backend, () =>
    db.transaction('rw', db.tables, async () => {
      await backend.clock?.reset(db)
      await writeFirstStage(db, seed, { replace: true, keepPasswords: backend.keepSeededPasswords === true })
    }),
  )
  announceClockChange()
  // The reset stands once its transaction commits; a slice that fails here (a full disk) is
  // written by the next start, which resumes the second stage (the app reloads after a reset).
  await writeRestStage(db, seed, () => quietMoment()).catch((error: unknown) => console.warn('[foresight seed]', error))
  const standing = await seedMeta(backend)
  if (standing?.seedValue !== seed.seedValue || standing.nowMs !== seed.nowMs) {
    throw new HttpError(
      409,
      standing
        ? `Another reset replaced this one meanwhile: the exchange now runs seed ${standing.seedValue}. Everyone is signed out.`
        : 'Another reset replaced this one meanwhile. Everyone is signed out.',
    )
  }
  return seed.seedValue
}
