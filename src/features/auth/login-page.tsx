import { useState, type FormEvent } from 'react'
import { Link, useSearch } from '@tanstack/react-router'
import { Button } from '../../components/ui/button'
import { Input, Label } from '../../components/ui/input'
import { AuthCard, FieldError } from './auth-card'
import { DemoCredentials } from './demo-credentials'
import { useDemoAccounts, useSignIn } from './use-sign-in'
import { useAuth } from '../../lib/use-auth'
import { Navigate } from '@tanstack/react-router'

export function LoginPage() {
  const { isAuthenticated } = useAuth()
  const search = useSearch({ strict: false }) as { redirect?: string }
  const { signIn, pending } = useSignIn(search.redirect)
  const { trader } = useDemoAccounts()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({})

  if (isAuthenticated && !pending) return <Navigate to={search.redirect ?? '/'} replace />

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    const next = {
      username: username.trim() ? undefined : 'Username is required',
      password: password ? undefined : 'Password is required',
    }
    setErrors(next)
    if (next.username || next.password) return
    await signIn(username.trim(), password)
  }

  const fill = (name: string, secret: string) => {
    setUsername(name)
    setPassword(secret)
    setErrors({})
  }

  return (
    <AuthCard
      title="Sign in to Foresight"
      subtitle="Trade on the outcomes of real-world events"
      footer={
        <p>
          New here?{' '}
          <Link to="/register" className="font-medium text-brand-600 hover:underline dark:text-brand-500">
            Create an account
          </Link>
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div>
          <Label htmlFor="username">Username</Label>
          <Input
            id="username"
            name="username"
            autoComplete="username"
            required
            value={username}
            className="mt-1"
            aria-invalid={!!errors.username}
            aria-describedby={errors.username ? 'username-error' : undefined}
            onChange={(e) => setUsername(e.target.value)}
          />
          <FieldError id="username-error">{errors.username}</FieldError>
        </div>
        <div>
          <Label htmlFor="password">Password</Label>
          <Input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            className="mt-1"
            aria-invalid={!!errors.password}
            aria-describedby={errors.password ? 'password-error' : undefined}
            onChange={(e) => setPassword(e.target.value)}
          />
          <FieldError id="password-error">{errors.password}</FieldError>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          {pending ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>
      {trader && (
        <>
          <div className="my-4 flex items-center gap-3 text-xs text-muted" aria-hidden="true">
            <span className="h-px flex-1 bg-line" />
            or
            <span className="h-px flex-1 bg-line" />
          </div>
          <Button
            variant="outline"
            size="lg"
            className="w-full"
            disabled={pending}
            onClick={() => void signIn(trader.username, trader.password)}
          >
            Try the demo
          </Button>
        </>
      )}
      <DemoCredentials className="mt-6" onPick={fill} />
    </AuthCard>
  )
}
