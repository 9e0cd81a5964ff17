import { useState, type FormEvent } from 'react'
import { Link, Navigate, useNavigate, useRouter } from '@tanstack/react-router'
import { register } from '../../api/auth'
import { ApiError } from '../../api/client'
import {
  MIN_PASSWORD_LENGTH,
  NOT_ONLY_WHITESPACE,
  PASSWORD_BLANK,
  PASSWORD_TOO_SHORT,
  nameProblem,
  type RegisterBody,
} from '../../api/contract'
import { Button } from '../../components/ui/button'
import { Input, Label } from '../../components/ui/input'
import { toast } from '../../components/toast/toast-store'
import { AuthCard, FieldError } from './auth-card'
import { useAuth } from '../../lib/use-auth'

type Fields = { firstName: string; lastName: string; username: string; email: string; password: string }
const EMPTY: Fields = { firstName: '', lastName: '', username: '', email: '', password: '' }

function validate(f: Fields): Partial<Record<keyof Fields, string>> {
  const errors: Partial<Record<keyof Fields, string>> = {}
  if (!f.username.trim()) errors.username = 'Username is required'
  if (!f.password) errors.password = 'Password is required'
  else if (f.password.length < MIN_PASSWORD_LENGTH) errors.password = PASSWORD_TOO_SHORT
  else if (!NOT_ONLY_WHITESPACE.test(f.password)) errors.password = PASSWORD_BLANK
  // The contract's character rules (the backend also refuses names that read as an admin's).
  const first = nameProblem(f.firstName)
  const last = nameProblem(f.lastName)
  if (first) errors.firstName = first
  if (last) errors.lastName = last
  return errors
}

/** Optional fields are omitted when empty. */
function toBody(f: Fields): RegisterBody {
  const body: RegisterBody = { username: f.username.trim(), password: f.password }
  if (f.email.trim()) body.email = f.email.trim()
  if (f.firstName.trim()) body.firstName = f.firstName.trim()
  if (f.lastName.trim()) body.lastName = f.lastName.trim()
  return body
}

export function RegisterPage() {
  const { isAuthenticated } = useAuth()
  const navigate = useNavigate()
  const router = useRouter()
  const [fields, setFields] = useState<Fields>(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({})
  const [pending, setPending] = useState(false)

  if (isAuthenticated) return <Navigate to="/" replace />

  const set = (key: keyof Fields) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setFields((f) => ({ ...f, [key]: e.target.value }))

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    const found = validate(fields)
    setErrors(found)
    if (found.password === PASSWORD_TOO_SHORT) {
      toast({ title: 'Registration Failed', description: PASSWORD_TOO_SHORT, variant: 'destructive' })
    }
    if (Object.keys(found).length) return
    setPending(true)
    // The sign-in page's code comes while the account is made: it then replaces this form at once,
    // instead of the address changing while this form (its own Username and Password) stays up.
    void router.preloadRoute({ to: '/local-login' }).catch(() => undefined)
    try {
      await register(toBody(fields))
      toast({ title: 'Account Created', description: 'Your account has been created successfully! You can now log in.' })
      await navigate({ to: '/local-login' })
    } catch (error) {
      if (error instanceof ApiError) {
        toast({
          title: 'Registration Failed',
          description: error.serverMessage ?? 'Unable to create account',
          variant: 'destructive',
        })
      } else {
        toast({ title: 'Registration Error', description: 'Unable to connect to server', variant: 'destructive' })
      }
    } finally {
      setPending(false)
    }
  }

  const field = (key: keyof Fields, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <div>
      <Label htmlFor={key}>{label}</Label>
      <Input
        id={key}
        name={key}
        value={fields[key]}
        onChange={set(key)}
        className="mt-1"
        aria-invalid={!!errors[key]}
        aria-describedby={errors[key] ? `${key}-error` : undefined}
        {...props}
      />
      <FieldError id={`${key}-error`}>{errors[key]}</FieldError>
    </div>
  )

  return (
    <AuthCard
      title="Create your account"
      subtitle="Start with $10,000 in simulated cash"
      footer={
        <p>
          Already have an account?{' '}
          <Link to="/local-login" className="font-medium text-brand-600 hover:underline dark:text-brand-500">
            Sign in
          </Link>
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {field('firstName', 'First name', { autoComplete: 'given-name' })}
          {field('lastName', 'Last name', { autoComplete: 'family-name' })}
        </div>
        {field('username', 'Username', { autoComplete: 'username', required: true })}
        {field('email', 'Email', { type: 'email', autoComplete: 'email' })}
        {field('password', 'Password', {
          type: 'password',
          autoComplete: 'new-password',
          required: true,
          minLength: MIN_PASSWORD_LENGTH,
        })}
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
    </AuthCard>
  )
}
