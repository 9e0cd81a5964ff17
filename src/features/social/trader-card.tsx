import type { ReactNode } from 'react'
import type { Trader } from '../../api/contract'
import { formatCount, formatWinRate } from '../../lib/format'
import { Avatar } from '../../components/ui/avatar'
import { MIN_RANKED_LOTS } from '../../exchange/leaderboard'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Card } from '../../components/ui/card'
import { Pnl } from '../../components/ui/pnl'
import { CheckIcon, UserPlusIcon } from '../../components/ui/more-icons'
import { cn } from '../../components/ui/cn'
import { TraderTrades } from './trader-trades'
import { useFollow } from './use-social-actions'

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-lg bg-surface-2 px-3 py-2">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="mt-0.5 truncate text-base font-semibold tabular-nums">{children}</dd>
    </div>
  )
}

function FollowButton({ userId, trader }: { userId: string; trader: Trader }) {
  const follow = useFollow(userId, trader)
  const on = trader.isFollowing
  return (
    <Button
      size="sm"
      variant={on ? 'outline' : 'primary'}
      aria-pressed={on}
      disabled={follow.isPending}
      onClick={() => follow.mutate(!on)}
      className="shrink-0"
    >
      {on ? <CheckIcon size={15} /> : <UserPlusIcon size={15} />}
      {on ? 'Following' : 'Follow'}
      {/* The visible word starts the accessible name; the name says whom. */}
      <span className="sr-only"> {trader.name}</span>
    </Button>
  )
}

function Header({ userId, trader }: { userId: string; trader: Trader }) {
  return (
    <div className="flex items-start gap-3">
      <div className="relative shrink-0">
        <Avatar name={trader.name} src={trader.avatar} size={44} />
        {trader.rank !== null && (
          <span
            className={cn(
              'absolute -left-1.5 -top-1.5 flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-[11px] font-bold',
              trader.rank <= 3 ? 'bg-amber-400 text-amber-950' : 'bg-fg text-bg',
            )}
          >
            <span className="sr-only">Rank </span>
            {trader.rank}
          </span>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <h3 className="truncate font-semibold leading-tight">{trader.name}</h3>
        <p className="truncate text-sm text-muted">
          @{trader.username}
          {trader.simulated && <span className="hidden sm:inline"> · Simulated trader</span>}
        </p>
      </div>
      {trader.isSelf ? (
        <Badge tone="brand" className="shrink-0">
          You
        </Badge>
      ) : (
        <FollowButton userId={userId} trader={trader} />
      )}
    </div>
  )
}

/** One trader: who, how they did (real results), what they trade, and their latest calls. */
export function TraderCard({ userId, trader }: { userId: string; trader: Trader }) {
  return (
    <Card className="flex h-full flex-col gap-4 p-4 sm:p-5">
      <Header userId={userId} trader={trader} />
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Stat label="Win Rate">{formatWinRate(trader.results > 0 ? trader.winRate : null)}</Stat>
        <Stat label="Total Trades">{formatCount(trader.totalTrades)}</Stat>
        <Stat label="Total Profit">
          <Pnl value={trader.totalProfit} />
        </Stat>
        <Stat label="Followers">{formatCount(trader.followers)}</Stat>
      </dl>
      <p className="-mt-2 text-xs text-muted">
        {trader.results > 0
          ? `Win rate over ${formatCount(trader.results)} closed ${trader.results === 1 ? 'trade' : 'trades'} (sold or settled).`
          : 'No closed trades yet.'}{' '}
        {trader.results < MIN_RANKED_LOTS && `Not ranked until ${MIN_RANKED_LOTS} closed trades.`} Profit is the total P&L: open
        positions and pool shares at today's prices included.
      </p>
      {trader.topCategories.length > 0 && (
        <div>
          <h4 className="text-xs font-medium uppercase tracking-wide text-muted">Top categories</h4>
          <ul className="mt-1.5 flex flex-wrap gap-1.5">
            {trader.topCategories.map((c) => (
              <li key={c}>
                <Badge>{c}</Badge>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div>
        <h4 className="mb-2 text-xs font-medium uppercase tracking-wide text-muted">Recent trades</h4>
        <TraderTrades trades={trader.recentTrades} name={trader.name} />
      </div>
    </Card>
  )
}
