import { RESOLUTION_DELAY_MS, isInstantMarket, logit, openMarket, sigmoid, yesProbability } from '../../src/exchange'
import type { IdSource } from '../../src/exchange'
import { HOUSE_ACCOUNT_ID, type MarketRows } from '../market-rows'
import { PAST_DAYS } from './run'

const DAY_MS = 24 * 60 * 60 * 1000
const HOUR_MS = 60 * 60 * 1000

/**
 * A catalogue market that resolved during the seeded past is seeded open instead, as it stood
 * before: priced less surely than its final price, funded by the house like any open market,
 * with the traders' hidden view leaning to the outcome its final price shows. The past then
 * trades it, closes it and settles it through the exchange (settleMarket), so its result,
 * payouts and the winners' and losers' records are real. Returns null for every other market.
 */
export function reopenForPast(rows: MarketRows, nowMs: number, ids: IdSource): MarketRows | null {
  const m = rows.market
  const start = nowMs - PAST_DAYS * DAY_MS
  if (m.status !== 'resolved' || isInstantMarket(m)) return null
  if (m.closesAt <= start + DAY_MS || m.closesAt + RESOLUTION_DELAY_MS + HOUR_MS > nowMs) return null
  const final = logit(Math.min(0.99, Math.max(0.01, yesProbability(m))))
  const opening = Math.min(0.9, Math.max(0.1, Math.round(sigmoid(final * 0.3) * 100) / 100))
  const opened = openMarket(
    {
      id: m.id,
      title: m.title,
      description: m.description,
      categoryId: m.categoryId,
      createdAt: m.createdAt,
      closesAt: m.closesAt,
      trending: m.trending,
      featured: m.featured,
      volumeCents: m.volumeCents,
      traderCount: m.traderCount,
      yesProbability: opening,
      liquidityCents: Math.round(Math.max(m.yesReserve, m.noReserve)) * 100,
      providerId: HOUSE_ACCOUNT_ID,
      hiddenLogit: final * 0.7,
      simAt: Math.max(m.createdAt, start),
    },
    ids,
  )
  return { market: opened.market, lpShare: opened.lpShare, position: opened.position, entry: opened.entry }
}
