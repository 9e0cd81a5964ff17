import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { Watchlist } from '../../api/contract'
import { errorMessage } from '../../api/client'
import { setWatched, watchlistKeys, watchlistQuery } from '../../api/watchlist'
import { useAuth } from '../../lib/use-auth'
import { useAfterFirst } from '../../lib/use-after-first-content'
import { toast } from '../toast/toast-store'
import { cn } from './cn'
import { StarIcon } from './icons'

const box = 'relative z-10 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full'

/**
 * The star on a market card and the market page ("Watch <title>"): a toggle button (aria-pressed) that puts the
 * market on the watchlist or takes it off. It turns at once; a refused call turns it back and
 * says why. Shows nothing to signed-out visitors. It comes once the first screen shows its
 * content (a star is not what a visit comes for), in a space kept for it meanwhile.
 */
export function WatchStar({ marketId, title, className }: { marketId: string; title: string; className?: string }) {
  const { isAuthenticated } = useAuth()
  const later = useAfterFirst('content')
  if (!isAuthenticated) return null
  if (!later) return <span aria-hidden="true" className={cn(box, className)} />
  return <StarButton marketId={marketId} title={title} className={className} />
}

function StarButton({ marketId, title, className }: { marketId: string; title: string; className?: string }) {
  const queryClient = useQueryClient()
  const watched = useQuery({ ...watchlistQuery, select: (list) => list.marketIds.includes(marketId) }).data ?? false

  const toggle = async () => {
    const on = !watched
    await queryClient.cancelQueries({ queryKey: watchlistKeys.all })
    const before = queryClient.getQueryData<Watchlist>(watchlistKeys.all)
    if (before) {
      const others = before.marketIds.filter((id) => id !== marketId)
      queryClient.setQueryData<Watchlist>(watchlistKeys.all, { ...before, marketIds: on ? [marketId, ...others] : others })
    }
    try {
      await setWatched(queryClient, marketId, on)
    } catch (error) {
      if (before) queryClient.setQueryData(watchlistKeys.all, before)
      toast({
        title: 'Watchlist Not Updated',
        description: errorMessage(error, 'Unable to update your watchlist. Please try again.'),
        variant: 'destructive',
      })
      void queryClient.invalidateQueries({ queryKey: watchlistKeys.all })
    }
  }

  return (
    <button
      type="button"
      // Named by its market: a screen reader's list of buttons tells one star from another.
      aria-label={`Watch ${title}`}
      aria-pressed={watched}
      title={watched ? 'Remove from watchlist' : 'Add to watchlist'}
      onClick={() => void toggle()}
      data-testid="watch-star"
      className={cn(
        box,
        'hover:bg-surface-2 active:bg-line',
        watched ? 'text-amber-600 dark:text-amber-400' : 'text-muted hover:text-fg',
        className,
      )}
    >
      <StarIcon size={20} fill={watched ? 'currentColor' : 'none'} />
    </button>
  )
}
