import { queryOptions } from '@tanstack/react-query'
import { api } from './client'
import { ACTIVITY_LOG_LIMIT, type ActivityEntry, type ViewLogBody } from './contract'

export const logsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['logs', userId],
    queryFn: () => api.get<ActivityEntry[]>(`/api/logs/${encodeURIComponent(userId)}?limit=${ACTIVITY_LOG_LIMIT}`),
  })

/** Records that the person opened a page (portfolio, trade history, a market). */
export function logView(body: ViewLogBody): Promise<unknown> {
  return api.post('/api/logs', body)
}
