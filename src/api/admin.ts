import { queryOptions } from '@tanstack/react-query'
import { api } from './client'
import type { Role, User } from './contract'

export const adminUsersKey = ['admin', 'users'] as const

export const adminUsersQuery = queryOptions({
  queryKey: adminUsersKey,
  queryFn: () => api.get<User[]>('/api/admin/users'),
})

export function updateUserRole(userId: string, role: Role): Promise<User> {
  return api.patch<User>(`/api/admin/users/${encodeURIComponent(userId)}/role`, { role })
}

/** PUT a temporary password for someone else (they are signed out everywhere). */
export function setTemporaryPassword(userId: string, password: string): Promise<User> {
  return api.put<User>(`/api/admin/users/${encodeURIComponent(userId)}/password`, { password })
}
