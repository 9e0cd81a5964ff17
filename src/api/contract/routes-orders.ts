import { z } from './zod'
import { Id } from './common'
import { TOTAL_COUNT_HEADER } from './constants'
import { Order, OrderBody, OrderBook, OrdersQuery, Watchlist } from './orders'
import type { RouteSpec } from './route-spec'

const OrderParams = z.object({ id: Id })
const MarketParams = z.object({ id: Id })
const WatchParams = z.object({ marketId: Id })

/** Limit orders, the order book and the watchlist (docs/product.md, "Limit orders", "Watchlist"). */
export const ORDER_ROUTES: RouteSpec[] = [
  {
    method: 'POST',
    path: '/api/orders',
    operationId: 'placeOrder',
    tag: 'Trading',
    auth: 'signed-in',
    body: OrderBody,
    idempotent: true,
    summary: 'Place a limit order',
    description:
      'Fills at once what it can: resting orders on the other side at their prices (best price, then oldest first), ' +
      'and the pool up to the limit (fee included, as a market trade); the rest rests until filled, cancelled, expired or the market closes. ' +
      'A buy reserves quantity x limit plus the largest fee it could pay; a sell reserves its contracts. ' +
      'With an Idempotency-Key header, repeating the same key and body answers the first result again.',
    success: { status: 201, description: 'The order as it stands after filling what it could at once.', schema: Order },
    errors: {
      404: 'Market not found.',
      409: 'The market is closed or resolved.',
      422:
        'Insufficient balance for the reserve, fewer contracts held (and not already reserved) than the sell order needs, ' +
        'or an Idempotency-Key reused with a different body.',
    },
  },
  {
    method: 'GET',
    path: '/api/orders',
    operationId: 'listOrders',
    tag: 'Trading',
    auth: 'signed-in',
    query: OrdersQuery,
    summary: "The caller's own limit orders, newest first",
    description:
      'status=open (default) or all; marketId narrows to one market; limit (default 50, at most 100) and offset page it.',
    success: {
      status: 200,
      description: 'One page of orders.',
      schema: z.array(Order),
      headers: { [TOTAL_COUNT_HEADER]: { description: 'How many orders match in all pages.', schema: z.int().min(0) } },
    },
  },
  {
    method: 'DELETE',
    path: '/api/orders/{id}',
    operationId: 'cancelOrder',
    tag: 'Trading',
    auth: 'signed-in',
    params: OrderParams,
    notFound: 'Order not found',
    summary: 'Cancel an open limit order and release its reserve',
    success: { status: 200, description: 'The cancelled order.', schema: Order },
    errors: {
      403: "Another account's order.",
      404: 'Order not found (also for a malformed id).',
      409: 'The order is no longer open (filled, cancelled or expired).',
    },
  },
  {
    method: 'GET',
    path: '/api/markets/{id}/book',
    operationId: 'getOrderBook',
    tag: 'Markets',
    auth: 'public',
    params: MarketParams,
    notFound: 'Market not found',
    summary:
      "A market's order book (or one answer's of a multi-answer market): resting orders by price level, and the pool's price",
    success: { status: 200, description: 'Bids highest first and asks lowest first, for each side.', schema: OrderBook },
    errors: {
      400: "A multi-answer market: its books are its answers' (ask with an answer's id).",
      404: 'Market not found (also for a malformed id).',
    },
  },
  {
    method: 'GET',
    path: '/api/watchlist',
    operationId: 'getWatchlist',
    tag: 'Markets',
    auth: 'signed-in',
    summary: "The caller's watchlist, most recently starred first",
    success: { status: 200, description: 'The starred market ids and the markets.', schema: Watchlist },
  },
  {
    method: 'PUT',
    path: '/api/watchlist/{marketId}',
    operationId: 'watchMarket',
    tag: 'Markets',
    auth: 'signed-in',
    params: WatchParams,
    notFound: 'Market not found',
    summary: 'Star a market (starring it again changes nothing)',
    success: { status: 200, description: 'The watchlist afterwards.', schema: Watchlist },
    errors: { 404: 'Market not found (also for a malformed id).' },
  },
  {
    method: 'DELETE',
    path: '/api/watchlist/{marketId}',
    operationId: 'unwatchMarket',
    tag: 'Markets',
    auth: 'signed-in',
    params: WatchParams,
    notFound: 'Market not found',
    summary: 'Unstar a market (also when it was not starred)',
    success: { status: 200, description: 'The watchlist afterwards.', schema: Watchlist },
    errors: { 404: 'Market not found (also for a malformed id).' },
  },
]
