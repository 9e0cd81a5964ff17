import { previewFill, type FillPreview } from '../../../exchange/orders'
import { quoteMulti } from '../../../exchange/multi/quote'
import { previewMultiLimit } from '../../../exchange/multi/limit-preview'
import type { TicketPool } from '../../../lib/ticket-store'
import { WHOLE_QUANTITY, fillOfMulti } from './ticket-math'
import { sideBp } from '../../../exchange/prices'
import { isExchangeError } from '../../../exchange/errors'
import type { OrderBook, Position, Side } from '../../../api/contract'
import { MAX_LIMIT_PRICE_CENTS, MIN_LIMIT_PRICE_CENTS } from '../../../api/contract'
import { formatCount } from '../../../lib/format'

/**
 * The ticket's selling, limit-order and slippage arithmetic (docs/product.md, Trading panel),
 * on the exchange's own pure functions.
 */
export type TicketAction = 'buy' | 'sell'
export type TicketKind = 'market' | 'limit'

export interface SellTicketQuote {
  side: Side
  quantity: number
  /** What the seller receives, fee deducted. */
  proceedsCents: number
  feeCents: number
  avgPriceCents: number
  priceBeforeCents: number
  priceAfterCents: number
}

export type SellPreview =
  | { kind: 'empty' }
  | { kind: 'quote'; quote: SellTicketQuote; costBasisCents: number; profitCents: number }
  | { kind: 'refused'; message: string }

const NO_BOOK = { yes: { bids: [], asks: [] }, no: { bids: [], asks: [] } }

/**
 * What selling `quantity` of the position would pay now (the exchange's matcher on the book and
 * the pool, fee deducted) and the profit against the cost basis of the contracts sold (their
 * share of the position's cost).
 */
export function previewSell(
  pool: TicketPool,
  held: Pick<Position, 'quantity' | 'cost'> | undefined,
  side: Side,
  quantity: number,
  book?: OrderBook,
): SellPreview {
  if (Number.isNaN(quantity)) return { kind: 'refused', message: WHOLE_QUANTITY }
  if (quantity <= 0) return { kind: 'empty' }
  if (!held || held.quantity <= 0)
    return { kind: 'refused', message: `You hold no ${side.toUpperCase()} contracts in this market.` }
  // `held` is what can be sold (contracts held back by sell orders apart), as the limit form says it.
  if (quantity > held.quantity)
    return { kind: 'refused', message: `You can sell up to ${formatCount(held.quantity)} ${side.toUpperCase()}.` }
  try {
    const fill = pool.multi
      ? fillOfMulti(quoteMulti(pool.multi.answers, pool.multi.answerId, side, 'sell', quantity))
      : previewFill(pool, book ?? NO_BOOK, { side, action: 'sell', quantity, limitPriceCents: null })
    const quote: SellTicketQuote = {
      side,
      quantity,
      proceedsCents: fill.cashCents,
      feeCents: fill.feeCents,
      avgPriceCents: fill.cashCents / quantity,
      priceBeforeCents: sideBp(pool, side) / 100,
      priceAfterCents: fill.priceAfterCents,
    }
    const costBasisCents = Math.round((Math.round(Number(held.cost) * 100) * quantity) / held.quantity)
    return { kind: 'quote', quote, costBasisCents, profitCents: quote.proceedsCents - costBasisCents }
  } catch (error) {
    if (isExchangeError(error)) return { kind: 'refused', message: error.message }
    throw error
  }
}

/**
 * Slippage protection: the worst average price per contract (cents, fee included, two decimals)
 * the trade accepts: the price seen plus the tolerance for a buy, minus it for a sell.
 */
export function slippageLimit(action: TicketAction, averageCents: number, toleranceCents: number): number {
  const hundredths =
    action === 'buy'
      ? Math.min(10_000, Math.ceil(averageCents * 100 - 1e-6) + Math.round(toleranceCents * 100))
      : Math.max(1, Math.floor(averageCents * 100 + 1e-6) - Math.round(toleranceCents * 100))
  return hundredths / 100
}

/** A limit price as typed: whole cents 1 to 99, else null. */
export function parseLimitPrice(text: string): number | null {
  if (!/^\d{1,2}$/.test(text.trim())) return null
  const n = Number(text)
  return n >= MIN_LIMIT_PRICE_CENTS && n <= MAX_LIMIT_PRICE_CENTS ? n : null
}

/**
 * What a limit order would do as it is placed: the exchange's own matcher run on the pool and the
 * book as the API answers it (previewFill): how much fills at once, at what average, and what it
 * holds back for the rest. null when the exchange would refuse it.
 */
export function previewLimit(
  pool: TicketPool,
  book: OrderBook | undefined,
  side: Side,
  action: TicketAction,
  quantity: number,
  limitCents: number,
): FillPreview | null {
  try {
    // On one answer the pools are the other side of every order (src/exchange/multi/orders.ts).
    if ('multi' in pool && pool.multi) {
      return previewMultiLimit(pool.multi.answers, pool.multi.answerId, { side, action, quantity, limitPriceCents: limitCents })
    }
    return previewFill(pool, book ?? NO_BOOK, { side, action, quantity, limitPriceCents: limitCents })
  } catch (error) {
    if (isExchangeError(error)) return null
    throw error
  }
}

export type Expiry = 'gtc' | '1h' | '1d' | '1w' | 'close'

export const EXPIRIES: ReadonlyArray<{ value: Expiry; label: string }> = [
  { value: 'gtc', label: 'Good till cancelled' },
  { value: '1h', label: '1 hour' },
  { value: '1d', label: '1 day' },
  { value: '1w', label: '1 week' },
  { value: 'close', label: 'Until the market closes' },
]

const HOUR = 3_600_000
const SPANS: Record<'1h' | '1d' | '1w', number> = { '1h': HOUR, '1d': 24 * HOUR, '1w': 7 * 24 * HOUR }

/** The order's expiresAt (ISO) for a choice, from the exchange's now; null: good till cancelled. */
export function expiresAt(expiry: Expiry, exchangeNow: number, closesAt: string | undefined): string | null {
  if (expiry === 'gtc') return null
  if (expiry === 'close') return closesAt ? new Date(closesAt).toISOString() : null
  return new Date(exchangeNow + SPANS[expiry]).toISOString()
}
