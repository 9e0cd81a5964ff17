import { describe, expect, it } from 'vitest'
import { quoteSell } from '../../../exchange/quote'
import { buyReserveCents } from '../../../exchange/orders'
import type { OrderBook, PoolReserves } from '../../../api/contract'
import { expiresAt, parseLimitPrice, previewLimit, previewSell, slippageLimit } from './order-math'

const pool: PoolReserves = { yesReserve: 3700, noReserve: 6300 }

describe('previewSell', () => {
  it('proceeds from the exchange, profit against the share of the cost basis sold', () => {
    const p = previewSell(pool, { quantity: 200, cost: '100.00' }, 'yes', 50)
    expect(p.kind).toBe('quote')
    if (p.kind !== 'quote') return
    const q = quoteSell(pool, 'yes', 50)
    expect(p.quote).toMatchObject({
      proceedsCents: q.proceedsCents,
      feeCents: q.feeCents,
      priceBeforeCents: q.priceBeforeCents,
      priceAfterCents: q.priceAfterCents,
    })
    expect(p.costBasisCents).toBe(2500)
    expect(p.profitCents).toBe(p.quote.proceedsCents - 2500)
  })

  it('refuses selling what is not held', () => {
    expect(previewSell(pool, undefined, 'no', 5)).toEqual({
      kind: 'refused',
      message: 'You hold no NO contracts in this market.',
    })
    expect(previewSell(pool, { quantity: 3, cost: '1.00' }, 'no', 5)).toEqual({
      kind: 'refused',
      message: 'You can sell up to 3 NO.',
    })
    expect(previewSell(pool, { quantity: 3, cost: '1.00' }, 'no', 0)).toEqual({ kind: 'empty' })
  })
})

describe('slippageLimit', () => {
  it.each([
    ['buy', 63.421, 2, 65.43],
    ['buy', 99, 2, 100],
    ['sell', 52.389, 2, 50.38],
    ['sell', 1, 2, 0.01],
    ['buy', 40, 0, 40],
  ] as const)('%s at %d with %d¢ → %d', (action, avg, tol, want) => {
    expect(slippageLimit(action, avg, tol)).toBe(want)
  })
})

describe('limit orders', () => {
  it.each([
    ['40', 40],
    ['1', 1],
    ['99', 99],
    ['0', null],
    ['100', null],
    ['50.5', null],
    ['abc', null],
    ['', null],
  ])('price %j → %s', (text, want) => {
    expect(parseLimitPrice(text)).toBe(want)
  })

  it("previews a limit order with the exchange's matcher: nothing fills below the price, the rest is held back", () => {
    const low = previewLimit(pool, undefined, 'yes', 'buy', 50, 20)!
    expect(low).toMatchObject({ filledQuantity: 0, reserveCents: buyReserveCents(50, 20) })
    // A Yes sell resting at 38¢ under a 40¢ buy fills; the pool's Yes (63¢) is above the limit, so the rest rests.
    const book: OrderBook = {
      marketId: 'm',
      yesPrice: '63.00',
      noPrice: '37.00',
      pool,
      yes: { bids: [], asks: [{ priceCents: 38, quantity: 10, orders: 1 }] },
      no: { bids: [], asks: [] },
    }
    const crossing = previewLimit(pool, book, 'yes', 'buy', 20, 40)!
    expect(crossing).toMatchObject({ filledQuantity: 10, averagePriceCents: 38, reserveCents: buyReserveCents(10, 40) })
    expect(previewLimit(pool, undefined, 'yes', 'buy', 0, 40)).toBeNull()
  })

  it('expiry from the exchange clock', () => {
    const now = Date.UTC(2027, 0, 1)
    expect(expiresAt('gtc', now, undefined)).toBeNull()
    expect(expiresAt('1h', now, undefined)).toBe('2027-01-01T01:00:00.000Z')
    expect(expiresAt('1w', now, undefined)).toBe('2027-01-08T00:00:00.000Z')
    expect(expiresAt('close', now, '2027-03-01T00:00:00.000Z')).toBe('2027-03-01T00:00:00.000Z')
  })
})
