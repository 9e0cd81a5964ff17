import { randomBetween } from '../src/exchange'
import type { Rng } from '../src/exchange'
import { CATEGORIES } from './categories'
import type { CategoryId } from './categories'
import { CURATED_MARKETS } from './curated-markets'
import type { CuratedMarket } from './curated-markets'
import type { MarketDraft } from './drafts'
import { DAY_MS, HOUR_MS, eveningOf, fillTokens } from './text'

/** Close time from "days from now": whole-day questions close at 20:00 UTC, short ones to the quarter hour. */
function closeTimeFromDays(nowMs: number, days: number): number {
  const raw = nowMs + days * DAY_MS
  if (Math.abs(days) > 2) return eveningOf(raw)
  const quarter = 15 * 60 * 1000
  return Math.ceil(raw / quarter) * quarter
}

function curatedDraft(market: CuratedMarket, categoryId: CategoryId, nowMs: number, rng: Rng): MarketDraft {
  const closesAt = closeTimeFromDays(nowMs, market.closesInDays)
  const resolved = market.resolution !== undefined && closesAt < nowMs
  const ageDays = randomBetween(rng, 10, 120)
  const createdAt = Math.min(nowMs - ageDays * DAY_MS, closesAt - 3 * DAY_MS)
  return {
    title: fillTokens(market.title, { closesAt }),
    description: fillTokens(market.description, { closesAt }),
    categoryId,
    kind: resolved ? 'resolved' : 'active',
    createdAt: Math.floor(createdAt / HOUR_MS) * HOUR_MS,
    closesAt,
    probability: market.probability,
    featured: market.featured === true,
    trending: market.trending === true,
    resolution: resolved ? (market.resolution ?? null) : null,
    curated: true,
  }
}

/** All hand-written markets, category by category in the fixed category order. */
export function curatedDrafts(nowMs: number, rng: Rng): MarketDraft[] {
  return CATEGORIES.flatMap((category) => {
    const id = category.id as CategoryId
    return CURATED_MARKETS[id].map((market) => curatedDraft(market, id, nowMs, rng))
  })
}
