import { InstantMarkets } from './instant'
import type { RouteSpec } from './route-spec'

/** Instant markets: short-lived markets the exchange opens and settles on its own. */
export const INSTANT_ROUTES: RouteSpec[] = [
  {
    method: 'GET',
    path: '/api/instant/markets',
    operationId: 'listInstantMarkets',
    tag: 'Instant',
    auth: 'signed-in',
    summary: 'Live and settling instant markets, and those settled in the last hour',
    description:
      'Live first (soonest to settle first), then settling, then settled. They are ordinary markets: trade them ' +
      'with POST /api/trades in whole contracts. They never appear in GET /api/markets or /api/markets/closed.',
    success: { status: 200, description: "The exchange's time and the instant markets.", schema: InstantMarkets },
  },
]
