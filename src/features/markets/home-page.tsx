import { Link, useSearch } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, useMemo } from 'react'
import { useNow } from '../../lib/use-now'
import { FeaturedMarkets, featuredQuery } from './featured-markets'
import { WatchlistGrid } from './watchlist-grid'
import { FilterBar } from './filter-bar'
import { useMarketFilters } from './filters-store'
import { MarketGrid } from './market-grid'
import { buildMarketsQuery } from './market-list'
import { QuickAccessGrid } from './quick-access-grid'
import { RecentlyClosed } from './recently-closed'
import { useCategories } from '../../lib/use-categories'

const NONE: ReadonlySet<string> = new Set()

/** "/" signed in: quick access, filters, featured, the market grid and recently closed. */
export function HomePage() {
  const q = useSearch({ strict: false, select: (s: { q?: string }) => s.q })
  const categoryId = useMarketFilters((s) => s.categoryId)
  const trending = useMarketFilters((s) => s.trending)
  const watchlist = useMarketFilters((s) => s.watchlist)
  const { categories, byId, isPending } = useCategories()
  const now = useNow()
  const query = useMemo(() => buildMarketsQuery({ categoryId, trending }, q), [categoryId, trending, q])
  const searching = query.q !== undefined
  // Featured markets are left out of the grid below them, so no market shows twice.
  const featured = useQuery({ ...featuredQuery(query), enabled: !searching && !watchlist })
  const featuredIds = useMemo(
    () => (featured.data ? new Set(featured.data.markets.map((m) => m.id)) : undefined),
    [featured.data],
  )
  // The first pass shows what fits a screen; the rest of the grid and Recently Closed follow in
  // a second, interruptible pass, so the first cards paint sooner on a slow phone.
  const everything = useDeferredValue(true, false)

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-3 sm:gap-8 sm:px-6 sm:py-8">
      <QuickAccessGrid />
      <FilterBar categories={categories} loading={isPending} />
      {watchlist ? (
        <WatchlistGrid categoryId={categoryId} categories={byId} now={now} />
      ) : (
        <>
          {searching ? (
            <p className="-mt-2 text-sm text-muted sm:-mt-4">
              Results for <span className="font-semibold text-fg">“{query.q}”</span> ·{' '}
              <Link to="/" className="font-medium text-brand-600 underline-offset-4 hover:underline dark:text-brand-500">
                Clear search
              </Link>
            </p>
          ) : (
            <FeaturedMarkets filter={query} categories={byId} now={now} />
          )}
          <MarketGrid
            query={query}
            categories={byId}
            now={now}
            heading={searching ? 'Search results' : 'All Markets'}
            firstPass={!everything}
            exclude={searching || featured.isError ? NONE : featuredIds}
          />
          {!searching && everything && <RecentlyClosed categories={byId} />}
        </>
      )}
    </div>
  )
}
