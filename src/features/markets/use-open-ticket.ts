import { useCallback, useLayoutEffect, useRef } from 'react'
import type { Market, Side } from '../../api/contract'
import { toast } from '../../components/toast/toast-store'
import { marketNotFoundToast } from '../../lib/trade-messages'
import { openTicket } from '../../lib/ticket-store'

const QUICK_BUY_QUANTITY = 100

/**
 * A card's Buy opens the trade ticket filled in with 100 contracts; the trader confirms there.
 * Stable across renders (the latest list is read through a ref), so memoised cards do not
 * re-render every refresh.
 */
export function useOpenTicket(markets: readonly Market[]) {
  const latest = useRef(markets)
  useLayoutEffect(() => {
    latest.current = markets
  })
  return useCallback((marketId: string, side: Side) => {
    const market = latest.current.find((m) => m.id === marketId)
    if (!market) toast(marketNotFoundToast())
    else openTicket({ marketId, side, quantity: QUICK_BUY_QUANTITY, source: 'card', market })
  }, [])
}
