import { defineNetwork, InterceptorSource } from 'msw/experimental'
import { FetchInterceptor } from '@mswjs/interceptors/fetch'
import { ForesightDB } from './db'
import { withoutLiveQueries } from './db-runtime'
import { OWASP_PBKDF2_SHA256_ITERATIONS, SESSION_TTL_MS, type Backend } from './backend'
import { createHandlers } from './handlers'
import { ensureSeeded } from './seed-db'
import { ExchangeClock } from './clock'
import { startSimulationLoop } from './simulation-loop'
import { followClockChanges } from './demo/sync'
import { announceDbVersionChange } from '../src/pwa/db-version-events'

/**
 * The in-browser backend: msw intercepts fetch in this page (not in a service
 * worker; see README) and answers /api from the exchange stored in IndexedDB.
 */
export async function startBrowserBackend(): Promise<Backend> {
  const db = withoutLiveQueries(new ForesightDB())
  // Another tab opened a newer schema (or deleted the database): close for good rather
  // than block it or write rows in the old shape, and ask this tab to reload. Returning
  // false skips Dexie's default handler, which would reopen the old schema on the next call.
  db.on('versionchange', () => {
    db.close({ disableAutoOpen: true })
    announceDbVersionChange()
    return false
  })
  const clock = new ExchangeClock()
  await clock.load(db)
  const backend: Backend = {
    db,
    now: clock.now,
    clock,
    passwordIterations: OWASP_PBKDF2_SHA256_ITERATIONS,
    sessionTtlMs: SESSION_TTL_MS,
  }
  // The first screen's rows, then answer at once: the rest of the catalogue is written in
  // slices meanwhile (mocks/seed-db.ts), and resumes on the next start if the tab closes.
  const { complete } = await ensureSeeded(backend, { background: true })
  complete.catch((error: unknown) => console.warn('[foresight seed]', error))
  const network = defineNetwork({
    // The interceptor's event-map type is narrower than the source's; the runtime contract matches.
    sources: [new InterceptorSource({ interceptors: [new FetchInterceptor() as never] })],
    handlers: createHandlers(backend),
    onUnhandledFrame: 'bypass',
    // msw logs every answer to the console by default, cloning and reading both bodies:
    // about a fifth of each call's time. Kept in development, where the log helps.
    context: { quiet: import.meta.env.PROD },
  })
  await network.enable()
  // A visible readiness mark: tools and tests wait for it instead of guessing.
  document.documentElement.dataset.exchange = 'ready'
  startSimulationLoop(backend)
  followClockChanges(backend)
  return backend
}
