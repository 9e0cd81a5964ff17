import { ForesightDB } from '../backend/db'
import { closeOnVersionChange, withoutLiveQueries } from '../backend/db-runtime'
import { cachedSeed, writeFirstStage, writeRestStage, type SeedRequest } from '../backend/seed-db'
import { waitForQuiet, type ActivityState } from '../backend/quiet'

/**
 * Seeding a brand-new profile, off the page's main thread. Building the catalogue is ~100 ms
 * of script, and IndexedDB works out every index key of a row in the thread that writes it
 * (the catalogue's markets have eight indexes): from the page, that is over a second of
 * main-thread work on a slow phone, exactly while the person signs in and the home page
 * renders. Here it runs beside them. The page sends the seed's value and clock; this builds
 * the same deterministic seed, writes what is not written yet (backend/seed-db.ts: stages and
 * slices resume), says when each step is done, and is terminated.
 */
/** `at`: when, in ms since the epoch (the page dates its marks with it). */
export type SeedWorkerMessage =
  | { step: 'seed-built' | 'seed-stage-1' | 'seed-stage-2'; at: number }
  /** Stopped before the end: the database was reset or deleted meanwhile (another seed's now). */
  | { step: 'stopped' }
  | { step: 'failed'; error: string }

/** What the page sends: the seed to write, then whether its API requests are at IndexedDB (busy) as that changes. */
export type SeedWorkerRequest = SeedRequest | { busy: boolean }

/** The worker's global scope, typed by what is used here (the project's lib is the DOM's). */
const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<SeedWorkerRequest>) => void): void
  postMessage(message: SeedWorkerMessage, transfer: Transferable[]): void
}

const done = (step: 'seed-built' | 'seed-stage-1' | 'seed-stage-2') =>
  scope.postMessage({ step, at: performance.timeOrigin + performance.now() }, [])

/** The page's requests, as it last told: a slice waits for a quiet moment, as the page's own background writers do (backend/quiet.ts). */
const page: ActivityState = { busy: false, lastActivity: -Infinity }

scope.addEventListener('message', async (event: MessageEvent<SeedWorkerRequest>) => {
  const message = event.data
  if ('busy' in message) {
    page.busy = message.busy
    page.lastActivity = performance.now()
    return
  }
  // A newer schema or a deleted database (demo reset): stop writing; the page decides what next.
  const db = closeOnVersionChange(withoutLiveQueries(new ForesightDB()))
  try {
    const seed = await cachedSeed(message)
    done('seed-built')
    await writeFirstStage(db, seed)
    done('seed-stage-1')
    // Between slices, the page's requests first: a sign-in's few calls in a row each waited
    // behind a slice of 300 markets otherwise.
    if (await writeRestStage(db, seed, () => waitForQuiet(() => page))) done('seed-stage-2')
    else scope.postMessage({ step: 'stopped' }, [])
  } catch (error) {
    scope.postMessage({ step: 'failed', error: error instanceof Error ? error.message : String(error) }, [])
  } finally {
    db.close()
  }
})
