import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { InstantMarket, Side } from '../../api/contract'
import { instantKeys } from '../../api/instant'
import { placeTrade, refreshAfterTrade } from '../../api/trades'
import { toast } from '../../components/toast/toast-store'
import { useAuth } from '../../lib/use-auth'
import { NotAuthenticatedError, instantFailureToast, instantSuccessToast } from './instant-messages'

export interface InstantOrder {
  market: InstantMarket
  side: Side
  /** Whole contracts: floor(amount x 100 / side price) (docs/product.md, "Figures"). */
  quantity: number
}

/** Places an instant trade through POST /api/trades; markets, portfolio, trades and instant markets refresh after. */
export function useInstantTrade(onDone: () => void) {
  const queryClient = useQueryClient()
  const { user } = useAuth()
  return useMutation({
    mutationFn: ({ market, side, quantity }: InstantOrder) => {
      if (!user) return Promise.reject(new NotAuthenticatedError())
      const price = side === 'yes' ? market.yesPrice : market.noPrice
      return placeTrade({ marketId: market.id, side, quantity, price, userId: user.id })
    },
    onSuccess: (trade) => {
      toast(instantSuccessToast(trade))
      onDone()
    },
    onError: (error) => toast(instantFailureToast(error)),
    onSettled: () => Promise.all([refreshAfterTrade(queryClient), queryClient.invalidateQueries({ queryKey: instantKeys.all })]),
  })
}
