import { DemoResetBody, DemoState, FastForwardBody, FastForwardResult, NetworkConditions } from './demo'
import type { RouteSpec } from './route-spec'

const IN_BROWSER =
  'The in-browser exchange, and the Foresight server with DEMO_CONTROLS=on (else 403); another backend need not implement it (404).'

/** Demo controls of the in-browser exchange (presenters and frontend developers). */
export const DEMO_ROUTES: RouteSpec[] = [
  {
    method: 'GET',
    path: '/api/demo/state',
    operationId: 'getDemoState',
    tag: 'Demo',
    auth: 'signed-in',
    inBrowserOnly: true,
    summary: 'Seed value, simulated time and simulated network conditions',
    description: IN_BROWSER,
    success: { status: 200, description: 'The demo state.', schema: DemoState },
  },
  {
    method: 'POST',
    path: '/api/demo/reset',
    operationId: 'resetExchange',
    tag: 'Demo',
    auth: 'signed-in',
    inBrowserOnly: true,
    body: DemoResetBody,
    sessionCookie: 'clears',
    summary: 'Wipe the exchange and reseed it deterministically',
    description:
      `${IN_BROWSER} Everything is reset: markets, trades, activity, the clock offset, registered accounts ` +
      'and every session (the caller is signed out). The demo accounts come back (a shared server keeps their passwords its own). Without a seedValue the seed in use is kept. ' +
      'Simulated network conditions are kept.',
    success: { status: 200, description: 'The state after the reset.', schema: DemoState },
    errors: {
      409: 'A reset in another tab replaced this one before it finished: that one stands (everyone is signed out either way).',
    },
  },
  {
    method: 'POST',
    path: '/api/demo/fast-forward',
    operationId: 'fastForward',
    tag: 'Demo',
    auth: 'signed-in',
    inBrowserOnly: true,
    body: FastForwardBody,
    summary: 'Move simulated time forward 1 hour, 1 day or 1 week',
    description:
      `${IN_BROWSER} Runs the simulation up to the new time: markets close, resolve and pay out. ` +
      'Open sessions move with the clock, so nobody is signed out by the jump.',
    success: {
      status: 200,
      description: 'The state after the jump, with how many markets it resolved.',
      schema: FastForwardResult,
    },
    errors: { 501: 'The backend has no adjustable clock.' },
  },
  {
    method: 'PUT',
    path: '/api/demo/network',
    operationId: 'setNetworkConditions',
    tag: 'Demo',
    auth: 'signed-in',
    inBrowserOnly: true,
    body: NetworkConditions,
    summary: 'Simulated latency and error rate for every other /api call',
    description:
      `${IN_BROWSER} Every other /api call waits latencyMs and then, at errorRate, answers ` +
      "503 { message: 'Simulated network error' }. Kept for this browser tab (it survives reloads; a new tab starts healthy).",
    success: { status: 200, description: 'The state with the new conditions.', schema: DemoState },
  },
]
