import { useMutation, useQueryClient } from '@tanstack/react-query'
import { DEMO_STATE_KEY, fastForward, resetExchange, setNetworkConditions } from '../../api/demo'
import type { DemoState, FastForwardPreset } from '../../api/contract'
import { stopKeepingAnswers } from '../../api/persist'
import { setExchangeClockOffset } from '../../lib/exchange-clock'
import { whileSessionChanges } from '../../api/client'

/** Fast-forward: the new state goes into the cache, and every page's data is refetched. */
export function useFastForward() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (preset: FastForwardPreset) => fastForward(preset),
    onSuccess: async (result) => {
      queryClient.setQueryData<DemoState>(DEMO_STATE_KEY, result)
      // Prices, statuses, portfolios and logs all moved with the clock.
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== DEMO_STATE_KEY[0] })
    },
  })
}

export function useNetworkConditions() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setNetworkConditions,
    onSuccess: (state) => queryClient.setQueryData<DemoState>(DEMO_STATE_KEY, state),
  })
}

/**
 * Reset signs everyone out: a full reload to the start page gives a clean app. Reads in flight are
 * cancelled and new ones held from the start: none answers for the ended session in between (a
 * flash of "Couldn't load… Unauthorized" before the reload).
 */
export function useResetExchange() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: Parameters<typeof resetExchange>[0]) => {
      await queryClient.cancelQueries()
      return whileSessionChanges(() => resetExchange(body), { leaving: true })
    },
    onSuccess: () => {
      // The kept answers show the exchange before the reset: not worth a flash of them.
      stopKeepingAnswers()
      setExchangeClockOffset(0)
      window.location.assign('/')
    },
  })
}
