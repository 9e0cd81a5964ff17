import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { api } from './client'
import type { CopyTradeResult, FollowResult, SocialSummary, Trader } from './contract'

export const socialKeys = {
  all: ['social'] as const,
  traders: (userId: string) => ['social', 'traders', userId] as const,
  summary: (userId: string) => ['social', 'summary', userId] as const,
}

/** The leaderboard is live (simulated traders keep trading): fetched each time the page opens. */
export const tradersQuery = (userId: string) =>
  queryOptions({
    queryKey: socialKeys.traders(userId),
    queryFn: () => api.get<Trader[]>('/api/social/traders'),
    refetchOnMount: 'always',
  })

export const socialSummaryQuery = (userId: string) =>
  queryOptions({
    queryKey: socialKeys.summary(userId),
    queryFn: () => api.get<SocialSummary>('/api/social/summary'),
    refetchOnMount: 'always',
  })

/** POST /api/social/traders/{id}/follow or /unfollow (no body). */
export function setFollowing(traderId: string, follow: boolean): Promise<FollowResult> {
  return api.post<FollowResult>(`/api/social/traders/${encodeURIComponent(traderId)}/${follow ? 'follow' : 'unfollow'}`)
}

/** POST /api/social/copy-trade/{tradeId} (no body): the same trade for you at today's price. */
export function copyTrade(tradeId: string): Promise<CopyTradeResult> {
  return api.post<CopyTradeResult>(`/api/social/copy-trade/${encodeURIComponent(tradeId)}`)
}

/** After a social action the traders list and summary refresh (docs/product.md, Refreshing). */
export function refreshSocial(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: socialKeys.all })
}
