import { useLiveStatus } from '../../api/live-status'
import { cn } from '../../components/ui/cn'

const LABEL = { connecting: 'Connecting…', live: 'Live', reconnecting: 'Reconnecting…' } as const

/**
 * Whether prices here are live (remote mode: the server's stream, src/api/live.ts). Nothing in
 * the in-browser mode, where there is no stream to lose.
 */
export function LiveIndicator() {
  const state = useLiveStatus((s) => s.state)
  if (state === 'off') return null
  const live = state === 'live'
  return (
    <span
      role="status"
      data-testid="live-status"
      data-state={state}
      title={
        live ? 'Prices update as trades happen' : 'Updates paused: prices refresh every 10 seconds until the connection is back'
      }
      className="inline-flex h-11 items-center gap-1.5 px-1 text-xs font-medium text-muted"
    >
      <span aria-hidden="true" className={cn('h-2 w-2 rounded-full', live ? 'bg-yes-500' : 'animate-pulse bg-amber-500')} />
      {/* The word where the header has room for it; the dot (and its title) everywhere. */}
      <span className="sr-only 2xl:not-sr-only">{LABEL[state]}</span>
    </span>
  )
}
