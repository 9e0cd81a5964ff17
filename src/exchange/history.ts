import { historyY } from './prices'
import type { PriceHistoryRow, PricePoint } from './types'

/**
 * Compact price history: one row per market, finer the more recent. Each point falls in a time
 * bucket whose size grows with its age (how long before the newest point it was taken): a
 * minute for the last hour, five minutes to six hours, half an hour to two days, three hours to
 * two weeks, twelve hours to two months, two days beyond. A bucket keeps its latest point, and
 * the very first point is always kept. So every chart range (1H to ALL) has a real line to draw
 * (docs/product.md, Market page), and a market traded for a year holds a few hundred points.
 * MAX_HISTORY_POINTS caps the row whatever happens: past it the older half is thinned.
 */
const MINUTE_MS = 60 * 1000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS
export const HISTORY_TIERS: ReadonlyArray<{ readonly youngerThanMs: number; readonly bucketMs: number }> = [
  { youngerThanMs: HOUR_MS, bucketMs: MINUTE_MS },
  { youngerThanMs: 6 * HOUR_MS, bucketMs: 5 * MINUTE_MS },
  { youngerThanMs: 2 * DAY_MS, bucketMs: 30 * MINUTE_MS },
  { youngerThanMs: 14 * DAY_MS, bucketMs: 3 * HOUR_MS },
  { youngerThanMs: 60 * DAY_MS, bucketMs: 12 * HOUR_MS },
  { youngerThanMs: Infinity, bucketMs: 2 * DAY_MS },
]
/** The newest points' bucket: a second point within the same minute replaces the first. */
export const HISTORY_BUCKET_MS = HISTORY_TIERS[0]!.bucketMs
export const MAX_HISTORY_POINTS = 600

/** The bucket a point of time `t` belongs in when the newest point is at `newest`. */
function bucketKey(t: number, newest: number): number {
  const age = newest - t
  const tier = HISTORY_TIERS.findIndex((x) => age < x.youngerThanMs)
  // Tiers apart by far more than any bucket number, so two tiers never share a key.
  return tier * 1e12 + Math.floor(t / HISTORY_TIERS[tier]!.bucketMs)
}

/** Halves the older half of the points; the very first point is always kept. */
export function thinHistory(points: readonly PricePoint[]): PricePoint[] {
  const half = Math.floor(points.length / 2)
  const older = points.slice(0, half).filter((_, i) => i % 2 === 0)
  return [...older, ...points.slice(half)]
}

/** Keeps the first point and the latest point of each bucket (ascending points, newest last). */
export function compactHistory(points: readonly PricePoint[]): PricePoint[] {
  const newest = points.at(-1)
  if (!newest || points.length < 3) return [...points]
  const kept: PricePoint[] = [points[0]!]
  let keptKey = NaN
  for (let i = 1; i < points.length; i += 1) {
    const key = bucketKey(points[i]!.t, newest.t)
    if (key === keptKey && kept.length > 1) kept[kept.length - 1] = points[i]!
    else kept.push(points[i]!)
    keptKey = key
  }
  return kept.length > MAX_HISTORY_POINTS ? thinHistory(kept) : kept
}

export function recordPricePoint(
  history: PriceHistoryRow | undefined,
  marketId: string,
  t: number,
  yesBp: number,
): PriceHistoryRow {
  const point: PricePoint = { t, y: historyY(yesBp) }
  const points = history?.points ?? []
  const last = points[points.length - 1]
  if (last !== undefined && t < last.t) return history ?? { marketId, points }
  if (last !== undefined && Math.floor(last.t / HISTORY_BUCKET_MS) === Math.floor(t / HISTORY_BUCKET_MS)) {
    // Within the newest minute: the latest price wins (nothing older changes bucket meanwhile).
    if (last.y === point.y) return history ?? { marketId, points }
    return { marketId, points: [...points.slice(0, -1), point] }
  }
  return { marketId, points: compactHistory([...points, point]) }
}
