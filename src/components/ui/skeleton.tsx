import { cn } from './cn'

/** A grey placeholder block with the size of what is loading (no layout jump). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-surface-2', className)} />
}

/**
 * A loading grid of cards (one, two, then three columns): six cards, each a stack of
 * placeholder bars whose classes (height, width) mirror the real card's rows.
 */
export function CardGridSkeleton({ label, bars, gap = 'gap-3' }: { label: string; bars: readonly string[]; gap?: string }) {
  return (
    <div aria-busy="true" aria-label={label} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className={cn('flex flex-col rounded-xl border border-line bg-surface p-4', gap)}>
          {bars.map((bar, j) => (
            <Skeleton key={j} className={bar} />
          ))}
        </div>
      ))}
    </div>
  )
}
