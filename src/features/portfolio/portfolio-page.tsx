import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { portfolioQuery } from '../../api/portfolio'
import { tradesQuery } from '../../api/trades'
import { useAuth } from '../../lib/use-auth'
import { Card, CardHeader, CardTitle } from '../../components/ui/card'
import { buttonClass } from '../../components/ui/button'
import { EmptyState } from '../../components/ui/empty-state'
import { ErrorState, LOAD_FAILED } from '../../components/ui/error-state'
import { errorMessage } from '../../api/client'
import { ClockIcon } from '../../components/ui/icons'
import { positionKey } from '../../lib/position-key'
import { splitPositions } from './position-math'
import { PortfolioSummary } from './portfolio-summary'
import { MyOrders } from '../../components/orders/my-orders'
import { CurrentPositions, SettledPositions } from './positions-section'
import { finishedTrades, RecentTradeRow } from './recent-trades'
import { ListSkeleton } from '../../components/ui/list-skeleton'
import { ValueBreakdown } from './value-breakdown'
import { usePageView } from '../../lib/use-page-view'

/** /portfolio: the signed-in trader's money, positions and latest trades. */
export function PortfolioPage() {
  const { user } = useAuth()
  // RequireAuth guarantees a user; this keeps the types honest.
  if (!user) return null
  return <Portfolio userId={user.id} />
}

function Portfolio({ userId }: { userId: string }) {
  usePageView({ action: 'portfolio_viewed' }, userId)
  const portfolio = useQuery(portfolioQuery(userId))
  const { open, settled } = splitPositions(portfolio.data?.positions ?? [])
  // A trade's toast leads to its position (/portfolio#<key>): once the rows are here, scroll to it.
  const hash = useRouterState({ select: (s) => s.location.hash })
  const hasShown = hash !== '' && open.some((p) => positionKey(p) === hash)
  useEffect(() => {
    if (hasShown) document.getElementById(hash)?.scrollIntoView({ block: 'center' })
  }, [hasShown, hash])

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Portfolio</h1>
        <p className="mt-1 text-sm text-muted">Your cash, open positions and finished trades.</p>
      </header>
      {portfolio.isError ? (
        <Card>
          <ErrorState
            title="Could not load your portfolio"
            message={errorMessage(portfolio.error, LOAD_FAILED)}
            onRetry={() => void portfolio.refetch()}
          />
        </Card>
      ) : (
        <>
          <PortfolioSummary portfolio={portfolio.data} />
          {portfolio.data && <ValueBreakdown portfolio={portfolio.data} />}
          <MyOrders />
          <CurrentPositions
            positions={open}
            pnl={portfolio.data?.figures.positionsPnl ?? '0'}
            loading={portfolio.isPending}
            shown={hasShown ? hash : undefined}
          />
          <SettledPositions positions={settled} />
        </>
      )}
      <RecentTrades userId={userId} />
    </div>
  )
}

/** Recently Finished Trades: the latest 10 closed lots (sold out, or settled with their market). */
function RecentTrades({ userId }: { userId: string }) {
  const trades = useQuery(tradesQuery(userId))
  const all = trades.data ?? []
  const latest = finishedTrades(all)
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <CardTitle id="recent-trades-title">Recently Finished Trades</CardTitle>
          {latest.length > 0 && (
            <Link
              to="/my-trades"
              search={{ tab: 'history' }}
              className="text-sm font-medium text-brand-600 hover:underline dark:text-brand-500"
            >
              View all
            </Link>
          )}
        </div>
      </CardHeader>
      {trades.isPending ? (
        <ListSkeleton rows={3} />
      ) : trades.isError ? (
        <ErrorState
          title="Could not load your trades"
          message={errorMessage(trades.error, LOAD_FAILED)}
          onRetry={() => void trades.refetch()}
        />
      ) : all.length === 0 ? (
        <EmptyState
          icon={ClockIcon}
          title="No trades yet"
          description="Your trades will be listed here once you sell them or their market settles."
          action={
            <Link to="/" className={buttonClass('primary', 'md')}>
              Start Trading
            </Link>
          }
        />
      ) : latest.length === 0 ? (
        <EmptyState
          icon={ClockIcon}
          title="No finished trades yet"
          description="A trade is finished once you sell it or its market settles. Your open trades are in My Trades."
          action={
            <Link to="/my-trades" className={buttonClass('outline', 'md')}>
              View My Trades
            </Link>
          }
        />
      ) : (
        <ul aria-labelledby="recent-trades-title" className="divide-y divide-line border-t border-line">
          {latest.map((t) => (
            <RecentTradeRow key={t.id} trade={t} />
          ))}
        </ul>
      )}
    </Card>
  )
}
