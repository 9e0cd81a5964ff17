import { useEffect, useState } from 'react'
import { getDataSource } from '../config'
import { useLiveStatus } from '../api/live-status'
import { useOnline } from './use-online'

/** How long the live stream may be down before the notice says so (a brief reconnect stays quiet). */
const SERVER_LOST_AFTER_MS = 5_000

/** True once the live stream (remote mode) has been reconnecting for SERVER_LOST_AFTER_MS. */
function useServerLost(): boolean {
  const reconnecting = useLiveStatus((s) => s.state === 'reconnecting')
  const [lost, setLost] = useState(false)
  useEffect(() => {
    if (!reconnecting) return
    const timer = setTimeout(() => setLost(true), SERVER_LOST_AFTER_MS)
    // Back (or the page leaves): quiet again.
    return () => {
      clearTimeout(timer)
      setLost(false)
    }
  }, [reconnecting])
  return reconnecting && lost
}

/**
 * A slim notice under the header while the device is offline, or (remote mode) while the
 * server's live stream has been lost for a few seconds: the figures on screen are the last ones,
 * which a glance at the header's dot alone did not tell. In the in-browser mode nothing stops
 * working; against a remote backend, calls fail until it is back.
 */
export function OfflineIndicator() {
  const online = useOnline()
  const serverLost = useServerLost()
  if (online && !serverLost) return null
  const source = getDataSource()
  const text =
    source.mode === 'in-browser'
      ? 'Offline — your in-browser exchange keeps working'
      : !online
        ? `Offline — ${hostOf(source.baseUrl)} can't be reached until you're back online`
        : `Can't reach ${source.baseUrl === location.origin ? 'the server' : hostOf(source.baseUrl)} right now — showing the last figures, reconnecting…`
  return (
    <div
      role="status"
      className="border-b border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-400/25 dark:bg-amber-400/10 dark:text-amber-200"
    >
      <p className="mx-auto flex max-w-7xl items-center justify-center gap-2 px-4 py-1.5 text-center text-sm font-medium">
        <span aria-hidden="true" className="inline-block h-2 w-2 shrink-0 rounded-full bg-amber-500" />
        {text}
      </p>
    </div>
  )
}

function hostOf(url: string): string {
  try {
    return new URL(url).host
  } catch {
    return 'the backend'
  }
}
