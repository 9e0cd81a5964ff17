import type { Role, User } from '../../api/contract'
import { formatDate } from '../../lib/format'
import { Avatar } from '../../components/ui/avatar'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { ShieldIcon } from '../../components/ui/icons'
import { displayName } from '../../lib/use-auth'

interface UserListProps {
  users: User[]
  currentUserId: string | undefined
  pendingUserId: string | undefined
  onChangeRole: (user: User, role: Role) => void
  onSetPassword: (user: User) => void
}

export function UserList({ users, currentUserId, pendingUserId, onChangeRole, onSetPassword }: UserListProps) {
  return (
    <ul aria-labelledby="users-title" className="divide-y divide-line border-t border-line">
      {users.map((u) => (
        <UserRow
          key={u.id}
          user={u}
          isSelf={u.id === currentUserId}
          pending={u.id === pendingUserId}
          onChangeRole={onChangeRole}
          onSetPassword={onSetPassword}
        />
      ))}
    </ul>
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
              variant={next === 'admin' ? 'primary' : 'outline'}
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
