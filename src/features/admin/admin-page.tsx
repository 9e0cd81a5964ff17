import { useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { buttonClass } from '../../components/ui/button'
import { adminUsersQuery } from '../../api/admin'
import type { User } from '../../api/contract'
import { useAuth } from '../../lib/use-auth'
import { useNow } from '../../lib/use-now'
import { Card, CardHeader, CardTitle } from '../../components/ui/card'
import { EmptyState } from '../../components/ui/empty-state'
import { ErrorState, LOAD_FAILED } from '../../components/ui/error-state'
import { errorMessage } from '../../api/client'
import { UsersIcon } from '../../components/ui/icons'
import { ListSkeleton } from '../../components/ui/list-skeleton'
import { AccessDenied } from './access-denied'
import { AdminStats } from './admin-stats'
import { UserList } from './user-list'
import { TemporaryPasswordDialog } from './temporary-password-dialog'
import { useRoleUpdate } from './use-role-update'
import { userStats } from './user-stats'

/** /admin: user statistics and role management; everyone else is turned away. */
export function AdminPage() {
  const { isAdmin, user } = useAuth()
  if (!isAdmin) return <AccessDenied />
  return <AdminDashboard currentUserId={user?.id} />
}

function AdminDashboard({ currentUserId }: { currentUserId: string | undefined }) {
  const users = useQuery(adminUsersQuery)
  const now = useNow()
  const stats = useMemo(() => userStats(users.data ?? [], now), [users.data, now])
  const roleUpdate = useRoleUpdate(currentUserId)
  const [passwordFor, setPasswordFor] = useState<User | null>(null)

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-8">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Admin Dashboard</h1>
          <p className="mt-1 text-sm text-muted">Everyone with an account, and who can manage roles.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/markets" className={buttonClass('secondary', 'md')}>
            Manage markets
          </Link>
          <Link to="/admin/event" className={buttonClass('secondary', 'md')}>
            Event mode
          </Link>
        </div>
      </header>
      {!users.isError && <AdminStats stats={stats} loading={users.isPending} />}
      <Card>
        <CardHeader>
          <CardTitle id="users-title">Users</CardTitle>
          <p className="text-sm text-muted">
            Make a trader an admin, or remove admin rights; set a temporary password for someone who forgot theirs. You cannot
            change your own role.
          </p>
        </CardHeader>
        {users.isPending ? (
          <ListSkeleton rows={4} />
        ) : users.isError ? (
          <ErrorState
            title="Could not load users"
            message={errorMessage(users.error, LOAD_FAILED)}
            onRetry={() => void users.refetch()}
          />
        ) : users.data.length === 0 ? (
          <EmptyState icon={UsersIcon} title="No users found" />
        ) : (
          <UserList
            users={users.data}
            currentUserId={currentUserId}
            pendingUserId={roleUpdate.isPending ? roleUpdate.variables?.userId : undefined}
            onChangeRole={(u, role) => roleUpdate.mutate({ userId: u.id, role })}
            onSetPassword={setPasswordFor}
          />
        )}
      </Card>
      {passwordFor && <TemporaryPasswordDialog user={passwordFor} onClose={() => setPasswordFor(null)} />}
    </div>
  )
}
