import { HttpResponse } from 'msw'
import type { Backend } from '../backend'
import { route } from '../http'
import {
  DemoResetBody,
  FAST_FORWARD_MS,
  FastForwardBody,
  NetworkConditions,
  type FastForwardResult,
} from '../../src/api/contract'
import { clearSessionCookie } from '../auth/session'
import { demoState, fastForward, resetExchange } from '../demo/commands'
import { writeNetwork } from '../demo/network'

/**
 * Demo controls (in-browser mode only; not part of what a real backend implements).
 * Any signed-in person may use them: the exchange lives on their own device.
 */
export function demoHandlers(backend: Backend) {
  return [
    route.get('/api/demo/state', async () => {
      return HttpResponse.json(await demoState(backend))
    }),

    /** Everything resets, the caller's session included: they are signed out. */
    route.post('/api/demo/reset', async ({ input }) => {
      const { seedValue } = input(DemoResetBody)
      const standing = await resetExchange(backend, seedValue)
      return HttpResponse.json(await demoState(backend, standing), { headers: { 'Set-Cookie': clearSessionCookie } })
    }),

    route.post('/api/demo/fast-forward', async ({ input }) => {
      const { preset } = input(FastForwardBody)
      const resolvedMarkets = await fastForward(backend, FAST_FORWARD_MS[preset])
      return HttpResponse.json({ ...(await demoState(backend)), resolvedMarkets } satisfies FastForwardResult)
    }),

    route.put('/api/demo/network', async ({ input }) => {
      writeNetwork(backend, input(NetworkConditions))
      return HttpResponse.json(await demoState(backend))
    }),
  ]
}
