import { flowImbalance, flowTotals } from '../trade-flow'
import type { PricePoint, Side, TradeRow } from '../types'

/**
 * The numbers the insight model reads from one market: price momentum and
 * volatility from its price history, trade flow and volume trend from its
 * recent trades. All prices are YES prices in cents.
 */
export const HOUR_MS = 60 * 60 * 1000
export const DAY_MS = 24 * HOUR_MS
/** Volatility is measured over the same window as the 7-day move, one step a day. */
export const VOLATILITY_DAYS = 7

export type RiskLevel = 'low' | 'medium' | 'high'
export type Direction = Side | 'hold'

export type FlowTrade = Pick<TradeRow, 'side' | 'action' | 'cashCents' | 'createdAt'>

export interface MarketSignals {
  /** YES price now (cents). */
  readonly yesCents: number
  /** YES price change over the last 24 hours and 7 days (cents). */
  readonly change24h: number
  readonly change7d: number
  /**
   * Typical YES swing in one day over the last 7 days (cents, one decimal as printed): the
   * root mean square of the 7 daily price ranges (dailyVolatility).
   */
  readonly volatility: number
  /** (YES-leaning cash - NO-leaning cash) / total over the last 24 hours, -1..1. */
  readonly imbalance: number
  /** Share of the last 24 hours' cash that leaned YES, 0..100 (50 when there was none). */
  readonly yesFlowPercent: number
  readonly trades24h: number
  readonly volume24hCents: number
  /** Volume now against the day before: (v24 - vPrev) / max(v24, vPrev), -1..1 (0 without trades). */
  readonly volumeTrend: number
  /** Time left until the market closes (ms, 0 once closed). */
  readonly msToClose: number
}

/**
 * YES price at time t, linear between the neighbouring points; before the first
 * point the first price, after the last one the last price.
 */
export function priceAt(points: readonly PricePoint[], t: number): number {
  const first = points[0]
  if (first === undefined) return 50
  if (t <= first.t) return first.y
  for (let i = 1; i < points.length; i += 1) {
    const b = points[i]!
    if (t <= b.t) {
      const a = points[i - 1]!
      return b.t === a.t ? b.y : a.y + ((b.y - a.y) * (t - a.t)) / (b.t - a.t)
    }
  }
  return points[points.length - 1]!.y
}

/** The history up to `now`, ending with the current price at `now`. */
export function seriesUntil(points: readonly PricePoint[], now: number, yesCents: number): PricePoint[] {
  return [...points.filter((p) => p.t < now), { t: now, y: yesCents }]
}

const round1 = (x: number) => Math.round(x * 10) / 10

/** The YES price's range (highest - lowest) from `from` to `to`: both ends and every point between. */
export function priceRange(series: readonly PricePoint[], from: number, to: number): number {
  const ends = [priceAt(series, from), priceAt(series, to)]
  const inside = series.filter((p) => p.t > from && p.t < to).map((p) => p.y)
  return Math.max(...ends, ...inside) - Math.min(...ends, ...inside)
}

/**
 * Daily volatility in cents, over the window of the 7-day move it is printed beside: the
 * root mean square of the YES price's range in each of the last 7 days (now - 1 day to now,
 * and so on back; before the first point the price counts as flat), rounded to 0.1 cent as
 * shown. A day's range is at least that day's move, the 7 moves add up to change7d and the
 * newest is change24h, so the figure is never below |change7d| / 7 (a steady 27-cent slide
 * over a week reads 3.9 cents a day, not low volatility) nor below |change24h| / sqrt(7),
 * and swings within a day count even when the day ends where it began.
 */
export function dailyVolatility(series: readonly PricePoint[], now: number): number {
  if (series.length === 0) return 0
  let sumSquares = 0
  for (let day = 1; day <= VOLATILITY_DAYS; day += 1) {
    sumSquares += priceRange(series, now - day * DAY_MS, now - (day - 1) * DAY_MS) ** 2
  }
  return round1(Math.sqrt(sumSquares / VOLATILITY_DAYS))
}

function volumeTrend(v24: number, vPrev: number): number {
  const top = Math.max(v24, vPrev)
  return top <= 0 ? 0 : (v24 - vPrev) / top
}

export interface SignalInput {
  readonly points: readonly PricePoint[]
  readonly yesCents: number
  /** The market's trades of (at least) the last 48 hours; older ones are ignored. */
  readonly trades: readonly FlowTrade[]
  readonly closesAt: number
  readonly now: number
}

export function marketSignals(input: SignalInput): MarketSignals {
  const { now, yesCents } = input
  const series = seriesUntil(input.points, now, yesCents)
  const last24 = input.trades.filter((t) => t.createdAt > now - DAY_MS && t.createdAt <= now)
  const prev24 = input.trades.filter((t) => t.createdAt > now - 2 * DAY_MS && t.createdAt <= now - DAY_MS)
  const flow = flowTotals(last24)
  const volume24hCents = flow.yesCents + flow.noCents
  return {
    yesCents,
    change24h: yesCents - priceAt(series, now - DAY_MS),
    change7d: yesCents - priceAt(series, now - 7 * DAY_MS),
    volatility: dailyVolatility(series, now),
    imbalance: flowImbalance(flow.yesCents, flow.noCents),
    yesFlowPercent: volume24hCents > 0 ? (flow.yesCents / volume24hCents) * 100 : 50,
    trades24h: flow.trades,
    volume24hCents,
    volumeTrend: volumeTrend(
      volume24hCents,
      prev24.reduce((s, t) => s + t.cashCents, 0),
    ),
    msToClose: Math.max(0, input.closesAt - now),
  }
}
