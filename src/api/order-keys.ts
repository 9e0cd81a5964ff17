import type { OrdersQuery } from './contract'

/**
 * The order queries' cache keys, apart from src/api/orders.ts: the live stream (src/api/live.ts)
 * and every trade (src/api/trades.ts) refresh orders, and importing the keys from orders.ts
 * would put the market page's shared code on the remote home page's first load.
 */
export const orderKeys = {
  all: ['orders'] as const,
  list: (query: OrdersQuery) => ['orders', 'list', query] as const,
  book: (marketId: string) => ['orders', 'book', marketId] as const,
}
