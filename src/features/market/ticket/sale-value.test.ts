import { describe, expect, it } from 'vitest'
import type { PoolReserves } from '../../../api/contract'
import { contractsValueCents, sideBp } from '../../../exchange/prices'
import { previewSell, type SellTicketQuote } from './order-math'
import { saleValue } from './sale-value'

const pool: PoolReserves = { yesReserve: 3700, noReserve: 6300 }

function quoteOf(quantity: number): SellTicketQuote {
  const p = previewSell(pool, { quantity: 500, cost: '250.00' }, 'yes', quantity)
  if (p.kind !== 'quote') throw new Error('no quote')
  return p.quote
}

describe('saleValue', () => {
  it("values the contracts sold at the side's price now, as the portfolio values a position", () => {
    const quote = quoteOf(150)
    const sale = saleValue(quote)
    expect(sale.valueCents).toBe(contractsValueCents(150, sideBp(pool, 'yes')))
    expect(sale.gapCents).toBe(sale.valueCents - quote.proceedsCents)
    expect(sale.gapCents).toBeGreaterThan(quote.feeCents)
  })

  it('names the difference: the price falling as you sell, and the fee', () => {
    const sale = saleValue(quoteOf(150))
    const { feeCents } = quoteOf(150)
    const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`
    expect(sale.note).toBe(
      `${dollars(sale.gapCents)} less: a ${dollars(feeCents)} fee, and ${dollars(sale.gapCents - feeCents)} because the price falls as you sell.`,
    )
    expect(sale.note.startsWith(`$${(sale.gapCents / 100).toFixed(2)} less`)).toBe(true)
  })

  it('says only what applies: a fee with no visible move, book fills under the price, none, more', () => {
    const base: SellTicketQuote = {
      side: 'yes',
      quantity: 10,
      proceedsCents: 600,
      feeCents: 9,
      avgPriceCents: 60,
      priceBeforeCents: 62.5,
      priceAfterCents: 62.5,
    }
    expect(saleValue(base)).toEqual({
      valueCents: 625,
      gapCents: 25,
      note: "$0.25 less: a $0.09 fee, and $0.16 because the buy orders you sell to pay under today's price.",
    })
    // The QA pass's 3 contracts: $0.04 less, $0.03 of it the fee, the rest the price's move (too small to read).
    expect(saleValue({ ...base, feeCents: 3, proceedsCents: 621, priceAfterCents: 62.49 }).note).toBe(
      '$0.04 less: a $0.03 fee, and $0.01 because the price falls as you sell.',
    )
    expect(saleValue({ ...base, feeCents: 25, priceAfterCents: 61 }).note).toBe('$0.25 less: the fee.')
    // Buy orders above today's price paid more than its value before the fee: the fee is more than the gap.
    expect(saleValue({ ...base, feeCents: 30 }).note).toBe(
      "$0.25 less: a $0.30 fee, $0.05 of it made up by buy orders that pay above today's price.",
    )
    expect(saleValue({ ...base, feeCents: 0 }).note).toBe("$0.25 less: the buy orders you sell to pay under today's price.")
    expect(saleValue({ ...base, feeCents: 0, priceAfterCents: 61 }).note).toBe('$0.25 less: the price falls as you sell.')
    expect(saleValue({ ...base, proceedsCents: 625 }).note).toBe("The same as their value at today's price.")
    expect(saleValue({ ...base, proceedsCents: 626 })).toMatchObject({
      gapCents: -1,
      note: "$0.01 more than their value at today's price.",
    })
  })
})
