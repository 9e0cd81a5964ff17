import type { QueryClient } from '@tanstack/react-query'

/** Longest wait: a request that never ends must not hold back what waits on it. */
const MAX_WAIT_MS = 10_000
/** Quiet for this long after the last file or answer arrived: the screen is not still loading. */
const QUIET_MS = 500

const idle = () => new Promise<void>((resolve) => (globalThis.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 1)))(() => resolve()))
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** When the page's last request (a script, a stylesheet, an API answer...) finished, in performance.now() time. */
function lastResourceEnd(): number {
  const entries = globalThis.performance?.getEntriesByType?.('resource') ?? []
  return entries.reduce((latest, e) => Math.max(latest, (e as PerformanceResourceTiming).responseEnd), 0)
}

/** Resolves the next time no query is fetching. */
function noneFetching(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (client.isFetching() === 0) return resolve()
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() > 0) return
      unsubscribe()
      resolve()
    })
  })
}

export interface SettleOptions {
  maxWaitMs?: number
  quietMs?: number
  /** For tests: when the last request finished (performance.now() time). */
  lastRequestEnd?: () => number
  now?: () => number
}

/**
 * Resolves once the page has stopped loading: no query fetching, no request finished for
 * QUIET_MS (a screen whose data has just arrived often fetches its code or more data next)
 * and the browser idle; or after MAX_WAIT_MS, whatever happens.
 */
export function whenNetworkSettles(client: QueryClient, options: SettleOptions = {}): Promise<void> {
  const { maxWaitMs = MAX_WAIT_MS, quietMs = QUIET_MS, lastRequestEnd = lastResourceEnd, now = () => performance.now() } = options
  const settled = (async () => {
    for (;;) {
      await noneFetching(client)
      const quietFor = now() - lastRequestEnd()
      if (quietFor < quietMs) {
        await sleep(quietMs - quietFor)
        continue
      }
      await idle()
      if (client.isFetching() === 0 && now() - lastRequestEnd() >= quietMs) return
    }
  })()
  return Promise.race([settled, sleep(maxWaitMs)])
}
