/**
 * A position's key among the account's: its market, its answer on a multi-answer market, and its
 * side. The portfolio's row for it carries it as its anchor (`#<key>`), where a trade's toast
 * ("View position") leads.
 */
export function positionKey(p: { marketId: string; side: string; market: { answer?: { id: string } } }): string {
  return p.market.answer ? `${p.marketId}-${p.market.answer.id}-${p.side}` : `${p.marketId}-${p.side}`
}
