import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { api, ApiError } from './client'
import { IDEMPOTENCY_HEADER } from './contract/constants'
import type { SlippageError, Trade, TradeBody, TradeQuote } from './contract'
import { marketKeys } from './markets'
import { orderKeys } from './order-keys'
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

/**
 * POST /api/trades with an Idempotency-Key, so a retried request never books twice. A buy by
 * default; `action: 'sell'` sells contracts held. With `limitPriceCents` (the price seen plus the
 * tolerance), a trade past it is refused with 409: slippageQuote(error) gives the new quote.
 */
export function placeTrade(body: TradeBody, idempotencyKey: string = crypto.randomUUID()): Promise<Trade> {
  return api.post<Trade>('/api/trades', body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } })
}

/** After a trade: markets, portfolio and trades refresh (docs/product.md, Refreshing). */
export function refreshAfterTrade(queryClient: QueryClient): Promise<void> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: marketKeys.all }), refreshOwnData(queryClient)]).then(
    () => undefined,
  )
}

/** What a person's own trade, order or fill changes beyond the markets' figures: their holdings, trades, log and orders. */
export function refreshOwnData(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: portfolioKeys.all }),
    queryClient.invalidateQueries({ queryKey: tradeKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['logs'] }),
    // A trade may fill resting limit orders: the order lists and books change too.
    queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  ]).then(() => undefined)
}

/** The current quote of a 409 for a trade past its limitPriceCents (null for any other error). */
export function slippageQuote(error: unknown): TradeQuote | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null
  try {
    const body = JSON.parse(error.body) as Partial<SlippageError>
    return body.quote ?? null
  } catch {
    return null
  }
}
