import { quoteBuy, type BuyQuote } from '../exchange/quote'
import { isExchangeError } from '../exchange/errors'
import type { PoolReserves, Side } from '../api/contract'

export const DEFAULT_QUANTITY = 100
export const MIN_QUANTITY = 1
export { MAX_TRADE_QUANTITY as MAX_QUANTITY } from '../api/contract'

/**
 * The quantity field's text as a number (docs/product.md, Trading panel): whole digits are the
 * number, nothing (or no digit at all) is 0, and any other number ("2.5", "1e3", "-3") is NaN, which
 * the ticket refuses with "Quantity must be a whole number…": reading "2.5" as 2 traded a quantity
 * other than the one on screen.
 */
export function parseQuantity(text: string): number {
  const t = text.trim()
  if (/^\d+$/.test(t)) return Number(t)
  return /\d/.test(t) ? Number.NaN : 0
}

export type TradePreview = { kind: 'empty' } | { kind: 'quote'; quote: BuyQuote } | { kind: 'refused'; message: string }

/**
 * What buying `quantity` contracts of `side` would cost now, from the exchange's own
 * pricing code (the backend charges exactly this for the same pool). A trade the
 * exchange would refuse (e.g. it pushes the price past 99¢) comes back as its reason.
 */
export function previewBuy(pool: PoolReserves, side: Side, quantity: number): TradePreview {
  if (quantity <= 0) return { kind: 'empty' }
  try {
    return { kind: 'quote', quote: quoteBuy(pool, side, quantity) }
  } catch (error) {
    if (isExchangeError(error)) return { kind: 'refused', message: error.message }
    throw error
  }
}
