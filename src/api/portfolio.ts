import { queryOptions } from '@tanstack/react-query'
import { api } from './client'
import type { Portfolio } from './contract'

export const portfolioKeys = {
  all: ['portfolio'] as const,
  byUser: (userId: string) => ['portfolio', userId] as const,
}

export const portfolioQuery = (userId: string) =>
  queryOptions({
    queryKey: portfolioKeys.byUser(userId),
    queryFn: () => api.get<Portfolio>(`/api/portfolio/${encodeURIComponent(userId)}`),
  })
