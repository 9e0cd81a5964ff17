import type { Side } from '../types'
import { isClearCall } from './clear-call'
import { DAY_MS, marketSignals } from './signals'
import type { Direction, MarketSignals, RiskLevel, SignalInput } from './signals'
import { keyFactors, predictionText, reasoningText, timeframeText } from './text'

/**
 * The AI insight model: a small, deterministic rule set over one market's
 * signals (signals.ts). It is not a forecast anyone should trade on; it turns
 * the exchange's own prices and trade flow into a readable opinion.
 *
 * 1. Expected move of the YES price, in cents: momentum plus order flow,
 *      move = clamp(0.5 x change24h + 0.25 x change7d + 5 x flow, -25, 25)
 *    where flow = imbalance x min(1, trades24h / 5): one lone trade should not
 *    carry the weight of a busy day.
 * 2. Direction: YES rises when move >= +1, NO rises when move <= -1, otherwise
 *    'hold' (about the side in the lead, YES at 50).
 * 3. Price target: YES target = clamp(round(yes + move), 1, 99); for a NO call
 *    the NO target is 100 - that. currentPrice is the predicted side's price now.
 * 4. Confidence %, clamp(round(c), 50, 95) where c =
 *      50
 *      + min(20, 1.5 x |move|)                       the size of the signal
 *      + 10 when change24h and change7d (each at least 0.5 cents) point the
 *        predicted way                               consistent momentum
 *      + 10 x |flow| when the flow points the predicted way
 *      + min(8, trades24h / 3), halved unless volume is rising    activity
 *      - min(25, 2.5 x volatility)                   noisy prices
 *    Volatility is the typical daily swing over the last 7 days, as printed (signals.ts).
 * 5. A clear call needs confidence >= CLEAR_CALL_CONFIDENCE (60%). Below it the
 *    insight says there is no clear call: no target or potential is shown, and
 *    the reasoning says the model's confidence is under the threshold. (With
 *    these weights a 'hold' stays under 60%, so it is never a call.)
 * 6. Risk: high when volatility >= 6 cents a day or the market closes within
 *    a day; medium when volatility >= 3 or it closes within a week; else low.
 * 7. Timeframe: the model looks at most a week ahead, less when the market
 *    closes sooner. Profit potential = (target - current) / current x 100.
 * 8. Key factors and the reasoning sentence are written from these numbers.
 */
export const MAX_MOVE_CENTS = 25
export const MIN_CONFIDENCE = 50
export const MAX_CONFIDENCE = 95
export const HORIZON_MS = 7 * DAY_MS

export interface MarketInsight {
  readonly direction: Direction
  /** The side the prediction is about. */
  readonly side: Side
  readonly prediction: string
  readonly confidence: number
  /** confidence >= CLEAR_CALL_CONFIDENCE: the insight makes a call (prediction, target, potential). */
  readonly clearCall: boolean
  readonly riskLevel: RiskLevel
  /** The side's price now, cents (2 decimals). */
  readonly currentPrice: number
  /** The side's target price, whole cents in 1..99. */
  readonly priceTarget: number
  /** (target - current) / current x 100, one decimal. */
  readonly profitPotential: number
  readonly timeframe: string
  readonly keyFactors: readonly string[]
  readonly reasoning: string
  readonly signals: MarketSignals
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x))
const round2 = (x: number) => Math.round(x * 100) / 100

/** Order flow, damped when few trades back it: imbalance x min(1, trades24h / 5). */
export function flowSignal(s: Pick<MarketSignals, 'imbalance' | 'trades24h'>): number {
  return s.imbalance * Math.min(1, s.trades24h / 5)
}

export function expectedMove(s: Pick<MarketSignals, 'change24h' | 'change7d' | 'imbalance' | 'trades24h'>): number {
  return clamp(0.5 * s.change24h + 0.25 * s.change7d + 5 * flowSignal(s), -MAX_MOVE_CENTS, MAX_MOVE_CENTS)
}

export function directionOf(move: number): Direction {
  if (move >= 1) return 'yes'
  if (move <= -1) return 'no'
  return 'hold'
}

export function confidenceOf(s: MarketSignals, move: number, direction: Direction): number {
  const sign = direction === 'yes' ? 1 : direction === 'no' ? -1 : 0
  const consistent = sign !== 0 && s.change24h * sign >= 0.5 && s.change7d * sign >= 0.5
  const flow = flowSignal(s)
  const flowAgrees = sign !== 0 && flow * sign > 0
  const activity = Math.min(8, s.trades24h / 3) * (s.volumeTrend > 0 ? 1 : 0.5)
  const c =
    50 +
    Math.min(20, 1.5 * Math.abs(move)) +
    (consistent ? 10 : 0) +
    (flowAgrees ? 10 * Math.abs(flow) : 0) +
    activity -
    Math.min(25, 2.5 * s.volatility)
  return clamp(Math.round(c), MIN_CONFIDENCE, MAX_CONFIDENCE)
}

export function riskOf(s: Pick<MarketSignals, 'volatility' | 'msToClose'>): RiskLevel {
  if (s.volatility >= 6 || s.msToClose < DAY_MS) return 'high'
  if (s.volatility >= 3 || s.msToClose < 7 * DAY_MS) return 'medium'
  return 'low'
}

/** Profit potential (docs/product.md, Screens): (target - current) / current, in percent with one decimal. */
export function profitPotential(priceTarget: number, currentPrice: number): number {
  if (currentPrice <= 0) return 0
  return Math.round(((priceTarget - currentPrice) / currentPrice) * 1000) / 10
}

export function insightFromSignals(s: MarketSignals): MarketInsight {
  const move = expectedMove(s)
  const direction = directionOf(move)
  const side: Side = direction === 'hold' ? (s.yesCents >= 50 ? 'yes' : 'no') : direction
  const yesTarget = clamp(Math.round(s.yesCents + move), 1, 99)
  const priceTarget = side === 'yes' ? yesTarget : 100 - yesTarget
  const currentPrice = round2(side === 'yes' ? s.yesCents : 100 - s.yesCents)
  const confidence = confidenceOf(s, move, direction)
  const riskLevel = riskOf(s)
  const horizonMs = Math.min(HORIZON_MS, s.msToClose)
  const clearCall = isClearCall(confidence)
  const text = { signals: s, direction, side, priceTarget, confidence, clearCall, riskLevel, horizonMs }
  return {
    direction,
    side,
    prediction: predictionText(text),
    confidence,
    clearCall,
    riskLevel,
    currentPrice,
    priceTarget,
    profitPotential: profitPotential(priceTarget, currentPrice),
    timeframe: timeframeText(horizonMs),
    keyFactors: keyFactors(text),
    reasoning: reasoningText(text),
    signals: s,
  }
}

/** The insight for one market from its price history and recent trades. */
export function marketInsight(input: SignalInput): MarketInsight {
  return insightFromSignals(marketSignals(input))
}
