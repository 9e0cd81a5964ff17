import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { insightsQuery } from '../../api/insights'
import { errorMessage } from '../../api/client'
import { INSIGHT_CATEGORIES, type InsightCategory } from '../../api/contract'
import { formatDateTime } from '../../lib/format'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { EmptyState } from '../../components/ui/empty-state'
import { ErrorState, LOAD_FAILED } from '../../components/ui/error-state'
import { Skeleton } from '../../components/ui/skeleton'
import { SparklesIcon } from '../../components/ui/icons'
import { RefreshIcon } from '../../components/ui/insight-icons'
import { cn } from '../../components/ui/cn'
import { useCategories } from '../../lib/use-categories'
import { InsightCard } from './insight-card'

const chip = 'inline-flex h-9 shrink-0 items-center rounded-full border px-3.5 text-sm font-medium transition-colors'

function Filter({ value, onChange }: { value: InsightCategory; onChange: (c: InsightCategory) => void }) {
  const { byId } = useCategories()
  return (
    <div
      role="group"
      aria-label="Filter insights by category"
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0"
    >
      {INSIGHT_CATEGORIES.map((c) => (
        <button
          key={c}
          type="button"
          aria-pressed={value === c}
          onClick={() => onChange(c)}
          className={cn(
            chip,
            value === c
              ? 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700'
              : 'border-line bg-surface text-fg hover:bg-surface-2',
          )}
        >
          {c === 'all' ? 'All' : (byId.get(c)?.name ?? c)}
        </button>
      ))}
    </div>
  )
}

/** The insight list for one category filter, with a manual refresh (insights never refetch on a timer). */
export function InsightsTab() {
  const [category, setCategory] = useState<InsightCategory>('all')
  const query = useQuery(insightsQuery(category))
  const { byId } = useCategories()
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Filter value={category} onChange={setCategory} />
        <div className="flex items-center gap-3">
          {query.dataUpdatedAt > 0 && <span className="text-xs text-muted">Updated {formatDateTime(query.dataUpdatedAt)}</span>}
          <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
            <RefreshIcon size={15} className={query.isFetching ? 'animate-spin' : undefined} /> Refresh
          </Button>
        </div>
      </div>
      {query.isPending ? (
        <div aria-busy="true" aria-label="Loading insights" className="grid gap-4 lg:grid-cols-2">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-96 rounded-xl" />
          ))}
        </div>
      ) : query.isError ? (
        <Card>
          <ErrorState
            title="Could not load insights"
            message={errorMessage(query.error, LOAD_FAILED)}
            onRetry={() => void query.refetch()}
          />
        </Card>
      ) : query.data.length === 0 ? (
        <Card>
          <EmptyState
            icon={SparklesIcon}
            title="No insights for this category"
            description="The model needs open markets with some price history. Try another category."
          />
        </Card>
      ) : (
        <ul aria-label="Insights" className="grid gap-4 lg:grid-cols-2">
          {query.data.map((i) => (
            <li key={i.id} className="min-w-0">
              <InsightCard insight={i} category={byId.get(i.category)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
