import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { RetryKeys } from '../../../api/retry-key'
import { instantKeys } from '../../../api/instant'
import { copyTrade, refreshSocial } from '../../../api/social'
import { placeTrade, refreshAfterTrade, slippageQuote } from '../../../api/trades'
import { errorMessage } from '../../../api/client'
import type { Side, TradeQuote } from '../../../api/contract'
import { toast } from '../../../components/toast/toast-store'
import { NotAuthenticatedError, instantFailureToast, instantSuccessToast } from '../../../lib/instant-messages'
import type { TicketRequest } from '../../../lib/ticket-store'
import { signedOutToast, tradeDetails, tradeFailureToast, tradeSuccessToast } from '../../../lib/trade-messages'
import { useAuth } from '../../../lib/use-auth'
import { sellSuccessToast } from '../../../lib/order-messages'

export interface TicketOrderToSend {
  marketId: string
  /** One answer of a multi-answer market. */
  answerId?: string
  side: Side
  action: 'buy' | 'sell'
  quantity: number
  /** The side's price the person saw, in cents (sent as a string, informational). */
  priceCents: string
  /** Slippage protection: the worst average price accepted (the price seen ± the tolerance). */
  limitPriceCents?: number
}

/**
 * Places the ticket's order once the trader confirms, with the words of where it was opened
 * (docs/product.md, Trading panel): the list cards and the panel keep their trade toasts' words,
 * the instant page its own, and a copy goes through the copy endpoint (it logs the copy).
 * A trade refused because the price moved past its limit (409 with the new quote) goes to
 * `onMoved`, which shows the new quote and asks again, instead of a failure toast.
 */
export function useTicketSubmit(
  source: TicketRequest['source'],
  copyTradeId: string | undefined,
  onDone: () => void,
  onMoved: (quote: TradeQuote) => void,
) {
  const queryClient = useQueryClient()
  const { user } = useAuth()
  const origin = source === 'card' ? 'card' : 'panel'
  // A Confirm pressed again after the answer was lost sends the same key: the trade is booked once.
  const [keys] = useState(() => new RetryKeys())
  const mutation = useMutation({
    mutationFn: async (order: TicketOrderToSend) => {
      if (source === 'copy' && copyTradeId) return { kind: 'copy' as const, result: await copyTrade(copyTradeId) }
      if (!user) throw new NotAuthenticatedError()
      const body = {
        marketId: order.marketId,
        ...(order.answerId !== undefined ? { answerId: order.answerId } : {}),
        side: order.side,
        quantity: order.quantity,
        price: order.priceCents,
        userId: user.id,
        ...(order.action === 'sell' ? { action: 'sell' as const } : {}),
        ...(order.limitPriceCents !== undefined ? { limitPriceCents: order.limitPriceCents } : {}),
      }
      // The price seen is informational: a retry at a refreshed price is still the same trade.
      const key = keys.keyFor({ ...body, price: undefined })
      try {
        const trade = await placeTrade(body, key)
        keys.settled(undefined)
        return { kind: 'trade' as const, trade }
      } catch (error) {
        keys.settled(error)
        throw error
      }
    },
    onSuccess: (done, order) => {
      if (done.kind === 'copy')
        toast({
          title: 'Trade Copied',
          description: 'This trade has been copied to your portfolio.',
          ...tradeDetails(done.result.trade),
        })
      else if (order.action === 'sell') toast({ ...sellSuccessToast(done.trade), ...tradeDetails(done.trade) })
      else if (source === 'instant') toast({ ...instantSuccessToast(done.trade), ...tradeDetails(done.trade) })
      else toast(tradeSuccessToast(order.quantity, order.side, done.trade))
      onDone()
    },
    onError: (error) => {
      const moved = slippageQuote(error)
      if (moved) onMoved(moved)
      else if (source === 'copy')
        toast({
          title: 'Copy Failed',
          description: errorMessage(error, 'Unable to copy this trade. Please try again.'),
          variant: 'destructive',
        })
      else if (source === 'instant') toast(instantFailureToast(error))
      else toast(error instanceof NotAuthenticatedError ? signedOutToast(origin) : tradeFailureToast(error, origin))
    },
    onSettled: () =>
      Promise.all([
        refreshAfterTrade(queryClient),
        source === 'instant' ? queryClient.invalidateQueries({ queryKey: instantKeys.all }) : undefined,
        source === 'copy' ? refreshSocial(queryClient) : undefined,
      ]),
  })
  return mutation
}
