import { useQuery } from '@tanstack/react-query'
import { authUserQuery } from '../api/auth'
export { displayName } from '../api/contract/display-name'

/**
 * Signed-in state derives from whether the user call returned a user. Only a 401 answers
 * "nobody"; a check that failed otherwise, with no earlier answer to keep, leaves it unknown
 * (`sessionError`): the person is not treated as signed out (docs/product.md, Errors are not sign-outs).
 */
export function useAuth() {
  const query = useQuery(authUserQuery)
  const user = query.data ?? null
  return {
    user,
    isLoading: query.isPending,
    isAuthenticated: !!user,
    isAdmin: user?.role === 'admin',
    /** Why nobody is known to be signed in when the check failed (not a 401); null otherwise. */
    sessionError: query.isError && query.data === undefined ? query.error : null,
  }
}
