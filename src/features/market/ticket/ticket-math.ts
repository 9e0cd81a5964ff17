import { isExchangeError } from '../../../exchange/errors'
import { priceBeforeFeeCents } from '../../../exchange/figures'
import { MAX_QUANTITY, PAYOUT_CENTS } from '../../../exchange/money'
import { previewFill } from '../../../exchange/orders'
import { quoteMulti, type MultiQuote } from '../../../exchange/multi/quote'
import type { TicketPool } from '../../../lib/ticket-store'
import { sideBp } from '../../../exchange/prices'
import type { OrderBook, Side } from '../../../api/contract'
import { formatMoney } from '../../../lib/format'
import { amountProblem, parseAmount } from '../../../lib/liquidity-math'
import { parseQuantity } from '../../../lib/trade-preview'

/**
 * The trade ticket's arithmetic (docs/product.md, Trading panel): an amount typed in
 * contracts or in dollars becomes whole contracts, quoted by the exchange's own code.
 * A dollar amount buys the most whole contracts it pays for, fee included, so the cost
 * never exceeds what was typed. A market buy fills against resting sell orders (and crossing
 * buys of the other side) as well as the pool, so the quote is the exchange's matcher run on the
 * pool and the order book as the API answers it (previewFill); with no book it is the pool's.
 */
export type AmountMode = 'contracts' | 'dollars'

/** What buying would do: cost (fee included), fee, average price, the side's price before and after, payout and profit. */
export interface TicketQuote {
  side: Side
  quantity: number
  costCents: number
  feeCents: number
  /** Cost over quantity, fee included: what a slippage limit bounds (priceBeforeFee is what screens show). */
  avgPriceCents: number
  priceBeforeCents: number
  priceAfterCents: number
  maxPayoutCents: number
  maxProfitCents: number
}

/** The average price per contract before the fee (the fee is its own line): what every screen calls a trade's price. */
export function priceBeforeFee(quote: Pick<TicketQuote, 'costCents' | 'feeCents' | 'quantity'>): number {
  return priceBeforeFeeCents({ action: 'buy', quantity: quote.quantity, cashCents: quote.costCents, feeCents: quote.feeCents })
}

export type TicketPreview = { kind: 'empty' } | { kind: 'quote'; quote: TicketQuote } | { kind: 'refused'; message: string }

export interface TicketOrder {
  /** Whole contracts the ticket would buy (0 when nothing sensible is typed). */
  quantity: number
  preview: TicketPreview
  /** Why the amount cannot be traded as typed (the balance is checked apart), or null. */
  problem: string | null
  /**
   * In dollars, what stopped the buy short of the amount: 'amount' (one more contract costs more
   * than was typed), 'cap' (a trade's 10,000 contracts) or 'pool' (the exchange refuses one more:
   * the price would pass its end). Absent in contracts, and when nothing is bought.
   */
  stoppedBy?: BuyStop
}

export type BuyStop = 'amount' | 'cap' | 'pool'

const NO_BOOK = { yes: { bids: [], asks: [] }, no: { bids: [], asks: [] } }

/** A multi-answer quote in the shape of the matcher's preview. */
export const fillOfMulti = (q: MultiQuote) => ({
  cashCents: q.cashCents,
  feeCents: q.feeCents,
  priceAfterCents: q.priceAfterCents,
})

/** The exchange's quote for buying `quantity` now, through the book and the pool; a refusal is its reason. */
export function quoteTicketBuy(pool: TicketPool, book: OrderBook | undefined, side: Side, quantity: number): TicketPreview {
  if (quantity <= 0) return { kind: 'empty' }
  try {
    // One answer of a multi-answer market: its pool and the arbitrage across the others (no book).
    const fill = pool.multi
      ? fillOfMulti(quoteMulti(pool.multi.answers, pool.multi.answerId, side, 'buy', quantity))
      : previewFill(pool, book ?? NO_BOOK, { side, action: 'buy', quantity, limitPriceCents: null })
    const payout = quantity * PAYOUT_CENTS
    return {
      kind: 'quote',
      quote: {
        side,
        quantity,
        costCents: fill.cashCents,
        feeCents: fill.feeCents,
        avgPriceCents: fill.cashCents / quantity,
        priceBeforeCents: sideBp(pool, side) / 100,
        priceAfterCents: fill.priceAfterCents,
        maxPayoutCents: payout,
        maxProfitCents: payout - fill.cashCents,
      },
    }
  } catch (error) {
    if (isExchangeError(error)) return { kind: 'refused', message: error.message }
    throw error
  }
}

/** The most whole contracts `budgetCents` buys now (fee included), 0 when not one: a search over exact quotes. */
export function contractsForCash(pool: TicketPool, book: OrderBook | undefined, side: Side, budgetCents: number): number {
  const fits = (q: number) => {
    const p = quoteTicketBuy(pool, book, side, q)
    return p.kind === 'quote' && p.quote.costCents <= budgetCents
  }
  let lo = 0
  let hi = MAX_QUANTITY
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2)
    if (fits(mid)) lo = mid
    else hi = mid - 1
  }
  return lo
}

