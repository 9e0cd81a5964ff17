import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { api } from './client'
import { IDEMPOTENCY_HEADER } from './contract/constants'
import type { Trade, TradeBody } from './contract'
import { marketKeys } from './markets'
import { portfolioKeys } from './portfolio'

const tradeKeys = {
  all: ['trades'] as const,
  byUser: (userId: string) => ['trades', userId] as const,
}

export const tradesQuery = (userId: string) =>
  queryOptions({
    queryKey: tradeKeys.byUser(userId),
    queryFn: () => api.get<Trade[]>(`/api/trades?userId=${encodeURIComponent(userId)}`),
  })

/** POST /api/trades with an Idempotency-Key, so a retried request never books twice. */
export function placeTrade(body: TradeBody, idempotencyKey: string = crypto.randomUUID()): Promise<Trade> {
  return api.post<Trade>('/api/trades', body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } })
}

/** After a trade: markets, portfolio and trades refresh (docs/product.md, Refreshing). */
export function refreshAfterTrade(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: marketKeys.all }),
    queryClient.invalidateQueries({ queryKey: portfolioKeys.all }),
    queryClient.invalidateQueries({ queryKey: tradeKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['logs'] }),
  ]).then(() => undefined)
}
