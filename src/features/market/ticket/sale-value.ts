import { contractsValueCents } from '../../../exchange/prices'
import { formatMoney } from '../../../lib/format'
import { toDollars } from '../../../lib/money'
import type { SellTicketQuote } from './order-math'

export interface SaleValue {
  /** The contracts sold at the side's price now (docs/product.md, "Figures": the value the portfolio shows). */
  valueCents: number
  /** valueCents - what the sale pays: what selling costs against that value (negative: it pays more). */
  gapCents: number
  /** The difference in plain words. */
  note: string
}

/**
 * What the contracts a sale sells are worth at today's price against what the sale pays, and why
 * the two differ: selling into the pool moves its price down contract by contract, and the pool
 * takes its fee. Resting buy orders it fills pay their own (lower) prices, with no fee.
 */
export function saleValue(quote: SellTicketQuote): SaleValue {
  const valueCents = contractsValueCents(quote.quantity, Math.round(quote.priceBeforeCents * 100))
  const gapCents = valueCents - quote.proceedsCents
  return { valueCents, gapCents, note: gapNote(quote, gapCents) }
}

function gapNote(quote: SellTicketQuote, gapCents: number): string {
  if (gapCents === 0) return "The same as their value at today's price."
  const money = formatMoney(toDollars(Math.abs(gapCents)))
  if (gapCents < 0) return `${money} more than their value at today's price.`
  const falls = quote.priceAfterCents < quote.priceBeforeCents
  const fee = quote.feeCents > 0
  const why =
    falls && fee
      ? 'the price falls as you sell, and a fee is taken'
      : falls
        ? 'the price falls as you sell'
        : fee
          ? 'a fee is taken'
          : "the buy orders you sell to pay under today's price"
  return `${money} less: ${why}.`
}
