import { marketName } from '../../lib/format'
import { Link } from '@tanstack/react-router'
import { formatCount, formatMoney, formatWinRate } from '../../lib/format'
import { toDollars } from '../../lib/money'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { Pnl } from '../../components/ui/pnl'
import { cn } from '../../components/ui/cn'
import type { PortfolioFigures, Trade } from '../../api/contract'
import type { MarketStat, TradeFigures } from './trade-stats'

/**
 * Performance: closed trades (lots sold out or settled) won against lost and the win rate (the
 * same figures as everywhere, docs/product.md "Lots": open lots are neither), the best and worst
 * closed trades by their P&L, and the most traded markets.
 */
interface PerformanceTabProps {
  figures: PortfolioFigures
  top: MarketStat[]
  best?: TradeFigures<Trade>
  worst?: TradeFigures<Trade>
}

export function PerformanceTab({ figures, top, best, worst }: PerformanceTabProps) {
  const settled = figures.wins + figures.losses
  return (
    <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
      <Card>
        <CardHeader>
          <CardTitle>Win / Loss</CardTitle>
        </CardHeader>
        <CardContent className="space-y-5">
          <CountBar label="Winning Trades" count={figures.wins} total={settled} barClass="bg-yes-500" />
          <CountBar label="Losing Trades" count={figures.losses} total={settled} barClass="bg-no-500" />
          <div className="flex items-baseline justify-between rounded-lg bg-surface-2 px-4 py-3">
            <span className="text-sm font-medium text-muted">Success Rate</span>
            <span className="text-2xl font-bold tabular-nums">{formatWinRate(figures.winRate)}</span>
          </div>
          <p className="-mt-2 text-xs text-muted">
            {settled === 0
              ? 'No trade has closed yet: open ones are neither wins nor losses.'
              : `Over ${formatCount(settled)} closed ${settled === 1 ? 'trade' : 'trades'} (sold or settled); open ones are neither wins nor losses.`}
          </p>
          <dl className="grid gap-3 sm:grid-cols-2">
            {best && <Extreme label="Best Trade" row={best} />}
            {worst && <Extreme label="Worst Trade" row={worst} />}
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle id="top-markets-title">Most Traded Markets</CardTitle>
          <p className="text-sm text-muted">Your top {top.length || 5} markets by number of trades.</p>
        </CardHeader>
        <ol aria-labelledby="top-markets-title" className="divide-y divide-line border-t border-line">
          {top.map((m, i) => (
            <TopMarketRow key={m.marketId} stat={m} rank={i + 1} />
          ))}
        </ol>
      </Card>
    </div>
  )
}

function CountBar({ label, count, total, barClass }: { label: string; count: number; total: number; barClass: string }) {
  const share = total ? (count / total) * 100 : 0
  return (
    <div>
      <div className="flex items-baseline justify-between">
        <span className="text-sm font-medium">{label}</span>
        <span className="text-xl font-bold tabular-nums">{formatCount(count)}</span>
      </div>
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={count}
        aria-valuetext={`${count} of ${total} closed trades`}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-surface-2"
      >
        <div className={cn('h-full rounded-full transition-[width]', barClass)} style={{ width: `${share}%` }} />
      </div>
    </div>
  )
}

function TopMarketRow({ stat, rank }: { stat: MarketStat; rank: number }) {
  return (
    <li className="relative flex items-center gap-3 px-4 py-3 hover:bg-surface-2/60 sm:px-5">
      <span
        aria-hidden="true"
        className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700 dark:bg-brand-500/15 dark:text-brand-100"
      >
        {rank}
      </span>
      <div className="min-w-0 flex-1">
        <Link
          to="/market/$id"
          params={{ id: stat.marketId }}
          title={stat.title}
          className="font-medium after:absolute after:inset-0 hover:underline focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-brand-500"
        >
          {stat.shortTitle}
        </Link>
        <p className="text-sm text-muted">
          {formatCount(stat.trades)} {stat.trades === 1 ? 'trade' : 'trades'} · {formatMoney(toDollars(stat.investedCents))}{' '}
          invested
        </p>
      </div>
      <Pnl value={toDollars(stat.pnlCents)} className="shrink-0 text-sm font-semibold" />
    </li>
  )
}

function Extreme({ label, row }: { label: string; row: TradeFigures<Trade> }) {
  return (
    <div className="min-w-0 rounded-lg border border-line px-4 py-3">
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="mt-1">
        <Pnl value={toDollars(row.pnlCents)} percent={row.pnlPercent} className="font-semibold" />
        <p className="truncate text-sm text-muted" title={marketName(row.trade.market)}>
          {row.trade.side.toUpperCase()} · {marketName(row.trade.market)}
        </p>
      </dd>
    </div>
  )
}
