import type { ComponentType, ReactNode } from 'react'
import { cn } from './cn'

interface EmptyStateProps {
  title: string
  description?: ReactNode
  icon?: ComponentType<{ size?: number; className?: string }>
  /** A call to action (usually a Link styled with buttonClass). */
  action?: ReactNode
  className?: string
}

/** What a list shows when it has nothing yet: an icon, a short title, and a way forward. */
export function EmptyState({ title, description, icon: Icon, action, className }: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center px-4 py-10 text-center', className)}>
      {Icon && (
        <div className="mb-3 flex h-12 w-12 items-center justify-center rounded-full bg-surface-2 text-muted">
          <Icon size={22} />
        </div>
      )}
      <p className="font-semibold">{title}</p>
      {description && <p className="mt-1 max-w-sm text-sm text-muted">{description}</p>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  )
}
