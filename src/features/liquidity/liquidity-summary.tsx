import type { LiquiditySummary as Summary } from '../../api/contract'
import { StatCard } from '../../components/ui/stat-card'
import { DropletsIcon, TrendingUpIcon } from '../../components/ui/icons'
import { DollarIcon, LayersIcon } from '../../components/ui/more-icons'
import { formatCount, formatMoney } from '../../lib/format'
import { formatApy } from '../../lib/liquidity-math'

/** My Liquidity, Fees Earned (24h), Average APY (weighted by contribution) and Active Pools. */
export function LiquiditySummary({ summary }: { summary: Summary | undefined }) {
  const loading = !summary
  const pools = summary?.myPools ?? 0
  return (
    <section aria-label="Summary" className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      <StatCard
        label="My Liquidity"
        icon={DropletsIcon}
        loading={loading}
        value={formatMoney(summary?.myLiquidity ?? 0)}
        hint={pools === 0 ? 'Not in any pool yet' : `In ${formatCount(pools)} ${pools === 1 ? 'pool' : 'pools'}`}
      />
      <StatCard
        label="Fees Earned (24h)"
        icon={DollarIcon}
        loading={loading}
        value={formatMoney(summary?.feesEarned24h ?? 0)}
        valueClassName={(summary?.feesEarned24h ?? 0) > 0 ? 'text-yes-700 dark:text-yes-500' : undefined}
        hint="Your share of trading fees"
      />
      <StatCard
        label="Average APY"
        icon={TrendingUpIcon}
        loading={loading}
        value={formatApy(summary?.averageApy ?? 0)}
        hint={summary?.apyWeighted ? 'Weighted by your contribution' : 'Across the pools listed'}
      />
      <StatCard
        label="Active Pools"
        icon={LayersIcon}
        loading={loading}
        value={formatCount(summary?.activePools ?? 0)}
        hint={pools > 0 ? `${formatCount(pools)} with your liquidity` : 'Open for liquidity'}
      />
    </section>
  )
}
