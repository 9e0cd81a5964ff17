import { useMutation, useQueryClient } from '@tanstack/react-query'
import { refreshSocial, setFollowing, socialKeys } from '../../api/social'
import { errorMessage } from '../../api/client'
import type { Trader } from '../../api/contract'
import { toast } from '../../components/toast/toast-store'

/** Follow/unfollow one trader: the card shows the answer at once, then the list refreshes. */
export function useFollow(userId: string, trader: Trader) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (follow: boolean) => setFollowing(trader.id, follow),
    onSuccess: (result) => {
      queryClient.setQueryData<Trader[]>(socialKeys.traders(userId), (list) =>
        list?.map((t) => (t.id === result.traderId ? { ...t, isFollowing: result.isFollowing, followers: result.followers } : t)),
      )
      toast(
        result.isFollowing
          ? { title: 'Following Trader', description: `You now follow ${trader.name}.` }
          : { title: 'Unfollowed Trader', description: `You no longer follow ${trader.name}.` },
      )
    },
    onError: (error) => {
      toast({
        title: 'Follow Failed',
        description: errorMessage(error, 'Unable to update who you follow. Please try again.'),
        variant: 'destructive',
      })
    },
    onSettled: () => refreshSocial(queryClient),
  })
}
