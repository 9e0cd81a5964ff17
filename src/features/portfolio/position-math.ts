import type { Position } from '../../api/contract'

/** Open positions (still held) and settled ones (paid out or expired), each in the API's order. */
export function splitPositions<P extends Pick<Position, 'settled' | 'quantity'>>(positions: P[]): { open: P[]; settled: P[] } {
  return {
    open: positions.filter((p) => !p.settled && p.quantity > 0),
    settled: positions.filter((p) => p.settled),
  }
}
