import Dexie from 'dexie'
import { yesBp } from '../../src/exchange'
import { marketInsight } from '../../src/exchange/insights'
import { INSIGHTS_PER_FILTER, type Insight, type InsightCategory } from '../../src/api/contract'
import type { Backend } from '../backend'
import type { ForesightDB, StoredMarket } from '../db'
import { historyOf } from '../histories'

const DAY_MS = 24 * 60 * 60 * 1000
/** Fewer than this many history points is too little to read a trend from. */
const MIN_HISTORY_POINTS = 5

/**
 * The markets worth an insight: open, standard (instant markets live minutes),
 * the most traded first, walked from the volume index and stopped after a few
 * more than needed. Bounded: at most INSIGHTS_PER_FILTER + 4 markets are read.
 */
async function pickMarkets(db: ForesightDB, category: InsightCategory, now: number): Promise<StoredMarket[]> {
  const byVolume =
    category === 'all'
      ? db.markets.where('[status+volumeCents]').between(['active', Dexie.minKey], ['active', Dexie.maxKey])
      : db.markets
          .where('[categoryId+status+volumeCents]')
          .between([category, 'active', Dexie.minKey], [category, 'active', Dexie.maxKey])
  return (
    byVolume
      .reverse()
      // Yes/No markets: the model reads one price (not an instant market's, nor a multi-answer market's answers).
      .filter((m) => m.kind === undefined && m.closesAt > now)
      .limit(INSIGHTS_PER_FILTER + 4)
      .toArray()
  )
}

/** The market's trades of the last 48 hours (the model compares the last day with the one before). */
function recentTrades(db: ForesightDB, marketId: string, now: number) {
  return db.trades
    .where('[marketId+createdAt]')
    .between([marketId, now - 2 * DAY_MS], [marketId, now], true, true)
    .toArray()
}

function toInsight(market: StoredMarket, insight: ReturnType<typeof marketInsight>): Insight {
  return {
    id: `insight-${market.id}`,
    marketId: market.id,
    market: market.title,
    category: market.categoryId,
    confidence: insight.confidence,
    clearCall: insight.clearCall,
    prediction: insight.prediction,
    reasoning: insight.reasoning,
    keyFactors: [...insight.keyFactors],
    timeframe: insight.timeframe,
    riskLevel: insight.riskLevel,
    priceTarget: insight.priceTarget,
    currentPrice: insight.currentPrice,
    side: insight.side,
    direction: insight.direction,
    closesAt: new Date(market.closesAt).toISOString(),
  }
}

/** GET /api/insights: the model's view of the most traded markets, most confident first. */
export async function loadInsights(backend: Backend, category: InsightCategory): Promise<Insight[]> {
  const { db } = backend
  const now = backend.now()
  return db.transaction('r', [db.markets, db.histories, db.trades], async () => {
    const markets = await pickMarkets(db, category, now)
    const [histories, trades] = await Promise.all([
      db.histories.bulkGet(markets.map((m) => m.id)),
      Promise.all(markets.map((m) => recentTrades(db, m.id, now))),
    ])
    const rows = markets
      .flatMap((market, i) => {
        const points = historyOf(market, histories[i])?.points ?? []
        if (points.length < MIN_HISTORY_POINTS) return []
        const insight = marketInsight({
          points,
          yesCents: yesBp(market) / 100,
          trades: trades[i] ?? [],
          closesAt: market.closesAt,
          now,
        })
        return [{ market, insight }]
      })
      .slice(0, INSIGHTS_PER_FILTER)
    return rows
      .sort((a, b) => b.insight.confidence - a.insight.confidence || b.market.volumeCents - a.market.volumeCents)
      .map((r) => toInsight(r.market, r.insight))
  })
}
