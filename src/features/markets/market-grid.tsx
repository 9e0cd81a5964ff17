import type { Category, MarketsQuery } from '../../api/contract'
import { Button } from '../../components/ui/button'
import { cn } from '../../components/ui/cn'
import { formatCount } from '../../lib/format'
import { useCallback, useLayoutEffect, useRef } from 'react'
import { toast } from '../../components/toast/toast-store'
import { marketNotFoundToast } from '../../lib/trade-messages'
import type { Market, Side } from '../../api/contract'
import { openTicket } from '../../lib/ticket-store'
import { MarketCard } from './market-card'
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
}

// One row on a desktop; on a phone the grid starts below the first screen anyway.
const FIRST_PASS_CARDS = 3

/** The grid of active markets with quick-buy, Load More and the real counts. */
export function MarketGrid({ query, categories, now, heading, firstPass = false }: Props) {
  const list = useMarketList(query)
  const buy = useOpenTicket(list.markets)
  // The home screen's content: the cards (or why there are none).
  useContentShown(!list.isPending)

  let body
  if (list.isPending) body = <MarketGridSkeleton count={6} />
  else if (list.isError && !list.data) body = <MarketsError onRetry={() => void list.refetch()} />
  else if (list.markets.length === 0) body = <EmptyMarkets />
  else {
    body = (
      <>
        {/* Dimmed while other filters load: the old cards stay put instead of flashing away. */}
        <div className={cn('grid gap-4 transition-opacity sm:grid-cols-2 lg:grid-cols-3', list.isPlaceholderData && 'opacity-60')}>
          {(firstPass ? list.markets.slice(0, FIRST_PASS_CARDS) : list.markets).map((m) => (
            <MarketCard key={m.id} market={m} category={categories.get(m.categoryId)} now={now} onBuy={buy} />
          ))}
        </div>
        <div className="mt-8 flex flex-col items-center gap-3">
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
    <section data-testid="market-grid" aria-labelledby="grid-title" aria-busy={list.isPending || list.isPlaceholderData || list.isFetchingNextPage}>
      <h2 id="grid-title" className="mb-3 text-xl font-semibold tracking-tight">{heading}</h2>
      {body}
    </section>
  )
}

/** Cards always buy this many contracts (docs/product.md, Trading panel). */
const QUICK_BUY_QUANTITY = 100

/**
 * A card's Buy opens the trade ticket filled in with 100 contracts; the trader confirms there.
 * Stable across renders (the latest list is read through a ref), so memoised cards do not
 * re-render every refresh.
 */
function useOpenTicket(markets: readonly Market[]) {
  const latest = useRef(markets)
  useLayoutEffect(() => {
    latest.current = markets
  })
  return useCallback((marketId: string, side: Side) => {
    const market = latest.current.find((m) => m.id === marketId)
    if (!market) toast(marketNotFoundToast())
    else openTicket({ marketId, side, quantity: QUICK_BUY_QUANTITY, source: 'card', market })
  }, [])
}
