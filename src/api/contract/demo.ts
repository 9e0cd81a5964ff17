import { z } from './zod'
import { MAX_SIMULATED_LATENCY_MS } from './constants'
export { MAX_SIMULATED_LATENCY_MS, HEALTHY_NETWORK } from './constants'

/**
 * Demo controls of the in-browser exchange (presenters and frontend developers).
 * A real backend does not implement these; the conformance suite skips them when
 * GET /api/demo/state answers 404.
 */

/** The seed is a 32-bit unsigned integer (the random source takes `seed >>> 0`). */
export const SeedValue = z
  .number({ error: 'seedValue must be a whole number' })
  .int('seedValue must be a whole number')
  .min(0, 'seedValue must be between 0 and 4294967295')
  .max(4_294_967_295, 'seedValue must be between 0 and 4294967295')

/** POST /api/demo/reset. Without a seedValue the seed in use now is kept. */
export const DemoResetBody = z.strictObject({ seedValue: SeedValue.optional() })
export type DemoResetBody = z.infer<typeof DemoResetBody>

const HOUR_MS = 60 * 60 * 1000
export const FAST_FORWARD_MS = { '1h': HOUR_MS, '1d': 24 * HOUR_MS, '1w': 7 * 24 * HOUR_MS } as const
export const FastForwardPreset = z.enum(['1h', '1d', '1w'], { error: "preset must be '1h', '1d' or '1w'" })
export type FastForwardPreset = z.infer<typeof FastForwardPreset>

/** POST /api/demo/fast-forward. */
export const FastForwardBody = z.strictObject({ preset: FastForwardPreset })
export type FastForwardBody = z.infer<typeof FastForwardBody>

/** PUT /api/demo/network: applied to every other /api call of the in-browser exchange. */
export const NetworkConditions = z.strictObject({
  latencyMs: z
    .number({ error: 'latencyMs must be a whole number of milliseconds' })
    .int('latencyMs must be a whole number of milliseconds')
    .min(0, 'latencyMs must be between 0 and 5000')
    .max(MAX_SIMULATED_LATENCY_MS, 'latencyMs must be between 0 and 5000'),
  errorRate: z
    .number({ error: 'errorRate must be a number from 0 to 1' })
    .min(0, 'errorRate must be between 0 and 1')
    .max(1, 'errorRate must be between 0 and 1'),
})
export type NetworkConditions = z.infer<typeof NetworkConditions>

export const SIMULATED_NETWORK_ERROR = 'Simulated network error'

/** GET /api/demo/state, and the answer of every demo command. */
export const DemoState = z.object({
  seedValue: SeedValue,
  /** The exchange's simulated "now" (ISO 8601). */
  now: z.string(),
  /** How far simulated time runs ahead of the wall clock (ms, 0 after a reset). */
  clockOffsetMs: z.number().int(),
  network: NetworkConditions,
})
export type DemoState = z.infer<typeof DemoState>

/** POST /api/demo/fast-forward answers the new state and how many markets it resolved. */
export const FastForwardResult = DemoState.extend({ resolvedMarkets: z.number().int().min(0) })
export type FastForwardResult = z.infer<typeof FastForwardResult>
