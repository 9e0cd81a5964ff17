import type { Portfolio } from '../../api/contract'
import { formatCount, formatMoney } from '../../lib/format'
import { StatCard } from '../../components/ui/stat-card'
import { Pnl } from '../../components/ui/pnl'
import { BriefcaseIcon } from '../../components/ui/icons'
import { LayersIcon, WalletIcon } from '../../components/ui/more-icons'

/**
 * Portfolio Value (its change since the $10,000 start is the total P&L), Available Balance (and the cash
 * open orders hold back), Active Positions (and the realized P&L: sales, settlements, pool cash).
 */
export function PortfolioSummary({ portfolio }: { portfolio: Portfolio | undefined }) {
  const loading = !portfolio
  const active = portfolio?.figures.openPositions ?? 0
  return (
    <section aria-label="Summary" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
      <StatCard
        label="Portfolio Value"
        icon={BriefcaseIcon}
        loading={loading}
        className="col-span-2 sm:col-span-1"
        value={formatMoney(portfolio?.totalValue ?? 0)}
        hint={
          <>
            <Pnl value={Number(portfolio?.figures.totalPnl ?? 0)} percent={portfolio?.figures.totalPnlPercent ?? 0} /> since start
          </>
        }
      />
      <StatCard
        label="Available Balance"
        icon={WalletIcon}
        loading={loading}
        value={formatMoney(portfolio?.cashAvailable ?? portfolio?.balance ?? 0)}
        hint={
          Number(portfolio?.cashReserved ?? 0) > 0 ? (
            <span data-testid="cash-reserved">
              {formatMoney(portfolio!.cashReserved)} reserved by{' '}
              {/* The orders are listed on this page (src/components/orders/my-orders.tsx, every market). */}
              <a href="#open-orders" className="underline underline-offset-2">
                {formatCount(portfolio!.openOrders)} open {portfolio!.openOrders === 1 ? 'order' : 'orders'}
              </a>
            </span>
          ) : (
            'Cash ready to trade; none reserved'
          )
        }
      />
      <StatCard
        label="Active Positions"
        icon={LayersIcon}
        loading={loading}
        value={formatCount(active)}
        hint={
          <>
            Realized P&L <Pnl value={Number(portfolio?.figures.realizedPnl ?? 0)} />
          </>
        }
      />
    </section>
  )
}
