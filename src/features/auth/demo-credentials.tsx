import { DEMO_USERS } from '../../../seed/demo-users'
import { cn } from '../../components/ui/cn'

/** The seeded demo accounts' public credentials, for walkthroughs. */
export function DemoCredentials({ className }: { className?: string }) {
  return (
    <div className={cn('rounded-xl border border-dashed border-brand-500/50 bg-brand-50/60 px-4 py-3 text-left text-sm dark:bg-brand-500/10', className)}>
      <p className="font-semibold">Demo credentials</p>
      <ul className="mt-1 space-y-0.5 text-muted">
        {DEMO_USERS.map((u) => (
          <li key={u.username}>
            {u.role === 'admin' ? 'Admin' : 'Trader'}: username <code className="rounded bg-surface px-1.5 py-0.5 font-mono text-fg">{u.username}</code>{' '}
            password <code className="rounded bg-surface px-1.5 py-0.5 font-mono text-fg">{u.password}</code>
          </li>
        ))}
      </ul>
    </div>
  )
}
