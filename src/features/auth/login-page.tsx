import { useState, type FormEvent } from 'react'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { AUTH_USER_KEY, login } from '../../api/auth'
import { ApiError } from '../../api/client'
import { Button } from '../../components/ui/button'
import { Input, Label } from '../../components/ui/input'
import { toast } from '../../components/toast/toast-store'
import { AuthCard, FieldError } from './auth-card'
import { DemoCredentials } from './demo-credentials'
import { useAuth } from '../../lib/use-auth'
import { Navigate } from '@tanstack/react-router'

export function LoginPage() {
  const { isAuthenticated } = useAuth()
  const search = useSearch({ strict: false }) as { redirect?: string }
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({})
  const [pending, setPending] = useState(false)

  if (isAuthenticated && !pending) return <Navigate to={search.redirect ?? '/'} replace />

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    const next = { username: username.trim() ? undefined : 'Username is required', password: password ? undefined : 'Password is required' }
    setErrors(next)
    if (next.username || next.password) return
    setPending(true)
    try {
      const { user } = await login({ username: username.trim(), password })
      queryClient.setQueryData(AUTH_USER_KEY, user)
      toast({ title: 'Login Successful', description: `Welcome back, ${user.firstName || user.username}!` })
      await navigate({ to: search.redirect ?? '/', replace: true })
    } catch (error) {
      if (error instanceof ApiError) {
        toast({ title: 'Login Failed', description: error.serverMessage ?? 'Invalid username or password', variant: 'destructive' })
      } else {
        toast({ title: 'Login Error', description: 'Unable to connect to server', variant: 'destructive' })
      }
    } finally {
      setPending(false)
    }
  }

  return (
    <AuthCard title="Sign in to Foresight" subtitle="Trade on the outcomes of real-world events"
      footer={<p>New here? <Link to="/register" className="font-medium text-brand-600 hover:underline dark:text-brand-500">Create an account</Link></p>}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div>
          <Label htmlFor="username">Username</Label>
          <Input id="username" name="username" autoComplete="username" required value={username} className="mt-1"
            aria-invalid={!!errors.username} aria-describedby={errors.username ? 'username-error' : undefined}
            onChange={(e) => setUsername(e.target.value)} />
          <FieldError id="username-error">{errors.username}</FieldError>
        </div>
        <div>
          <Label htmlFor="password">Password</Label>
          <Input id="password" name="password" type="password" autoComplete="current-password" required value={password} className="mt-1"
            aria-invalid={!!errors.password} aria-describedby={errors.password ? 'password-error' : undefined}
            onChange={(e) => setPassword(e.target.value)} />
          <FieldError id="password-error">{errors.password}</FieldError>
        </div>
        <Button type="submit" className="w-full" disabled={pending}>{pending ? 'Signing In...' : 'Sign In'}</Button>
      </form>
      <DemoCredentials className="mt-6" />
    </AuthCard>
  )
}
