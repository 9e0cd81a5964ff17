import { useQuery } from '@tanstack/react-query'
import { authUserQuery } from '../api/auth'
export { displayName } from '../api/contract/display-name'

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
