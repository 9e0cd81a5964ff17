import { useMutation, useQueryClient } from '@tanstack/react-query'
import { instantKeys } from '../../../api/instant'
import { copyTrade, refreshSocial } from '../../../api/social'
import { placeTrade, refreshAfterTrade } from '../../../api/trades'
import { errorMessage } from '../../../api/client'
import type { Side } from '../../../api/contract'
import { toast } from '../../../components/toast/toast-store'
import { NotAuthenticatedError, instantFailureToast, instantSuccessToast } from '../../../lib/instant-messages'
import type { TicketRequest } from '../../../lib/ticket-store'
import { signedOutToast, tradeFailureToast, tradeSuccessToast } from '../../../lib/trade-messages'
import { useAuth } from '../../../lib/use-auth'

export interface TicketOrderToSend {
  marketId: string
  side: Side
  quantity: number
  /** The side's price the person saw, in cents (sent as a string, informational). */
  priceCents: string
}

/**
 * Places the ticket's order once the trader confirms, with the words of where it was opened
 * (docs/product.md, Trading panel): the list cards and the panel keep the spec's trade toasts,
 * the instant page its own, and a copy goes through the copy endpoint (it logs the copy).
 */
export function useTicketSubmit(source: TicketRequest['source'], copyTradeId: string | undefined, onDone: () => void) {
  const queryClient = useQueryClient()
  const { user } = useAuth()
  const origin = source === 'card' ? 'card' : 'panel'
  const mutation = useMutation({
    mutationFn: async (order: TicketOrderToSend) => {
      if (source === 'copy' && copyTradeId) return { kind: 'copy' as const, result: await copyTrade(copyTradeId) }
      if (!user) throw new NotAuthenticatedError()
      const trade = await placeTrade({ marketId: order.marketId, side: order.side, quantity: order.quantity, price: order.priceCents, userId: user.id })
      return { kind: 'trade' as const, trade }
    },
    onSuccess: (done, order) => {
      if (done.kind === 'copy') toast({ title: 'Trade Copied', description: 'This trade has been copied to your portfolio.' })
      else if (source === 'instant') toast(instantSuccessToast(done.trade))
      else toast(tradeSuccessToast(order.quantity, order.side))
      onDone()
    },
    onError: (error) => {
      if (source === 'copy') toast({ title: 'Copy Failed', description: errorMessage(error, 'Unable to copy this trade. Please try again.'), variant: 'destructive' })
      else if (source === 'instant') toast(instantFailureToast(error))
      else toast(error instanceof NotAuthenticatedError ? signedOutToast(origin) : tradeFailureToast(error, origin))
    },
    onSettled: () => Promise.all([
      refreshAfterTrade(queryClient),
      source === 'instant' ? queryClient.invalidateQueries({ queryKey: instantKeys.all }) : undefined,
      source === 'copy' ? refreshSocial(queryClient) : undefined,
    ]),
  })
  return mutation
}
