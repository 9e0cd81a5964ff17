import { defineNetwork, InterceptorSource } from 'msw/experimental'
import { FetchInterceptor } from '@mswjs/interceptors/fetch'
import { ForesightDB } from './db'
import { OWASP_PBKDF2_SHA256_ITERATIONS, SESSION_TTL_MS, type Backend } from './backend'
import { createHandlers } from './handlers'
import { ensureSeeded } from './seed-db'
import { ExchangeClock } from './clock'
import { startSimulationLoop } from './simulation-loop'

/**
 * The in-browser backend: msw intercepts fetch in this page (not in a service
 * worker; see README) and answers /api from the exchange stored in IndexedDB.
 */
export async function startBrowserBackend(): Promise<Backend> {
  const db = new ForesightDB()
  const clock = new ExchangeClock()
  await clock.load(db)
  const backend: Backend = {
    db,
    now: clock.now,
    clock,
    passwordIterations: OWASP_PBKDF2_SHA256_ITERATIONS,
    sessionTtlMs: SESSION_TTL_MS,
  }
  await ensureSeeded(backend)
  const network = defineNetwork({
    // The interceptor's event-map type is narrower than the source's; the runtime contract matches.
    sources: [new InterceptorSource({ interceptors: [new FetchInterceptor() as never] })],
    handlers: createHandlers(backend),
    onUnhandledFrame: 'bypass',
  })
  await network.enable()
  startSimulationLoop(backend)
  return backend
}
