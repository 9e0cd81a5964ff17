import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminUsersKey, updateUserRole } from '../../api/admin'
import { AUTH_USER_KEY } from '../../api/auth'
import type { Role } from '../../api/contract'
import { toast } from '../../components/toast/toast-store'
import { loginHref } from '../../lib/external-auth'
import { classifyRoleFailure } from './user-stats'

/** After an Unauthorized failure, sign in again after 0.5 s (docs/product.md, Screens). */
export const RELOGIN_DELAY_MS = 500

/** PATCH a user's role, with its toasts; the list (and the signed-in user, if it was them) refreshes. */
export function useRoleUpdate(currentUserId: string | undefined) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }) => updateUserRole(userId, role),
    onSuccess: async (_user, { userId }) => {
      toast({ title: 'Role Updated', description: 'User role has been successfully updated.' })
      await queryClient.invalidateQueries({ queryKey: adminUsersKey })
      if (userId === currentUserId) await queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY })
    },
    onError: (error) => {
      const message = error instanceof Error ? error.message : String(error)
      if (classifyRoleFailure(message) === 'unauthorized') {
        toast({ title: 'Unauthorized', description: 'Admin access required. Logging in again...', variant: 'destructive' })
        setTimeout(() => window.location.assign(loginHref()), RELOGIN_DELAY_MS)
        return
      }
      toast({ title: 'Error', description: 'Failed to update user role. Please try again.', variant: 'destructive' })
    },
  })
}
