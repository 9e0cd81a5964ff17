import { QueryClient } from '@tanstack/react-query'

/** No retries, no refetch on focus, never stale by default (docs/product.md, Refreshing). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  })
}
