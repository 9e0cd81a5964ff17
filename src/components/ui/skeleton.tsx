import { cn } from './cn'

/** A grey placeholder block with the size of what is loading (no layout jump). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-surface-2', className)} />
}
