import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { readStorageStatus, requestPersistence } from '../../pwa/storage'

export type PersistOutcome = 'idle' | 'asking' | 'granted' | 'declined'

const STORAGE_KEY = ['device', 'storage'] as const

/**
 * The browser's storage report for this site (read fresh on each visit, and again every few seconds
 * while shown: on a first start the seed is still being written, and the first report said 0 bytes),
 * and a way to ask for persistence.
 */
export function useStorageStatus() {
  const queryClient = useQueryClient()
  const status = useQuery({ queryKey: STORAGE_KEY, queryFn: readStorageStatus, staleTime: 0, gcTime: 0, refetchInterval: 5_000 })
  const persist = useMutation({
    mutationFn: requestPersistence,
    onSettled: () => queryClient.invalidateQueries({ queryKey: STORAGE_KEY }),
  })
  const outcome: PersistOutcome = persist.isPending
    ? 'asking'
    : persist.isSuccess
      ? persist.data
        ? 'granted'
        : 'declined'
      : 'idle'
  return { status: status.data ?? null, outcome, askToPersist: () => persist.mutate() }
}
