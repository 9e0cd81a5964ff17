import type { PricePoint } from '../../api/contract'
import { formatCents } from '../../lib/format'

export type ChartRange = '1D' | '1W' | '1M' | 'ALL'

const DAY_MS = 24 * 60 * 60 * 1000
export const CHART_RANGES: ReadonlyArray<{ id: ChartRange; label: string; ms: number | null }> = [
  { id: '1D', label: '1 day', ms: DAY_MS },
  { id: '1W', label: '1 week', ms: 7 * DAY_MS },
  { id: '1M', label: '1 month', ms: 30 * DAY_MS },
  { id: 'ALL', label: 'All time', ms: null },
]

/** One chart sample: time in whole UTC seconds (what lightweight-charts wants), prices in cents. */
export interface ChartPoint {
  time: number
  yes: number
  no: number
}

/** API history → ascending points with unique seconds (the chart rejects duplicates; the later sample wins). */
export function toChartPoints(history: readonly PricePoint[]): ChartPoint[] {
  const bySecond = new Map<number, ChartPoint>()
  for (const p of history) {
    const ms = Date.parse(p.timestamp)
    if (!Number.isFinite(ms)) continue
    const time = Math.floor(ms / 1000)
    bySecond.set(time, { time, yes: p.yesPrice, no: p.noPrice })
  }
  return [...bySecond.values()].sort((a, b) => a.time - b.time)
}

/** Adds the market's current price at `nowMs`, so the line ends where the price is now. */
export function withCurrentPrice(points: readonly ChartPoint[], yes: number, nowMs: number): ChartPoint[] {
  const time = Math.floor(nowMs / 1000)
  const last = points.at(-1)
  if (!Number.isFinite(yes) || (last && last.time >= time)) return [...points]
  return [...points, { time, yes, no: Math.round((100 - yes) * 100) / 100 }]
}

/**
 * The points of one time range ending at the last point. The price in force when the range
 * starts is carried to its first second, so a quiet market still draws a line across it.
 */
export function pointsInRange(points: readonly ChartPoint[], range: ChartRange): ChartPoint[] {
  const spec = CHART_RANGES.find((r) => r.id === range)
  const last = points.at(-1)
  if (!spec?.ms || !last) return [...points]
  const start = last.time - Math.floor(spec.ms / 1000)
  const inside = points.filter((p) => p.time >= start)
  const before = points.filter((p) => p.time < start).at(-1)
  if (before && inside[0]?.time !== start) inside.unshift({ ...before, time: start })
  return inside
}

/** The chart's text alternative. */
export function priceSummary(points: readonly ChartPoint[], rangeLabel: string): string {
  const first = points[0]
  const last = points.at(-1)
  if (!first || !last) return 'No price history yet.'
  const low = Math.min(...points.map((p) => p.yes))
  const high = Math.max(...points.map((p) => p.yes))
  return `Yes price moved from ${formatCents(first.yes)} to ${formatCents(last.yes)} over ${rangeLabel.toLowerCase()}` +
    ` (low ${formatCents(low)}, high ${formatCents(high)}).`
}
