import { HttpResponse } from 'msw'
import type { Backend } from '../backend'
import { route } from '../http'
import { InsightsQuery } from '../../src/api/contract'
import { loadInsights } from '../insights/market-insights'
import { loadSentiment, loadTrends } from '../insights/trends'

/** AI market insights, trends and sentiment: computed on each request from prices and trade flow. */
export function insightHandlers(backend: Backend) {
  return [
    route.get('/api/insights', async ({ input }) => {
      const { category = 'all' } = input(InsightsQuery)
      return HttpResponse.json(await loadInsights(backend, category))
    }),

    route.get('/api/insights/trends', async () => {
      return HttpResponse.json(await loadTrends(backend))
    }),

    route.get('/api/insights/sentiment', async () => {
      return HttpResponse.json(await loadSentiment(backend))
    }),
  ]
}
