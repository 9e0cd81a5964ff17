import { formatCount } from '../../lib/format'
import { StatCard } from '../../components/ui/stat-card'
import { ShieldIcon, UsersIcon } from '../../components/ui/icons'
import { UserIcon, UserPlusIcon } from '../../components/ui/more-icons'
import type { UserStats } from './user-stats'

export function AdminStats({ stats, loading }: { stats: UserStats; loading: boolean }) {
  return (
    <section aria-label="User statistics" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        label="Total Users"
        icon={UsersIcon}
        loading={loading}
        value={formatCount(stats.total)}
        hint="Registered accounts"
      />
      <StatCard
        label="Admin Users"
        icon={ShieldIcon}
        loading={loading}
        value={formatCount(stats.admins)}
        hint="Can manage roles"
      />
      <StatCard label="Regular Users" icon={UserIcon} loading={loading} value={formatCount(stats.regular)} hint="Traders" />
      <StatCard
        label="New This Week"
        icon={UserPlusIcon}
        loading={loading}
        value={formatCount(stats.newThisWeek)}
        hint="In the last 7 days"
      />
    </section>
  )
}
