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
  failed = { summary: false, traders: false },
}: {
  summary: Summary | undefined
  traders: Trader[] | undefined
  loading: boolean
  /** A call that failed with nothing to show: its cards say so (Refresh tries again), not a skeleton for ever. */
  failed?: { summary: boolean; traders: boolean }
}) {
  const ranked = (traders ?? []).filter((t) => t.rank !== null)
  const winRate = averageWinRate(ranked)
  const FAILED = "Couldn't load"
  const summaryShown = !summary && failed.summary
  const tradersShown = !traders && failed.traders
  return (
    <section aria-label="Summary" className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      <StatCard
        label="Traders Followed"
        icon={UserPlusIcon}
        loading={!summaryShown && (loading || !summary)}
        value={summaryShown ? '—' : formatCount(summary?.tradersFollowed ?? 0)}
        hint={summaryShown ? FAILED : 'Traders you follow'}
      />
      <StatCard
        label="Active Traders"
        icon={ActivityIcon}
        loading={!summaryShown && (loading || !summary)}
        value={summaryShown ? '—' : formatCount(summary?.activeTraders ?? 0)}
        hint={summaryShown ? FAILED : 'Traded in the last 24h'}
      />
      <StatCard
        label="Avg. Win Rate"
        icon={TargetIcon}
        loading={!tradersShown && (loading || !traders)}
        value={tradersShown ? '—' : formatWinRate(winRate)}
        hint={tradersShown ? FAILED : winRate === null ? 'No closed trades yet' : 'Top traders, closed trades'}
      />
      <StatCard
        label="Trades Copied"
        icon={CopyIcon}
        loading={!summaryShown && (loading || !summary)}
        value={summaryShown ? '—' : formatCount(summary?.tradesCopied ?? 0)}
        hint={summaryShown ? FAILED : 'Copied to your portfolio'}
      />
    </section>
  )
}
