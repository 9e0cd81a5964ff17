import { setupServer } from 'msw/node'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { ForesightDB } from '../backend/db'
import { withoutLiveQueries } from '../backend/db-runtime'
import type { Backend } from '../backend/backend'
import { createHandlers } from '../backend/handlers'
import { ensureSeeded } from '../backend/seed-db'
import { ExchangeClock } from '../backend/clock'
import { changeFeed, type CommittedChanges } from '../backend/live/change-feed'

/** One browser profile's IndexedDB: every tab of the profile opens this database. */
export interface TestProfile {
  indexedDB: IDBFactory
  name: string
}

export function newTestProfile(): TestProfile {
  return { indexedDB: new IDBFactory(), name: `foresight-test-${Math.random().toString(36).slice(2)}` }
}

export interface TestBackendOptions {
  now?: number
  /** 'full' catalogue, the 'first' stage only (default: fast), or nothing. */
  seed?: 'full' | 'first' | false
  /**
   * Another tab of this profile: the same database, with this backend's own clock and
   * handlers, as each tab runs its own in-page exchange (default: a brand-new profile).
   */
  profile?: TestProfile
  /** Hears each committed change, as live updates do (backend/live/change-feed.ts). */
  onCommit?: (changes: CommittedChanges) => void
  /** As the server with SIMULATION=off: an admin resolves every market (Backend.adminResolvesAll). */
  adminResolvesAll?: boolean
}

/** Opens a profile's database on another store than fake IndexedDB (the same profile, the same data). */
export type TestStore = (
  profile: TestProfile,
  options: { onCommit?: (changes: CommittedChanges) => void },
) => Promise<{
  db: ForesightDB
  sessionUser?: Backend['sessionUser']
  /**
   * Fills this brand-new profile's empty store with the seed named `key`: a copy of the rows
   * `seed()` wrote into the first profile seeded so (it runs `seed` itself when none was).
   */
  seedOnce?: (key: string, seed: () => Promise<void>) => Promise<void>
}>

let testStore: TestStore | null = null

/**
 * Runs every backend tests create on `store` instead: the handler tests run once on fake
 * IndexedDB and again on the Foresight server's PostgreSQL stores (server/test/store-setup.ts).
 */
export function useTestStore(store: TestStore | null): void {
  testStore = store
}

/** A backend over a fake IndexedDB with a controllable clock, for Node tests. */
export async function createTestBackend(options: TestBackendOptions = {}) {
  let now = options.now ?? Date.UTC(2026, 10, 22, 12, 0, 0)
  const profile = options.profile ?? newTestProfile()
  let db: ForesightDB
  let sessionUser: Backend['sessionUser']
  let seedOnce: Awaited<ReturnType<TestStore>>['seedOnce']
  if (testStore) ({ db, sessionUser, seedOnce } = await testStore(profile, { onCommit: options.onCommit }))
  else {
    db = withoutLiveQueries(new ForesightDB(profile.name, { indexedDB: profile.indexedDB, IDBKeyRange }))
    if (options.onCommit) db.use(changeFeed(options.onCommit))
  }
  // The test's `now` is the clock's wall time, so demo fast-forward works in tests too.
  const clock = new ExchangeClock(() => now)
  // As a tab starts (mocks/browser.ts): the offset another tab may have moved.
  await clock.load(db)
  const backend: Backend = {
    db,
    now: clock.now,
    clock,
    passwordIterations: 1000,
    sessionTtlMs: 7 * 24 * 60 * 60 * 1000,
    sessionUser,
    ...(options.adminResolvesAll ? { adminResolvesAll: true } : {}),
  }
  if (options.seed !== false) {
    const seed = () => ensureSeeded(backend, { firstStageOnly: options.seed !== 'full' }).then(() => undefined)
    // Another tab's profile is seeded already (ensureSeeded finds it so); a new one may take a copy.
    if (seedOnce && !options.profile) await seedOnce(`${options.seed ?? 'first'}@${backend.now()}`, seed)
    else await seed()
  }
  return {
    backend,
    handlers: createHandlers(backend),
    profile,
    advance(ms: number) {
      now += ms
    },
  }
}

export { setupServer }
