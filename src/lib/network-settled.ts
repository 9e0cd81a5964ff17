import type { QueryClient } from '@tanstack/react-query'
import { sleep } from './async'

/** Longest wait: a request that never ends must not hold back what waits on it. */
const MAX_WAIT_MS = 10_000
/** Quiet for this long after the last file or answer arrived: the screen is not still loading. */
const QUIET_MS = 500

const idle = () =>
  new Promise<void>((resolve) => (globalThis.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 1)))(() => resolve()))

/**
 * When the page's last request (a script, a stylesheet, an API answer...) finished, in
 * performance.now() time, for as long as the returned `stop` is not called: the requests so far
 * from the entry list, later ones from an observer (the browser stops adding to that list at
 * 250 entries).
 */
function watchRequests(): { lastEnd: () => number; stop: () => void } {
  let latest = 0
  const take = (entries: PerformanceEntryList) => {
    for (const e of entries) latest = Math.max(latest, (e as PerformanceResourceTiming).responseEnd)
  }
  take(globalThis.performance?.getEntriesByType?.('resource') ?? [])
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('resource')) {
    return { lastEnd: () => latest, stop: () => undefined }
  }
  const observer = new PerformanceObserver((list) => take(list.getEntries()))
  observer.observe({ type: 'resource' })
  return { lastEnd: () => latest, stop: () => observer.disconnect() }
}

interface SettleOptions {
  maxWaitMs?: number
  quietMs?: number
  /** For tests: when the last request finished (performance.now() time). */
  lastRequestEnd?: () => number
  now?: () => number
}

/**
 * Resolves once the page has stopped loading: no query fetching, no request finished for
 * QUIET_MS (a screen whose data has just arrived often fetches its code or more data next)
 * and the browser idle; or after MAX_WAIT_MS, whatever happens. Either way it then stops
 * watching.
 */
export function whenNetworkSettles(client: QueryClient, options: SettleOptions = {}): Promise<void> {
  const requests = options.lastRequestEnd ? { lastEnd: options.lastRequestEnd, stop: () => undefined } : watchRequests()
  const { maxWaitMs = MAX_WAIT_MS, quietMs = QUIET_MS, now = () => performance.now() } = options
  // The query-cache subscription of the wait under way, if any.
  let unsubscribe: () => void = () => undefined
  let stopped = false
  // Resolves the next time no query is fetching, or at once when stopped (the loop then ends).
  const noneFetching = () =>
    new Promise<void>((resolve) => {
      if (stopped || client.isFetching() === 0) return resolve()
      unsubscribe = client.getQueryCache().subscribe(() => {
        if (client.isFetching() > 0) return
        unsubscribe()
        resolve()
      })
    })
  const settled = (async () => {
    for (;;) {
      await noneFetching()
      if (stopped) return
      const quietFor = now() - requests.lastEnd()
      if (quietFor < quietMs) {
        await sleep(quietMs - quietFor)
        continue
      }
      await idle()
      if (stopped || (client.isFetching() === 0 && now() - requests.lastEnd() >= quietMs)) return
    }
  })()
  return Promise.race([settled, sleep(maxWaitMs)]).finally(() => {
    stopped = true
    unsubscribe()
    requests.stop()
  })
}
