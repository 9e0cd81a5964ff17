import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { setTemporaryPassword } from '../../api/admin'
import { errorMessage } from '../../api/client'
import { TemporaryPasswordBody, type User } from '../../api/contract'
import { DangerDialog } from '../../components/ui/danger-dialog'
import { Input, Label } from '../../components/ui/input'
import { toast } from '../../components/toast/toast-store'
import { displayName } from '../../lib/use-auth'

/** A suggestion to read out or paste: 12 letters and digits without look-alikes (about 67 bits). */
function suggestion(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyz23456789'
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => letters[b % letters.length]).join('')
}

/**
 * An admin sets a temporary password for someone who forgot theirs (PUT
 * /api/admin/users/{id}/password): they are signed out everywhere and change it in Settings
 * once signed in. The field starts with a random suggestion, shown so it can be copied.
 */
export function TemporaryPasswordDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const [password, setPassword] = useState(suggestion)
  const [invalid, setInvalid] = useState<string | null>(null)
  const name = displayName(user)
  const save = useMutation({
    mutationFn: () => setTemporaryPassword(user.id, password),
    onSuccess: () => {
      toast({
        title: 'Temporary password set',
        description: `Give ${name} the password. They are signed out everywhere and can change it in Settings.`,
      })
      onClose()
    },
  })
  const confirm = () => {
    const parsed = TemporaryPasswordBody.safeParse({ password })
    setInvalid(parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Invalid password'))
    if (parsed.success) save.mutate()
  }
  return (
    <DangerDialog
      title={`Set a password for ${name}?`}
      description={`@${user.username} is signed out on every device and signs in with this password next. Their old password stops working.`}
      confirmLabel="Set password"
      pendingLabel="Setting…"
      pending={save.isPending}
      error={invalid ?? (save.isError ? errorMessage(save.error, "Couldn't set the password. Nothing changed.") : null)}
      onConfirm={confirm}
      onClose={onClose}
    >
      <div className="mt-4">
        <Label htmlFor="temporary-password">Temporary password</Label>
        <Input
          id="temporary-password"
          name="temporary-password"
          autoComplete="off"
          spellCheck={false}
          className="mt-1 font-mono"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value)
            setInvalid(null)
          }}
        />
      </div>
    </DangerDialog>
  )
}
