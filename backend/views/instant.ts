import { displayPrices, instantOutlook, marketStatusAt, type MarketRow } from '../../src/exchange'
import type { InstantMarket, InstantStatus } from '../../src/api/contract'

/** live = open; settling = closed, resolving within minutes; settled = resolved and paid out. */
function instantStatus(market: MarketRow, now: number): InstantStatus {
  const status = marketStatusAt(market, now)
  return status === 'active' ? 'live' : status === 'closed' ? 'settling' : 'settled'
}

/** An instant market as the page shows it; expected outcome and confidence from outlook.ts. */
export function toInstantMarket(market: MarketRow, now: number): InstantMarket {
  const prices = displayPrices(market)
  // Instant markets settle on their own, by a side: only an admin's market is ever voided.
  const resolution = market.resolution === 'void' ? null : market.resolution
  const outlook = instantOutlook({ yesBp: prices.yesBp, traderCount: market.traderCount, resolution })
  return {
    id: market.id,
    title: market.title,
    category: market.categoryId,
    description: market.description,
    yesPrice: prices.yesPrice,
    noPrice: prices.noPrice,
    settlementTime: new Date(market.closesAt).toISOString(),
    status: instantStatus(market, now),
    volume: Math.round(market.volumeCents) / 100,
    participants: market.traderCount,
    expectedOutcome: outlook.expectedOutcome,
    confidence: outlook.confidence,
    clearCall: outlook.clearCall,
    resolution,
    pool: { yesReserve: market.yesReserve, noReserve: market.noReserve },
  }
}

const ORDER: Record<InstantStatus, number> = { live: 0, settling: 1, settled: 2 }

/** Live first (soonest to settle first), then settling, then the most recently settled. */
export function compareInstant(a: InstantMarket, b: InstantMarket): number {
  const byStatus = ORDER[a.status] - ORDER[b.status]
  if (byStatus !== 0) return byStatus
  const t = Date.parse(a.settlementTime) - Date.parse(b.settlementTime)
  return (a.status === 'settled' ? -t : t) || (a.id < b.id ? -1 : 1)
}
