import { useQuery } from '@tanstack/react-query'
import { trendsQuery } from '../../api/insights'
import { errorMessage } from '../../api/client'
import type { Category, MarketTrend } from '../../api/contract'
import { formatCentsPrecise, formatCount, formatVolume } from '../../lib/format'
import { Badge } from '../../components/ui/badge'
import { Card } from '../../components/ui/card'
import { ErrorState, LOAD_FAILED } from '../../components/ui/error-state'
import { Skeleton } from '../../components/ui/skeleton'
import { TrendingUpIcon } from '../../components/ui/icons'
import { MinusIcon, TrendingDownIcon } from '../../components/ui/insight-icons'
import { CategoryBadge } from '../../components/ui/category-badge'
import { TREND_MOVE_CENTS, TREND_SENTIMENT_SPLIT } from '../../exchange/insights/trends'
import { useCategories } from '../../lib/use-categories'

const TREND = {
  bullish: { label: 'Bullish', tone: 'yes', Icon: TrendingUpIcon, bar: 'bg-yes-600 dark:bg-yes-500' },
  bearish: { label: 'Bearish', tone: 'no', Icon: TrendingDownIcon, bar: 'bg-no-600 dark:bg-no-500' },
  neutral: { label: 'Neutral', tone: 'neutral', Icon: MinusIcon, bar: 'bg-muted' },
} as const

const signedCents = (c: number) => `${c > 0 ? '+' : c < 0 ? '−' : ''}${formatCentsPrecise(Math.abs(c))}`

function TrendCard({ trend, category }: { trend: MarketTrend; category: Category | undefined }) {
  const t = TREND[trend.trend]
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <h3>
          <CategoryBadge category={category} />
        </h3>
        <Badge tone={t.tone}>
          <t.Icon size={14} /> {t.label}
        </Badge>
      </div>
      <div>
        <div className="flex items-baseline justify-between text-sm">
          <span className="text-muted">Strength</span>
          <span className="font-semibold tabular-nums">{trend.strength}%</span>
        </div>
        <div
          role="progressbar"
          aria-label={`${category?.name ?? trend.category} trend strength`}
          aria-valuenow={trend.strength}
          aria-valuemin={0}
          aria-valuemax={100}
          className="mt-1 h-2 overflow-hidden rounded-full bg-surface-2"
        >
          <div className={`h-full rounded-full ${t.bar}`} style={{ width: `${trend.strength}%` }} />
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
        <div>
          <dt className="text-muted">Volume</dt>
          <dd className="font-semibold tabular-nums">{formatVolume(trend.volume * 1_000_000)}</dd>
        </div>
        <div>
          <dt className="text-muted">Sentiment</dt>
          <dd className="font-semibold tabular-nums">{Math.round(trend.sentiment)}% YES</dd>
        </div>
        <div>
          <dt className="text-muted">24h move</dt>
          <dd className="font-semibold tabular-nums">{signedCents(trend.momentum)}</dd>
        </div>
        <div>
          <dt className="text-muted">24h trades</dt>
          <dd className="font-semibold tabular-nums">{formatCount(trend.trades24h)}</dd>
        </div>
      </dl>
    </Card>
  )
}

/** Market Trends: bullish, bearish or neutral per category, from prices and trade flow. */
export function TrendsTab() {
  const query = useQuery(trendsQuery)
  const { byId } = useCategories()
  if (query.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading trends" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
          <Skeleton key={i} className="h-52 rounded-xl" />
        ))}
      </div>
    )
  }
  if (query.isError)
    return (
      <Card>
        <ErrorState
          title="Could not load trends"
          message={errorMessage(query.error, LOAD_FAILED)}
          onRetry={() => void query.refetch()}
        />
      </Card>
    )
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted">
        Bullish when the 24h move of YES prices in the category's most traded markets is {signedCents(TREND_MOVE_CENTS)} or more
        and sentiment is above {TREND_SENTIMENT_SPLIT}% YES; bearish when the move is {signedCents(-TREND_MOVE_CENTS)} or less and
        sentiment is below {TREND_SENTIMENT_SPLIT}% YES; neutral otherwise. Sentiment is the share of the last 24 hours of trading
        that leaned YES.
      </p>
      <ul aria-label="Market trends" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {query.data.map((t) => (
          <li key={t.category} className="min-w-0">
            <TrendCard trend={t} category={byId.get(t.category)} />
          </li>
        ))}
      </ul>
    </div>
  )
}
