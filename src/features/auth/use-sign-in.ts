import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { AUTH_USER_KEY, demoAccountsQuery, login } from '../../api/auth'
import { ApiError } from '../../api/client'
import { toast } from '../../components/toast/toast-store'
import type { DemoAccount } from '../../api/contract'

/**
 * The demo accounts whose published passwords work on this backend (none on a shared
 * server), and among them the demo trader's, for the one-tap "Try the demo".
 */
export function useDemoAccounts(): { accounts: DemoAccount[]; trader: DemoAccount | undefined } {
  const accounts = useQuery(demoAccountsQuery).data ?? []
  return { accounts, trader: accounts.find((a) => a.role === 'user') }
}

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
