import { queryOptions } from '@tanstack/react-query'
import { api } from './client'
import type { Insight, InsightCategory, MarketTrend, SentimentPoint } from './contract'

const insightKeys = {
  all: ['insights'] as const,
  list: (category: InsightCategory) => ['insights', 'list', category] as const,
  trends: ['insights', 'trends'] as const,
  sentiment: ['insights', 'sentiment'] as const,
}

// Computed from live prices and trade flow: fetched each time the page (or tab) opens,
// and on the page's Refresh button; never on a timer (docs/product.md, Refreshing: only markets refresh every 10 s).

export const insightsQuery = (category: InsightCategory) =>
  queryOptions({
    queryKey: insightKeys.list(category),
    queryFn: () => api.get<Insight[]>(`/api/insights${category === 'all' ? '' : `?category=${category}`}`),
    refetchOnMount: 'always',
  })

export const trendsQuery = queryOptions({
  queryKey: insightKeys.trends,
  queryFn: () => api.get<MarketTrend[]>('/api/insights/trends'),
  refetchOnMount: 'always',
})

export const sentimentQuery = queryOptions({
  queryKey: insightKeys.sentiment,
  queryFn: () => api.get<SentimentPoint[]>('/api/insights/sentiment'),
  refetchOnMount: 'always',
})
