import { useEffect, useRef } from 'react'
import { logView } from '../../api/logs'

/** Records 'market_viewed' once per market opened (not on every 10 s refresh, nor twice in StrictMode). */
export function useLogMarketView(marketId: string, loaded: boolean) {
  const logged = useRef<string | null>(null)
  useEffect(() => {
    if (!loaded || logged.current === marketId) return
    logged.current = marketId
    // The activity log is a nicety: a failure must not disturb the page.
    logView({ action: 'market_viewed', marketId }).catch(() => undefined)
  }, [marketId, loaded])
}
