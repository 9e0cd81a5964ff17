import type { Market, Side } from '../api/contract'

/**
 * The Market Details status, truthfully (docs/product.md, Market status): Active, Closed (awaiting
 * resolution), Resolved YES/NO, or Voided (every trader refunded).
 */
export function marketStatusLabel(
  market: Pick<Market, 'status' | 'resolution'> & Partial<Pick<Market, 'answers' | 'winningAnswerId'>>,
): string {
  if (market.resolution === 'void') return 'Voided'
  // A multi-answer market resolves to an answer, not a side.
  const winner = market.winningAnswerId && market.answers?.find((a) => a.id === market.winningAnswerId)
  if (winner) return `Resolved: ${winner.text}`
  if (market.resolution) return `Resolved ${market.resolution.toUpperCase()}`
  if (market.status === 'active') return 'Active'
  return 'Closed (awaiting resolution)'
}

/**
 * The status of what a position, trade or order is on (a MarketSummary): an answer of a
 * multi-answer market resolves to whether it won ("Resolved: Team Blue won"), not to a side.
 */
export function summaryStatusLabel(market: Pick<Market, 'status' | 'resolution'> & { answer?: { text: string } }): string {
  if (!market.answer || market.resolution === null || market.resolution === 'void') return marketStatusLabel(market)
  return `Resolved: ${market.answer.text} ${market.resolution === 'yes' ? 'won' : 'did not win'}`
}

/** Only active markets take trades. */
export function isTradable(market: Pick<Market, 'status'>): boolean {
  return market.status === 'active'
}

/** For a resolved market: 'winner' / 'loser' per side; null while unresolved or once voided (no side won). */
export function sideOutcome(market: Pick<Market, 'resolution'>, side: Side): 'winner' | 'loser' | null {
  if (!market.resolution || market.resolution === 'void') return null
  return market.resolution === side ? 'winner' : 'loser'
}
