import type { Backend } from '../backend'

/**
 * Demo commands change the shared exchange clock. Every open tab keeps its own
 * in-memory copy of the offset, so the tab that moved it tells the others to reload
 * theirs (otherwise their handlers would run a week behind). What must not act on a
 * stale copy (a fast-forward, a reset, a simulation step, the demo state) reads the
 * stored offset itself (backend/clock.ts).
 */
const CHANNEL = 'foresight-demo'

export function announceClockChange(): void {
  if (typeof BroadcastChannel === 'undefined') return
  const channel = new BroadcastChannel(CHANNEL)
  // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel has no target origin
  channel.postMessage({ type: 'clock-changed' })
  channel.close()
}

export function followClockChanges(backend: Backend): void {
  if (typeof BroadcastChannel === 'undefined' || !backend.clock) return
  const channel = new BroadcastChannel(CHANNEL)
  channel.addEventListener('message', () => {
    backend.clock?.load(backend.db).catch((error: unknown) => console.warn('[foresight clock]', error))
  })
}
