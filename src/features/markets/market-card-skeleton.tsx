import { Skeleton } from '../../components/ui/skeleton'

/** Same outline and height as a MarketCard (a row on phones), so the grid does not jump when data lands. */
export function MarketCardSkeleton() {
  return (
    <div className="flex flex-col gap-2.5 rounded-xl border border-line bg-surface p-3 shadow-sm sm:gap-3 sm:p-4">
      <div className="flex items-start gap-3">
        <div className="flex-1 space-y-2">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-3/4" />
        </div>
        <Skeleton className="h-9 w-14" />
      </div>
      <Skeleton className="hidden h-1.5 w-full rounded-full sm:block" />
      <div className="grid grid-cols-2 gap-2">
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
      </div>
      <div className="flex justify-between">
        <Skeleton className="h-5 w-20 rounded-full" />
        <Skeleton className="h-3 w-24" />
      </div>
    </div>
  )
}

export function MarketGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div role="status" aria-label="Loading markets" className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <MarketCardSkeleton key={i} />
      ))}
    </div>
  )
}
