import type { SocialSummary as Summary, Trader } from '../../api/contract'
import { averageWinRate } from '../../exchange/leaderboard'
import { formatCount, formatWinRate } from '../../lib/format'
import { StatCard } from '../../components/ui/stat-card'
import { ActivityIcon, TargetIcon, UserPlusIcon } from '../../components/ui/more-icons'
import { CopyIcon } from '../../components/ui/insight-icons'

/** The four summary cards, all from the exchange: the summary call and the ranked list. */
export function SocialSummary({
  summary,
  traders,
  loading,
}: {
  summary: Summary | undefined
  traders: Trader[] | undefined
  loading: boolean
}) {
  const ranked = (traders ?? []).filter((t) => t.rank !== null)
  const winRate = averageWinRate(ranked)
  return (
    <section aria-label="Summary" className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      <StatCard
        label="Traders Followed"
        icon={UserPlusIcon}
        loading={loading || !summary}
        value={formatCount(summary?.tradersFollowed ?? 0)}
        hint="Traders you follow"
      />
      <StatCard
        label="Active Traders"
        icon={ActivityIcon}
        loading={loading || !summary}
        value={formatCount(summary?.activeTraders ?? 0)}
        hint="Traded in the last 24h"
      />
      <StatCard
        label="Avg. Win Rate"
        icon={TargetIcon}
        loading={loading || !traders}
        value={formatWinRate(winRate)}
        hint={winRate === null ? 'No closed trades yet' : 'Top traders, closed trades'}
      />
      <StatCard
        label="Trades Copied"
        icon={CopyIcon}
        loading={loading || !summary}
        value={formatCount(summary?.tradesCopied ?? 0)}
        hint="Copied to your portfolio"
      />
    </section>
  )
}
