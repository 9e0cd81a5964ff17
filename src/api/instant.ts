import { queryOptions } from '@tanstack/react-query'
import { api } from './client'
import type { InstantMarkets } from './contract'
import { MARKETS_REFRESH_MS } from './markets'

export const instantKeys = {
  all: ['instant'] as const,
  markets: ['instant', 'markets'] as const,
}

/** GET /api/instant/markets. Instant markets are markets: they refresh like the markets list (every 10 s). */
export const instantMarketsQuery = queryOptions({
  queryKey: instantKeys.markets,
  queryFn: () => api.get<InstantMarkets>('/api/instant/markets'),
  refetchInterval: MARKETS_REFRESH_MS,
})
