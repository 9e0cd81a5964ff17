import { describe, expect, it } from 'vitest'
import { quoteBuy, quoteBuyWithCash } from '../../../exchange/quote'
import type { PoolReserves } from '../../../api/contract'
import type { OrderBook } from '../../../api/contract'
import {
  addToAmount,
  contractsForCash,
  dollarsText,
  maxText,
  priceMove,
  quoteTicketBuy,
  switchMode,
  ticketOrder,
} from './ticket-math'

// A 63/37 pool of moderate depth.
const pool: PoolReserves = { yesReserve: 3700, noReserve: 6300 }

describe('ticketOrder', () => {
  it('contracts: the typed quantity, quoted by the exchange', () => {
    const order = ticketOrder(pool, 'yes', 'contracts', '100')
    expect(order.quantity).toBe(100)
    const q = quoteBuy(pool, 'yes', 100)
    expect(order.preview).toEqual({
      kind: 'quote',
      quote: {
        side: 'yes',
        quantity: 100,
        costCents: q.costCents,
        feeCents: q.feeCents,
        avgPriceCents: q.avgPriceCents,
        priceBeforeCents: q.priceBeforeCents,
        priceAfterCents: q.priceAfterCents,
        maxPayoutCents: q.maxPayoutCents,
        maxProfitCents: q.maxProfitCents,
      },
    })
  })

  it.each(['', 'abc', '0'])('contracts: %j is nothing to buy', (text) => {
    expect(ticketOrder(pool, 'yes', 'contracts', text)).toMatchObject({ quantity: 0, preview: { kind: 'empty' }, problem: null })
  })

  it.each(['-5', '2.5', '1e3'])('contracts: %j is refused, not read as another number', (text) => {
    expect(ticketOrder(pool, 'yes', 'contracts', text)).toMatchObject({
      quantity: 0,
      preview: { kind: 'empty' },
      problem: 'Quantity must be a whole number from 1 to 10,000.',
    })
  })

  it('dollars: the most whole contracts the amount pays for, fee included', () => {
    const order = ticketOrder(pool, 'no', 'dollars', '25')
    const best = quoteBuyWithCash(pool, 'no', 2500)
    expect(order.quantity).toBe(best.quantity)
    expect(order.preview.kind === 'quote' && order.preview.quote.costCents).toBeLessThanOrEqual(2500)
    expect(quoteBuy(pool, 'no', best.quantity + 1).costCents).toBeGreaterThan(2500)
  })

  it('dollars: more than 2 decimals is refused, too little buys nothing and says what one costs', () => {
    expect(ticketOrder(pool, 'yes', 'dollars', '1.234').problem).toBe('Enter dollars and cents: at most 2 decimals.')
    expect(ticketOrder(pool, 'yes', 'dollars', '0.10').problem).toMatch(/^Too small: one contract costs \$0\.\d\d\.$/)
    expect(ticketOrder(pool, 'yes', 'dollars', '').problem).toBeNull()
  })
})

describe('quotes through the order book', () => {
  it("without resting orders a buy is the pool's quote; the cash search finds what quoteBuyWithCash finds", () => {
    for (const q of [1, 37, 2_000]) {
      const p = quoteTicketBuy(pool, undefined, 'no', q)
      expect(p.kind === 'quote' && p.quote.costCents).toBe(quoteBuy(pool, 'no', q).costCents)
    }
    expect(contractsForCash(pool, undefined, 'no', 2_500)).toBe(quoteBuyWithCash(pool, 'no', 2_500).quantity)
  })

  it("a resting sell below the pool's price fills first, at its price and with no fee: the buy costs less", () => {
    const book: OrderBook = {
      marketId: 'm',
      yesPrice: '63.00',
      noPrice: '37.00',
      pool,
      yes: { bids: [], asks: [{ priceCents: 64, quantity: 50, orders: 1 }] },
      no: { bids: [], asks: [] },
    }
    const withBook = quoteTicketBuy(pool, book, 'yes', 2_000)
    const poolOnly = quoteTicketBuy(pool, undefined, 'yes', 2_000)
    expect(withBook.kind === 'quote' && poolOnly.kind === 'quote' && withBook.quote.costCents < poolOnly.quote.costCents).toBe(
      true,
    )
    expect(ticketOrder(pool, 'yes', 'contracts', '2000', book).preview).toEqual(withBook)
  })
})

