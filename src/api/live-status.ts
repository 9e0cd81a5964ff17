import { create } from 'zustand'

/**
 * The live stream's state in remote mode (src/api/live.ts): `off` where there is none (the
 * in-browser exchange, not started yet, or the page is in the background), `live` while it delivers, `reconnecting` after it
 * broke (it comes back by itself; meanwhile the 10 s poll fills in).
 */
export type LiveState = 'off' | 'connecting' | 'live' | 'reconnecting'

export const useLiveStatus = create<{ state: LiveState }>(() => ({ state: 'off' }))

/**
 * The refetch interval of a query that live updates keep current: none while the stream is
 * live, else `ms` (the fallback poll). The state's changes refetch these queries (src/api/live.ts),
 * so TanStack Query reads this again then.
 */
export const unlessLive = (ms: number) => (): number | false => (useLiveStatus.getState().state === 'live' ? false : ms)
