import { queryOptions } from '@tanstack/react-query'
import { api } from './client'
import type { CreateMarketBody, Market, PayoutPreview, Resolution, Role, UpdateMarketBody, User } from './contract'

export const adminUsersKey = ['admin', 'users'] as const

export const adminUsersQuery = queryOptions({
  queryKey: adminUsersKey,
  queryFn: () => api.get<User[]>('/api/admin/users'),
})

export function updateUserRole(userId: string, role: Role): Promise<User> {
  return api.patch<User>(`/api/admin/users/${encodeURIComponent(userId)}/role`, { role })
}

/** PUT a temporary password for someone else (they are signed out everywhere). */
export function setTemporaryPassword(userId: string, password: string): Promise<User> {
  return api.put<User>(`/api/admin/users/${encodeURIComponent(userId)}/password`, { password })
}

/** Markets admins make (docs/product.md, "Markets admins make"). */
export const adminMarketsKey = ['admin', 'markets'] as const

export const adminMarketsQuery = queryOptions({
  queryKey: adminMarketsKey,
  queryFn: () => api.get<Market[]>('/api/admin/markets'),
})

export function createMarket(body: CreateMarketBody): Promise<Market> {
  return api.post<Market>('/api/admin/markets', body)
}

/** How an admin resolves a market: a side or a void, or (a multi-answer market) the answer that won. */
export type ResolutionChoice = { outcome: Resolution } | { answerId: string }

const choiceParams = (choice: ResolutionChoice) =>
  'answerId' in choice ? `answerId=${encodeURIComponent(choice.answerId)}` : `outcome=${choice.outcome}`

export function payoutPreviewQuery(marketId: string, choice: ResolutionChoice) {
  return queryOptions({
    // Not under adminMarketsKey: the list's refresh after a resolution would ask the resolved
    // market's preview again (a 409) while the dialog closes.
    queryKey: ['admin', 'payout-preview', marketId, choiceParams(choice)] as const,
    queryFn: () =>
      api.get<PayoutPreview>(`/api/admin/markets/${encodeURIComponent(marketId)}/payout-preview?${choiceParams(choice)}`),
    // What it would pay now: asked again each time the dialog opens.
    staleTime: 0,
    gcTime: 0,
  })
}

export function resolveMarket(marketId: string, choice: ResolutionChoice, note: string): Promise<Market> {
  return api.post<Market>(`/api/admin/markets/${encodeURIComponent(marketId)}/resolve`, {
    ...choice,
    ...(note.trim() ? { note: note.trim() } : {}),
  })
}

export function updateMarket(marketId: string, body: UpdateMarketBody): Promise<Market> {
  return api.patch<Market>(`/api/admin/markets/${encodeURIComponent(marketId)}`, body)
}
