import { HttpResponse } from 'msw'
import type { Backend } from '../backend'
import { route } from '../http'
import type { InstantMarkets } from '../../src/api/contract'
import { listedInstantMarkets } from '../instant-markets'
import { compareInstant, toInstantMarket } from '../views/instant'

/** Settled instant markets stay listed this long, so people see how theirs resolved. */
const SETTLED_LISTED_MS = 60 * 60 * 1000

/**
 * GET /api/instant/markets. Instant markets are ordinary markets of the exchange:
 * the page trades them with POST /api/trades and the simulation opens, closes and
 * settles them (backend/simulation.ts).
 */
export function instantHandlers(backend: Backend) {
  return [
    route.get('/api/instant/markets', async () => {
      const now = backend.now()
      const rows = await listedInstantMarkets(backend.db, now - SETTLED_LISTED_MS)
      const answer: InstantMarkets = {
        serverTime: new Date(now).toISOString(),
        markets: rows.map((m) => toInstantMarket(m, now)).sort(compareInstant),
      }
      return HttpResponse.json(answer)
    }),
  ]
}
