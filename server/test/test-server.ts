import pino from 'pino'
import { startServer, type RunningServer, type ServerOptions } from '../start'

/**
 * A server for one test file: any free loopback port, PGlite in memory, no simulated traders,
 * cheap password hashes, a silent log and the exchange's clock fixed at a moment of the seed, so
 * prices move only with the test's own trades. `options` adds or overrides settings.
 */
export function startTestServer(options: ServerOptions = {}): Promise<RunningServer> {
  return startServer({
    port: 0,
    simulation: false,
    passwordIterations: 1000,
    logger: pino({ level: 'silent' }),
    wall: () => Date.UTC(2026, 10, 22, 12),
    ...options,
  })
}
