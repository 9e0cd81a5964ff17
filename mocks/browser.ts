import { DB_NAME, OWASP_PBKDF2_SHA256_ITERATIONS, SESSION_TTL_MS, type Backend } from '../backend/backend'
import { announceDbVersionChange } from '../src/api/db-version-events'
import { announceLiveBatch } from '../src/api/live-events'
import type { SeedWorkerMessage, SeedWorkerRequest } from './seed-worker'
import { watchActivity } from '../backend/quiet'
import type { SeedElsewhere, SeedStep } from '../backend/seed-db'

/**
 * Starting up evaluates a lot of code (Dexie, the exchange, the API contract's schemas, msw):
 * in one go that is a task of over half a second on a slow phone, during which the page
 * cannot answer a tap. Each step below is imported on its own and followed by a yield, so the
 * browser can paint and handle input in between.
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/** Longest wait for the worker's first stage before this page seeds itself (both may then write: safe). */
const FIRST_STAGE_TIMEOUT_MS = 20_000

/**
 * Seeds in a worker (mocks/seed-worker.ts), marking each step on this page's timeline as the
 * in-page seed would. Either promise rejects if the worker fails or cannot start; the worker
 * is terminated once it is done.
 */
function seedInWorker(mark: (step: SeedStep, at?: number) => void, started?: Worker): SeedElsewhere {
  return (request) => {
    let firstStage!: { resolve: () => void; reject: (error: Error) => void }
    let complete!: { resolve: () => void; reject: (error: Error) => void }
    const first = new Promise<void>((resolve, reject) => {
      firstStage = { resolve, reject }
    })
    const all = new Promise<void>((resolve, reject) => {
      complete = { resolve, reject }
    })
    let stuck: ReturnType<typeof setTimeout> | undefined
    let unwatch = () => {}
    const end = (worker: Worker | undefined) => {
      unwatch()
      worker?.terminate()
    }
    const fail = (worker: Worker | undefined, message: string) => {
      clearTimeout(stuck)
      end(worker)
      firstStage.reject(new Error(message))
      complete.reject(new Error(message))
    }
    // Unhandled if nobody waits for the whole catalogue (a failure is handled by the caller).
    all.catch(() => undefined)
    try {
      const worker = started ?? newSeedWorker()
      // A worker that neither answers nor fails must not hold the exchange back for good.
      stuck = setTimeout(() => fail(worker, 'the seed worker did not answer'), FIRST_STAGE_TIMEOUT_MS)
      worker.addEventListener('message', (event: MessageEvent<SeedWorkerMessage>) => {
        const message = event.data
        if (message.step === 'failed') return fail(worker, message.error)
        if (message.step === 'stopped') {
          clearTimeout(stuck)
          end(worker)
          firstStage.resolve()
          return complete.resolve()
        }
        mark(message.step, message.at)
        if (message.step === 'seed-stage-1') {
          clearTimeout(stuck)
          firstStage.resolve()
        }
        if (message.step === 'seed-stage-2') {
          // Says which thread wrote the catalogue (the browser tests check it was the worker).
          performance.mark('foresight:seeded-by-worker')
          end(worker)
          complete.resolve()
        }
      })
      worker.addEventListener('error', (event) => fail(worker, event.message || 'the seed worker failed'))
      worker.postMessage(request satisfies SeedWorkerRequest, [])
      // The worker's slices give way to this page's API requests (backend/quiet.ts).
      unwatch = watchActivity((busy) => worker.postMessage({ busy } satisfies SeedWorkerRequest, []))
    } catch (error) {
      fail(undefined, error instanceof Error ? error.message : String(error))
    }
    return { firstStage: first, complete: all }
  }
}

function newSeedWorker(): Worker {
  return new Worker(new URL('./seed-worker.ts', import.meta.url), { type: 'module', name: 'foresight-seed' })
}

/**
 * On a first visit (no database yet: `indexedDB.databases()`, no Dexie needed to ask) the seed
 * worker starts at once, so it loads its code while this page loads Dexie and the schema;
 * it writes nothing until asked. Undefined on a return visit, or where a worker cannot start.
 */