describe('chips, Max and switching modes', () => {
  it('a dollar chip adds to the dollar amount; nothing typed counts as $0', () => {
    expect(addToAmount('dollars', '', 100)).toBe('1')
    expect(addToAmount('dollars', '', 1000)).toBe('10')
    expect(addToAmount('dollars', '12.5', 1000)).toBe('22.50')
    expect(addToAmount('dollars', '9.99', 500)).toBe('14.99')
  })

  it('says what stopped a buy in dollars short of the amount: the amount, the 10,000 cap, or the pool', () => {
    // $25 on a moderate pool: one more contract costs more than what is left.
    expect(ticketOrder(pool, 'yes', 'dollars', '25').stoppedBy).toBe('amount')
    // A deep pool and a million dollars: 10,000 contracts cost far less.
    const deep: PoolReserves = { yesReserve: 500_000, noReserve: 500_000 }
    expect(ticketOrder(deep, 'yes', 'dollars', '1000000')).toMatchObject({ quantity: 10_000, stoppedBy: 'cap' })
    // A shallow pool: the exchange refuses one more contract well before the money runs out.
    const shallow: PoolReserves = { yesReserve: 200, noReserve: 200 }
    const order = ticketOrder(shallow, 'yes', 'dollars', '1000000')
    expect(order.quantity).toBeLessThan(10_000)
    expect(order).toMatchObject({ stoppedBy: 'pool', preview: { kind: 'quote' } })
    expect(quoteTicketBuy(shallow, undefined, 'yes', order.quantity + 1).kind).toBe('refused')
    // Exactly what the most contracts cost: the amount is spent, nothing stopped it short.
    const cost = quoteTicketBuy(deep, undefined, 'yes', 10_000)
    expect(cost.kind === 'quote' && ticketOrder(deep, 'yes', 'dollars', dollarsText(cost.quote.costCents)).stoppedBy).toBe(
      'amount',
    )
    // Contracts say nothing of it.
    expect(ticketOrder(pool, 'yes', 'contracts', '100').stoppedBy).toBeUndefined()
  })

  it('a contracts chip adds contracts, at most 10,000 in all', () => {
    expect(addToAmount('contracts', '', 10)).toBe('10')
    expect(addToAmount('contracts', '100', 1)).toBe('101')
    expect(addToAmount('contracts', '9950', 100)).toBe('10000')
  })

  it('Max in dollars is the cash when the cash is what stops the buy', () => {
    expect(maxText(pool, 'yes', 'dollars', 123_456)).toBe('1234.56')
    expect(maxText(pool, 'yes', 'dollars', 1)).toBe('0.01')
  })

  it("Max in dollars stops at what the ticket's limits allow: the cost of the most contracts it takes", () => {
    // A deep pool: 10,000 contracts cost far less than a million dollars.
    const deep: PoolReserves = { yesReserve: 500_000, noReserve: 500_000 }
    expect(maxText(deep, 'yes', 'dollars', 100_000_000)).toBe(dollarsText(quoteBuy(deep, 'yes', 10_000).costCents))
    // A shallow pool: the exchange refuses a buy past 99¢ well before the cash runs out.
    const shallow: PoolReserves = { yesReserve: 200, noReserve: 200 }
    const most = contractsForCash(shallow, undefined, 'yes', 100_000_000)
    expect(most).toBeLessThan(10_000)
    expect(maxText(shallow, 'yes', 'dollars', 100_000_000)).toBe(dollarsText(quoteBuy(shallow, 'yes', most).costCents))
  })

  it('Max in contracts is the most whole contracts the cash buys', () => {
    expect(maxText(pool, 'yes', 'contracts', 10_000)).toBe(String(quoteBuyWithCash(pool, 'yes', 10_000).quantity))
  })

  it('switching keeps the order', () => {
    expect(switchMode(pool, 'yes', 'contracts', '100')).toBe(dollarsText(quoteBuy(pool, 'yes', 100).costCents))
    expect(switchMode(pool, 'yes', 'dollars', '25')).toBe(String(quoteBuyWithCash(pool, 'yes', 2500).quantity))
    expect(switchMode(pool, 'yes', 'dollars', '')).toBe('')
  })
})

describe('priceMove', () => {
  it.each([
    [77, 77.4, '77.0¢', '77.4¢', true],
    [77.01, 77.03, '77.01¢', '77.03¢', true],
    [77.02, 77.04, '77.02¢', '77.04¢', true], // both 77.0 at one decimal
    [77, 77, '77.0¢', '77.0¢', false],
  ])('%d → %d reads %s → %s', (before, after, b, a, moved) => {
    expect(priceMove(before, after)).toEqual({ before: b, after: a, moved })
  })
})
