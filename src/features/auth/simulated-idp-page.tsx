import { useEffect, useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { AUTH_USER_KEY, login } from '../../api/auth'
import { errorMessage } from '../../api/client'
import { getDataSource } from '../../config'
import { Card } from '../../components/ui/card'
import { Badge } from '../../components/ui/badge'
import { Avatar } from '../../components/ui/avatar'
import { toast } from '../../components/toast/toast-store'
import { DEMO_USERS } from '../../../seed/demo-users'
import { loginHref } from '../../lib/external-auth'

/**
 * /api/login in the in-browser mode: a simulated external identity provider.
 * It signs in one of the seeded demo accounts and returns to "/".
 */
export function SimulatedIdpPage() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [pending, setPending] = useState<string | null>(null)
  const remote = getDataSource().mode === 'remote'

  useEffect(() => {
    if (remote) window.location.replace(loginHref())
  }, [remote])
  if (remote) return null

  async function choose(username: string, password: string) {
    setPending(username)
    try {
      const { user } = await login({ username, password })
      queryClient.setQueryData(AUTH_USER_KEY, user)
      toast({ title: 'Login Successful', description: `Welcome back, ${user.firstName || user.username}!` })
      await navigate({ to: '/', replace: true })
    } catch (error) {
      toast({ title: 'Login Failed', description: errorMessage(error, 'Invalid username or password'), variant: 'destructive' })
      setPending(null)
    }
  }

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <Card className="p-6 sm:p-8">
        <Badge tone="warn">Simulated identity provider</Badge>
        <h1 className="mt-4 text-2xl font-bold">Choose an account</h1>
        <p className="mt-2 text-sm text-muted">
          This app runs its exchange in your browser, so external sign-in is simulated: pick a demo account to continue. Against a
          real backend, this step is the provider's own sign-in page.
        </p>
        <ul className="mt-6 space-y-3">
          {DEMO_USERS.map((u) => {
            const name = `${u.firstName} ${u.lastName}`
            return (
              <li key={u.username}>
                <button
                  type="button"
                  disabled={pending !== null}
                  onClick={() => void choose(u.username, u.password)}
                  className="flex w-full items-center gap-3 rounded-xl border border-line p-3 text-left not-disabled:hover:bg-surface-2 not-disabled:active:bg-line disabled:bg-surface-2 disabled:text-muted"
                >
                  <Avatar name={name} />
                  <span className="flex-1">
                    <span className="block font-medium">{name}</span>
                    <span className="block text-sm text-muted">{u.email}</span>
                  </span>
                  <Badge tone={u.role === 'admin' ? 'brand' : 'neutral'}>
                    {pending === u.username ? 'Signing in...' : u.role}
                  </Badge>
                </button>
              </li>
            )
          })}
        </ul>
      </Card>
    </div>
  )
}
