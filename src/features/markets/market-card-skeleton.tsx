import { Skeleton } from '../../components/ui/skeleton'

/** Same outline and height as a MarketCard, so the grid does not jump when data lands. */
export function MarketCardSkeleton() {
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4 shadow-sm">
      <div className="flex justify-between"><Skeleton className="h-5 w-24 rounded-full" /><Skeleton className="h-5 w-20 rounded-full" /></div>
      <div className="space-y-2"><Skeleton className="h-4 w-full" /><Skeleton className="h-4 w-3/4" /></div>
      <div className="space-y-2">
        <div className="flex justify-between"><Skeleton className="h-7 w-20" /><Skeleton className="h-7 w-20" /></div>
        <Skeleton className="h-1.5 w-full rounded-full" />
      </div>
      <div className="grid grid-cols-2 gap-2"><Skeleton className="h-10" /><Skeleton className="h-10" /></div>
      <div className="flex justify-between"><Skeleton className="h-3 w-16" /><Skeleton className="h-3 w-20" /></div>
    </div>
  )
}

export function MarketGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div role="status" aria-label="Loading markets" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, i) => <MarketCardSkeleton key={i} />)}
    </div>
  )
}
