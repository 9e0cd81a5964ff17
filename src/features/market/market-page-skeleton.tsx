import { Skeleton } from '../../components/ui/skeleton'

/** The detail layout in grey, so nothing jumps when the market arrives. */
export function MarketPageSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading market"
      className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[minmax(0,1fr)_380px]"
    >
      <div className="space-y-4">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-6 w-32 rounded-full" />
        <Skeleton className="h-9 w-full max-w-2xl" />
        <Skeleton className="h-4 w-full max-w-xl" />
        <div className="grid grid-cols-2 gap-3">
          <Skeleton className="h-28 rounded-xl" />
          <Skeleton className="h-28 rounded-xl" />
        </div>
        <Skeleton className="h-96 rounded-xl" />
      </div>
      <Skeleton className="h-[30rem] rounded-xl" />
    </div>
  )
}
