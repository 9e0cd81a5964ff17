import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { api, apiRequest } from './client'
import { IDEMPOTENCY_HEADER, TOTAL_COUNT_HEADER, type Order, type OrderBody, type OrderBook, type OrdersQuery } from './contract'
import { refreshAfterTrade } from './trades'

import { orderKeys } from './order-keys'

export { orderKeys }

export interface OrderPage {
  orders: Order[]
  total: number
}

function toSearch(query: OrdersQuery): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** GET /api/orders: one page of the caller's orders (newest first) and how many match. */
export async function fetchOrders(query: OrdersQuery): Promise<OrderPage> {
  const response = await apiRequest('GET', `/api/orders${toSearch(query)}`)
  const orders = (await response.json()) as Order[]
  return { orders, total: Number(response.headers.get(TOTAL_COUNT_HEADER) ?? orders.length) }
}

/** The caller's orders: open ones by default; `marketId` for one market's (the market page's own open orders). */
export const ordersQuery = (query: OrdersQuery = { status: 'open' }) =>
  queryOptions({ queryKey: orderKeys.list(query), queryFn: () => fetchOrders(query) })

/** GET /api/markets/{id}/book: resting orders by price level and the pool's price. */
export const orderBookQuery = (marketId: string) =>
  queryOptions({
    queryKey: orderKeys.book(marketId),
    queryFn: () => api.get<OrderBook>(`/api/markets/${encodeURIComponent(marketId)}/book`),
    refetchInterval: 10_000,
  })

/** POST /api/orders with an Idempotency-Key, so a retried request never places twice. */
export function placeOrder(body: OrderBody, idempotencyKey: string = crypto.randomUUID()): Promise<Order> {
  return api.post<Order>('/api/orders', body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } })
}

/** DELETE /api/orders/{id}: cancels and releases the reserve; answers the cancelled order. */
export function cancelOrder(id: string): Promise<Order> {
  return api.delete<Order>(`/api/orders/${encodeURIComponent(id)}`)
}

/** After an order is placed or cancelled: what a trade refreshes (markets, portfolio, trades, logs, orders and books). */
export function refreshAfterOrder(queryClient: QueryClient): Promise<void> {
  return refreshAfterTrade(queryClient)
}
