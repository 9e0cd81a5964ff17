import { Badge } from './badge'
import { ClockIcon, TrendingUpIcon } from './icons'
import { daysLeft, formatDaysLeft } from '../../lib/format'
import { cn } from './cn'

export function TrendingBadge({ className }: { className?: string }) {
  return (
    <Badge tone="brand" className={className}>
      <TrendingUpIcon size={12} /> Trending
    </Badge>
  )
}

/** "12 days left" or "Closing soon" (amber when it is). */
export function DaysLeft({ closesAt, now, className }: { closesAt: string; now: number; className?: string }) {
  const soon = daysLeft(closesAt, now) <= 0
  return (
    <span className={cn('inline-flex items-center gap-1', soon && 'font-medium text-amber-700 dark:text-amber-300', className)}>
      <ClockIcon size={14} /> {formatDaysLeft(closesAt, now)}
    </span>
  )
}
