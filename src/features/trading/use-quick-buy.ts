import { useCallback, useLayoutEffect, useRef } from 'react'
import type { Market, Side } from '../../api/contract'
import { toast } from '../../components/toast/toast-store'
import { marketNotFoundToast } from '../../lib/trade-messages'
import { usePlaceTrade } from './use-place-trade'

/** List cards always buy this many contracts (docs/product.md, Trading panel). */
export const QUICK_BUY_QUANTITY = 100

/**
 * Quick-buy from the list cards. `buy` is stable across renders (the latest list and
 * mutation are read through a ref), so memoised cards do not re-render every refresh.
 */
export function useQuickBuy(markets: readonly Market[]) {
  const { submit, pending } = usePlaceTrade('card')
  const latest = useRef({ markets, submit })
  useLayoutEffect(() => {
    latest.current = { markets, submit }
  })

  const buy = useCallback((marketId: string, side: Side) => {
    const market = latest.current.markets.find((m) => m.id === marketId)
    if (!market) {
      toast(marketNotFoundToast())
      return
    }
    latest.current.submit({
      marketId, side, quantity: QUICK_BUY_QUANTITY, priceCents: side === 'yes' ? market.yesPrice : market.noPrice,
    })
  }, [])

  return { buy, pending }
}
