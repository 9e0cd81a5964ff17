import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useSearch } from '@tanstack/react-router'
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import { tradesQuery } from '../../api/trades'
import { logsQuery } from '../../api/logs'
import { portfolioQuery } from '../../api/portfolio'
import { useAuth } from '../../lib/use-auth'
import { EmptyState } from '../../components/ui/empty-state'
import { cn } from '../../components/ui/cn'
import { ActivityIcon } from '../../components/ui/more-icons'
import { usePageView } from '../../lib/use-page-view'
import { bestAndWorst, cumulativePnl, sideCounts, topMarkets, tradeFigures, tradesOnly } from './trade-stats'
import { exchangeNow } from '../../lib/exchange-clock'
import { toCents } from '../../lib/money'
import { TradesSummary } from './trades-summary'
import { OverviewTab } from './overview-tab'
import { PerformanceTab } from './performance-tab'
import { AnalyticsTab } from './analytics-tab'
import { HistoryTab } from './history-tab'
import { ActivityTab } from './activity-tab'
import { NoTrades, PanelState } from './panel-state'
import { Button } from '../../components/ui/button'
import { icon } from '../../components/ui/icons'
import type { Trade } from '../../api/contract'
import { tradesCsv, tradesCsvFileName } from '../../lib/trades-csv'

const DownloadIcon = icon(<path d="M12 3v12m0 0-4-4m4 4 4-4M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />, 'DownloadIcon')

/** The whole trade history as a CSV file (a header row, one trade a line, dollars with two decimals). */
function downloadCsv(trades: readonly Trade[]) {
  const url = URL.createObjectURL(new Blob([tradesCsv(trades)], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = tradesCsvFileName(new Date())
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

const TABS = ['Overview', 'Performance', 'Analytics', 'Trade History', 'Activity Log'] as const

// On phones the five tabs sit in two rows (3 + 2) so none hides off-screen; a single row from sm up.
const tabClass =
  'min-h-11 whitespace-nowrap rounded-lg px-2 py-2 text-sm sm:min-h-0 font-medium text-muted transition-colors sm:px-3.5 ' +
  'hover:text-fg data-selected:bg-surface data-selected:text-fg data-selected:shadow-sm dark:data-selected:bg-line/70 ' +
  // Headless UI sets data-focus only for keyboard focus; its click-then-focus() would otherwise
  // match the global :focus-visible outline (unlayered, hence the important modifier).
  'outline-none! data-focus:ring-2 data-focus:ring-brand-500'
const tabSpan = (i: number) => (i < 3 ? 'col-span-2' : 'col-span-3')

/** /my-trades: summary figures, then five views of the signed-in trader's trades. */
export function MyTradesPage() {
  const { user } = useAuth()
  if (!user) return null
  return <MyTrades userId={user.id} />
}

function MyTrades({ userId }: { userId: string }) {
  usePageView({ action: 'trades_viewed' }, userId)
  const trades = useQuery(tradesQuery(userId))
  // The account's figures (win rate, invested, total P&L) are the portfolio's: one value on every page.
  const portfolio = useQuery(portfolioQuery(userId))
  const { tab } = useSearch({ strict: false }) as { tab?: 'history' }
  const figures = portfolio.data?.figures
  const rows = useMemo(() => (trades.data ?? []).map(tradeFigures), [trades.data])
  const tradeCount = useMemo(() => tradesOnly(rows).length, [rows])
  const top = useMemo(() => topMarkets(rows), [rows])
  const totalPnl = figures ? toCents(figures.totalPnl) : undefined
  const points = useMemo(() => cumulativePnl(rows, exchangeNow(), totalPnl), [rows, totalPnl])
  const extremes = useMemo(() => bestAndWorst(rows), [rows])
  const state = {
    pending: trades.isPending,
    error: trades.error,
    onRetry: () => void trades.refetch(),
    isEmpty: rows.length === 0,
    empty: <NoTrades />,
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-8">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">My Trades</h1>
          <p className="mt-1 text-sm text-muted">How your trades are doing at today's prices, and what you have been up to.</p>
        </div>
        <Button
          variant="outline"
          className="h-11 sm:h-10"
          disabled={!trades.data || trades.data.length === 0}
          onClick={() => downloadCsv(trades.data ?? [])}
        >
          <DownloadIcon size={16} /> Download CSV
        </Button>
      </header>
      <TradesSummary
        tradeCount={tradeCount}
        figures={trades.isError ? undefined : figures}
        loading={trades.isPending || portfolio.isPending}
      />
      <TabGroup defaultIndex={tab === 'history' ? TABS.indexOf('Trade History') : 0}>
        <TabList
          aria-label="Trade analytics"
          className="grid grid-cols-6 gap-1 rounded-xl border border-line bg-surface-2 p-1 sm:flex sm:w-fit"
        >
          {TABS.map((t, i) => (
            <Tab key={t} className={cn(tabClass, tabSpan(i))}>
              {t}
            </Tab>
          ))}
        </TabList>
        <TabPanels className="mt-4">
          <TabPanel>
            <PanelState {...state}>{() => <OverviewTab points={points} sides={sideCounts(rows)} />}</PanelState>
          </TabPanel>
          <TabPanel>
            <PanelState
              {...state}
              pending={state.pending || portfolio.isPending}
              error={state.error ?? portfolio.error}
              failedTitle={state.error ? 'Could not load your trades' : 'Could not load your portfolio'}
              onRetry={() => void Promise.all([trades.refetch(), portfolio.refetch()])}
            >
              {() => <PerformanceTab figures={figures!} top={top} {...extremes} />}
            </PanelState>
          </TabPanel>
          <TabPanel>
            <PanelState {...state}>{() => <AnalyticsTab top={top} />}</PanelState>
          </TabPanel>
          <TabPanel>
            <PanelState {...state}>{() => <HistoryTab rows={rows} />}</PanelState>
          </TabPanel>
          <TabPanel>
            <ActivityPanel userId={userId} />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </div>
  )
}

function ActivityPanel({ userId }: { userId: string }) {
  const logs = useQuery(logsQuery(userId))
  const entries = logs.data ?? []
  return (
    <PanelState
      pending={logs.isPending}
      error={logs.error}
      failedTitle="Could not load your activity log"
      onRetry={() => void logs.refetch()}
      isEmpty={entries.length === 0}
      empty={
        <EmptyState
          icon={ActivityIcon}
          title="No activity logged yet"
          description="Trades you place and pages you open are recorded here."
        />
      }
    >
      {() => <ActivityTab entries={entries} />}
    </PanelState>
  )
}
