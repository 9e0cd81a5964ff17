import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useParams } from '@tanstack/react-router'
import { lazy, Suspense, useRef, useState } from 'react'
import { ApiError } from '../../api/client'
import type { Side } from '../../api/contract'
import { marketFromLists, marketQuery } from '../../api/markets'
import { useNow } from '../../lib/use-now'
import { useCategories } from '../../lib/use-categories'
import { openTicket } from '../../lib/ticket-store'
import { TradingPanel } from './trading-panel'
import { TradeBar } from './trade-bar'
import { MarketPosition } from './market-position'
import { MyOrders } from '../../components/orders/my-orders'
import { OrderBook } from './order-book'
import { useMediaQuery, WIDE_SCREEN } from './use-media-query'
import { isTradable } from '../../lib/market-status'
import { HowItWorks } from './how-it-works'
import { MarketDetailsCard } from './market-details-card'
import { MarketHeader } from './market-header'
import { MarketLoadError, MarketNotFound } from './market-not-found'
import { MarketPageSkeleton } from './market-page-skeleton'
import { PriceButtons } from './price-buttons'
import { PriceChart } from './price-chart'
import { AnswersChart } from './answers-chart'
import { AnswersList } from './answers-list'
import { useLogMarketView } from './use-log-market-view'
import { useContentShown } from '../../lib/first-screen-painted'
import { useAuth } from '../../lib/use-auth'

// Only admins open it: its code comes when they do.
const ResolveMarketDialog = lazy(() =>
  import('../../components/admin/resolve-market-dialog').then((m) => ({ default: m.ResolveMarketDialog })),
)

/** /market/{id}: everything about one market, and the trading panel. */
export function MarketPage() {
  const { id } = useParams({ from: '/market/$id' })
  const queryClient = useQueryClient()
  // A card's own data shows at once (chart excepted) while the full answer loads.
  const query = useQuery({ ...marketQuery(id), placeholderData: () => marketFromLists(queryClient, id) })
  const { byId } = useCategories()
  const now = useNow()
  const [side, setSide] = useState<Side>('yes')
  const panelRef = useRef<HTMLDivElement>(null)
  const quantityRef = useRef<HTMLInputElement>(null)
  const wide = useMediaQuery(WIDE_SCREEN)
  const { isAdmin } = useAuth()
  const [resolving, setResolving] = useState(false)
  useLogMarketView(id, query.isSuccess && !query.isPlaceholderData)
  useContentShown(!query.isPending)

  if (query.isPending) return <MarketPageSkeleton />
  // A failed refresh of a market already shown keeps it on screen (the header tells when updates pause).
  if (query.isError && query.data === undefined) {
    if (query.error instanceof ApiError && query.error.status === 404) return <MarketNotFound />
    return <MarketLoadError onRetry={() => void query.refetch()} />
  }
  const market = query.data
  const onResolve = isAdmin && market.adminResolves && market.status !== 'resolved' ? () => setResolving(true) : undefined
  const resolveDialog = resolving && (
    <Suspense fallback={null}>
      <ResolveMarketDialog market={market} onClose={() => setResolving(false)} />
    </Suspense>
  )
  if (market.kind === 'multi') {
    // A multi-answer market: its answers, each traded in the one ticket (opened from its row).
    return (
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[minmax(0,1fr)_380px] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <MarketHeader market={market} category={byId.get(market.categoryId)} now={now} />
          <AnswersList market={market} now={now} fetched={query.isFetchedAfterMount} />
          <MarketPosition market={market} />
          <MyOrders marketId={market.id} />
          <AnswersChart market={market} now={now} />
        </div>
        <div className="grid min-w-0 gap-6">
          <MarketDetailsCard market={market} onResolve={onResolve} />
          <HowItWorks market={market} />
        </div>
        {resolveDialog}
      </div>
    )
  }
  // Phones trade in the bottom sheet, opened from the bar at the bottom; wider screens in the panel.
  const sheet = !wide && isTradable(market)

  // The big price buttons pick the side and bring the panel (and its quantity field) into view; on a phone they open the ticket.
  const pick = (next: Side) => {
    if (sheet) {
      openTicket({ marketId: market.id, side: next, source: 'panel', market })
      return
    }
    setSide(next)
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    panelRef.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
    quantityRef.current?.focus({ preventScroll: true })
  }

  return (
    <div
      // On a phone the shell pads the page by the trade bar's height (--trade-bar-h, index.css).
      className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[minmax(0,1fr)_380px] lg:items-start"
    >
      <div className="flex min-w-0 flex-col gap-6">
        <MarketHeader market={market} category={byId.get(market.categoryId)} now={now} />
        {/* The prices first, then what the person holds and has ordered here. */}
        <PriceButtons market={market} selected={side} onPick={pick} />
        <MarketPosition market={market} />
        <MyOrders marketId={market.id} />
        <PriceChart market={market} now={now} />
        {/* Orders rest only while the market trades: its close cancels them. */}
        {isTradable(market) && <OrderBook marketId={market.id} />}
      </div>
      {sheet ? (
        <TradeBar market={market} onPick={pick} />
      ) : (
        <div
          ref={panelRef}
          className="scroll-mt-36 md:scroll-mt-24 lg:sticky lg:top-[calc(6rem+var(--toast-h,0px))] lg:row-span-2"
        >
          <TradingPanel market={market} side={side} onSideChange={setSide} ref={quantityRef} />
        </div>
      )}
      {/* Two cards side by side while the market trades; its details alone once trading stops. */}
      <div className={`grid min-w-0 gap-6 ${isTradable(market) ? 'md:grid-cols-2' : ''}`}>
        <MarketDetailsCard market={market} onResolve={onResolve} />
        <HowItWorks market={market} />
      </div>
      {resolveDialog}
    </div>
  )
}
