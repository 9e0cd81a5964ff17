import { QueryClient } from '@tanstack/react-query'

/** The spec's data-fetching rules: no retries, no refetch on focus, never stale by default. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  })
}
