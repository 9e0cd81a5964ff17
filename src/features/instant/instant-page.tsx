import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { errorMessage } from '../../api/client'
import { instantMarketsQuery } from '../../api/instant'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { EmptyState } from '../../components/ui/empty-state'
import { ErrorState, LOAD_FAILED } from '../../components/ui/error-state'
import { ZapIcon } from '../../components/ui/icons'
import { CardGridSkeleton } from '../../components/ui/skeleton'
import { formatCount } from '../../lib/format'
import { CLEAR_CALL_CONFIDENCE } from '../../exchange/insights/clear-call'
import { useCategories } from '../../lib/use-categories'
import { InstantCard } from './instant-card'
import { InstantFilters } from './instant-filters'
import { openTicket } from '../../lib/ticket-store'
import { NO_FILTERS, filterInstant, type InstantFilters as Filters } from './settlement'
import { useExchangeNow } from './use-exchange-now'

/** /instant: short-lived markets that settle within minutes to hours and pay out on their own. */
export function InstantPage() {
  const query = useQuery(instantMarketsQuery)
  const now = useExchangeNow(query.data?.serverTime, query.dataUpdatedAt)
  const { categories, byId } = useCategories()
  const [filters, setFilters] = useState<Filters>(NO_FILTERS)
  const all = query.data?.markets
  const shown = useMemo(() => filterInstant(all ?? [], filters, now), [all, filters, now])
  const filtered = filters.category !== 'all' || filters.status !== 'all' || filters.settlement !== 'all'
  // Trade Now opens the one trade ticket, in dollars, with the countdown on the exchange's clock.
  const trade = (id: string) => {
    const m = all?.find((x) => x.id === id)
    if (!m) return
    openTicket({
      marketId: m.id,
      side: 'yes',
      source: 'instant',
      market: { id: m.id, title: m.title, yesPrice: m.yesPrice, noPrice: m.noPrice, pool: m.pool },
      instant: { settlementTime: m.settlementTime, clockSkewMs: now - Date.now() },
    })
  }

  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-4 sm:space-y-6 sm:py-8">
      <header>
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight sm:text-3xl">
          <ZapIcon className="text-amber-500" /> Instant Settlement
        </h1>
        <p className="mt-1 max-w-2xl text-sm text-muted">
          Markets that settle in minutes to hours and pay out moments after they resolve. AI expectations are model-generated from
          each market's price and trading; below {CLEAR_CALL_CONFIDENCE}% confidence a card shows no clear call. Simulated
          exchange, no real money.
        </p>
      </header>
      {/* One compact row of filters, the count and Clear Filters: the first market shows on a phone's first screen. */}
      <Card className="flex flex-col gap-2 p-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between sm:gap-3 sm:p-4">
        <InstantFilters filters={filters} categories={categories} onChange={setFilters} />
        <div className="flex items-center justify-between gap-2 sm:justify-end">
          <p className="text-sm text-muted" aria-live="polite">
            Showing {formatCount(shown.length)} of {formatCount(all?.length ?? 0)} markets
          </p>
          <Button variant="ghost" size="sm" disabled={!filtered} onClick={() => setFilters(NO_FILTERS)}>
            Clear Filters
          </Button>
        </div>
      </Card>
      {query.isError ? (
        <Card>
          <ErrorState
            title="Could not load instant markets"
            message={errorMessage(query.error, LOAD_FAILED)}
            onRetry={() => void query.refetch()}
          />
        </Card>
      ) : query.isPending ? (
        <GridSkeleton />
      ) : shown.length === 0 ? (
        <Card>
          <EmptyState
            icon={ZapIcon}
            title="No markets found"
            description={
              filtered ? 'Try adjusting your filters.' : 'New instant markets open every few minutes. Check back soon.'
            }
            action={
              filtered ? (
                <Button variant="outline" onClick={() => setFilters(NO_FILTERS)}>
                  Clear Filters
                </Button>
              ) : undefined
            }
          />
        </Card>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((m) => (
            <InstantCard key={m.id} market={m} category={byId.get(m.category)} now={now} onTrade={trade} />
          ))}
        </div>
      )}
    </div>
  )
}

const GridSkeleton = () => (
  <CardGridSkeleton
    label="Loading instant markets"
    bars={['h-5 w-40', 'h-6 w-48', 'h-12 w-full', 'h-8 w-full', 'h-9 w-full', 'h-10 w-full']}
  />
)
