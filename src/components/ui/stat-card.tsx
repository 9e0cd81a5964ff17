import type { ComponentType, ReactNode } from 'react'
import { Card } from './card'
import { Skeleton } from './skeleton'
import { cn } from './cn'

interface StatCardProps {
  label: string
  value: ReactNode
  /** A second line under the figure (a change, a rate). */
  hint?: ReactNode
  icon?: ComponentType<{ size?: number; className?: string }>
  /** Colours the figure (P&L). */
  valueClassName?: string
  loading?: boolean
  className?: string
}

/** A summary figure: label, big value, optional hint. Keeps its height while loading. */
export function StatCard({ label, value, hint, icon: Icon, valueClassName, loading, className }: StatCardProps) {
  return (
    <Card className={cn('flex min-w-0 flex-col gap-1 p-3.5 sm:p-5', className)}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-medium leading-tight text-muted">{label}</h2>
        {Icon && <Icon size={18} className="hidden shrink-0 text-muted sm:block" />}
      </div>
      {loading ? (
        <>
          <Skeleton className="mt-1 h-8 w-28" />
          <Skeleton className="mt-1 h-4 w-20" />
        </>
      ) : (
        <>
          <p className={cn('truncate text-xl font-bold tracking-tight tabular-nums sm:text-2xl', valueClassName)}>{value}</p>
          <div className="min-h-5 text-sm text-muted">{hint}</div>
        </>
      )}
    </Card>
  )
}
