import type { MarketRow } from './types'

/**
 * Default order of the home list: featured first, then trending, then by
 * volume (ties by id so pages are stable). The seed's first stage holds the
 * top of this order for every category, so the first screen is complete
 * before the rest of the catalogue is written.
 */
export function compareForHome(a: MarketRow, b: MarketRow): number {
  if (a.featured !== b.featured) return a.featured ? -1 : 1
  if (a.trending !== b.trending) return a.trending ? -1 : 1
  if (a.volumeCents !== b.volumeCents) return b.volumeCents - a.volumeCents
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

/** Recently closed first: resolved markets by resolution time, newest first. */
export function compareRecentlyClosed(a: MarketRow, b: MarketRow): number {
  const at = (m: MarketRow) => m.resolvedAt ?? m.closesAt
  return at(b) - at(a) || (a.id < b.id ? -1 : 1)
}
