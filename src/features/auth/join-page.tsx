import { useState, type FormEvent } from 'react'
import { Link, Navigate, useNavigate } from '@tanstack/react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { AUTH_USER_KEY, login, register } from '../../api/auth'
import { eventSignupQuery } from '../../api/event'
import { ApiError } from '../../api/client'
import { MIN_PASSWORD_LENGTH, NOT_ONLY_WHITESPACE, PASSWORD_BLANK, PASSWORD_TOO_SHORT, nameProblem } from '../../api/contract'
import type { User } from '../../api/contract'
import { Button } from '../../components/ui/button'
import { Input, Label } from '../../components/ui/input'
import { toast } from '../../components/toast/toast-store'
import { useAuth } from '../../lib/use-auth'
import { AuthCard, FieldError } from './auth-card'
import { generatedUsername, splitName, usernameFromName } from './join-name'

type Fields = { name: string; password: string }
type Errors = Partial<Record<keyof Fields | 'form', string>>

/** The longest name the contract takes for a first or last name (src/api/contract/auth.ts). */
const NAME_MAX = 60
const TAKEN = 'Username is already taken'

function validate(f: Fields): Errors {
  const errors: Errors = {}
  const name = f.name.trim()
  if (!name) errors.name = 'Enter your name'
  else if (name.length > NAME_MAX) errors.name = `Names must be at most ${NAME_MAX} characters`
  else {
    const problem = nameProblem(f.name)
    if (problem) errors.name = problem
  }
  if (!f.password) errors.password = 'Choose a password'
  else if (f.password.length < MIN_PASSWORD_LENGTH) errors.password = PASSWORD_TOO_SHORT
  else if (!NOT_ONLY_WHITESPACE.test(f.password)) errors.password = PASSWORD_BLANK
  return errors
}

/**
 * /join: the event's one-step join (docs/product.md, "Joining an event"). A name and a password,
 * one submit: the account is created (POST /api/auth/register, its sign-in name derived from the
 * name), the person is signed in (POST /api/auth/login) and lands on the markets with a welcome.
 * A failed answer between the two is repaired by submitting again: a taken name whose password
 * matches is that person's account, and signs in.
 */
