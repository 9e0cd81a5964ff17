import type { BookLevel, OrderBook, Side } from '../../api/contract'
import { PAYOUT_CENTS } from '../../exchange/money'

/**
 * One side's ladder as a trader of that side meets it (docs/product.md, "The order book"): a
 * buy of Yes fills against Yes sellers at their limit and against No buyers at 100 − theirs
 * (the two buys make a complete set), so Yes's offers are its sells and the No bids turned
 * round; its bids likewise are its buys and the No sells turned round. Levels at one price
 * merge. Bids highest first, asks lowest first.
 */
export function sideLadder(book: Pick<OrderBook, 'yes' | 'no'>, side: Side): { bids: BookLevel[]; asks: BookLevel[] } {
  const other = side === 'yes' ? book.no : book.yes
  const mirror = (levels: readonly BookLevel[]) => levels.map((l) => ({ ...l, priceCents: PAYOUT_CENTS - l.priceCents }))
  return {
    bids: merge([...book[side].bids, ...mirror(other.asks)]).sort((a, b) => b.priceCents - a.priceCents),
    asks: merge([...book[side].asks, ...mirror(other.bids)]).sort((a, b) => a.priceCents - b.priceCents),
  }
}

function merge(levels: readonly BookLevel[]): BookLevel[] {
  const byPrice = new Map<number, BookLevel>()
  for (const l of levels) {
    const at = byPrice.get(l.priceCents)
    byPrice.set(
      l.priceCents,
      at === undefined ? { ...l } : { ...at, quantity: at.quantity + l.quantity, orders: at.orders + l.orders },
    )
  }
  return [...byPrice.values()]
}