/** Why `quantity`, the most `budgetCents` buys (contractsForCash), is not one more. */
export function buyStop(
  pool: TicketPool,
  book: OrderBook | undefined,
  side: Side,
  quantity: number,
  budgetCents: number,
): BuyStop {
  if (quantity >= MAX_QUANTITY) return 'cap'
  const next = quoteTicketBuy(pool, book, side, quantity + 1)
  return next.kind === 'quote' && next.quote.costCents > budgetCents ? 'amount' : 'pool'
}

/** What the ticket says of a quantity that is not a whole number ("2.5", "1e3", "-3"). */
export const WHOLE_QUANTITY = 'Quantity must be a whole number from 1 to 10,000.'

export function ticketOrder(pool: TicketPool, side: Side, mode: AmountMode, text: string, book?: OrderBook): TicketOrder {
  if (mode === 'contracts') {
    if (Number.isNaN(parseQuantity(text))) return { quantity: 0, preview: { kind: 'empty' }, problem: WHOLE_QUANTITY }
    const quantity = Math.max(0, parseQuantity(text))
    return { quantity, preview: quoteTicketBuy(pool, book, side, quantity), problem: null }
  }
  const typed = amountProblem(text)
  if (typed) return { quantity: 0, preview: { kind: 'empty' }, problem: typed }
  const amount = parseAmount(text)
  if (amount === null) return { quantity: 0, preview: { kind: 'empty' }, problem: null }
  const budgetCents = Math.round(amount * 100)
  const quantity = contractsForCash(pool, book, side, budgetCents)
  if (quantity < 1) {
    const one = quoteTicketBuy(pool, book, side, 1)
    const price = one.kind === 'quote' ? ` one contract costs ${formatMoney(one.quote.costCents / 100)}` : ' it buys no contract'
    return { quantity: 0, preview: { kind: 'empty' }, problem: `Too small:${price}.` }
  }
  const preview = quoteTicketBuy(pool, book, side, quantity)
  const spentAll = preview.kind === 'quote' && preview.quote.costCents >= budgetCents
  return { quantity, preview, problem: null, stoppedBy: spentAll ? 'amount' : buyStop(pool, book, side, quantity, budgetCents) }
}

/** Dollars as the amount field shows them: "25", "12.5" → "12.50". */
export function dollarsText(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2)
}

/** The chips that add to the amount: dollars (in cents) in Dollars, contracts in Contracts. */
export const ADD_STEPS: Record<AmountMode, readonly number[]> = { dollars: [100, 500, 1000, 2500], contracts: [1, 10, 100] }

/**
 * The amount field's text after a chip: it adds to what is there (nothing typed counts as 0).
 * In dollars `step` is cents; in contracts it is contracts, at most 10,000 in all.
 */
export function addToAmount(mode: AmountMode, text: string, step: number): string {
  if (mode === 'dollars') return dollarsText(Math.round((parseAmount(text) ?? 0) * 100) + step)
  const typed = parseQuantity(text)
  return String(Math.min(MAX_QUANTITY, (Number.isNaN(typed) ? 0 : Math.max(0, typed)) + step))
}

/**
 * Max: the most the person can buy now. In contracts, the most whole contracts their cash buys
 * (at most 10,000). In dollars, their cash; when the ticket's limits stop short of it (10,000
 * contracts, or a price the exchange would refuse to pass), what the most contracts allowed cost.
 */
export function maxText(pool: TicketPool, side: Side, mode: AmountMode, balanceCents: number, book?: OrderBook): string {
  const most = contractsForCash(pool, book, side, balanceCents)
  if (mode === 'contracts') return String(most)
  if (most === 0 || buyStop(pool, book, side, most, balanceCents) === 'amount') return dollarsText(balanceCents)
  const cost = quoteTicketBuy(pool, book, side, most)
  return cost.kind === 'quote' ? dollarsText(cost.quote.costCents) : dollarsText(balanceCents)
}

/** Switching modes keeps the order: contracts become their cost in dollars, dollars the contracts they buy. */
export function switchMode(pool: TicketPool, side: Side, from: AmountMode, text: string, book?: OrderBook): string {
  const order = ticketOrder(pool, side, from, text, book)
  if (from === 'contracts') return order.preview.kind === 'quote' ? dollarsText(order.preview.quote.costCents) : ''
  return order.quantity > 0 ? String(order.quantity) : ''
}

/**
 * A price before and after a trade at the fewest decimals (1 or 2) that tell them apart:
 * "77.0¢ → 77.4¢", "77.03¢ → 77.05¢". Prices are whole hundredths of a cent, so two
 * that still read the same at 2 decimals did not move.
 */
export function priceMove(beforeCents: number, afterCents: number): { before: string; after: string; moved: boolean } {
  for (const digits of [1, 2]) {
    const before = beforeCents.toFixed(digits)
    const after = afterCents.toFixed(digits)
    if (before !== after) return { before: `${before}¢`, after: `${after}¢`, moved: true }
  }
  const same = `${beforeCents.toFixed(1)}¢`
  return { before: same, after: same, moved: false }
}
