import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { Category } from '../../api/contract'
import { closedMarketsQuery } from '../../api/markets'
import { Badge } from '../../components/ui/badge'
import { formatDate } from '../../lib/format'
import { CategoryBadge } from '../../components/ui/category-badge'
import { marketStatusLabel } from '../../lib/market-status'
import { OutcomePercents } from '../../components/ui/outcome-percents'

/** The first 3 closed markets (docs/product.md, Screens). */
const RECENTLY_CLOSED_COUNT = 3

/** Recently Closed: hidden when there are none (and while loading, so nothing jumps in above the fold). */
export function RecentlyClosed({ categories }: { categories: Map<string, Category> }) {
  const { data } = useQuery(closedMarketsQuery)
  const markets = (data ?? []).slice(0, RECENTLY_CLOSED_COUNT)
  if (markets.length === 0) return null
  return (
    <section aria-labelledby="closed-title">
      <h2 id="closed-title" className="mb-3 text-xl font-semibold tracking-tight">
        Recently Closed
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {markets.map((m) => (
          <li key={m.id}>
            <article
              data-market-id={m.id}
              className="relative flex h-full flex-col gap-3 rounded-xl border border-line bg-surface p-4 shadow-sm"
            >
              <div className="flex items-center justify-between gap-2">
                <CategoryBadge category={categories.get(m.categoryId)} />
                <Badge tone={m.resolution ? 'neutral' : 'warn'}>{marketStatusLabel(m)}</Badge>
              </div>
              <h3 className="line-clamp-3 font-semibold leading-snug">
                <Link
                  to="/market/$id"
                  params={{ id: m.id }}
                  className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none! focus-visible:after:outline-2 focus-visible:after:outline-brand-500"
                >
                  {m.title}
                </Link>
              </h3>
              <div className="mt-auto">
                <OutcomePercents market={m} />
              </div>
              <p className="text-xs text-muted">Closed {formatDate(m.closesAt)}</p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  )
}
