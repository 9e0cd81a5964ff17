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
  const dollars = (cents: number) => formatMoney(toDollars(Math.abs(cents)))
  if (gapCents < 0) return `${dollars(gapCents)} more than their value at today's price.`
  // What the fee does not explain is what selling moved: the pool's price down, or buy orders under it.
  const rest = gapCents - quote.feeCents
  const moved =
    quote.priceAfterCents < quote.priceBeforeCents
      ? 'the price falls as you sell'
      : "the buy orders you sell to pay under today's price"
  const why =
    quote.feeCents <= 0
      ? moved
      : rest === 0
        ? 'the fee'
        : rest < 0
          ? // Buy orders above today's price paid back part of the fee.
            `a ${dollars(quote.feeCents)} fee, ${dollars(rest)} of it made up by buy orders that pay above today's price`
          : `a ${dollars(quote.feeCents)} fee, and ${dollars(rest)} because ${moved}`
  return `${dollars(gapCents)} less: ${why}.`
}
