import type { PortfolioFigures } from '../../api/contract'
import { formatCount, formatMoney, formatSignedPercent, formatWinRate } from '../../lib/format'
import { StatCard } from '../../components/ui/stat-card'
import { Pnl, pnlClass } from '../../components/ui/pnl'
import { BarChartIcon, TrendingUpIcon } from '../../components/ui/icons'
import { DollarIcon, WalletIcon } from '../../components/ui/more-icons'

interface Props {
  tradeCount: number
  /** The account's figures (the portfolio's): one win rate, one total P&L on every page. */
  figures: PortfolioFigures | undefined
  loading: boolean
}

/** Total Trades (win rate), Total Invested, Current Value, Total P&L (percent): docs/product.md, "Figures". */
export function TradesSummary({ tradeCount, figures, loading }: Props) {
  if (!loading && !figures) return <UnavailableSummary />
  const pnl = Number(figures?.totalPnl ?? 0)
  const winRate = figures?.winRate ?? null
  return (
    <section aria-label="Summary" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        label="Total Trades"
        icon={BarChartIcon}
        loading={loading}
        value={formatCount(tradeCount)}
        hint={winRate === null ? 'No closed trades yet' : `${formatWinRate(winRate)} win rate`}
      />
      <StatCard
        label="Total Invested"
        icon={DollarIcon}
        loading={loading}
        value={formatMoney(figures?.invested ?? 0)}
        hint="Trades and pools, fees included"
      />
      <StatCard
        label="Current Value"
        icon={WalletIcon}
        loading={loading}
        value={formatMoney(figures?.currentValue ?? 0)}
        hint="Worth now, with what it paid back"
      />
      <StatCard
        label="Total P&L"
        icon={TrendingUpIcon}
        loading={loading}
        value={<Pnl value={pnl} />}
        valueClassName={pnlClass(pnl)}
        hint={<span className={pnlClass(pnl)}>{formatSignedPercent(figures?.totalPnlPercent ?? 0)} since start</span>}
      />
    </section>
  )
}

/** When the figures failed to load: the cards keep their place but claim no figures. */
function UnavailableSummary() {
  return (
    <section aria-label="Summary" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {['Total Trades', 'Total Invested', 'Current Value', 'Total P&L'].map((label) => (
        <StatCard key={label} label={label} value="—" hint="Unavailable" valueClassName="text-muted" />
      ))}
    </section>
  )
}
