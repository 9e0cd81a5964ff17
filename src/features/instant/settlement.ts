import type { InstantMarket, InstantStatus } from '../../api/contract'

/**
 * Settlement-time rules of the instant page (docs/product.md, Instant settlement): the bucket of a market's
 * time remaining (≤1h, ≤6h, ≤24h, else over 24h; at or below zero it is settling
 * now), the page's filters, and the countdown text.
 */
const MINUTE = 60_000
const HOUR = 60 * MINUTE

export type SettlementBucket = 'now' | '1h' | '6h' | '24h' | 'over24h'
export type SettlementFilter = 'all' | '1h' | '6h' | '24h'
export type StatusFilter = 'all' | 'live' | 'settling'

export const SETTLEMENT_FILTERS: ReadonlyArray<{ value: SettlementFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: '1h', label: '≤1h' },
  { value: '6h', label: '≤6h' },
  { value: '24h', label: '≤24h' },
]
export const STATUS_FILTERS: ReadonlyArray<{ value: StatusFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'live', label: 'Live' },
  { value: 'settling', label: 'Settling' },
]

const LIMITS: Record<Exclude<SettlementFilter, 'all'>, number> = { '1h': HOUR, '6h': 6 * HOUR, '24h': 24 * HOUR }

export function settlementBucket(leftMs: number): SettlementBucket {
  if (leftMs <= 0) return 'now'
  if (leftMs <= HOUR) return '1h'
  if (leftMs <= 6 * HOUR) return '6h'
  if (leftMs <= 24 * HOUR) return '24h'
  return 'over24h'
}

/** "≤6h" keeps every market settling within 6 hours (those within 1 hour too). */
export function matchesSettlement(leftMs: number, filter: SettlementFilter): boolean {
  return filter === 'all' || leftMs <= LIMITS[filter]
}

export function remainingMs(market: Pick<InstantMarket, 'settlementTime'>, now: number): number {
  return Date.parse(market.settlementTime) - now
}

/** Live until the countdown runs out, even before the next refresh brings the new status. */
export function effectiveStatus(market: InstantMarket, now: number): InstantStatus {
  return market.status === 'live' && remainingMs(market, now) <= 0 ? 'settling' : market.status
}

export interface InstantFilters {
  category: string
  status: StatusFilter
  settlement: SettlementFilter
}

export const NO_FILTERS: InstantFilters = { category: 'all', status: 'all', settlement: 'all' }

export function filterInstant(markets: readonly InstantMarket[], filters: InstantFilters, now: number): InstantMarket[] {
  return markets.filter(
    (m) =>
      (filters.category === 'all' || m.category === filters.category) &&
      (filters.status === 'all' || effectiveStatus(m, now) === filters.status) &&
      // A time filter keeps what is still to settle within it: a settled market has nothing left to wait for.
      (filters.settlement === 'all' || (m.status !== 'settled' && matchesSettlement(remainingMs(m, now), filters.settlement))),
  )
}

export { formatTimeLeft } from '../../lib/format'
