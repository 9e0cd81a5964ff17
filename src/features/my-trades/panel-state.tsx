import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { buttonClass } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { EmptyState } from '../../components/ui/empty-state'
import { ErrorState, LOAD_FAILED } from '../../components/ui/error-state'
import { errorMessage } from '../../api/client'
import { Skeleton } from '../../components/ui/skeleton'
import { ClockIcon } from '../../components/ui/icons'

interface PanelStateProps {
  pending: boolean
  error: unknown
  onRetry: () => void
  isEmpty: boolean
  empty: ReactNode
  /** Rendered only once there is data (so charts never draw from nothing). */
  children: () => ReactNode
  /** What failed, named in the error state ("Could not load your trades"). */
  failedTitle?: string
}

/** Loading, failed, empty or the content: the same four states for every tab. */
export function PanelState({
  pending,
  error,
  onRetry,
  isEmpty,
  empty,
  children,
  failedTitle = 'Could not load your trades',
}: PanelStateProps) {
  if (pending) return <PanelSkeleton />
  if (error)
    return (
      <Card>
        <ErrorState title={failedTitle} message={errorMessage(error, LOAD_FAILED)} onRetry={onRetry} />
      </Card>
    )
  if (isEmpty) return <Card>{empty}</Card>
  return <>{children()}</>
}

export function NoTrades() {
  return (
    <EmptyState
      icon={ClockIcon}
      title="No trades yet"
      description="Place a trade on any market and your analytics appear here."
      action={
        <Link to="/" className={buttonClass('primary', 'md')}>
          Start Trading
        </Link>
      }
    />
  )
}

function PanelSkeleton() {
  return (
    <Card aria-busy="true" className="space-y-4 p-5">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-6 w-48" />
      <Skeleton className="h-64 w-full" />
    </Card>
  )
}
