import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { api, whileSessionChanges } from './client'
import type { EventBoard, EventSignup, EventState } from './contract'
import { unlessLive } from './live-status'

export const eventKeys = {
  all: ['event'] as const,
  state: ['event', 'state'] as const,
  board: ['event', 'board'] as const,
  signup: ['event', 'signup'] as const,
}

/** How often the big screen refreshes while no live stream keeps it current (the in-browser mode). */
export const EVENT_BOARD_REFRESH_MS = 5_000

/** GET /api/event/signup (public): /join shows its form only while sign-up is open. */
export const eventSignupQuery = queryOptions({
  queryKey: eventKeys.signup,
  queryFn: () => api.get<EventSignup>('/api/event/signup'),
  // A host may open it while a guest looks at the page: it shows the form then.
  refetchInterval: EVENT_BOARD_REFRESH_MS,
})

/** GET /api/event (admins): whether sign-up is open, and how many joined. */
export const eventStateQuery = queryOptions({
  queryKey: eventKeys.state,
  queryFn: () => api.get<EventState>('/api/event'),
  refetchInterval: EVENT_BOARD_REFRESH_MS,
})

/** GET /api/event/board: the big screen. Live batches refetch it (src/api/live.ts). */
export const eventBoardQuery = queryOptions({
  queryKey: eventKeys.board,
  queryFn: () => api.get<EventBoard>('/api/event/board'),
  refetchInterval: unlessLive(EVENT_BOARD_REFRESH_MS),
})

/** PUT /api/event: opens or closes sign-up; the answer goes straight into the cache. */
export async function setSignupOpen(client: QueryClient, signupOpen: boolean): Promise<EventState> {
  const state = await api.put<EventState>('/api/event', { signupOpen })
  client.setQueryData(eventKeys.state, state)
  void client.invalidateQueries({ queryKey: eventKeys.board })
  return state
}

/**
 * POST /api/event/reset: the exchange starts over, the room stays; every screen refetches. Reads
 * in flight are cancelled and new ones wait for the reset: none answers half-way through it.
 */
export async function resetEvent(client: QueryClient): Promise<EventState> {
  await client.cancelQueries()
  const state = await whileSessionChanges(() => api.post<EventState>('/api/event/reset', { confirm: true }))
  client.setQueryData(eventKeys.state, state)
  await client.invalidateQueries()
  return state
}
