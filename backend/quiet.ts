/**
 * The in-browser exchange's background writers (the seed's second stage, the simulated
 * traders) hold IndexedDB locks that API reads queue behind. Before each slice of work they
 * wait for a quiet moment, so the screen a person is waiting for is answered first: no API
 * request in flight for `quietMs`, or `maxWaitMs` at most (background work is never starved).
 */
let inFlight = 0
/** Requests (of those in flight) busy away from IndexedDB just now: see awayFromDatabase. */
let away = 0
let lastActivity = -Infinity
/** Whether requests are at IndexedDB, as last told to the watchers (watchActivity). */
let toldBusy = false
const watchers = new Set<(busy: boolean) => void>()

// Work outside any request (Node tests hash passwords directly) leaves this below 0.
const busyNow = () => inFlight - away > 0

function changed() {
  lastActivity = performance.now()
  const busy = busyNow()
  if (busy === toldBusy) return
  toldBusy = busy
  for (const watcher of watchers) watcher(busy)
}

/**
 * Tells `watcher` whenever requests start or stop waiting for IndexedDB (true: busy), starting
 * with now: the seed worker (mocks/seed-worker.ts) waits for quiet moments as the page's own
 * background writers do. Returns the function that stops it.
 */
export function watchActivity(watcher: (busy: boolean) => void): () => void {
  watchers.add(watcher)
  watcher(toldBusy)
  return () => {
    watchers.delete(watcher)
  }
}

/** Call when a request starts; call the returned function when it is answered. */
export function requestStarted(): () => void {
  inFlight += 1
  changed()
  let done = false
  return () => {
    if (done) return
    done = true
    inFlight -= 1
    changed()
  }
}

/**
 * Runs work a request does away from IndexedDB (hashing a password: 600,000 PBKDF2 rounds,
 * hundreds of ms on a phone, off the main thread). Background writers need not wait for it:
 * the request's database work afterwards waits behind one slice at most.
 */
export async function awayFromDatabase<T>(work: () => Promise<T>): Promise<T> {
  away += 1
  changed()
  try {
    return await work()
  } finally {
    away -= 1
    changed()
  }
}

export function quietMoment(quietMs = 50, maxWaitMs = 500): Promise<void> {
  return waitForQuiet(() => ({ busy: busyNow(), lastActivity }), quietMs, maxWaitMs)
}

/** What waitForQuiet watches: whether requests are busy now, and when that last changed (performance.now()). */
export interface ActivityState {
  busy: boolean
  lastActivity: number
}

/** quietMoment over another thread's view of the requests (the seed worker's: mocks/seed-worker.ts). */
export async function waitForQuiet(state: () => ActivityState, quietMs = 50, maxWaitMs = 500): Promise<void> {
  const started = performance.now()
  for (;;) {
    const now = performance.now()
    const { busy, lastActivity: last } = state()
    const quietFor = now - last
    if ((!busy && quietFor >= quietMs) || now - started >= maxWaitMs) return
    await new Promise((resolve) => setTimeout(resolve, busy ? 10 : quietMs - quietFor))
  }
}
