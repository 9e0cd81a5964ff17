import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { liquidityKeys, liquidityPoolsQuery } from '../../api/liquidity'
import { portfolioKeys } from '../../api/portfolio'
import { errorMessage } from '../../api/client'
import { Card } from '../../components/ui/card'
import { EmptyState } from '../../components/ui/empty-state'
import { ErrorState, LOAD_FAILED } from '../../components/ui/error-state'
import { DropletsIcon } from '../../components/ui/icons'
import { CardGridSkeleton } from '../../components/ui/skeleton'
import { useCategories } from '../../lib/use-categories'
import { LiquidityExplainer } from './liquidity-explainer'
import { LiquiditySummary } from './liquidity-summary'
import { ManageLiquidityDialog } from './manage-liquidity-dialog'
import { PoolCard } from './pool-card'

/** /liquidity: the markets' pools, the user's share of them and the fees they earn. */
export function LiquidityPage() {
  const query = useQuery(liquidityPoolsQuery)
  const { byId } = useCategories()
  const [selected, setSelected] = useState<string | null>(null)
  const queryClient = useQueryClient()
  // The dialog previews from the pool as last read: read it (and the balance) again as it opens,
  // so trades made since (by other people, in other tabs) are in the preview.
  const manage = useCallback(
    (poolId: string) => {
      setSelected(poolId)
      void queryClient.invalidateQueries({ queryKey: liquidityKeys.pools })
      void queryClient.invalidateQueries({ queryKey: portfolioKeys.all })
    },
    [queryClient],
  )
  const pools = query.data?.pools ?? []
  const pool = pools.find((p) => p.id === selected) ?? null

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:py-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Liquidity Pools</h1>
        <p className="mt-1 max-w-2xl text-sm text-muted">
          Back the market makers that fill every trade and earn a share of the trading fees. Simulated exchange: no real money.
        </p>
      </header>
      {query.isError ? (
        <Card>
          <ErrorState
            title="Could not load the pools"
            message={errorMessage(query.error, LOAD_FAILED)}
            onRetry={() => void query.refetch()}
          />
        </Card>
      ) : (
        <>
          <LiquiditySummary summary={query.data?.summary} />
          <LiquidityExplainer />
          <section aria-labelledby="pools-title">
            <h2 id="pools-title" className="mb-3 text-lg font-semibold tracking-tight">
              Pools
            </h2>
            {query.isPending ? (
              <PoolGridSkeleton />
            ) : pools.length === 0 ? (
              <Card>
                <EmptyState
                  icon={DropletsIcon}
                  title="No pools open right now"
                  description="Pools open with their markets. Check back soon."
                />
              </Card>
            ) : (
              <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {pools.map((p) => (
                  <PoolCard key={p.id} pool={p} category={byId.get(p.category)} onManage={manage} />
                ))}
              </div>
            )}
          </section>
        </>
      )}
      <ManageLiquidityDialog pool={pool} onClose={() => setSelected(null)} />
    </div>
  )
}

const PoolGridSkeleton = () => (
  <CardGridSkeleton
    label="Loading pools"
    gap="gap-4"
    bars={['h-5 w-32', 'h-11 w-full', 'h-9 w-full', 'h-24 w-full', 'h-10 w-full']}
  />
)
