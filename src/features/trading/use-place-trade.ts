import { useMutation, useQueryClient } from '@tanstack/react-query'
import { placeTrade, refreshAfterTrade } from '../../api/trades'
import type { Side, Trade } from '../../api/contract'
import { toast } from '../../components/toast/toast-store'
import { useAuth } from '../../lib/use-auth'
import { signedOutToast, tradeFailureToast, tradeSuccessToast, type TradeOrigin } from '../../lib/trade-messages'

export interface TradeOrder {
  marketId: string
  side: Side
  quantity: number
  /** The side's price the person saw, in cents (sent as a string, informational). */
  priceCents: string
}

/**
 * Places a trade with the spec's toasts; on success markets, portfolio and trades refresh.
 * `submit` answers whether a request was sent (false when signed out).
 */
export function usePlaceTrade(origin: TradeOrigin, onSuccess?: (trade: Trade) => void) {
  const queryClient = useQueryClient()
  const { user } = useAuth()
  const mutation = useMutation({
    mutationFn: ({ userId, ...order }: TradeOrder & { userId: string }) =>
      placeTrade({ marketId: order.marketId, side: order.side, quantity: order.quantity, price: order.priceCents, userId }),
    onSuccess: (trade, order) => {
      toast(tradeSuccessToast(order.quantity, order.side, trade))
      onSuccess?.(trade)
      void refreshAfterTrade(queryClient)
    },
    onError: (error) => toast(tradeFailureToast(error, origin)),
  })

  const submit = (order: TradeOrder): boolean => {
    // Placing a trade needs a signed-in user with an id (docs/product.md, Trading panel).
    if (!user) {
      toast(signedOutToast(origin))
      return false
    }
    mutation.mutate({ ...order, userId: user.id })
    return true
  }

  return { submit, isPending: mutation.isPending, pending: mutation.isPending ? mutation.variables : undefined }
}
