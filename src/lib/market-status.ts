import type { Market, Side } from '../api/contract'

/** The Market Details status, truthfully (docs/product.md, Market status): Active, Closed (awaiting resolution) or Resolved YES/NO. */
export function marketStatusLabel(market: Pick<Market, 'status' | 'resolution'>): string {
  if (market.resolution) return `Resolved ${market.resolution.toUpperCase()}`
  if (market.status === 'active') return 'Active'
  return 'Closed (awaiting resolution)'
}

/** Only active markets take trades. */
export function isTradable(market: Pick<Market, 'status'>): boolean {
  return market.status === 'active'
}

/** For a resolved market: 'winner' / 'loser' per side; null while unresolved. */
export function sideOutcome(market: Pick<Market, 'resolution'>, side: Side): 'winner' | 'loser' | null {
  if (!market.resolution) return null
  return market.resolution === side ? 'winner' : 'loser'
}
