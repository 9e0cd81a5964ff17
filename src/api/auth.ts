import { queryOptions } from '@tanstack/react-query'
import { ApiError, api, isUnauthorized } from './client'
import { hasInBrowserSession, inBrowserBackendStarted, warmUpInBrowserBackend } from './backend'
import { getDataSource } from '../config'
import type { ChangePasswordBody, DemoAccount, LoginBody, LoginResponse, RegisterBody, RegisterResponse, User } from './contract'
import { DEMO_USERS } from '../../seed/demo-users'

export const AUTH_USER_KEY = ['auth', 'user'] as const

/** How many times a failed session check is asked again before the page says it failed. */
export const SESSION_RETRIES = 2

/**
 * Whether to ask again after a failed session check. A 401 never gets here (it answers null:
 * nobody is signed in); any other failure (network, 5xx, a simulated error, a timeout) says
 * nothing about who is signed in, so it is asked again, a few times, before the page says so.
 */
export function retrySessionCheck(failureCount: number, error: unknown): boolean {
  return !isUnauthorized(error) && failureCount < SESSION_RETRIES
}

/** Waits between session checks: 0.4 s, then 0.8 s (a second or so before the page says it failed). */
export const sessionRetryDelay = (attempt: number) => Math.min(400 * 2 ** attempt, 4_000)

/**
 * GET /api/auth/user: the signed-in user, or null on 401 (the only answer that means signed
 * out). Any other failure is an error, asked again first: the person stays signed in and the page
 * says what failed (docs/product.md, Errors are not sign-outs). Fresh 5 min, kept 10 min.
 */
export const authUserQuery = queryOptions({
  queryKey: AUTH_USER_KEY,
  queryFn: async (): Promise<User | null> => {
    // No session cookie in the in-browser mode: signed out, without starting the exchange.
    if (getDataSource().mode === 'in-browser' && !hasInBrowserSession()) {
      warmUpInBrowserBackend()
      return null
    }
    try {
      return await api.get<User>('/api/auth/user')
    } catch (error) {
      if (isUnauthorized(error)) return null
      throw error
    }
  },
  staleTime: 5 * 60 * 1000,
  gcTime: 10 * 60 * 1000,
  retry: retrySessionCheck,
  retryDelay: sessionRetryDelay,
  // A failed check is asked again by Try again, not by every component that mounts: the shell
  // would swap the page for 'Loading...', remount it and ask again, without end.
  retryOnMount: false,
})

export const login = (body: LoginBody) => api.post<LoginResponse>('/api/auth/login', body)
export const register = (body: RegisterBody) => api.post<RegisterResponse>('/api/auth/register', body)
export const logout = () => api.post<{ message: string }>('/api/auth/logout')
export const changePassword = (body: ChangePasswordBody) => api.post<{ message: string }>('/api/auth/password', body)

/** The seeded demo accounts with their published passwords, as the in-browser exchange seeds them. */
const PUBLISHED_DEMO_ACCOUNTS: DemoAccount[] = DEMO_USERS.map(({ username, password, role, firstName, lastName }) => ({
  username,
  password,
  role,
  firstName,
  lastName,
}))

/**
 * GET /api/auth/demo-accounts: the demo accounts whose published passwords sign in on this
 * backend (a shared server keeps its own). Before the in-browser exchange has started (a
 * signed-out landing page does not start it), the ones it seeds; a backend without the route
 * (404) has none to show.
 */
export const demoAccountsQuery = queryOptions({
  queryKey: ['auth', 'demo-accounts'] as const,
  queryFn: async (): Promise<DemoAccount[]> => {
    if (getDataSource().mode === 'in-browser' && !inBrowserBackendStarted()) return PUBLISHED_DEMO_ACCOUNTS
    try {
      return await api.get<DemoAccount[]>('/api/auth/demo-accounts')
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return []
      throw error
    }
  },
  // Drawn at once where no call is needed (no flash of the sign-in page without them).
  initialData: () => (getDataSource().mode === 'in-browser' && !inBrowserBackendStarted() ? PUBLISHED_DEMO_ACCOUNTS : undefined),
  staleTime: 60 * 1000,
  retry: false,
})
