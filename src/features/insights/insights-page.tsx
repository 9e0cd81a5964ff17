import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import { cn } from '../../components/ui/cn'
import { InfoIcon } from '../../components/ui/insight-icons'
import { CLEAR_CALL_CONFIDENCE } from '../../exchange/insights/clear-call'
import { InsightsTab } from './insights-tab'
import { TrendsTab } from './trends-tab'
import { SentimentTab } from './sentiment-tab'

const TABS = ['AI Insights', 'Market Trends', 'Sentiment Analysis'] as const

const tabClass =
  'min-h-11 rounded-lg px-2 py-2 text-sm font-medium leading-tight sm:min-h-0 text-muted transition-colors sm:px-3.5 ' +
  'hover:text-fg data-selected:bg-surface data-selected:text-fg data-selected:shadow-sm dark:data-selected:bg-line/70 ' +
  // Headless UI marks keyboard focus with data-focus; the global :focus-visible outline would also show after a click.
  'outline-none! data-focus:ring-2 data-focus:ring-brand-500'

/** /insights: model-generated insights, category trends and trade-flow sentiment. */
export function InsightsPage() {
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">AI Market Insights</h1>
        <p className="mt-1 text-sm text-muted">What the exchange's own prices and trade flow suggest, market by market.</p>
      </header>
      <aside className="flex gap-3 rounded-xl border border-brand-100 bg-brand-50 p-3.5 text-sm text-brand-700 dark:border-brand-500/30 dark:bg-brand-500/10 dark:text-brand-100">
        <InfoIcon size={18} className="mt-0.5 shrink-0" />
        <p>
          <strong className="font-semibold">Model-generated from simulated data.</strong> A small, documented model reads this
          demo exchange's simulated prices and trades and writes these insights. Below {CLEAR_CALL_CONFIDENCE}% confidence it
          makes no clear call. They are not financial advice.
        </p>
      </aside>
      <TabGroup>
        <TabList
          aria-label="Insight views"
          className="grid grid-cols-3 gap-1 rounded-xl border border-line bg-surface-2 p-1 sm:flex sm:w-fit"
        >
          {TABS.map((t) => (
            <Tab key={t} className={cn(tabClass)}>
              {t}
            </Tab>
          ))}
        </TabList>
        <TabPanels className="mt-4">
          <TabPanel>
            <InsightsTab />
          </TabPanel>
          <TabPanel>
            <TrendsTab />
          </TabPanel>
          <TabPanel>
            <SentimentTab />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </div>
  )
}
