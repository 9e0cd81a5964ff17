import { displayPrices, formatCentsAsDollars, marketStatusAt, type MarketRow, type PriceHistoryRow } from '../../src/exchange'
import type { Market, MarketChange, MarketSummary } from '../../src/api/contract'

/** Dollars as the API's numeric string ("1234.56"). */
export const dollars = formatCentsAsDollars

/** A stored market as the API answers it (hidden simulation fields never leave). */
export function toMarket(row: MarketRow, now: number, history?: PriceHistoryRow): Market {
  const prices = displayPrices(row)
  const market: Market = {
    id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    categoryId: row.categoryId,
    yesPrice: prices.yesPrice,
    noPrice: prices.noPrice,
    volume: Math.round(row.volumeCents) / 100,
    traderCount: row.traderCount,
    closesAt: new Date(row.closesAt).toISOString(),
    createdAt: new Date(row.createdAt).toISOString(),
    trending: row.trending,
    featured: row.featured,
    status: marketStatusAt(row, now),
    resolution: row.resolution,
    pool: { yesReserve: row.yesReserve, noReserve: row.noReserve },
  }
  if (row.createdBy !== undefined) {
    market.byAdmin = true
    if (row.rules) market.rules = row.rules
    if (row.resolutionSource) market.resolutionSource = row.resolutionSource
  }
  if (row.resolvedByName) market.resolvedBy = row.resolvedByName
  if (row.resolutionNote) market.resolutionNote = row.resolutionNote
  if (history) {
    market.priceHistory = history.points.map((p) => ({
      timestamp: new Date(p.t).toISOString(),
      yesPrice: p.y,
      noPrice: Math.round((100 - p.y) * 10) / 10,
    }))
  }
  return market
}

export function toMarketSummary(row: MarketRow, now: number): MarketSummary {
  const prices = displayPrices(row)
  return {
    id: row.id,
    title: row.title,
    categoryId: row.categoryId,
    yesPrice: prices.yesPrice,
    noPrice: prices.noPrice,
    status: marketStatusAt(row, now),
    resolution: row.resolution,
    closesAt: new Date(row.closesAt).toISOString(),
  }
}

/** The figures of a market that live updates carry (src/api/contract/live.ts). */
export function toMarketChange(row: MarketRow, now: number): MarketChange {
  const { id, yesPrice, noPrice, volume, traderCount, status, resolution, pool } = toMarket(row, now)
  return { id, yesPrice, noPrice, volume, traderCount, status, resolution, pool }
}
