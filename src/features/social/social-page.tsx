import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { socialSummaryQuery, tradersQuery } from '../../api/social'
import { errorMessage } from '../../api/client'
import type { Trader } from '../../api/contract'
import { useAuth } from '../../lib/use-auth'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { EmptyState } from '../../components/ui/empty-state'
import { ErrorState, LOAD_FAILED } from '../../components/ui/error-state'
import { Skeleton } from '../../components/ui/skeleton'
import { TrophyIcon } from '../../components/ui/more-icons'
import { RefreshIcon } from '../../components/ui/insight-icons'
import { SocialSummary } from './social-summary'
import { TraderCard } from './trader-card'
import { MIN_RANKED_LOTS } from '../../exchange/leaderboard'

/** /social: the leaderboard of real results, follow/unfollow, and copying pending trades. */
export function SocialPage() {
  const { user } = useAuth()
  // The route's sign-in gate guarantees a user; this keeps the types honest.
  if (!user) return null
  return <Social userId={user.id} />
}

function Social({ userId }: { userId: string }) {
  const traders = useQuery(tradersQuery(userId))
  const summary = useQuery(socialSummaryQuery(userId))
  const refresh = () => Promise.all([traders.refetch(), summary.refetch()])
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-8">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Social Trading</h1>
          <p className="mt-1 text-sm text-muted">
            Follow the exchange's best traders and copy their open calls. Traders here are simulated, and so is the money.
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={() => void refresh()} disabled={traders.isFetching}>
          <RefreshIcon size={15} className={traders.isFetching ? 'animate-spin' : undefined} /> Refresh
        </Button>
      </header>
      <SocialSummary
        summary={summary.data}
        traders={traders.data}
        loading={(summary.isPending && !summary.isError) || (traders.isPending && !traders.isError)}
        failed={{ summary: summary.isError, traders: traders.isError }}
      />
      <section aria-labelledby="top-traders-title" className="space-y-3">
        <div>
          <h2 id="top-traders-title" className="text-lg font-semibold tracking-tight">
            Top Traders
          </h2>
          <p className="text-sm text-muted">
            Ranked by total profit: all a trader has made or lost, with open positions and pool shares at today's prices. Only
            traders with at least {MIN_RANKED_LOTS} closed trades (sold or settled) are ranked.
          </p>
        </div>
        <TraderList userId={userId} query={traders} />
      </section>
    </div>
  )
}

function TraderList({ userId, query }: { userId: string; query: UseQueryResult<Trader[]> }) {
  if (query.isPending) return <TradersSkeleton />
  if (query.isError) {
    return (
      <Card>
        <ErrorState
          title="Could not load traders"
          message={errorMessage(query.error, LOAD_FAILED)}
          onRetry={() => void query.refetch()}
        />
      </Card>
    )
  }
  if (query.data.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={TrophyIcon}
          title="No trader results yet"
          description="Simulated traders place their first trades within seconds of the exchange starting. Refresh in a moment to see the leaderboard."
        />
      </Card>
    )
  }
  return (
    <ul className="grid gap-4 lg:grid-cols-2">
      {query.data.map((t) => (
        <li key={t.id} className="min-w-0">
          <TraderCard userId={userId} trader={t} />
        </li>
      ))}
    </ul>
  )
}

function TradersSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading traders" className="grid gap-4 lg:grid-cols-2">
      {Array.from({ length: 4 }, (_, i) => (
        <Card key={i} className="flex flex-col gap-4 p-5">
          <div className="flex items-center gap-3">
            <Skeleton className="h-11 w-11 rounded-full" />
            <Skeleton className="h-5 w-40" />
          </div>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {[0, 1, 2, 3].map((j) => (
              <Skeleton key={j} className="h-14" />
            ))}
          </div>
          <Skeleton className="h-24" />
        </Card>
      ))}
    </div>
  )
}
