import { quoteBuyWithCash } from '../../../exchange/quote'
import type { PoolReserves, Side } from '../../../api/contract'
import { formatMoney } from '../../../lib/format'
import { amountProblem, parseAmount } from '../../../lib/liquidity-math'
import { parseQuantity, previewBuy, type TradePreview } from '../../../lib/trade-preview'

/**
 * The trade ticket's arithmetic (docs/product.md, Trading panel): an amount typed in
 * contracts or in dollars becomes whole contracts, quoted by the exchange's own code.
 * A dollar amount buys the most whole contracts it pays for, fee included, so the cost
 * never exceeds what was typed.
 */
export type AmountMode = 'contracts' | 'dollars'

export interface TicketOrder {
  /** Whole contracts the ticket would buy (0 when nothing sensible is typed). */
  quantity: number
  preview: TradePreview
  /** Why the amount cannot be traded as typed (the balance is checked apart), or null. */
  problem: string | null
}

export function ticketOrder(pool: PoolReserves, side: Side, mode: AmountMode, text: string): TicketOrder {
  if (mode === 'contracts') {
    const quantity = Math.max(0, parseQuantity(text))
    return { quantity, preview: previewBuy(pool, side, quantity), problem: null }
  }
  const typed = amountProblem(text)
  if (typed) return { quantity: 0, preview: { kind: 'empty' }, problem: typed }
  const amount = parseAmount(text)
  if (amount === null) return { quantity: 0, preview: { kind: 'empty' }, problem: null }
  const { quantity } = quoteBuyWithCash(pool, side, Math.round(amount * 100))
  if (quantity < 1) {
    const one = previewBuy(pool, side, 1)
    const price = one.kind === 'quote' ? ` one contract costs ${formatMoney(one.quote.costCents / 100)}` : ' it buys no contract'
    return { quantity: 0, preview: { kind: 'empty' }, problem: `Too small:${price}.` }
  }
  return { quantity, preview: previewBuy(pool, side, quantity), problem: null }
}

/** Dollars as the amount field shows them: "25", "12.5" → "12.50". */
export function dollarsText(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2)
}

/** The order's cost in cents (0 without a quote). */
const costOf = (order: TicketOrder) => (order.preview.kind === 'quote' ? order.preview.quote.costCents : 0)

/**
 * The amount field's text after a $ chip: in dollars it adds to the amount; in contracts it
 * becomes the contracts that the current cost plus the chip buys.
 */
export function addDollars(pool: PoolReserves, side: Side, mode: AmountMode, text: string, addCents: number): string {
  if (mode === 'dollars') {
    const amount = parseAmount(text) ?? 0
    return dollarsText(Math.round(amount * 100) + addCents)
  }
  const budget = costOf(ticketOrder(pool, side, mode, text)) + addCents
  return String(quoteBuyWithCash(pool, side, budget).quantity)
}

/** Max: the whole balance in dollars, or the most contracts it buys. */
export function maxText(pool: PoolReserves, side: Side, mode: AmountMode, balanceCents: number): string {
  if (mode === 'dollars') return dollarsText(balanceCents)
  return String(quoteBuyWithCash(pool, side, balanceCents).quantity)
}

/** Switching modes keeps the order: contracts become their cost in dollars, dollars the contracts they buy. */
export function switchMode(pool: PoolReserves, side: Side, from: AmountMode, text: string): string {
  const order = ticketOrder(pool, side, from, text)
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
