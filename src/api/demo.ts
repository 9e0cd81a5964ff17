import { queryOptions } from '@tanstack/react-query'
import { api, apiJson } from './client'
import type { DemoResetBody, DemoState, FastForwardPreset, FastForwardResult, NetworkConditions } from './contract'

/** Demo controls of the in-browser exchange (src/api/contract/demo.ts). */
export const DEMO_STATE_KEY = ['demo', 'state'] as const

export const demoStateQuery = queryOptions({
  queryKey: DEMO_STATE_KEY,
  queryFn: () => api.get<DemoState>('/api/demo/state'),
})

export const resetExchange = (body: DemoResetBody) => api.post<DemoState>('/api/demo/reset', body)
export const fastForward = (preset: FastForwardPreset) => api.post<FastForwardResult>('/api/demo/fast-forward', { preset })
export const setNetworkConditions = (body: NetworkConditions) => apiJson<DemoState>('PUT', '/api/demo/network', { body })