async function earlySeedWorker(): Promise<Worker | undefined> {
  try {
    const databases = await indexedDB.databases()
    return databases.some((d) => d.name === DB_NAME) ? undefined : newSeedWorker()
  } catch {
    return undefined
  }
}

interface ApiModules {
  createHandlers: typeof import('../backend/handlers').createHandlers
  interceptFetch: typeof import('./network').interceptFetch
}

/**
 * The handlers with the contract's schemas (a dynamic import of zod alone would keep all of
 * zod: its namespace escapes tree-shaking), then msw, each in a task of its own.
 */
async function loadApiModules(): Promise<ApiModules> {
  const { createHandlers } = await import('../backend/handlers')
  await yieldToBrowser()
  const { interceptFetch } = await import('./network')
  return { createHandlers, interceptFetch }
}

/**
 * The in-browser backend: msw intercepts fetch in this page (not in a service
 * worker; see README) and answers /api from the exchange stored in IndexedDB.
 */
export async function startBrowserBackend(): Promise<Backend> {
  const early = await earlySeedWorker()
  // Dexie alone first (the biggest single library here), then the schema and the exchange.
  await import('dexie')
  await yieldToBrowser()
  const [{ ForesightDB }, { closeOnVersionChange, withoutLiveQueries }] = await Promise.all([
    import('../backend/db'),
    import('../backend/db-runtime'),
  ])
  await yieldToBrowser()
  const [{ ExchangeClock }, { ensureSeeded, mark }, { changeFeed }, { batchOf, LiveCoalescer }] = await Promise.all([
    import('../backend/clock'),
    import('../backend/seed-db'),
    import('../backend/live/change-feed'),
    import('../backend/live/publisher'),
  ])
  await yieldToBrowser()
  // A newer schema in another tab: this tab steps aside and asks to be reloaded.
  const db = closeOnVersionChange(withoutLiveQueries(new ForesightDB()), announceDbVersionChange)
  const clock = new ExchangeClock()
  // Live updates between tabs (src/api/live.ts): what each commit changed, on a BroadcastChannel.
  const live = new LiveCoalescer(announceLiveBatch)
  db.use(changeFeed((changes) => live.add(batchOf(changes, clock.now()))))
  await clock.load(db)
  const backend: Backend = {
    db,
    now: clock.now,
    clock,
    passwordIterations: OWASP_PBKDF2_SHA256_ITERATIONS,
    sessionTtlMs: SESSION_TTL_MS,
  }
  // The first screen's rows, then answer at once: the rest of the catalogue is written in
  // slices meanwhile, and resumes on the next start if the tab closes (backend/seed-db.ts).
  // A worker does the seeding (mocks/seed-worker.ts); this page, if the worker cannot. While the
  // worker seeds on its own thread, this page loads the handlers and msw, which it would
  // otherwise load only after the first stage (a second or so on a first visit).
  // Set when the worker is asked to seed (the elsewhere callback).
  let loading: Promise<ApiModules> | undefined
  const inWorker = seedInWorker(mark, early)
  const { complete } = await ensureSeeded(backend, {
    background: true,
    elsewhere: (request) => {
      loading = loadApiModules()
      loading.catch(() => undefined)
      return inWorker(request)
    },
  })
  // Started for a first visit that another tab has seeded meanwhile.
  if (!loading) early?.terminate()
  complete.catch((error: unknown) => console.warn('[foresight seed]', error))
  const { createHandlers, interceptFetch } = await (loading ?? loadApiModules())
  await yieldToBrowser()
  await interceptFetch(createHandlers(backend))
  // A visible readiness mark: tools and tests wait for it instead of guessing.
  document.documentElement.dataset.exchange = 'ready'
  performance.mark('foresight:exchange-ready')
  const [{ startSimulationLoop }, { followClockChanges }] = await Promise.all([
    import('./simulation-loop'),
    import('../backend/demo/sync'),
  ])
  startSimulationLoop(backend)
  followClockChanges(backend)
  return backend
}
