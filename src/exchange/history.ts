import { historyY } from './prices'
import type { PriceHistoryRow, PricePoint } from './types'

/**
 * Compact price history: one row per market holding at most MAX_POINTS points.
 * A new point in the same time bucket as the last one replaces it (the latest
 * price of the bucket wins); when the row is full, the older half is thinned
 * by keeping every other point, so recent detail survives and old data stays
 * as a coarse outline.
 */
export const HISTORY_BUCKET_MS = 10 * 60 * 1000
export const MAX_HISTORY_POINTS = 200

function bucketOf(t: number): number {
  return Math.floor(t / HISTORY_BUCKET_MS)
}

/** Halves the older half of the points; the very first point is always kept. */
export function thinHistory(points: readonly PricePoint[]): PricePoint[] {
  const half = Math.floor(points.length / 2)
  const older = points.slice(0, half).filter((_, i) => i % 2 === 0)
  return [...older, ...points.slice(half)]
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
  let next: PricePoint[]
  if (last !== undefined && bucketOf(last.t) === bucketOf(t)) {
    if (last.y === point.y) return history ?? { marketId, points }
    next = [...points.slice(0, -1), point]
  } else {
    next = [...points, point]
  }
  if (next.length > MAX_HISTORY_POINTS) next = thinHistory(next)
  return { marketId, points: next }
}