export function JoinPage() {
  const { isAuthenticated } = useAuth()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [fields, setFields] = useState<Fields>({ name: '', password: '' })
  const [errors, setErrors] = useState<Errors>({})
  const [pending, setPending] = useState(false)
  // For a name without a letter A–Z or digit: one generated sign-in name for this visit.
  const [fallback] = useState(() => generatedUsername())
  // Closed by the host: said before anyone types (the form comes back when it opens; unknown: the form).
  const signup = useQuery(eventSignupQuery)

  if (isAuthenticated && !pending) return <Navigate to="/" replace />
  if (signup.data?.signupOpen === false) {
    return (
      <AuthCard title="Join the room" subtitle="The form shows here as soon as sign-up opens" footer={<JoinedBefore />}>
        <p role="status" className="rounded-lg bg-surface-2 px-4 py-3 text-base" data-testid="join-closed">
          {SIGNUP_CLOSED}
        </p>
      </AuthCard>
    )
  }

  const username = usernameFromName(fields.name) || fallback
  const set = (key: keyof Fields) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setFields((f) => ({ ...f, [key]: e.target.value }))
    if (errors[key] || errors.form) setErrors((prev) => ({ ...prev, [key]: undefined, form: undefined }))
  }

  async function signedIn(user: User, welcome: { title: string; description: string }) {
    queryClient.setQueryData(AUTH_USER_KEY, user)
    toast(welcome)
    await navigate({ to: '/', replace: true })
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    const found = validate(fields)
    setErrors(found)
    if (Object.keys(found).length) return
    const { firstName, lastName } = splitName(fields.name)
    const password = fields.password
    setPending(true)
    let created = false
    try {
      try {
        await register({ username, password, firstName, ...(lastName ? { lastName } : {}) })
        created = true
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 409 || error.serverMessage !== TAKEN) throw error
        // Taken: theirs if the password matches (an earlier join whose answer was lost), else someone else's.
        const mine = await login({ username, password }).catch((failure: unknown) => {
          if (failure instanceof ApiError && failure.status === 401) return null
          throw failure
        })
        if (!mine) {
          setErrors({ name: `"${fields.name.trim()}" is taken: add a letter or your last name` })
          return
        }
        await signedIn(mine.user, { title: 'Signed in', description: `Welcome back, ${firstName}!` })
        return
      }
      const { user } = await login({ username, password })
      await signedIn(user, {
        title: "You're in",
        description: `Welcome, ${firstName}! You have $10,000 in simulated cash: pick a market and trade.`,
      })
    } catch (error) {
      // A name the backend refuses (it reads as an admin's): said under the name.
      if (!created && error instanceof ApiError && error.status === 409 && error.serverMessage) {
        setErrors({ name: error.serverMessage })
        return
      }
      const reason =
        error instanceof ApiError ? (error.serverMessage ?? 'Unable to create account') : 'Unable to connect to server'
      setErrors({
        form: created ? `Your account is ready, but signing in failed (${reason}). Press Join again.` : reason,
      })
    } finally {
      setPending(false)
    }
  }

  return (
    <AuthCard
      title="Join the room"
      subtitle="Your name and a password: you start with $10,000 in simulated cash"
      footer={<JoinedBefore />}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div>
          <Label htmlFor="join-name">Your name</Label>
          <Input
            id="join-name"
            name="name"
            value={fields.name}
            onChange={set('name')}
            autoComplete="name"
            autoCapitalize="words"
            enterKeyHint="next"
            maxLength={NAME_MAX + 20}
            className="mt-1"
            aria-invalid={!!errors.name}
            aria-describedby={errors.name ? 'join-name-error' : 'join-name-hint'}
          />
          {errors.name ? (
            <FieldError id="join-name-error">{errors.name}</FieldError>
          ) : (
            <p id="join-name-hint" className="mt-1 text-sm text-muted" data-testid="join-username">
              {fields.name.trim() ? (
                <>
                  On the leaderboard; you sign in elsewhere as <span className="font-mono font-semibold text-fg">{username}</span>
                </>
              ) : (
                'Shown on the room’s leaderboard'
              )}
            </p>
          )}
        </div>
        <div>
          <Label htmlFor="join-password">Password</Label>
          <Input
            id="join-password"
            name="password"
            type="password"
            value={fields.password}
            onChange={set('password')}
            autoComplete="new-password"
            enterKeyHint="go"
            minLength={MIN_PASSWORD_LENGTH}
            className="mt-1"
            aria-invalid={!!errors.password}
            aria-describedby={errors.password ? 'join-password-error' : 'join-password-hint'}
          />
          {errors.password ? (
            <FieldError id="join-password-error">{errors.password}</FieldError>
          ) : (
            <p id="join-password-hint" className="mt-1 text-sm text-muted">
              At least {MIN_PASSWORD_LENGTH} characters, to sign in again later
            </p>
          )}
        </div>
        {errors.form && (
          <p role="alert" className="rounded-lg bg-no-50 px-3 py-2 text-sm text-no-700" data-testid="join-error">
            {errors.form}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? 'Joining…' : 'Join and trade'}
        </Button>
      </form>
    </AuthCard>
  )
}

/** The server's words for a closed sign-up (POST /api/auth/register's 403). */
const SIGNUP_CLOSED = 'Sign-up is closed for now. Ask the organizer to open it.'

function JoinedBefore() {
  return (
    <p>
      Joined before?{' '}
      <Link to="/local-login" className="font-medium text-brand-600 hover:underline dark:text-brand-500">
        Sign in
      </Link>
    </p>
  )
}
