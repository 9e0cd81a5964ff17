import type { PricePoint } from '../../api/contract'
import { formatCents, formatTimeTick } from '../../lib/format'

export type ChartRange = '1H' | '6H' | '1D' | '1W' | '1M' | 'ALL'

const MINUTE_MS = 60 * 1000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS
export const CHART_RANGES: ReadonlyArray<{ id: ChartRange; label: string; ms: number | null }> = [
  { id: '1H', label: '1 hour', ms: HOUR_MS },
  { id: '6H', label: '6 hours', ms: 6 * HOUR_MS },
  { id: '1D', label: '1 day', ms: DAY_MS },
  { id: '1W', label: '1 week', ms: 7 * DAY_MS },
  { id: '1M', label: '1 month', ms: 30 * DAY_MS },
  { id: 'ALL', label: 'All time', ms: null },
]

/** One chart sample: time in whole UTC seconds, prices in cents. */
export interface ChartPoint {
  time: number
  yes: number
  no: number
}

/** API history → ascending points with unique seconds (the later of two samples in one second wins). */
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
export function priceSummary(points: readonly ChartPoint[], rangeLabel: string, nowCents?: number): string {
  const first = points[0]
  const last = points.at(-1)
  if (!first || !last) return 'No price history yet.'
  const low = Math.min(...points.map((p) => p.yes))
  const high = Math.max(...points.map((p) => p.yes))
  // It ends at the price the page shows (the chart keeps a tenth of a cent: 63.47¢ charted as 63.5 read "64¢" beside "63¢").
  const end = nowCents ?? last.yes
  return (
    `Yes price moved from ${formatCents(first.yes)} to ${formatCents(end)} over ${rangeLabel.toLowerCase()}` +
    ` (low ${formatCents(low)}, high ${formatCents(high)}).`
  )
}

export interface TimeTick {
  /** Whole UTC seconds. */
  time: number
  label: string
}

type TickUnit = 'minute' | 'hour' | 'day' | 'month' | 'year'

/** Tick spacings, shortest first, in the person's time zone (a day starts at their midnight). */
const TICK_STEPS: ReadonlyArray<{ unit: TickUnit; n: number; approxMs: number }> = [
  ...[5, 10, 15, 30].map((n) => ({ unit: 'minute' as const, n, approxMs: n * MINUTE_MS })),
  ...[1, 2, 3, 6, 12].map((n) => ({ unit: 'hour' as const, n, approxMs: n * HOUR_MS })),
  ...[1, 2, 7, 14].map((n) => ({ unit: 'day' as const, n, approxMs: n * DAY_MS })),
  ...[1, 3, 6].map((n) => ({ unit: 'month' as const, n, approxMs: n * 30 * DAY_MS })),
  { unit: 'year', n: 1, approxMs: 365 * DAY_MS },
]

/** A local date, hour and minute as numbers: one that may not exist (a clock change skips it) still counts. */
type Parts = [year: number, month: number, day: number, hour: number, minute: number]

/**
 * The `k`-th step from the first round time (`first`, as numbers): worked out from those numbers
 * each time, not by adding to the tick before, so a daylight-saving change moves only the ticks
 * it falls on.
 */
function tickAt([y, m, d, h, min]: Parts, unit: TickUnit, k: number): Date {
  if (unit === 'minute') return new Date(y, m, d, h, min + k)
  if (unit === 'hour') return new Date(y, m, d, h + k)
  if (unit === 'day') return new Date(y, m, d + k)
  if (unit === 'month') return new Date(y, m + k, 1)
  return new Date(y + k, 0, 1)
}

/**
 * Where the ticks start, at or just before `date`: an hour of the day or a month of the year that
 * is a multiple of `n` (6 AM, 12 PM...; Jan, Apr...), or the first midnight from `date` on (days
 * have no such anchor).
 */
function firstTick(date: Date, unit: TickUnit, n: number): Parts {
  const [y, m, d, h, min] = [date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()]
  if (unit === 'minute') return [y, m, d, h, min - (min % n)]
  if (unit === 'hour') return [y, m, d, h - (h % n), 0]
  if (unit === 'day') return new Date(y, m, d).getTime() < date.getTime() ? [y, m, d + 1, 0, 0] : [y, m, d, 0, 0]
  if (unit === 'month') return [y, m - (m % n), 1, 0, 0]
  return [y, 0, 1, 0, 0]
}

/** An hour or minute tick that a clock change skips: its wall-clock time is not the one asked for. */
function skipped(at: Date, first: Parts, unit: TickUnit, k: number): boolean {
  if (unit === 'hour') return at.getHours() !== (first[3] + k) % 24
  if (unit === 'minute') return at.getHours() * 60 + at.getMinutes() !== (first[3] * 60 + first[4] + k) % (24 * 60)
  return false
}

/**
 * At most `max` time-axis ticks between `from` and `to` (seconds), at round local times: quarter
 * hours and the like, whole hours, midnights, firsts of the month, new years. An hour tick at midnight is labelled with its
 * date, a tick on the first of January with its year. An hour a clock change skips has no tick
 * (the hour after it would sit an hour from the next one, crowding its label).
 */
export function timeTicks(from: number, to: number, max: number): TimeTick[] {
  if (!(to > from) || max < 1) return []
  const spanMs = (to - from) * 1000
  const step = TICK_STEPS.find((s) => spanMs / s.approxMs <= max) ?? TICK_STEPS.at(-1)!
  const first = firstTick(new Date(from * 1000), step.unit, step.n)
  const ticks: TimeTick[] = []
  for (let k = 0; ticks.length < max; k += step.n) {
    const at = tickAt(first, step.unit, k)
    if (at.getTime() > to * 1000) break
    if (at.getTime() < from * 1000 || skipped(at, first, step.unit, k)) continue
    const midnight = at.getHours() === 0 && at.getMinutes() === 0
    const short = step.unit === 'hour' || step.unit === 'minute'
    const newYear = at.getMonth() === 0 && at.getDate() === 1 && (!short || midnight)
    const unit = newYear ? 'year' : short && midnight ? 'day' : step.unit
    ticks.push({ time: Math.floor(at.getTime() / 1000), label: formatTimeTick(at, unit) })
  }
  return ticks
}

/**
 * The sample in force at the moment `at` across the points' span (0 = the first sample, 1 = the
 * last): the latest one at or before it, as the chart draws each price until the next (stepPath).
 */
export function pointAt(points: readonly ChartPoint[], at: number): ChartPoint | null {
  if (!points.length) return null
  const first = points[0].time
  return pointInForce(points, first + at * (points[points.length - 1].time - first)) ?? null
}

/** The latest of ascending `points` at or before `time` (seconds); the first one before it starts. */
export function pointInForce(points: readonly ChartPoint[], time: number): ChartPoint | undefined {
  let lo = 0
  let hi = points.length - 1
  if (hi < 0) return undefined
  if (points[hi].time <= time) return points[hi]
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1
    if (points[mid].time <= time) lo = mid
    else hi = mid
  }
  return points[lo]
}

/**
 * How far the Yes price moved over the last `ms` to `yes` now (cents, one decimal): from the
 * price in force `ms` ago (the last sample at or before then; a younger market's first sample).
 * Null without history.
 */
export function priceChange(points: readonly ChartPoint[], yes: number, nowMs: number, ms: number): number | null {
  const first = points[0]
  if (!first || !Number.isFinite(yes)) return null
  const start = Math.floor((nowMs - ms) / 1000)
  const then = points.filter((p) => p.time <= start).at(-1) ?? first
  return Math.round((yes - then.yes) * 10) / 10
}
