import { Link } from '@tanstack/react-router'
import { memo, useId } from 'react'
import type { Category, LiquidityPool } from '../../api/contract'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { cn } from '../../components/ui/cn'
import { formatCents, formatCount, formatMoney, formatVolume } from '../../lib/format'
import { CategoryBadge } from '../../components/ui/category-badge'
import { formatApy } from '../../lib/liquidity-math'

interface Props {
  pool: LiquidityPool
  category: Category | undefined
  onManage: (poolId: string) => void
}

/** One pool: prices, APY, size, 24 h volume and fees, participants, and the user's contribution. */
export const PoolCard = memo(function PoolCard({ pool, category, onManage }: Props) {
  const titleId = useId()
  const mine = pool.myValue > 0
  const open = pool.status === 'active'
  return (
    <article
      aria-labelledby={titleId}
      data-pool-id={pool.id}
      className={cn(
        'flex flex-col gap-4 rounded-xl border bg-surface p-4 shadow-sm',
        mine ? 'border-brand-500/60 ring-1 ring-brand-500/30' : 'border-line',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <CategoryBadge category={category} />
        <Badge tone={open ? 'yes' : 'warn'}>{open ? 'Active' : 'Closed'}</Badge>
        {mine && (
          <Badge tone="brand" className="ml-auto">
            My Pool
          </Badge>
        )}
      </div>
      <h3 id={titleId} className="line-clamp-2 min-h-[2.75rem] font-semibold leading-snug">
        <Link
          to="/market/$id"
          params={{ id: pool.marketId }}
          className="hover:text-brand-700 hover:underline dark:hover:text-brand-100"
        >
          {pool.market}
        </Link>
      </h3>
      <div className="grid grid-cols-2 gap-2 text-sm">
        <p className="rounded-lg bg-yes-50 px-3 py-2 font-semibold text-yes-700 dark:bg-yes-500/15 dark:text-yes-500">
          Yes <span className="tabular-nums">{formatCents(pool.yesPrice)}</span>
        </p>
        <p className="rounded-lg bg-no-50 px-3 py-2 text-right font-semibold text-no-700 dark:bg-no-500/15 dark:text-no-500">
          No <span className="tabular-nums">{formatCents(pool.noPrice)}</span>
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <Stat term="APY" value={formatApy(pool.apy)} strong />
        <Stat term="Total liquidity" value={formatMoney(pool.totalLiquidity)} />
        <Stat term="24h volume" value={formatVolume(pool.volume24h)} />
        <Stat term="24h fees" value={formatMoney(pool.fees24h)} />
        <Stat term="Participants" value={formatCount(pool.participants)} />
        <Stat term="My contribution" value={formatMoney(pool.myContribution)} strong={mine} />
      </dl>
      {mine && (
        <p className="rounded-lg bg-surface-2 px-3 py-2 text-xs text-muted">
          Worth <span className="font-semibold text-fg">{formatMoney(pool.myValue)}</span> now ·{' '}
          <span className="font-semibold text-fg">{formatMoney(pool.myClaimableFees)}</span> fees to collect ·{' '}
          <span className="font-semibold text-fg">{formatMoney(pool.myFees24h)}</span> earned today
        </p>
      )}
      <Button
        variant={mine ? 'primary' : 'outline'}
        className="mt-auto w-full"
        disabled={!open}
        onClick={() => onManage(pool.id)}
        aria-describedby={titleId}
      >
        {open ? (mine ? 'Manage Liquidity' : 'Add Liquidity') : 'Pays out at settlement'}
      </Button>
    </article>
  )
})

function Stat({ term, value, strong }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-xs text-muted">{term}</dt>
      <dd className={cn('truncate tabular-nums', strong ? 'font-bold' : 'font-medium')}>{value}</dd>
    </div>
  )
}
