import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { api } from './client'
import { IDEMPOTENCY_HEADER } from './contract/constants'
import type { LiquidityPools, LiquidityResult } from './contract'
import { portfolioKeys } from './portfolio'

export const liquidityKeys = {
  all: ['liquidity'] as const,
  pools: ['liquidity', 'pools'] as const,
}

/** GET /api/liquidity/pools: no automatic refetch (docs/product.md, Refreshing); it refreshes after actions. */
export const liquidityPoolsQuery = queryOptions({
  queryKey: liquidityKeys.pools,
  queryFn: () => api.get<LiquidityPools>('/api/liquidity/pools'),
})

export type LiquidityAction = 'add' | 'remove'

/** POST /api/liquidity/{poolId}/add or /remove with the amount in dollars; one key per action, so a retry never moves cash twice. */
export function changeLiquidity(
  poolId: string,
  action: LiquidityAction,
  amount: number,
  idempotencyKey: string = crypto.randomUUID(),
): Promise<LiquidityResult> {
  return api.post<LiquidityResult>(
    `/api/liquidity/${encodeURIComponent(poolId)}/${action}`,
    { amount },
    { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } },
  )
}

/** After an action: the pools list and the portfolio (cash, returned contracts) refresh, and the activity log. */
export function refreshAfterLiquidity(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: liquidityKeys.all }),
    queryClient.invalidateQueries({ queryKey: portfolioKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['logs'] }),
  ]).then(() => undefined)
}
