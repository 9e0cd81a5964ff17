import { cn } from '../../components/ui/cn'
import { useDemoAccounts } from './use-sign-in'

interface Props {
  className?: string
  /** Where there is a form to fill: each account becomes a button that fills it. */
  onPick?: (username: string, password: string) => void
}

/**
 * The demo accounts' public credentials, for walkthroughs, where they work (the backend says
 * which: none on a shared server); tapping one fills the sign-in form.
 */
export function DemoCredentials({ className, onPick }: Props) {
  const { accounts } = useDemoAccounts()
  if (!accounts.length) return null
  return (
    <div
      className={cn(
        'rounded-xl border border-dashed border-brand-500/50 bg-brand-50/60 px-4 py-3 text-left text-sm dark:bg-brand-500/10',
        className,
      )}
    >
      <p className="font-semibold">Demo credentials</p>
      {onPick && <p className="text-xs text-muted">Tap an account to fill in the form.</p>}
      <ul className="mt-1 space-y-0.5 text-muted">
        {accounts.map((u) => {
          const text = (
            <span className="flex flex-wrap items-baseline gap-x-1">
              <span className="font-medium text-fg">{u.role === 'admin' ? 'Admin' : 'Trader'}:</span>
              <span>
                username <code className="rounded bg-surface px-1 font-mono text-fg">{u.username}</code>
              </span>
              <span>
                password <code className="rounded bg-surface px-1 font-mono text-fg">{u.password}</code>
              </span>
            </span>
          )
          return (
            <li key={u.username}>
              {onPick ? (
                <button
                  type="button"
                  onClick={() => onPick(u.username, u.password)}
                  className="-mx-2 flex min-h-11 w-[calc(100%+1rem)] items-center rounded-lg px-2 text-left hover:bg-surface/70 active:bg-surface"
                >
                  {text}
                </button>
              ) : (
                text
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
