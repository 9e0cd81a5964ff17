import type { Position } from '../../api/contract'

/** Open positions (still held) and settled ones (paid out or expired), each in the API's order. */
export function splitPositions<P extends Pick<Position, 'settled' | 'quantity'>>(positions: P[]): { open: P[]; settled: P[] } {
  return {
    open: positions.filter((p) => !p.settled && p.quantity > 0),
    settled: positions.filter((p) => p.settled),
  }
}

/** A position's key among the account's: its market, its answer on a multi-answer market, and its side. */
export function positionKey(p: { marketId: string; side: string; market: { answer?: { id: string } } }): string {
  return p.market.answer ? `${p.marketId}-${p.market.answer.id}-${p.side}` : `${p.marketId}-${p.side}`
}
