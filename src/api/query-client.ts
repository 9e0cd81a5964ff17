import { QueryCache, QueryClient } from '@tanstack/react-query'
import { isUnauthorized } from './client'
import { AUTH_USER_KEY } from './auth'
import type { User } from './contract'

const AUTH_USER_HASH = JSON.stringify(AUTH_USER_KEY)

/**
 * A 401 on any read while someone is signed in: the session ended elsewhere (signed out in
 * another tab, expired, a reset). Who is signed in is asked again; a null answer signs the
 * person out here (the page's guard then sends them to sign in). Any other failure changes
 * nothing about who is signed in (docs/product.md, Errors are not sign-outs).
 */
export function onQueryError(client: QueryClient, error: unknown, queryHash: string): void {
  if (!isUnauthorized(error) || queryHash === AUTH_USER_HASH) return
  if (!client.getQueryData<User | null>(AUTH_USER_KEY)) return
  void client.invalidateQueries({ queryKey: AUTH_USER_KEY })
}

/** No retries, no refetch on focus, never stale by default (docs/product.md, Refreshing). */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onQueryError(client, error, query.queryHash) }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  })
  return client
}
