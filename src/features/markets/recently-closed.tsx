import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { Category, Market } from '../../api/contract'
import { closedMarketsQuery } from '../../api/markets'
import { Badge } from '../../components/ui/badge'
import { formatDate, formatPercent } from '../../lib/format'
import { answersWinnerFirst } from '../../lib/answers'
import { CategoryBadge } from '../../components/ui/category-badge'
import { marketStatusLabel } from '../../lib/market-status'
import { AtClose, OutcomePercents } from '../../components/ui/outcome-percents'

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
              <div className="mt-auto">{m.kind === 'multi' ? <ClosedAnswers market={m} /> : <OutcomePercents market={m} />}</div>
              <p className="text-xs text-muted">Closed {formatDate(m.closesAt)}</p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** A closed multi-answer market's leading answers at its close, the one that won first and in green. */
function ClosedAnswers({ market }: { market: Market }) {
  const shown = answersWinnerFirst(market).slice(0, 2)
  const winner = shown.find((a) => a.id === market.winningAnswerId)
  return (
    <dl className="grid gap-1.5">
      {shown.map((a) => (
        <div
          key={a.id}
          data-outcome={a === winner ? 'winner' : 'other'}
          className={`flex items-baseline justify-between gap-3 rounded-lg border px-3 py-1.5 ${
            a === winner ? 'border-yes-500/40 bg-yes-50 dark:bg-yes-500/10' : 'border-line bg-surface-2'
          }`}
        >
          <dt className="min-w-0 truncate text-sm">
            {a.text}
            {a === winner && <span className="font-medium text-yes-700 dark:text-yes-500"> · Won</span>}
          </dt>
          <dd className={`shrink-0 font-bold tabular-nums ${a === winner ? 'text-yes-700 dark:text-yes-500' : 'text-muted'}`}>
            {formatPercent(a.yesPrice)}
            <AtClose />
          </dd>
        </div>
      ))}
    </dl>
  )
}
