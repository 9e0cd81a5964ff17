import Dexie from 'dexie'
import { yesBp } from '../../src/exchange'
import { categoryTrend, priceAt, sentimentSeries, seriesUntil } from '../../src/exchange/insights'
import { FLOW_BUCKET_MS, hourOf, type FlowBucketRow } from '../../src/exchange/trade-flow'
import type { MarketTrend, SentimentPoint } from '../../src/api/contract'
import type { Backend } from '../backend'
import type { CategoryRow, ForesightDB } from '../db'
import { historyOf } from '../histories'

const DAY_MS = 24 * 60 * 60 * 1000
/** Momentum is read from each category's most traded open markets. */
const TREND_MARKETS_PER_CATEGORY = 10

/** The last 24 hourly flow buckets of every category (at most 24 x categories rows). */
function lastDayBuckets(db: ForesightDB, now: number): Promise<FlowBucketRow[]> {
  const last = hourOf(now)
  return db.flowBuckets
    .where('hour')
    .between(last - 23 * FLOW_BUCKET_MS, last, true, true)
    .toArray()
}

async function categoryFigures(db: ForesightDB, category: CategoryRow, now: number) {
  // One getAll over the category's open markets (~400 rows, in volume order): in Chromium a
  // key cursor over the same range was several times slower than reading the rows in bulk.
  const open = await db.markets
    .where('[categoryId+status+volumeCents]')
    .between([category.id, 'active', Dexie.minKey], [category.id, 'active', Dexie.maxKey])
    .toArray()
  const top = open
    .filter((m) => m.kind !== 'instant')
    .slice(-TREND_MARKETS_PER_CATEGORY)
    .reverse()
  const histories = await db.histories.bulkGet(top.map((m) => m.id))
  const markets = top.map((m, i) => {
    const yes = yesBp(m) / 100
    const series = seriesUntil(historyOf(m, histories[i])?.points ?? [], now, yes)
    return { change24h: yes - priceAt(series, now - DAY_MS), volumeCents: m.volumeCents }
  })
  const volumeCents = open.reduce((sum, m) => sum + m.volumeCents, 0)
  return { markets, volumeCents }
}

/** GET /api/insights/trends: one trend per category, in the categories' display order. */
export async function loadTrends(backend: Backend): Promise<MarketTrend[]> {
  const { db } = backend
  const now = backend.now()
  return db.transaction('r', [db.categories, db.markets, db.histories, db.flowBuckets], async () => {
    const [categories, buckets] = await Promise.all([db.categories.toArray(), lastDayBuckets(db, now)])
    categories.sort((a, b) => a.order - b.order)
    const figures = await Promise.all(categories.map((c) => categoryFigures(db, c, now)))
    return categories.map((category, i) => {
      const mine = buckets.filter((b) => b.categoryId === category.id)
      const trend = categoryTrend({
        markets: figures[i]!.markets,
        yesFlowCents: mine.reduce((s, b) => s + b.yesCents, 0),
        noFlowCents: mine.reduce((s, b) => s + b.noCents, 0),
        volumeCents: figures[i]!.volumeCents,
      })
      return { category: category.id, ...trend, trades24h: mine.reduce((s, b) => s + b.trades, 0) }
    })
  })
}

/** GET /api/insights/sentiment: hourly YES-leaning share of all trade flow over the last 24 hours. */
export async function loadSentiment(backend: Backend): Promise<SentimentPoint[]> {
  const { db } = backend
  const now = backend.now()
  const buckets = await db.transaction('r', [db.flowBuckets], () => lastDayBuckets(db, now))
  return sentimentSeries(buckets, now).map((p) => ({
    time: new Date(p.time).toISOString(),
    sentiment: p.sentiment,
    volume: p.volumeCents / 100,
    trades: p.trades,
  }))
}
