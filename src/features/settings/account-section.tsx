import { useState, type FormEvent } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Button } from '../../components/ui/button'
import { FieldError, Input, Label } from '../../components/ui/input'
import { ShieldIcon } from '../../components/ui/icons'
import { toast } from '../../components/toast/toast-store'
import { changePassword, demoAccountsQuery } from '../../api/auth'
import { errorMessage } from '../../api/client'
import { ChangePasswordBody } from '../../api/contract'
import { useAuth } from '../../lib/use-auth'
import { SettingsSection } from './settings-section'

type Field = 'currentPassword' | 'newPassword' | 'confirm'
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirm: '' }

/** The form's problems, by the contract's rules (the server checks the same), first per field. */
function problems(values: Record<Field, string>): Partial<Record<Field, string>> {
  const out: Partial<Record<Field, string>> = {}
  const parsed = ChangePasswordBody.safeParse({ currentPassword: values.currentPassword, newPassword: values.newPassword })
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0] as Field
    if (issue.code === 'too_small' && !values[field]) out[field] ??= 'Password is required'
    out[field] ??= issue.message
  }
  if (!out.newPassword && values.confirm !== values.newPassword) out.confirm = 'The two new passwords differ'
  return out
}

/** Settings → Account: the signed-in person changes their password (their other devices are signed out). */
export function AccountSection() {
  const { user } = useAuth()
  const queryClient = useQueryClient()
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      setValues(EMPTY)
      // A demo account's published password may have stopped working: the sign-in page asks again.
      void queryClient.invalidateQueries({ queryKey: demoAccountsQuery.queryKey })
      toast({ title: 'Password changed', description: 'Use it next time you sign in. Your other devices are signed out.' })
    },
    onError: (error) => setFailure(errorMessage(error, 'Unable to change the password')),
  })
  if (!user) return null

  const field = (name: Field, label: string, autoComplete: string) => (
    <div>
      <Label htmlFor={`account-${name}`}>{label}</Label>
      <Input
        id={`account-${name}`}
        name={name}
        type="password"
        autoComplete={autoComplete}
        className="mt-1"
        value={values[name]}
        aria-invalid={!!errors[name]}
        aria-describedby={errors[name] ? `account-${name}-error` : undefined}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      />
      <FieldError id={`account-${name}-error`}>{errors[name]}</FieldError>
    </div>
  )

  function onSubmit(e: FormEvent) {
    e.preventDefault()
    const found = problems(values)
    setErrors(found)
    setFailure(null)
    if (Object.keys(found).length) return
    mutation.mutate({ currentPassword: values.currentPassword, newPassword: values.newPassword })
  }

  return (
    <SettingsSection
      id="account"
      title="Account"
      icon={ShieldIcon}
      description={`Signed in as ${user.username}. A new password signs you out on your other devices.`}
    >
      <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4" aria-label="Change password">
        {/* The username, for password managers that file the new password under it. */}
        <input type="text" name="username" autoComplete="username" value={user.username} readOnly hidden />
        {field('currentPassword', 'Current password', 'current-password')}
        {field('newPassword', 'New password', 'new-password')}
        {field('confirm', 'Repeat the new password', 'new-password')}
        {failure && (
          <p role="alert" className="text-sm text-no-600 dark:text-no-500">
            {failure}
          </p>
        )}
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Changing…' : 'Change password'}
        </Button>
      </form>
    </SettingsSection>
  )
}
