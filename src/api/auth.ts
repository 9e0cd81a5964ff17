import { queryOptions } from '@tanstack/react-query'
import { ApiError, api } from './client'
import { hasInBrowserSession, warmUpInBrowserBackend } from './backend'
import { getDataSource } from '../config'
import type { LoginBody, LoginResponse, RegisterBody, RegisterResponse, User } from './contract'

export const AUTH_USER_KEY = ['auth', 'user'] as const

/** GET /api/auth/user: the signed-in user, or null on 401. Fresh 5 min, kept 10 min, no retry. */
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
      if (error instanceof ApiError && error.status === 401) return null
      throw error
    }
  },
  staleTime: 5 * 60 * 1000,
  gcTime: 10 * 60 * 1000,
  retry: false,
})

export const login = (body: LoginBody) => api.post<LoginResponse>('/api/auth/login', body)
export const register = (body: RegisterBody) => api.post<RegisterResponse>('/api/auth/register', body)
export const logout = () => api.post<{ message: string }>('/api/auth/logout')
