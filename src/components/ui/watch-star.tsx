import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Watchlist } from '../../api/contract'
import { errorMessage } from '../../api/client'
import { setWatched, watchlistKeys, watchlistQuery } from '../../api/watchlist'
import { useAuth } from '../../lib/use-auth'
import { toast } from '../toast/toast-store'
import { cn } from './cn'
import { StarIcon } from './icons'

/** Whether a market is on the signed-in trader's watchlist (false while it loads or signed out). */
export function useWatched(marketId: string): boolean {
  const { isAuthenticated } = useAuth()
  const { data } = useQuery({ ...watchlistQuery, enabled: isAuthenticated })
  return !!data?.marketIds.includes(marketId)
}

/**
 * The star on a market card and the market page: a toggle button (aria-pressed) that puts the
 * market on the watchlist or takes it off. It turns at once; a refused call turns it back and
 * says why. Shows nothing to signed-out visitors.
 */
export function WatchStar({ marketId, className }: { marketId: string; className?: string }) {
  const { isAuthenticated } = useAuth()
  const queryClient = useQueryClient()
  const watched = useWatched(marketId)
  const mutation = useMutation({
    mutationFn: (on: boolean) => setWatched(queryClient, marketId, on),
    onMutate: async (on) => {
      await queryClient.cancelQueries({ queryKey: watchlistKeys.all })
      const before = queryClient.getQueryData<Watchlist>(watchlistKeys.all)
      if (before) {
        const marketIds = on ? [marketId, ...before.marketIds.filter((id) => id !== marketId)] : before.marketIds.filter((id) => id !== marketId)
        queryClient.setQueryData<Watchlist>(watchlistKeys.all, { ...before, marketIds })
      }
      return { before }
    },
    onError: (error, _on, context) => {
      if (context?.before) queryClient.setQueryData(watchlistKeys.all, context.before)
      toast({ title: 'Watchlist Not Updated', description: errorMessage(error, 'Unable to update your watchlist. Please try again.'), variant: 'destructive' })
    },
    // The answer carries the markets too (the home page's Watchlist filter shows them).
    onSettled: () => queryClient.invalidateQueries({ queryKey: watchlistKeys.all }),
  })
  if (!isAuthenticated) return null
  return (
    <button type="button" aria-label="Watch" aria-pressed={watched} title={watched ? 'Remove from watchlist' : 'Add to watchlist'}
      onClick={() => mutation.mutate(!watched)} data-testid="watch-star"
      className={cn('relative z-10 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-surface-2 active:bg-line',
        watched ? 'text-amber-600 dark:text-amber-400' : 'text-muted hover:text-fg', className)}>
      <StarIcon size={20} fill={watched ? 'currentColor' : 'none'} />
    </button>
  )
}
