/**
 * The in-browser exchange's background writers (the seed's second stage, the simulated
 * traders) hold IndexedDB locks that API reads queue behind. Before each slice of work they
 * wait for a quiet moment, so the screen a person is waiting for is answered first: no API
 * request in flight for `quietMs`, or `maxWaitMs` at most (background work is never starved).
 */
let inFlight = 0
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

export async function quietMoment(quietMs = 50, maxWaitMs = 500): Promise<void> {
  const started = performance.now()
  for (;;) {
    const now = performance.now()
    const quietFor = now - lastActivity
    if ((inFlight === 0 && quietFor >= quietMs) || now - started >= maxWaitMs) return
    await new Promise((resolve) => setTimeout(resolve, inFlight > 0 ? 10 : quietMs - quietFor))
  }
}
