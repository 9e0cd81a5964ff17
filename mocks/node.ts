import { setupServer } from 'msw/node'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { ForesightDB } from './db'
import { withoutLiveQueries } from './db-runtime'
import type { Backend } from './backend'
import { createHandlers } from './handlers'
import { ensureSeeded } from './seed-db'
import { ExchangeClock } from './clock'

export interface TestBackendOptions {
  now?: number
  /** 'full' catalogue, the 'first' stage only (default: fast), or nothing. */
  seed?: 'full' | 'first' | false
}

/** A backend over a brand-new fake IndexedDB with a controllable clock, for Node tests. */
export async function createTestBackend(options: TestBackendOptions = {}) {
  let now = options.now ?? Date.UTC(2026, 10, 22, 12, 0, 0)
  const db = withoutLiveQueries(new ForesightDB(`foresight-test-${Math.random().toString(36).slice(2)}`, {
    indexedDB: new IDBFactory(),
    IDBKeyRange,
  }))
  // The test's `now` is the clock's wall time, so demo fast-forward works in tests too.
  const clock = new ExchangeClock(() => now)
  const backend: Backend = {
    db,
    now: clock.now,
    clock,
    passwordIterations: 1000,
    sessionTtlMs: 7 * 24 * 60 * 60 * 1000,
  }
  if (options.seed !== false) await ensureSeeded(backend, { firstStageOnly: options.seed !== 'full' })
  return {
    backend,
    handlers: createHandlers(backend),
    advance(ms: number) {
      now += ms
    },
  }
}

export { setupServer }
