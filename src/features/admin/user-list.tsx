import { useState } from 'react'
import type { Role, User } from '../../api/contract'
import { formatDate } from '../../lib/format'
import { Avatar } from '../../components/ui/avatar'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { DangerDialog } from '../../components/ui/danger-dialog'
import { ShieldIcon } from '../../components/ui/icons'
import { displayName } from '../../lib/use-auth'

interface UserListProps {
  users: User[]
  currentUserId: string | undefined
  pendingUserId: string | undefined
  onChangeRole: (user: User, role: Role) => void
  onSetPassword: (user: User) => void
}

interface RoleChange {
  user: User
  role: Role
}

/** The users, each with its role buttons; a role change is confirmed in a dialog first. */
export function UserList({ users, currentUserId, pendingUserId, onChangeRole, onSetPassword }: UserListProps) {
  const [confirming, setConfirming] = useState<RoleChange | null>(null)
  return (
    <>
      <ul aria-labelledby="users-title" className="divide-y divide-line border-t border-line">
        {users.map((u) => (
          <UserRow
            key={u.id}
            user={u}
            isSelf={u.id === currentUserId}
            pending={u.id === pendingUserId}
            onChangeRole={(user, role) => setConfirming({ user, role })}
            onSetPassword={onSetPassword}
          />
        ))}
      </ul>
      {confirming && (
        <RoleChangeDialog
          change={confirming}
          onConfirm={() => {
            onChangeRole(confirming.user, confirming.role)
            setConfirming(null)
          }}
          onClose={() => setConfirming(null)}
        />
      )}
    </>
  )
}

/**
 * Says whose role changes and what that allows or takes away, before anything is sent. Cancel,
 * Escape or a click outside changes nothing; the row then shows "Updating..." and a toast says
 * how it went (src/features/admin/use-role-update.ts).
 */
function RoleChangeDialog({ change, onConfirm, onClose }: { change: RoleChange; onConfirm: () => void; onClose: () => void }) {
  const name = displayName(change.user)
  const promote = change.role === 'admin'
  return (
    <DangerDialog
      title={promote ? `Make ${name} an admin?` : `Remove ${name}'s admin role?`}
      description={
        promote
          ? `@${change.user.username} will be able to open the Admin Dashboard, make or remove admins, set anyone's temporary password and run event mode. Give it only to someone you trust with every account here.`
          : `@${change.user.username} will no longer be able to open the Admin Dashboard, change roles, set passwords or run event mode. Their account, trades and balance stay as they are.`
      }
      confirmLabel={promote ? 'Make Admin' : 'Remove Admin'}
      pendingLabel="Updating..."
      pending={false}
      error={null}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  )
}

function RoleBadge({ role }: { role: Role }) {
  return role === 'admin' ? (
    <Badge tone="brand">
      <ShieldIcon size={12} />
      Admin
    </Badge>
  ) : (
    <Badge tone="neutral">User</Badge>
  )
}

interface UserRowProps {
  user: User
  isSelf: boolean
  pending: boolean
  onChangeRole: (user: User, role: Role) => void
  onSetPassword: (user: User) => void
}

function UserRow({ user, isSelf, pending, onChangeRole, onSetPassword }: UserRowProps) {
  const name = displayName(user)
  const next: Role = user.role === 'admin' ? 'user' : 'admin'
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:gap-4 sm:px-5" data-user-id={user.id}>
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar name={name} src={user.profileImageUrl} size={40} className="shrink-0" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-2 font-medium">
            <span className="truncate">{name}</span>
            <span className="text-sm font-normal text-muted">@{user.username}</span>
          </p>
          <p className="truncate text-sm text-muted">{user.email ?? 'No email'}</p>
          <p className="text-xs text-muted">Joined {formatDate(user.createdAt)}</p>
        </div>
      </div>
      <div className="flex items-center justify-between gap-2 sm:justify-end sm:gap-3">
        <RoleBadge role={user.role} />
        {isSelf ? (
          <span className="w-28 text-center text-sm text-muted sm:w-32">You</span>
        ) : (
          <div className="flex items-center gap-2">
            <Button
              size="sm"
              variant="ghost"
              className="whitespace-nowrap"
              aria-label={`Set password: ${name}`}
              onClick={() => onSetPassword(user)}
            >
              Set password
            </Button>
            <Button
              size="sm"
              variant="outline"
              className="w-28 whitespace-nowrap sm:w-32"
              disabled={pending}
              aria-label={`${next === 'admin' ? 'Make Admin' : 'Remove Admin'}: ${name}`}
              onClick={() => onChangeRole(user, next)}
            >
              {pending ? 'Updating...' : next === 'admin' ? 'Make Admin' : 'Remove Admin'}
            </Button>
          </div>
        )}
      </div>
    </li>
  )
}
