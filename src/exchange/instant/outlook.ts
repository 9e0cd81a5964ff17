import type { Side } from '../types'
import { isClearCall } from '../insights/clear-call'

/**
 * The instant page's "AI expected outcome" and confidence: a small, documented
 * model of the market itself. It never reads the hidden probability the
 * simulation resolves with; it reads what any trader can see.
 *
 *   expected outcome = the side the price favours (YES at exactly 50¢)
 *   confidence       = 50 + (that side's price − 50) × (n + 2) / (n + 5)
 *
 * where n is the number of traders so far. The opening price is the market
 * maker's own estimate, so it counts for 40% on its own; a price many traders
 * have moved is stronger evidence, so confidence approaches it as they arrive.
 * A resolved market reports its resolution with 100%. Below CLEAR_CALL_CONFIDENCE
 * (insights/clear-call.ts) there is no clear call: the card says so instead of
 * naming the side the price only barely favours.
 */
export interface OutlookInput {
  /** Yes price in basis points of $1 (10000 = 100¢). */
  readonly yesBp: number
  readonly traderCount: number
  readonly resolution: Side | null
}

export interface Outlook {
  readonly expectedOutcome: Side
  /** Whole percent, 50..100. */
  readonly confidence: number
  /** confidence >= CLEAR_CALL_CONFIDENCE: expectedOutcome is a call. */
  readonly clearCall: boolean
}

/** The opening price counts as OPENING_WEIGHT traders out of PRIOR_TRADERS. */
const OPENING_WEIGHT = 2
const PRIOR_TRADERS = 5

export function instantOutlook(input: OutlookInput): Outlook {
  if (input.resolution !== null) return { expectedOutcome: input.resolution, confidence: 100, clearCall: true }
  const yesCents = input.yesBp / 100
  const expectedOutcome: Side = yesCents >= 50 ? 'yes' : 'no'
  const favoured = Math.max(yesCents, 100 - yesCents)
  const n = Math.max(0, input.traderCount)
  const confidence = 50 + ((favoured - 50) * (n + OPENING_WEIGHT)) / (n + PRIOR_TRADERS)
  const rounded = Math.min(99, Math.round(confidence))
  return { expectedOutcome, confidence: rounded, clearCall: isClearCall(rounded) }
}
