import { useMutation, useQueryClient } from '@tanstack/react-query'
import { copyTrade, refreshSocial, setFollowing, socialKeys } from '../../api/social'
import { refreshAfterTrade } from '../../api/trades'
import { errorMessage } from '../../api/client'
import type { Trader, TraderTrade } from '../../api/contract'
import { toast } from '../../components/toast/toast-store'

/** Follow/unfollow one trader: the card shows the answer at once, then the list refreshes. */
export function useFollow(userId: string, trader: Trader) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (follow: boolean) => setFollowing(trader.id, follow),
    onSuccess: (result) => {
      queryClient.setQueryData<Trader[]>(socialKeys.traders(userId), (list) =>
        list?.map((t) => (t.id === result.traderId ? { ...t, isFollowing: result.isFollowing, followers: result.followers } : t)))
      toast(result.isFollowing
        ? { title: 'Following Trader', description: `You now follow ${trader.name}.` }
        : { title: 'Unfollowed Trader', description: `You no longer follow ${trader.name}.` })
    },
    onError: (error) => {
      toast({ title: 'Follow Failed', description: errorMessage(error, 'Unable to update who you follow. Please try again.'), variant: 'destructive' })
    },
    onSettled: () => refreshSocial(queryClient),
  })
}

/** Copy one pending trade into the person's portfolio; portfolio, trades and the list refresh. */
export function useCopyTrade() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (trade: TraderTrade) => copyTrade(trade.id),
    onSuccess: () => {
      toast({ title: 'Trade Copied', description: 'This trade has been copied to your portfolio.' })
      void refreshAfterTrade(queryClient)
    },
    onError: (error) => {
      toast({ title: 'Copy Failed', description: errorMessage(error, 'Unable to copy this trade. Please try again.'), variant: 'destructive' })
    },
    onSettled: () => refreshSocial(queryClient),
  })
}
