import { useQuery } from '@tanstack/react-query'
import { authUserQuery } from '../../api/auth'

/** Signed-in state derives from whether the user call returned a user. */
export function useAuth() {
  const query = useQuery(authUserQuery)
  const user = query.data ?? null
  return {
    user,
    isLoading: query.isPending,
    isAuthenticated: !!user,
    isAdmin: user?.role === 'admin',
  }
}

export function displayName(user: { firstName: string | null; lastName: string | null; username: string }): string {
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ')
  return full || user.username
}
