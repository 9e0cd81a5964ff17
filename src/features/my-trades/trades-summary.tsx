import { formatCount, formatMoney, formatSignedPercent } from '../../lib/format'
import { StatCard } from '../../components/ui/stat-card'
import { Pnl, pnlClass } from '../../components/ui/pnl'
import { BarChartIcon, TrendingUpIcon } from '../../components/ui/icons'
import { DollarIcon, WalletIcon } from '../../components/ui/more-icons'
import type { TradeSummary } from './trade-stats'

/** Total Trades (win rate), Total Invested, Current Value, Total P&L (percent). */
export function TradesSummary({ summary, loading }: { summary: TradeSummary | null; loading: boolean }) {
  if (!summary) return <UnavailableSummary />
  return (
    <section aria-label="Summary" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard label="Total Trades" icon={BarChartIcon} loading={loading} value={formatCount(summary.totalTrades)}
        hint={`${summary.winRate.toFixed(1)}% win rate`} />
      <StatCard label="Total Invested" icon={DollarIcon} loading={loading} value={formatMoney(summary.invested)}
        hint="Paid for all trades" />
      <StatCard label="Current Value" icon={WalletIcon} loading={loading} value={formatMoney(summary.value)}
        hint="At today's prices" />
      <StatCard label="Total P&L" icon={TrendingUpIcon} loading={loading}
        value={<Pnl value={summary.pnl} />} valueClassName={pnlClass(summary.pnl)}
        hint={<span className={pnlClass(summary.pnl)}>{formatSignedPercent(summary.pnlPercent)}</span>} />
    </section>
  )
}

/** When trades failed to load: the cards keep their place but claim no figures. */
function UnavailableSummary() {
  return (
    <section aria-label="Summary" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {['Total Trades', 'Total Invested', 'Current Value', 'Total P&L'].map((label) => (
        <StatCard key={label} label={label} value="—" hint="Unavailable" valueClassName="text-muted" />
      ))}
    </section>
  )
}
