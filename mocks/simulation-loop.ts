import type { Backend } from '../backend/backend'
import { simulateUntil } from '../backend/simulation'
import { quietMoment } from '../backend/quiet'

const SIMULATION_INTERVAL_MS = 5_000

/**
 * Runs the simulated traders every few seconds while the app is open. With several
 * tabs, a Web Lock lets exactly one of them simulate; another takes over when it closes.
 */
export function startSimulationLoop(backend: Backend): void {
  let first = true
  const run = async () => {
    try {
      // Its transaction locks the exchange tables: let waiting API reads go first, and let
      // the first screen load (a second without requests) before catching up on missed time.
      await (first ? quietMoment(1_000, 5_000) : quietMoment())
      first = false
      await simulateUntil(backend, backend.now())
    } catch (error) {
      console.warn('[foresight simulation]', error)
    }
  }
  const loop = () =>
    new Promise<never>(() => {
      void run()
      setInterval(() => void run(), SIMULATION_INTERVAL_MS)
    })
  if (typeof navigator !== 'undefined' && navigator.locks) {
    void navigator.locks.request('foresight-simulation', loop)
  } else {
    void loop()
  }
}
