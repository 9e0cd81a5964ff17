import { memo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { Category, Market, MarketsQuery } from '../../api/contract'
import { marketsQuery } from '../../api/markets'
import { Skeleton } from '../../components/ui/skeleton'
import { formatCents, formatCount, formatPercent, formatVolume } from '../../lib/format'
import { CategoryBadge } from '../../components/ui/category-badge'
import { DaysLeft, TrendingBadge } from '../../components/ui/market-badges'
import { WatchStar } from '../../components/ui/watch-star'
import { TopAnswers } from '../../components/ui/market-card'
import { answersByChance } from '../../lib/answers'

const FEATURED_COUNT = 4

/** The Featured section's query for the home filters: the grid leaves these markets out. */
export const featuredQuery = (filter: MarketsQuery) => marketsQuery({ ...filter, featured: 'true', limit: FEATURED_COUNT })
const stretched =
  'after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none! focus-visible:after:outline-2 focus-visible:after:outline-brand-500'

interface Props {
  filter: MarketsQuery
  categories: Map<string, Category>
  now: number
}

/** Featured Markets: the first large, the next three small (docs/product.md, Screens). Hidden when none match. */
export function FeaturedMarkets({ filter, categories, now }: Props) {
  const { data, isPending } = useQuery(featuredQuery(filter))
  if (isPending) return <FeaturedSkeleton />
  const [lead, ...rest] = data?.markets ?? []
  if (!lead) return null
  return (
    <section aria-labelledby="featured-title">
      <h2 id="featured-title" className="mb-3 text-xl font-semibold tracking-tight">
        Featured Markets
      </h2>
      <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
        <FeaturedLarge market={lead} category={categories.get(lead.categoryId)} now={now} />
        {rest.length > 0 && (
          <ul className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1">
            {rest.map((m) => (
              <li key={m.id}>
                <FeaturedSmall market={m} category={categories.get(m.categoryId)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}

// Memoised like the grid's cards: the page re-renders on every clock tick, and a card whose
// figures did not change has nothing to draw again (the small ones show no time at all).
const FeaturedLarge = memo(function FeaturedLarge({
  market,
  category,
  now,
}: {
  market: Market
  category?: Category
  now: number
}) {
  return (
    <article
      data-market-id={market.id}
      className="relative flex flex-col gap-3 overflow-hidden rounded-xl border border-line bg-surface p-4 shadow-sm sm:gap-4 sm:p-6"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-16 -top-16 h-48 w-48 rounded-full bg-gradient-to-br from-brand-500/20 to-violet-500/10 blur-2xl"
      />
      <div className="flex flex-wrap items-center gap-2">
        <CategoryBadge category={category} />
        {market.trending && <TrendingBadge />}
      </div>
      <div className="flex items-start gap-3">
        <h3 className="flex-1 text-base font-bold leading-snug sm:text-2xl">
          <Link to="/market/$id" params={{ id: market.id }} className={stretched}>
            {market.title}
          </Link>
        </h3>
        {!market.answers && (
          <p className="shrink-0 text-right leading-none text-yes-700 dark:text-yes-500">
            <span className="block text-2xl font-bold tabular-nums sm:text-3xl">{formatPercent(market.yesPrice)}</span>
            <span className="text-xs font-medium">chance</span>
          </p>
        )}
        <WatchStar marketId={market.id} title={market.title} className="-mr-2 -mt-2" />
      </div>
      <div className="hidden sm:block">
        <p className="line-clamp-2 text-sm text-muted">{market.description}</p>
      </div>
      {market.answers ? (
        <div className="mt-auto">
          <TopAnswers answers={market.answers} />
        </div>
      ) : (
        <div className="mt-auto grid grid-cols-2 gap-3">
          <PriceTile side="yes" price={market.yesPrice} />
          <PriceTile side="no" price={market.noPrice} />
        </div>
      )}
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
        <span>
          <span className="font-medium text-fg">{formatVolume(market.volume)}</span> volume
        </span>
        <span>
          <span className="font-medium text-fg">{formatCount(market.traderCount)}</span>{' '}
          {market.traderCount === 1 ? 'trader' : 'traders'}
        </span>
        <DaysLeft closesAt={market.closesAt} now={now} />
      </div>
    </article>
  )
})

/** A side's price, once (the chance is shown beside the title). */
function PriceTile({ side, price }: { side: 'yes' | 'no'; price: string }) {
  return (
    <p
      className={
        side === 'yes'
          ? 'flex items-baseline justify-between rounded-xl border border-yes-500/30 bg-yes-50 px-4 py-2.5 text-yes-700 dark:bg-yes-500/10 dark:text-yes-500'
          : 'flex items-baseline justify-between rounded-xl border border-no-500/30 bg-no-50 px-4 py-2.5 text-no-700 dark:bg-no-500/10 dark:text-no-500'
      }
    >
      <span className="text-sm font-semibold">{side === 'yes' ? 'Yes' : 'No'}</span>
      <span className="text-xl font-bold tabular-nums sm:text-2xl">{formatCents(price)}</span>
    </p>
  )
}

const FeaturedSmall = memo(function FeaturedSmall({ market, category }: { market: Market; category?: Category }) {
  const leader = market.answers && answersByChance(market.answers)[0]
  return (
    <article
      data-market-id={market.id}
      className="relative flex h-full items-center gap-3 rounded-xl border border-line bg-surface p-3 shadow-sm transition-shadow hover:shadow-md sm:p-4"
    >
      <div className="min-w-0 flex-1">
        <CategoryBadge category={category} />
        <h3 className="mt-2 line-clamp-3 text-sm font-semibold leading-snug">
          <Link to="/market/$id" params={{ id: market.id }} className={stretched}>
            {market.title}
          </Link>
        </h3>
        <p className="mt-1 text-xs text-muted">{formatVolume(market.volume)} vol</p>
      </div>
      <p className="shrink-0 text-right">
        <span className="block text-2xl font-bold tabular-nums text-yes-700 dark:text-yes-500">
          {formatPercent(market.yesPrice)}
        </span>
        {/* A multi-answer market: the leading answer's chance, named. */}
        <span className="block max-w-[7rem] truncate text-xs text-muted">{leader?.text ?? 'chance'}</span>
      </p>
      <WatchStar marketId={market.id} title={market.title} className="-mr-1" />
    </article>
  )
})

function FeaturedSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-3">
      <Skeleton className="h-7 w-48" />
      <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
        <Skeleton className="h-64 rounded-xl" />
        <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1">
          <Skeleton className="h-24 rounded-xl" />
          <Skeleton className="h-24 rounded-xl" />
          <Skeleton className="h-24 rounded-xl" />
        </div>
      </div>
    </div>
  )
}
