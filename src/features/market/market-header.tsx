import { Link } from '@tanstack/react-router'
import type { Category, Market } from '../../api/contract'
import { Badge } from '../../components/ui/badge'
import { ChevronRightIcon, UsersIcon } from '../../components/ui/icons'
import { formatCount, formatDate, formatVolume } from '../../lib/format'
import { CategoryBadge } from '../../components/ui/category-badge'
import { DaysLeft, TrendingBadge } from '../../components/ui/market-badges'
import { marketStatusLabel } from '../../lib/market-status'
import { WatchStar } from '../../components/ui/watch-star'

/** Breadcrumb, title, badges and the market's key numbers. */
export function MarketHeader({ market, category, now }: { market: Market; category: Category | undefined; now: number }) {
  const open = market.status === 'active'
  return (
    <header className="flex flex-col gap-3">
      <nav aria-label="Breadcrumb">
        <ol className="flex min-w-0 items-center gap-1 text-sm text-muted">
          <li>
            <Link to="/" className="font-medium hover:text-fg">
              Markets
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRightIcon size={14} />
          </li>
          <li className="min-w-0 truncate">
            <span aria-current="page">{market.title}</span>
          </li>
        </ol>
      </nav>
      <div className="flex flex-wrap items-center gap-2">
        <CategoryBadge category={category} />
        {market.trending && <TrendingBadge />}
        {!open && <Badge tone={market.resolution ? 'neutral' : 'warn'}>{marketStatusLabel(market)}</Badge>}
      </div>
      <div className="flex items-start gap-2">
        <h1 className="flex-1 text-2xl font-bold leading-tight tracking-tight sm:text-3xl">{market.title}</h1>
        <WatchStar marketId={market.id} className="-mr-2" />
      </div>
      {market.description && <p className="max-w-3xl text-muted">{market.description}</p>}
      <ul className="flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-muted">
        {open && (
          <li>
            <DaysLeft closesAt={market.closesAt} now={now} />
          </li>
        )}
        <li>
          <span className="font-semibold text-fg">{formatVolume(market.volume)}</span> volume
        </li>
        <li className="inline-flex items-center gap-1">
          <UsersIcon size={14} /> <span className="font-semibold text-fg">{formatCount(market.traderCount)}</span> traders
        </li>
        <li>
          {open ? 'Closes' : 'Closed'} <span className="font-semibold text-fg">{formatDate(market.closesAt)}</span>
        </li>
      </ul>
    </header>
  )
}
