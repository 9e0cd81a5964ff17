import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { RetryKeys } from '../../../api/retry-key'
import { api, errorMessage } from '../../../api/client'
import type { DemoState, Order, OrderBody, Trade } from '../../../api/contract'
import { placeOrder, refreshAfterOrder } from '../../../api/orders'
import { toast } from '../../../components/toast/toast-store'
import { getDataSource } from '../../../config'
import { expiresAt, type Expiry } from './order-math'
import { orderPlacedToast } from '../../../lib/order-messages'

/**
 * The exchange's now as the store holds it, asked at the moment of placing: this tab's copy
 * (src/lib/exchange-clock.ts) may lag a fast-forward in another tab, and an expiry must not.
 * The wall clock on a remote backend (its clock is the wall clock: src/lib/exchange-clock.ts; and
 * its demo state is the admin's alone to read, a 403 for everyone else), or when it cannot say.
 */
async function storedExchangeNow(): Promise<number> {
  if (getDataSource().mode !== 'in-browser') return Date.now()
  try {
    return Date.parse((await api.get<DemoState>('/api/demo/state')).now)
  } catch {
    return Date.now()
  }
}

/** The price (before the fee) of what an order filled at once: its trade's; undefined when it cannot say. */
async function fillPrice(order: Order): Promise<string | undefined> {
  if (order.filledQuantity === 0) return undefined
  try {
    const trades = await api.get<Trade[]>(`/api/trades?userId=${encodeURIComponent(order.userId)}`)
    return trades.find((t) => t.orderId === order.id)?.price
  } catch {
    return undefined
  }
}

export type OrderToSend = Omit<OrderBody, 'expiresAt'> & { expiry: Expiry; closesAt?: string }

/** Places a limit order (POST /api/orders); the expiry is counted from the exchange's clock. */
export function usePlaceOrder(onDone: () => void) {
  const queryClient = useQueryClient()
  // A Confirm pressed again after the answer was lost sends the same key: the order is placed once.
  const [keys] = useState(() => new RetryKeys())
  return useMutation({
    mutationFn: async ({ expiry, closesAt, ...body }: OrderToSend) => {
      const key = keys.keyFor({ ...body, expiry })
      let order: Order
      try {
        order = await placeOrder({ ...body, expiresAt: expiresAt(expiry, await storedExchangeNow(), closesAt) }, key)
        keys.settled(undefined)
      } catch (error) {
        keys.settled(error)
        throw error
      }
      return { order, price: order.filledQuantity > 0 ? await fillPrice(order) : undefined }
    },
    onSuccess: ({ order, price }) => {
      toast(orderPlacedToast(order, price))
      onDone()
    },
    onError: (error) =>
      toast({
        title: 'Order Failed',
        description: errorMessage(error, 'Unable to place the order. Please try again.'),
        variant: 'destructive',
      }),
    onSettled: () => refreshAfterOrder(queryClient),
  })
}
