import type { Category, MarketsQuery } from '../../api/contract'
import { Button } from '../../components/ui/button'
import { cn } from '../../components/ui/cn'
import { formatCount } from '../../lib/format'
import { MarketCard } from '../../components/ui/market-card'
import { useOpenTicket } from './use-open-ticket'
import { MarketGridSkeleton } from './market-card-skeleton'
import { EmptyMarkets, MarketsError } from './market-list-states'
import { useMarketList } from './use-market-list'
import { useContentShown } from '../../lib/first-screen-painted'

interface Props {
  query: MarketsQuery
  categories: Map<string, Category>
  now: number
  heading: string
  /** Render only the first few cards (the page's first pass; the rest come right after). */
  firstPass?: boolean
  /**
   * Markets the page shows in another section (Featured), left out here so none shows twice;
   * undefined while that section loads (the grid waits, so no card vanishes under a finger).
   */
  exclude: ReadonlySet<string> | undefined
}

// One row on a desktop; on a phone the grid starts below the first screen anyway.
const FIRST_PASS_CARDS = 3

/** The grid of active markets with quick-buy, Load More and the real counts. */
export function MarketGrid({ query, categories, now, heading, firstPass = false, exclude }: Props) {
  const list = useMarketList(query)
  const buy = useOpenTicket(list.markets)
  const pendingList = list.isPending || !exclude
  // The home screen's content: the cards (or why there are none).
  useContentShown(!pendingList)
  const shown = exclude && exclude.size > 0 ? list.markets.filter((m) => !exclude.has(m.id)) : list.markets

  let body
  if (pendingList) body = <MarketGridSkeleton count={6} />
  else if (list.isError && !list.data) body = <MarketsError onRetry={() => void list.refetch()} />
  else if (list.markets.length === 0) body = <EmptyMarkets />
  else {
    body = (
      <>
        {/* Dimmed while other filters load: the old cards stay put instead of flashing away. */}
        <div
          className={cn(
            'grid gap-3 transition-opacity sm:grid-cols-2 sm:gap-4 lg:grid-cols-3',
            list.isPlaceholderData && 'opacity-60',
          )}
        >
          {(firstPass ? shown.slice(0, FIRST_PASS_CARDS) : shown).map((m) => (
            <MarketCard key={m.id} market={m} category={categories.get(m.categoryId)} now={now} onBuy={buy} />
          ))}
        </div>
        <div className="mt-8 flex flex-col items-center gap-3">
          {/* Counts every loaded market, those shown in Featured included. */}
          <p aria-live="polite" className="text-sm text-muted" data-testid="markets-count">
            Showing {formatCount(list.markets.length)} of {formatCount(list.total)} active markets
          </p>
          {list.hasNextPage && (
            <Button variant="outline" size="lg" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {list.isFetchingNextPage ? 'Loading...' : 'Load More Markets'}
            </Button>
          )}
        </div>
      </>
    )
  }

  return (
    <section
      data-testid="market-grid"
      aria-labelledby="grid-title"
      aria-busy={pendingList || list.isPlaceholderData || list.isFetchingNextPage}
    >
      <h2 id="grid-title" className="mb-3 text-xl font-semibold tracking-tight">
        {heading}
      </h2>
      {body}
    </section>
  )
}

/** Cards always buy this many contracts (docs/product.md, Trading panel). */
