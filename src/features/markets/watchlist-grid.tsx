import { useQuery } from '@tanstack/react-query'
import type { Category } from '../../api/contract'
import { watchlistQuery } from '../../api/watchlist'
import { EmptyState } from '../../components/ui/empty-state'
import { MarketsError } from './market-list-states'
import { MarketGridSkeleton } from './market-card-skeleton'
import { MarketCard } from '../../components/ui/market-card'
import { useOpenTicket } from './use-open-ticket'
import { useContentShown } from '../../lib/first-screen-painted'
import { StarIcon } from '../../components/ui/icons'

interface Props {
  categoryId: string | null
  categories: Map<string, Category>
  now: number
}

/**
 * The home page's Watchlist filter: the trader's starred markets, most recently starred first,
 * in the chosen category. Unstarring one takes its card off the list.
 */
export function WatchlistGrid({ categoryId, categories, now }: Props) {
  const { data, isPending, isError, refetch } = useQuery(watchlistQuery)
  const markets = (data?.markets ?? []).filter((m) => !categoryId || m.categoryId === categoryId)
  const buy = useOpenTicket(markets)
  useContentShown(!isPending)

  let body
  if (isPending) body = <MarketGridSkeleton count={3} />
  else if (isError && !data) body = <MarketsError onRetry={() => void refetch()} />
  else if (markets.length === 0) {
    body = (
      <EmptyState
        icon={StarIcon}
        title="No markets in your watchlist"
        description="Tap the star on a market to follow it here."
        className="rounded-xl border border-dashed border-line bg-surface py-16"
      />
    )
  } else {
    body = (
      <div className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
        {markets.map((m) => (
          <MarketCard key={m.id} market={m} category={categories.get(m.categoryId)} now={now} onBuy={buy} />
        ))}
      </div>
    )
  }
  return (
    <section data-testid="market-grid" aria-labelledby="grid-title" aria-busy={isPending}>
      <h2 id="grid-title" className="mb-3 text-xl font-semibold tracking-tight">
        Watchlist
      </h2>
      {body}
    </section>
  )
}
