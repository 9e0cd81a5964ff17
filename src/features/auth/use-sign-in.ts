import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { AUTH_USER_KEY, login } from '../../api/auth'
import { ApiError } from '../../api/client'
import { toast } from '../../components/toast/toast-store'
import { DEMO_USERS } from '../../../seed/demo-users'

/** The demo trader's account (the seeded "demo" user), for the one-tap "Try the demo". */
export const DEMO_TRADER = DEMO_USERS.find((u) => u.role === 'user') ?? DEMO_USERS[0]

/**
 * Signs in with the sign-in toasts ('Login Successful' / 'Login Failed' / 'Login Error') and
 * goes on to `redirect` (home by default). Used by the form and by "Try the demo".
 */
export function useSignIn(redirect = '/') {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [pending, setPending] = useState(false)

  async function signIn(username: string, password: string): Promise<void> {
    setPending(true)
    try {
      const { user } = await login({ username, password })
      queryClient.setQueryData(AUTH_USER_KEY, user)
      toast({ title: 'Login Successful', description: `Welcome back, ${user.firstName || user.username}!` })
      await navigate({ to: redirect, replace: true })
    } catch (error) {
      if (error instanceof ApiError) {
        toast({
          title: 'Login Failed',
          description: error.serverMessage ?? 'Invalid username or password',
          variant: 'destructive',
        })
      } else {
        toast({ title: 'Login Error', description: 'Unable to connect to server', variant: 'destructive' })
      }
    } finally {
      setPending(false)
    }
  }

  return { signIn, pending }
}
