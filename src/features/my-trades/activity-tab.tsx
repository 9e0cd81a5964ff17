import type { ComponentType } from 'react'
import type { ActivityAction, ActivityEntry } from '../../api/contract'
import { formatDateTime, formatMoney } from '../../lib/format'
import { Card } from '../../components/ui/card'
import { BriefcaseIcon, DropletsIcon, ShieldIcon, TrendingUpIcon } from '../../components/ui/icons'
import { ActivityIcon, EyeIcon, ListIcon, UserPlusIcon } from '../../components/ui/more-icons'
import { CopyIcon } from '../../components/ui/insight-icons'
import { SideBadge } from '../../components/ui/side-badge'
import { describeActivity, viewCount } from './activity-text'

const ICONS: Record<ActivityAction, ComponentType<{ size?: number }>> = {
  trade_placed: TrendingUpIcon,
  trades_viewed: ListIcon,
  portfolio_viewed: BriefcaseIcon,
  market_viewed: EyeIcon,
  trade_copied: CopyIcon,
  trader_followed: UserPlusIcon,
  trader_unfollowed: UserPlusIcon,
  liquidity_added: DropletsIcon,
  liquidity_removed: DropletsIcon,
  user_promoted: ShieldIcon,
  user_demoted: ShieldIcon,
  trade_sold: TrendingUpIcon,
  order_placed: ListIcon,
  order_filled: TrendingUpIcon,
  order_cancelled: ListIcon,
  order_expired: ListIcon,
  password_changed: ShieldIcon,
  password_set: ShieldIcon,
  market_created: ShieldIcon,
  market_resolved: ShieldIcon,
  market_voided: ShieldIcon,
  market_updated: ShieldIcon,
}

/** Trades, sales and limit orders name their market (and answer) under the sentence; the other actions name it in it. */
const SHOWS_MARKET: readonly string[] = [
  'trade_placed',
  'trade_copied',
  'trade_sold',
  'order_placed',
  'order_filled',
  'order_cancelled',
  'order_expired',
]

/** Activity Log: the latest 50 things the trader did, newest first. */
export function ActivityTab({ entries }: { entries: ActivityEntry[] }) {
  return (
    <Card>
      <h2 className="sr-only" id="activity-title">
        Activity Log
      </h2>
      <ul aria-labelledby="activity-title" className="divide-y divide-line">
        {entries.map((e) => (
          <ActivityRow key={e.id} entry={e} />
        ))}
      </ul>
    </Card>
  )
}

function ActivityRow({ entry }: { entry: ActivityEntry }) {
  const Icon = ICONS[entry.action as ActivityAction] ?? ActivityIcon
  const { amount, side } = entry.metadata
  const hasMeta = amount !== undefined || side !== undefined
  return (
    <li className="flex items-start gap-3 px-4 py-3.5 sm:px-5">
      <span
        aria-hidden="true"
        className="mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-surface-2 text-muted"
      >
        <Icon size={18} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium">{describeActivity(entry)}</p>
        {SHOWS_MARKET.includes(entry.action) && entry.details.marketTitle && (
          // Up to three lines: a multi-answer market's answer ends the title ("Who wins? · Team Red").
          <p className="line-clamp-3 break-words text-sm text-muted">{entry.details.marketTitle}</p>
        )}
        <p className="text-sm text-muted">
          <time dateTime={entry.timestamp}>{formatDateTime(entry.timestamp)}</time>
          {viewCount(entry) && <span data-testid="view-count"> · {viewCount(entry)}</span>}
        </p>
      </div>
      {hasMeta && (
        <div className="flex shrink-0 flex-col items-end gap-1">
          {amount !== undefined && <span className="font-semibold tabular-nums">{formatMoney(amount)}</span>}
          {side && <SideBadge side={side} />}
        </div>
      )}
    </li>
  )
}
