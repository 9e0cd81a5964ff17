import { Link } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import type { Category, Market } from '../../api/contract'
import { Badge } from '../../components/ui/badge'
import { ChevronRightIcon, UsersIcon } from '../../components/ui/icons'
import { formatCount, formatDate, formatPercent, formatVolume } from '../../lib/format'
import { CategoryBadge } from '../../components/ui/category-badge'
import { DaysLeft, TrendingBadge } from '../../components/ui/market-badges'
import { marketStatusLabel } from '../../lib/market-status'
import { WatchStar } from '../../components/ui/watch-star'
import { answersByChance } from '../../lib/answers'
import { priceChange, toChartPoints } from './chart-data'

const DAY_MS = 24 * 60 * 60 * 1000
/** Longer descriptions fold to two lines on a phone, so the price and the tiles stay in view. */
const FOLD_DESCRIPTION_OVER = 90

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
        <WatchStar marketId={market.id} title={market.title} className="-mr-2" />
      </div>
      {market.status !== 'resolved' && <ChanceLine market={market} now={now} />}
      {market.description && <Description text={market.description} />}
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
          <UsersIcon size={14} /> <span className="font-semibold text-fg">{formatCount(market.traderCount)}</span>{' '}
          {market.traderCount === 1 ? 'trader' : 'traders'}
        </li>
        <li>
          {open ? 'Closes' : 'Closed'} <span className="font-semibold text-fg">{formatDate(market.closesAt)}</span>
        </li>
      </ul>
    </header>
  )
}

/**
 * The Yes chance by the title, with how far it moved in the last 24 hours (from the price history);
 * once the market has closed (awaiting its resolution), the chance at the close and no move.
 */
function ChanceLine({ market, now }: { market: Market; now: number }) {
  const yes = Number(market.yesPrice)
  const open = market.status === 'active'
  const change = useMemo(
    () => (open && market.priceHistory ? priceChange(toChartPoints(market.priceHistory), yes, now, DAY_MS) : null),
    [open, market.priceHistory, yes, now],
  )
  // A multi-answer market: the leading answer's chance, named.
  const leader = market.kind === 'multi' ? answersByChance(market.answers ?? [])[0] : undefined
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1" data-testid="market-chance">
      {leader && <span className="text-lg font-semibold">{leader.text}</span>}
      <span className="text-3xl font-bold leading-none tabular-nums text-yes-700 dark:text-yes-500">{formatPercent(yes)}</span>
      <span className="text-sm font-medium text-yes-700 dark:text-yes-500">{open ? 'chance' : 'chance at close'}</span>
      {change !== null && <DayChange change={change} />}
    </p>
  )
}

function DayChange({ change }: { change: number }) {
  const size = Math.abs(change).toFixed(1)
  const up = change > 0
  const down = change < 0
  const words = up ? `up ${size}¢` : down ? `down ${size}¢` : 'unchanged'
  return (
    <span className="text-sm tabular-nums" data-testid="day-change">
      <span className="sr-only">{`${words} in 24 hours`}</span>
      <span
        aria-hidden="true"
        className={
          up ? 'font-semibold text-yes-700 dark:text-yes-500' : down ? 'font-semibold text-no-700 dark:text-no-500' : 'text-muted'
        }
      >
        {up ? '▲' : down ? '▼' : '–'} {size}¢
      </span>{' '}
      <span aria-hidden="true" className="text-muted">
        24h
      </span>
    </span>
  )
}

/** The description: whole on wider screens; on a phone a long one folds to two lines with Show more. */
function Description({ text }: { text: string }) {
  const [open, setOpen] = useState(false)
  const folds = text.length > FOLD_DESCRIPTION_OVER
  return (
    <div className="max-w-3xl">
      <p id="market-description" className={`text-muted ${folds && !open ? 'line-clamp-2 sm:line-clamp-none' : ''}`}>
        {text}
      </p>
      {folds && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls="market-description"
          onClick={() => setOpen((v) => !v)}
          className="-ml-1 mt-0.5 inline-flex min-h-11 items-center px-1 text-sm font-medium text-brand-600 hover:underline sm:hidden dark:text-brand-500"
        >
          {open ? 'Show less' : 'Show more'}
        </button>
      )}
    </div>
  )
}
