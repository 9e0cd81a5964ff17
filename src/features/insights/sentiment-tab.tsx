import { lazy, Suspense, useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { format } from 'date-fns'
import { sentimentQuery } from '../../api/insights'
import { errorMessage } from '../../api/client'
import { formatCount, formatVolume } from '../../lib/format'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { EmptyState } from '../../components/ui/empty-state'
import { ErrorState, LOAD_FAILED } from '../../components/ui/error-state'
import { Skeleton } from '../../components/ui/skeleton'
import { StatCard } from '../../components/ui/stat-card'
import { ActivityIcon, DollarIcon, PieChartIcon } from '../../components/ui/more-icons'
import { moodOf, summarizeSentiment } from './sentiment-summary'

const SentimentChart = lazy(() => import('./sentiment-chart'))
const CHART_HEIGHT = 280

const yesShare = (s: number | null | undefined) => (s === null || s === undefined ? '—' : `${Math.round(s)}% YES`)

/** Sentiment Analysis: an hourly chart of which way the money leans, and three cards from the same points. */
export function SentimentTab() {
  const query = useQuery(sentimentQuery)
  const points = useMemo(() => query.data ?? [], [query.data])
  const summary = useMemo(() => summarizeSentiment(points), [points])
  const loading = query.isPending
  if (query.isError)
    return (
      <Card>
        <ErrorState
          title="Could not load sentiment"
          message={errorMessage(query.error, LOAD_FAILED)}
          onRetry={() => void query.refetch()}
        />
      </Card>
    )
  return (
    <div className="space-y-4">
      <section aria-label="Sentiment summary" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        <StatCard
          label="Current Sentiment"
          icon={ActivityIcon}
          loading={loading}
          className="col-span-2 sm:col-span-1"
          value={yesShare(summary.current?.sentiment)}
          hint={
            summary.current
              ? `${moodOf(summary.current.sentiment)} · ${format(new Date(summary.current.time), 'h a')} hour`
              : 'No trades in 24 hours'
          }
        />
        <StatCard
          label="24h Average"
          icon={PieChartIcon}
          loading={loading}
          value={yesShare(summary.average)}
          hint={summary.average === null ? 'No trades yet' : moodOf(summary.average)}
        />
        <StatCard
          label="24h Volume"
          icon={DollarIcon}
          loading={loading}
          value={formatVolume(summary.volume)}
          hint={`${formatCount(summary.trades)} ${summary.trades === 1 ? 'trade' : 'trades'} in ${summary.activeHours} ${summary.activeHours === 1 ? 'hour' : 'hours'}`}
        />
      </section>
      <Card>
        <CardHeader>
          <CardTitle>Market Sentiment, last 24 hours</CardTitle>
          <p className="text-sm text-muted">
            Share of each hour's trading that leaned YES (buying YES or selling NO). 50% is balanced; gaps are hours without
            trades.
          </p>
        </CardHeader>
        <CardContent>
          {loading ? (
            <Skeleton className="h-[280px] w-full" />
          ) : summary.activeHours === 0 ? (
            <EmptyState
              icon={ActivityIcon}
              title="No trades in the last 24 hours"
              description="The chart fills in as traders buy and sell."
            />
          ) : (
            <figure>
              <Suspense fallback={<Skeleton className="h-[280px] w-full" />}>
                <SentimentChart points={points} height={CHART_HEIGHT} />
              </Suspense>
              <figcaption className="sr-only">
                Latest hour with trades: {yesShare(summary.current?.sentiment)}. 24-hour average: {yesShare(summary.average)}.
              </figcaption>
            </figure>
          )}
        </CardContent>
      </Card>
    </div>
  )
}
