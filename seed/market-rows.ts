import { normal, openMarket, poolForPrice } from '../src/exchange'
import type { IdSource, MarketSpec, LedgerEntry, LpShareRow, MarketRow, PositionRow, Rng } from '../src/exchange'
import type { MarketDraft } from './drafts'
import { SEED_HISTORY_POINTS, SEED_HISTORY_POINTS_TAIL, skipHistoryDraws } from './synthetic-history'
import { DAY_MS } from './text'

/**
 * Turns a draft into exchange rows. Open markets are funded by the house
 * liquidity provider through the real openMarket (so reserves match the
 * price and the cash is on the ledger); resolved ones were settled before the
 * seed began, so they hold no cash and keep their final reserves for display.
 * Volume and trader counts are synthesized, consistently: traders ≈ volume / ticket.
 */
export const HOUSE_ACCOUNT_ID = 'house'

export interface MarketRows {
  readonly market: MarketRow
  readonly lpShare: LpShareRow | null
  readonly position: PositionRow | null
  readonly entry: LedgerEntry | null
  // No price history: it is derived on read (seededHistory in ./synthetic-history).
}

interface Activity {
  readonly volumeCents: number
  readonly traderCount: number
  readonly liquidityCents: number
}

function activityOf(draft: MarketDraft, nowMs: number, rng: Rng): Activity {
  const ageDays = Math.max(1, (Math.min(nowMs, draft.closesAt) - draft.createdAt) / DAY_MS)
  const boost = (draft.featured ? 12 : 1) * (draft.trending ? 4 : 1) * (draft.curated ? 2 : 1)
  const dollars = 2_500 * Math.exp(normal(rng) * 1.0) * boost * Math.min(3, 0.4 + ageDays / 40)
  const ticket = 25 + rng.next() * 35
  const liquidityDollars = Math.min(60_000, Math.max(500, Math.round(dollars * (0.15 + rng.next() * 0.2))))
  return {
    volumeCents: Math.round(dollars * 100),
    traderCount: Math.min(8_000, Math.max(3, Math.round(dollars / ticket))),
    liquidityCents: liquidityDollars * 100,
  }
}

/** How many draws the seeded chart took when it was stored: skipped so every other number stays as it was. */
function historyPoints(draft: MarketDraft): number {
  return draft.curated || draft.featured || draft.trending ? SEED_HISTORY_POINTS : SEED_HISTORY_POINTS_TAIL
}

/** Fields shared by open and resolved rows (built field by field: this runs 3,000 times). */
function baseSpec(draft: MarketDraft, id: string, activity: Activity) {
  return {
    id,
    title: draft.title,
    description: draft.description,
    categoryId: draft.categoryId,
    createdAt: draft.createdAt,
    closesAt: draft.closesAt,
    trending: draft.trending,
    featured: draft.featured,
    volumeCents: activity.volumeCents,
    traderCount: activity.traderCount,
  }
}

function resolvedRows(draft: MarketDraft, id: string, activity: Activity, nowMs: number, rng: Rng): MarketRows {
  const pool = poolForPrice(activity.liquidityCents / 100, draft.probability)
  const resolvedAt = Math.min(nowMs, draft.closesAt + Math.round((10 + rng.next() * 110) * 60_000))
  const market: MarketRow = {
    ...baseSpec(draft, id, activity),
    imageUrl: null,
    status: 'resolved',
    resolution: draft.resolution,
    resolvedAt,
    ...pool,
    collateralCents: 0,
    feePoolCents: 0,
    feeIndex: 0,
    lpSharesTotal: 0,
    hiddenLogit: draft.resolution === 'yes' ? 4 : -4,
    simAt: draft.closesAt,
  }
  skipHistoryDraws(rng, historyPoints(draft))
  return { market, lpShare: null, position: null, entry: null }
}

function openRows(draft: MarketDraft, id: string, activity: Activity, nowMs: number, rng: Rng, ids: IdSource): MarketRows {
  const p = draft.probability
  const spec: MarketSpec = {
    id,
    title: draft.title,
    description: draft.description,
    categoryId: draft.categoryId,
    createdAt: draft.createdAt,
    closesAt: draft.closesAt,
    trending: draft.trending,
    featured: draft.featured,
    volumeCents: activity.volumeCents,
    traderCount: activity.traderCount,
    yesProbability: p,
    liquidityCents: activity.liquidityCents,
    providerId: HOUSE_ACCOUNT_ID,
    // Traders disagree a little with the opening price, so the simulation has something to do.
    hiddenLogit: Math.log(p / (1 - p)) + normal(rng) * 0.25,
    simAt: nowMs,
  }
  const opened = openMarket(spec, ids)
  const market: MarketRow = draft.kind === 'closed' ? { ...opened.market, status: 'closed' } : opened.market
  skipHistoryDraws(rng, historyPoints(draft))
  return { market, lpShare: opened.lpShare, position: opened.position, entry: opened.entry }
}

export function marketRows(draft: MarketDraft, id: string, nowMs: number, rng: Rng, ids: IdSource): MarketRows {
  const activity = activityOf(draft, nowMs, rng)
  return draft.kind === 'resolved'
    ? resolvedRows(draft, id, activity, nowMs, rng)
    : openRows(draft, id, activity, nowMs, rng, ids)
}
