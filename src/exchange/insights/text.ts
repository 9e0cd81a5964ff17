import type { Side } from '../types'
import { displayCents } from '../rounding'
import { CLEAR_CALL_CONFIDENCE } from './clear-call'
import { DAY_MS, HOUR_MS, VOLATILITY_DAYS } from './signals'
import type { Direction, MarketSignals, RiskLevel } from './signals'

/** Words for the insight model's numbers: prediction, timeframe, key factors, reasoning. */
interface InsightText {
  readonly signals: MarketSignals
  readonly direction: Direction
  readonly side: Side
  readonly priceTarget: number
  readonly confidence: number
  /** confidence >= CLEAR_CALL_CONFIDENCE. */
  readonly clearCall: boolean
  readonly riskLevel: RiskLevel
  /** How far ahead the model looks (ms). */
  readonly horizonMs: number
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`
const cents = (x: number) => `${Math.abs(x).toFixed(1)}¢`
const SIDE = (side: Side) => side.toUpperCase()

/** "5 hours", "3 days", "2 weeks", "4 months". */
export function durationText(ms: number): string {
  if (ms < DAY_MS) return plural(Math.max(1, Math.ceil(ms / HOUR_MS)), 'hour')
  const days = Math.ceil(ms / DAY_MS)
  if (days < 14) return plural(days, 'day')
  if (days < 60) return plural(Math.round(days / 7), 'week')
  return plural(Math.round(days / 30), 'month')
}

export function timeframeText(horizonMs: number): string {
  return horizonMs <= 0 ? 'Closing now' : `Next ${durationText(horizonMs)}`
}

export function predictionText(t: InsightText): string {
  if (!t.clearCall) return `No clear call: confidence under ${CLEAR_CALL_CONFIDENCE}%`
  if (t.direction === 'hold') return `${SIDE(t.side)} likely to hold near ${t.priceTarget}¢`
  return `${SIDE(t.side)} likely to rise to ${t.priceTarget}¢`
}

/** The label of a volatility as printed (one decimal): the thresholds of riskOf. */
export function volatilityLabel(volatility: number): 'Low' | 'Moderate' | 'High' {
  if (volatility >= 6) return 'High'
  if (volatility >= 3) return 'Moderate'
  return 'Low'
}

/** Moves under half a cent read as steady. */
const STEADY_CENTS = 0.5
const moved = (change: number) => Math.abs(change) >= STEADY_CENTS

function momentumFactor(change: number, window: string): string {
  if (!moved(change)) return `YES price steady over ${window}`
  return `YES ${change > 0 ? 'up' : 'down'} ${cents(change)} over ${window}`
}

/**
 * The last day's price moved with no trade of it on record (a seeded market's chart is
 * price history without trades behind it): the flow texts say where the move comes from
 * instead of "no trades", which would contradict the move beside them.
 */
const movedWithoutTrades = (s: MarketSignals) => s.trades24h === 0 && moved(s.change24h)

/** The side most of the last day's money leaned to, and its share (YES on a tie). */
function leaning(s: MarketSignals): { side: string; percent: number } {
  const yes = Math.round(s.yesFlowPercent)
  return yes >= 50 ? { side: 'YES', percent: yes } : { side: 'NO', percent: 100 - yes }
}

function flowFactor(s: MarketSignals): string {
  if (movedWithoutTrades(s)) return '24h move from the price history, no trade-by-trade record'
  if (s.trades24h === 0) return 'No trades in the last 24 hours'
  const { side, percent } = leaning(s)
  return `${percent}% of 24h buying on ${side} (${plural(s.trades24h, 'trade')})`
}

function volumeFactor(s: MarketSignals): string | null {
  if (s.trades24h === 0 && s.volumeTrend === 0) return null
  if (s.volumeTrend > 0.2) return 'Volume rising against the day before'
  if (s.volumeTrend < -0.2) return 'Volume falling against the day before'
  return 'Volume steady against the day before'
}

export function keyFactors(t: InsightText): string[] {
  const s = t.signals
  const factors = [
    momentumFactor(s.change24h, '24h'),
    momentumFactor(s.change7d, '7 days'),
    flowFactor(s),
    `${volatilityLabel(s.volatility)} volatility: ${cents(s.volatility)} a day over ${VOLATILITY_DAYS} days`,
    volumeFactor(s),
    s.msToClose > 0 ? `Closes in ${durationText(s.msToClose)}` : 'Closing now',
  ]
  return factors.filter((f): f is string => f !== null)
}

function momentumClause(s: MarketSignals): string {
  const day = !moved(s.change24h)
    ? `YES has held near ${displayCents(s.yesCents)}¢ over the past day`
    : s.change24h > 0
      ? `YES has gained ${cents(s.change24h)} over the past day`
      : `YES has lost ${cents(s.change24h)} over the past day`
  if (!moved(s.change7d)) return `${day} and is flat on the week`
  const opposite = moved(s.change24h) && Math.sign(s.change7d) !== Math.sign(s.change24h)
  const week = `${s.change7d > 0 ? 'up' : 'down'} ${cents(s.change7d)} on the week`
  return `${day} ${opposite ? 'but is' : 'and is'} ${week}`
}

function flowClause(s: MarketSignals): string {
  if (movedWithoutTrades(s)) return "with the day's move coming from its price history (no trade-by-trade record)"
  if (s.trades24h === 0) return 'with no trades in the last day'
  const { side, percent } = leaning(s)
  return `with ${percent}% of the last day's buying on ${side}`
}

function confidenceClause(t: InsightText): string {
  const label = volatilityLabel(t.signals.volatility)
  if (label === 'Low') return `low volatility supports ${t.confidence}% confidence`
  if (label === 'Moderate') return `moderate volatility tempers confidence to ${t.confidence}%`
  return `high volatility holds confidence to ${t.confidence}%`
}

/** Without a clear call: how sure the model is, against the threshold, and no target. */
function noCallClause(t: InsightText, horizon: string): string {
  const label = volatilityLabel(t.signals.volatility).toLowerCase()
  return (
    `at ${t.confidence}% confidence (${label} volatility), under the ${CLEAR_CALL_CONFIDENCE}% a call needs, ` +
    `the model makes no clear call ${horizon}`
  )
}

/** One generated sentence: what moved, which way the money leans, what the model expects and how sure it is. */
export function reasoningText(t: InsightText): string {
  const s = t.signals
  const horizon = t.horizonMs > 0 ? `over the next ${durationText(t.horizonMs)}` : 'before it closes'
  if (!t.clearCall) return `${momentumClause(s)}, ${flowClause(s)}; ${noCallClause(t, horizon)}.`
  const view =
    t.direction === 'hold'
      ? `the model expects ${SIDE(t.side)} to hold near ${t.priceTarget}¢ ${horizon}`
      : `the model projects ${SIDE(t.side)} at ${t.priceTarget}¢ ${horizon}`
  return `${momentumClause(s)}, ${flowClause(s)}; ${view}, and ${confidenceClause(t)}.`
}
