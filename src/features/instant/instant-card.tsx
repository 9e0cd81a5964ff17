import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import type { Category, InstantMarket } from '../../api/contract'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { cn } from '../../components/ui/cn'
import { ClockIcon, SparklesIcon, ZapIcon } from '../../components/ui/icons'
import { CheckIcon } from '../../components/ui/more-icons'
import { formatCents, formatCount, formatDateTime, formatVolume } from '../../lib/format'
import { CategoryBadge } from '../../components/ui/category-badge'
import { effectiveStatus, formatTimeLeft, remainingMs } from './settlement'

interface Props {
  market: InstantMarket
  category: Category | undefined
  now: number
  onTrade: (marketId: string) => void
}

/** Live shows the time remaining ('Settling now' at zero); then Settling; then Settled with the result. */
function StatusBadge({ market, now }: { market: InstantMarket; now: number }) {
  const left = remainingMs(market, now)
  if (market.status === 'live') {
    return left > 0 ? (
      <Badge tone="yes" aria-label={`Live, ${formatTimeLeft(left)} left`}>
        <ZapIcon size={12} /> Live · <span className="tabular-nums">{formatTimeLeft(left)}</span>
      </Badge>
    ) : (
      <Badge tone="warn">Settling now</Badge>
    )
  }
  if (market.status === 'settling') return <Badge tone="warn">Settling</Badge>
  return <Badge tone="neutral">Settled{market.resolution ? ` · ${market.resolution.toUpperCase()}` : ''}</Badge>
}

function Price({
  label,
  price,
  won,
  lost,
  tone,
}: {
  label: string
  price: string
  won: boolean
  lost: boolean
  tone: 'yes' | 'no'
}) {
  return (
    <p
      className={cn(
        'flex items-baseline justify-between rounded-lg px-3 py-2 text-sm font-semibold',
        lost
          ? 'bg-surface-2 text-muted'
          : tone === 'yes'
            ? 'bg-yes-50 text-yes-700 dark:bg-yes-500/15 dark:text-yes-500'
            : 'bg-no-50 text-no-700 dark:bg-no-500/15 dark:text-no-500',
      )}
    >
      <span className="inline-flex items-center gap-1">
        {label}
        {won && (
          <>
            <CheckIcon size={14} aria-hidden="true" />
            <span className="sr-only">(won)</span>
          </>
        )}
      </span>
      <span className="tabular-nums">{formatCents(price)}</span>
    </p>
  )
}

/** One instant market: status and countdown, the model's expected outcome, numbers, prices and Trade Now. */
export function InstantCard({ market, category, now, onTrade }: Props) {
  const titleId = useId()
  const status = effectiveStatus(market, now)
  const tradable = status === 'live'
  const settled = market.status === 'settled'
  return (
    <article
      aria-labelledby={titleId}
      data-market-id={market.id}
      data-status={status}
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CategoryBadge category={category} />
        <StatusBadge market={market} now={now} />
      </div>
      <p className="inline-flex w-fit items-center gap-1.5 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-700 dark:bg-brand-500/15 dark:text-brand-100">
        <SparklesIcon size={13} />
        {settled ? (
          <>
            Resolved <strong>{market.expectedOutcome.toUpperCase()}</strong>
          </>
        ) : market.clearCall ? (
          <>
            AI expects <strong>{market.expectedOutcome.toUpperCase()}</strong>
          </>
        ) : (
          <>
            AI: <strong>no clear call</strong>
          </>
        )}{' '}
        · {market.confidence}% confidence
      </p>
      <h3 id={titleId} className="font-semibold leading-snug">
        <Link
          to="/market/$id"
          params={{ id: market.id }}
          className="hover:text-brand-700 hover:underline dark:hover:text-brand-100"
        >
          {market.title}
        </Link>
      </h3>
      <p className="line-clamp-2 text-sm text-muted">{market.description}</p>
      <dl className="grid grid-cols-3 gap-2 text-xs">
        <div>
          <dt className="text-muted">Volume</dt>
          <dd className="font-semibold tabular-nums text-fg">{formatVolume(market.volume)}</dd>
        </div>
        <div>
          <dt className="text-muted">Traders</dt>
          <dd className="font-semibold tabular-nums text-fg">{formatCount(market.participants)}</dd>
        </div>
        <div>
          <dt className="text-muted">Settles</dt>
          <dd className="font-semibold text-fg">
            <time dateTime={market.settlementTime}>{formatDateTime(market.settlementTime)}</time>
          </dd>
        </div>
      </dl>
      <div className="grid grid-cols-2 gap-2">
        <Price
          label="YES"
          price={market.yesPrice}
          tone="yes"
          won={market.resolution === 'yes'}
          lost={market.resolution === 'no'}
        />
        <Price label="NO" price={market.noPrice} tone="no" won={market.resolution === 'no'} lost={market.resolution === 'yes'} />
      </div>
      <Button className="mt-auto w-full" disabled={!tradable} onClick={() => onTrade(market.id)} aria-describedby={titleId}>
        {tradable ? (
          'Trade Now'
        ) : settled ? (
          'Settled'
        ) : (
          <>
            <ClockIcon size={16} /> Settling
          </>
        )}
      </Button>
    </article>
  )
}
