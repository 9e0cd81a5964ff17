import type { ReactNode } from 'react'
import type { Category } from '../../api/contract'
import { cn } from '../../components/ui/cn'
import { Skeleton } from '../../components/ui/skeleton'
import { SparklesIcon, StarIcon, TrendingUpIcon } from '../../components/ui/icons'
import { categoryStyle } from '../../components/ui/category-badge'
import { useMarketFilters } from './filters-store'

const chip = 'inline-flex h-11 shrink-0 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors'
const chipOff = 'border-line bg-surface text-fg hover:bg-surface-2 active:bg-line'
const chipOn = 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700 active:bg-brand-800'

function Toggle({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" aria-pressed={pressed} onClick={onClick} className={cn(chip, pressed ? chipOn : chipOff)}>
      {children}
    </button>
  )
}

/** Title, Trending/New toggles, and All plus one button per category. */
export function FilterBar({ categories, loading }: { categories: Category[]; loading: boolean }) {
  const { categoryId, trending, watchlist, setCategory, toggleTrending, toggleWatchlist } = useMarketFilters()
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Markets</h1>
        <div className="flex gap-2">
          <Toggle pressed={watchlist} onClick={toggleWatchlist}>
            <StarIcon size={16} /> Watchlist
          </Toggle>
          {!watchlist && (
            <div role="group" aria-label="Sort" className="flex gap-2">
              <Toggle pressed={trending === true} onClick={() => toggleTrending(true)}>
                <TrendingUpIcon size={16} /> Trending
              </Toggle>
              <Toggle pressed={trending === false} onClick={() => toggleTrending(false)}>
                <SparklesIcon size={16} /> New
              </Toggle>
            </div>
          )}
        </div>
      </div>
      {/* One scrolling row on phones; wraps on wider screens. */}
      <div
        role="group"
        aria-label="Categories"
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
      >
        <Toggle pressed={categoryId === null} onClick={() => setCategory(null)}>
          All
        </Toggle>
        {loading && Array.from({ length: 6 }, (_, i) => <Skeleton key={i} className="h-11 w-24 shrink-0 rounded-full" />)}
        {categories.map((c) => {
          const on = categoryId === c.id
          return (
            <button
              key={c.id}
              type="button"
              aria-pressed={on}
              onClick={() => setCategory(c.id)}
              style={categoryStyle(c)}
              className={cn(
                chip,
                on
                  ? 'border-[var(--cat)] bg-[color-mix(in_srgb,var(--cat)_18%,var(--surface))] text-fg ring-1 ring-[var(--cat)]'
                  : chipOff,
              )}
            >
              <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full bg-[var(--cat)]" />
              {c.name}
            </button>
          )
        })}
      </div>
    </div>
  )
}
