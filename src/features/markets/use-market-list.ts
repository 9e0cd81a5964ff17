import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { fetchMarkets, marketKeys, MARKETS_REFRESH_MS } from '../../api/markets'
import { unlessLive } from '../../api/live-status'
import { DEFAULT_MARKETS_PAGE, type MarketsQuery } from '../../api/contract'
import { flattenMarketPages, nextPageOffset } from './market-list'

/**
 * The home grid: pages of active markets by offset. Under marketKeys.all, so a trade
 * refreshes it; every loaded page refreshes every 10 s (in remote mode: while the live stream is down) and the old pages stay on screen
 * meanwhile (no flicker, scroll position kept).
 */
export const marketListQuery = (query: MarketsQuery) =>
  infiniteQueryOptions({
    queryKey: [...marketKeys.all, 'infinite', query] as const,
    queryFn: ({ pageParam }) => fetchMarkets({ ...query, limit: DEFAULT_MARKETS_PAGE, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextPageOffset(pages),
    refetchInterval: unlessLive(MARKETS_REFRESH_MS),
    placeholderData: keepPreviousData,
  })

export function useMarketList(query: MarketsQuery) {
  const result = useInfiniteQuery(marketListQuery(query))
  const markets = useMemo(() => flattenMarketPages(result.data?.pages ?? []), [result.data])
  const total = result.data?.pages.at(-1)?.total ?? 0
  return { ...result, markets, total }
}
