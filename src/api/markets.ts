import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query'
import { api, apiRequest } from './client'
import { unlessLive } from './live-status'
import { DEFAULT_MARKETS_PAGE, TOTAL_COUNT_HEADER } from './contract/constants'
import type { Category, Market, MarketsQuery } from './contract'

/**
 * The markets' automatic refetch, every 10 s (docs/product.md, Refreshing): in remote mode only
 * while the live stream is down (src/api/live.ts keeps them current meanwhile).
 */
export const MARKETS_REFRESH_MS = 10_000

export const marketKeys = {
  all: ['markets'] as const,
  list: (query: MarketsQuery) => ['markets', 'list', query] as const,
  closed: ['markets', 'closed'] as const,
  detail: (id: string) => ['markets', 'detail', id] as const,
}

export const categoriesQuery = queryOptions({
  queryKey: ['categories'],
  queryFn: () => api.get<Category[]>('/api/categories'),
})

function toSearch(query: MarketsQuery): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

export interface MarketPage {
  markets: Market[]
  total: number
}

/** GET /api/markets: one page of active markets and the total count. */
export async function fetchMarkets(query: MarketsQuery): Promise<MarketPage> {
  const response = await apiRequest('GET', `/api/markets${toSearch(query)}`)
  const markets = (await response.json()) as Market[]
  const total = Number(response.headers.get(TOTAL_COUNT_HEADER) ?? markets.length)
  return { markets, total }
}

export const marketsQuery = (query: MarketsQuery = { limit: DEFAULT_MARKETS_PAGE }) =>
  queryOptions({
    queryKey: marketKeys.list(query),
    queryFn: () => fetchMarkets(query),
    refetchInterval: unlessLive(MARKETS_REFRESH_MS),
    placeholderData: keepPreviousData,
  })

export const closedMarketsQuery = queryOptions({
  queryKey: marketKeys.closed,
  queryFn: () => api.get<Market[]>('/api/markets/closed'),
  refetchInterval: unlessLive(MARKETS_REFRESH_MS),
})

export const marketQuery = (id: string) =>
  queryOptions({
    queryKey: marketKeys.detail(id),
    queryFn: () => api.get<Market>(`/api/markets/${encodeURIComponent(id)}`),
    refetchInterval: unlessLive(MARKETS_REFRESH_MS),
  })

/**
 * A market as a list already showed it (no price history): what the detail page can show
 * while its own answer loads, so opening a card is instant. Undefined when no list has it.
 */
export function marketFromLists(client: QueryClient, id: string): Market | undefined {
  for (const [, data] of client.getQueriesData<Market[] | MarketPage | { pages: MarketPage[] }>({ queryKey: marketKeys.all })) {
    const lists = Array.isArray(data)
      ? [data]
      : data && 'pages' in data
        ? data.pages.map((p) => p.markets)
        : data
          ? [data.markets]
          : []
    for (const list of lists) {
      const found = Array.isArray(list) ? list.find((m) => m.id === id) : undefined
      if (found) return found
    }
  }
  return undefined
}
