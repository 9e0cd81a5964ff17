import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { api } from './client'
import type { Watchlist } from './contract'

export const watchlistKeys = { all: ['watchlist'] as const }

/** GET /api/watchlist: the starred market ids (for the stars) and the markets (for the home filter). */
export const watchlistQuery = queryOptions({
  queryKey: watchlistKeys.all,
  queryFn: () => api.get<Watchlist>('/api/watchlist'),
})

/** PUT /api/watchlist/{marketId}: answers the watchlist afterwards. */
export function watchMarket(marketId: string): Promise<Watchlist> {
  return api.put<Watchlist>(`/api/watchlist/${encodeURIComponent(marketId)}`)
}

/** DELETE /api/watchlist/{marketId}: answers the watchlist afterwards. */
export function unwatchMarket(marketId: string): Promise<Watchlist> {
  return api.delete<Watchlist>(`/api/watchlist/${encodeURIComponent(marketId)}`)
}

/** Stars or unstars a market and puts the answer in the cache (no refetch needed). */
export async function setWatched(queryClient: QueryClient, marketId: string, watched: boolean): Promise<Watchlist> {
  const answer = watched ? await watchMarket(marketId) : await unwatchMarket(marketId)
  queryClient.setQueryData(watchlistKeys.all, answer)
  return answer
}
