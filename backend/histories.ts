import type { MarketRow, PriceHistoryRow } from '../src/exchange'
import { seededHistory } from '../seed/synthetic-history'

/**
 * A market's price history: its stored row, or, for a catalogue market whose price has not
 * changed since it was seeded, the seeded chart derived from the market (nothing stored).
 * Every read of a history goes through here, so an API answer is the same either way.
 */
export function historyOf(market: MarketRow | undefined, stored: PriceHistoryRow | undefined): PriceHistoryRow | undefined {
  return stored ?? (market ? seededHistory(market) : undefined)
}
