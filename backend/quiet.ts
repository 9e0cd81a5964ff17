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

/** Call when a request starts; call the returned function when it is answered. */
export function requestStarted(): () => void {
  inFlight += 1
  lastActivity = performance.now()
  let done = false
  return () => {
    if (done) return
    done = true
    inFlight -= 1
    lastActivity = performance.now()
  }
}

/**
 * Runs work a request does away from IndexedDB (hashing a password: 600,000 PBKDF2 rounds,
 * hundreds of ms on a phone, off the main thread). Background writers need not wait for it:
 * the request's database work afterwards waits behind one slice at most.
 */
export async function awayFromDatabase<T>(work: () => Promise<T>): Promise<T> {
  away += 1
  try {
    return await work()
  } finally {
    away -= 1
    lastActivity = performance.now()
  }
}

export async function quietMoment(quietMs = 50, maxWaitMs = 500): Promise<void> {
  const started = performance.now()
  for (;;) {
    const now = performance.now()
    const quietFor = now - lastActivity
    // Work outside any request (Node tests hash passwords directly) leaves this below 0.
    const busy = inFlight - away > 0
    if ((!busy && quietFor >= quietMs) || now - started >= maxWaitMs) return
    await new Promise((resolve) => setTimeout(resolve, busy ? 10 : quietMs - quietFor))
  }
}
