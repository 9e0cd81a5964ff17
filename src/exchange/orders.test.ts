import { describe, expect, it } from 'vitest'
import { buyReserveCents, orderBook, previewFill } from './orders'
import { positionId } from './positions'
import { sideBp } from './prices'
import { quoteBuy, quoteSell } from './quote'
import { priceBeforeFeeCents } from './figures'
import { tenthsOfCent } from './rounding'
import { DAY, T0, fundedExchange, invariantViolations } from './testing/fixtures'
import type { MemoryExchange } from './memory-exchange'

const NOW = T0 + DAY

function exchange(): MemoryExchange {
  return fundedExchange({ users: ['a', 'b', 'c'], markets: [{ id: 'm', p: 0.5, liquidityCents: 100_000, closesInDays: 5 }] })
}

function invariants(ex: MemoryExchange, now = NOW): string[] {
  return invariantViolations(ex, now)
}

const balance = (ex: MemoryExchange, id: string) => ex.slice.accounts.get(id)!.balanceCents
const held = (ex: MemoryExchange, id: string, side: 'yes' | 'no') =>
  ex.slice.positions.get(positionId(id, 'm', side))?.quantity ?? 0

describe('market sells', () => {
  it('sells back to the pool, fee included, and books the realized P&L', () => {
    const ex = exchange()
    ex.marketTrade({ accountId: 'a', marketId: 'm', side: 'yes', action: 'buy', quantity: 100, now: NOW })
    const quote = quoteSell(ex.slice.markets.get('m')!, 'yes', 40)
    const cash = balance(ex, 'a')
    const { trade } = ex.marketTrade({ accountId: 'a', marketId: 'm', side: 'yes', action: 'sell', quantity: 40, now: NOW })
    expect(trade!.cashCents).toBe(quote.proceedsCents)
    expect(balance(ex, 'a')).toBe(cash + quote.proceedsCents)
    expect(held(ex, 'a', 'yes')).toBe(60)
    expect(trade!.costBasisCents).toBeGreaterThan(0)
    expect(ex.slice.positions.get(positionId('a', 'm', 'yes'))!.realizedCents).toBe(trade!.cashCents - trade!.costBasisCents!)
    expect(invariants(ex)).toEqual([])
  })

  it('refuses selling more than held, or with no position, and changes nothing', () => {
    const ex = exchange()
    expect(() =>
      ex.marketTrade({ accountId: 'a', marketId: 'm', side: 'no', action: 'sell', quantity: 1, now: NOW }),
    ).toThrowError(expect.objectContaining({ code: 'INSUFFICIENT_SHARES' }))
    ex.marketTrade({ accountId: 'a', marketId: 'm', side: 'no', action: 'buy', quantity: 10, now: NOW })
    const before = JSON.stringify([...ex.slice.positions.values()])
    expect(() =>
      ex.marketTrade({ accountId: 'a', marketId: 'm', side: 'no', action: 'sell', quantity: 11, now: NOW }),
    ).toThrowError(expect.objectContaining({ code: 'INSUFFICIENT_SHARES' }))
    expect(JSON.stringify([...ex.slice.positions.values()])).toBe(before)
  })

  it('refuses a trade whose average price is past the limit, with the current quote', () => {
    const ex = exchange()
    const quote = quoteBuy(ex.slice.markets.get('m')!, 'yes', 100)
    const tooLow = Math.floor(quote.avgPriceCents) - 1
    let error: unknown
    try {
      ex.marketTrade({
        accountId: 'a',
        marketId: 'm',
        side: 'yes',
        action: 'buy',
        quantity: 100,
        now: NOW,
        averageLimitCents: tooLow,
      })
    } catch (e) {
      error = e
    }
    expect(error).toMatchObject({
      code: 'SLIPPAGE',
      quote: { averagePriceCents: quote.avgPriceCents, totalCents: quote.costCents },
    })
    expect(held(ex, 'a', 'yes')).toBe(0)
    const ok = ex.marketTrade({
      accountId: 'a',
      marketId: 'm',
      side: 'yes',
      action: 'buy',
      quantity: 100,
      now: NOW,
      averageLimitCents: quote.avgPriceCents + 2,
    })
    expect(ok.trade!.cashCents).toBe(quote.costCents)
  })
})

describe('limit orders', () => {
  it('rests below the price, reserving quantity x limit plus the largest fee', () => {
    const ex = exchange()
    const { order, trade } = ex.placeOrder({
      accountId: 'a',
      marketId: 'm',
      side: 'yes',
      action: 'buy',
      quantity: 100,
      limitPriceCents: 40,
      expiresAt: null,
      now: NOW,
    })
    expect(trade).toBeNull()
    expect(order).toMatchObject({ status: 'open', filledQuantity: 0, reservedCents: buyReserveCents(100, 40) })
    expect(buyReserveCents(100, 40)).toBe(4000 + 60)
    expect(balance(ex, 'a')).toBe(1_000_000 - 4060)
    expect(orderBook([...ex.slice.orders.values()], NOW).yes.bids).toEqual([{ priceCents: 40, quantity: 100, orders: 1 }])
    expect(invariants(ex)).toEqual([])
  })

  it('fills against the pool up to its limit at once and rests the rest', () => {
    const ex = exchange()
    const { order, trade, events } = ex.placeOrder({
      accountId: 'a',
      marketId: 'm',
      side: 'yes',
      action: 'buy',
      quantity: 10_000,
      limitPriceCents: 55,
      expiresAt: null,
      now: NOW,
    })
    expect(order!.filledQuantity).toBeGreaterThan(0)
    // Its fill is logged at the trade's price before the fee, as the history shows it.
    const fill = events.find((e) => e.kind === 'filled')!
    expect(fill.priceCents).toBe(tenthsOfCent(priceBeforeFeeCents(trade!)))
    expect(trade!.feeCents).toBeGreaterThan(0)
    expect(fill.priceCents).toBeLessThan(tenthsOfCent(trade!.cashCents / trade!.quantity))
    expect(order!.status).toBe('open')
    expect(trade!.quantity).toBe(order!.filledQuantity)
    expect(sideBp(ex.slice.markets.get('m')!, 'yes')).toBeLessThanOrEqual(5500)
    expect(sideBp(ex.slice.markets.get('m')!, 'yes')).toBeGreaterThan(5490)
    expect(invariants(ex)).toEqual([])
  })

  it('a market trade that would move the pool past a resting order fills that order first, at its limit', () => {
    const ex = exchange()
    ex.marketTrade({ accountId: 'b', marketId: 'm', side: 'yes', action: 'buy', quantity: 500, now: NOW })
    const { order } = ex.placeOrder({
      accountId: 'a',
      marketId: 'm',
      side: 'yes',
      action: 'buy',
      quantity: 100,
      limitPriceCents: 45,
      expiresAt: null,
      now: NOW,
    })
    const aCash = balance(ex, 'a')
    // c buys NO: the YES price falls; at 45 the Yes bid meets the No buyer at 55 and they mint sets.
    ex.marketTrade({ accountId: 'c', marketId: 'm', side: 'no', action: 'buy', quantity: 2_000, now: NOW + 1 })
    const filled = ex.slice.orders.get(order!.id)!
    expect(filled).toMatchObject({ status: 'filled', filledQuantity: 100, filledCashCents: 4500, reservedCents: 0 })
    expect(held(ex, 'a', 'yes')).toBe(100)
    // The fee part of the reserve came back.
    expect(balance(ex, 'a')).toBe(aCash + buyReserveCents(100, 45) - 4500)
    const fills = ex.trades.filter((t) => t.orderId === order!.id)
    expect(fills).toEqual([expect.objectContaining({ quantity: 100, priceCents: 45, cashCents: 4500, feeCents: 0 })])
    expect(invariants(ex, NOW + 1)).toEqual([])
  })

  it('fills in price then time priority, and a Yes bid crosses a No bid at 100 - p or more', () => {
    const ex = exchange()
    const first = ex.placeOrder({
      accountId: 'a',
      marketId: 'm',
      side: 'yes',
      action: 'buy',
      quantity: 50,
      limitPriceCents: 40,
      expiresAt: null,
      now: NOW,
    }).order!
    const better = ex.placeOrder({
      accountId: 'b',
      marketId: 'm',
      side: 'yes',
      action: 'buy',
      quantity: 50,
      limitPriceCents: 42,
      expiresAt: null,
      now: NOW + 1,
    }).order!
    const later = ex.placeOrder({
      accountId: 'c',
      marketId: 'm',
      side: 'yes',
      action: 'buy',
      quantity: 50,
      limitPriceCents: 40,
      expiresAt: null,
      now: NOW + 2,
    }).order!
    // A No bid at 60 crosses the Yes bids at 40 and 42: it buys from the pool until No costs 58, fills the
    // Yes bid at 42 (No at 58), the pool again up to 60, then the Yes bids at 40, the older first.
    const trades = ex.trades.length
    const { order } = ex.placeOrder({
      accountId: 'c',
      marketId: 'm',
      side: 'no',
      action: 'buy',
      quantity: 10_000,
      limitPriceCents: 60,
      expiresAt: null,
      now: NOW + 3,
    })
    const makerFills = ex.trades.slice(trades).filter((t) => t.accountId !== 'c' || t.orderId !== order!.id)
    expect(makerFills.map((t) => [t.orderId, t.priceCents, t.quantity])).toEqual([
      [better.id, 42, 50],
      [first.id, 40, 50],
      [later.id, 40, 50],
    ])
    expect(order!.status).toBe('open')
    expect(sideBp(ex.slice.markets.get('m')!, 'no')).toBeLessThanOrEqual(6000)
    expect(invariants(ex, NOW + 3)).toEqual([])
  })

  it('a market trade that fills fifty resting orders fills them best price first, then oldest, and books one cash and one fee entry for the taker', () => {
    const ex = exchange()
    const placed = Array.from({ length: 50 }, (_, i) => {
      // Three prices, times out of order, some placed in the same millisecond (then the id decides).
      const order = ex.placeOrder({
        accountId: i % 2 ? 'a' : 'b',
        marketId: 'm',
        side: 'yes',
        action: 'buy',
        quantity: 1 + (i % 3),
        limitPriceCents: 40 + ((i * 7) % 3),
        expiresAt: null,
        now: NOW + ((i * 13) % 10),
      }).order!
      expect(order.status).toBe('open')
      return order
    })
    const expected = [...placed].sort(
      (x, y) => y.limitPriceCents - x.limitPriceCents || x.createdAt - y.createdAt || (x.id < y.id ? -1 : 1),
    )
    const before = ex.trades.length
    const { trade } = ex.marketTrade({ accountId: 'c', marketId: 'm', side: 'no', action: 'buy', quantity: 3_000, now: NOW + 20 })
    const makerFills = ex.trades.slice(before).filter((t) => t.id !== trade!.id)
    expect(makerFills.map((t) => t.orderId)).toEqual(expected.map((o) => o.id))
    expect(placed.every((o) => ex.slice.orders.get(o.id)!.status === 'filled')).toBe(true)
    // The pool, fifty fills and the pool again: one entry for the cash and one for the fee of the trade.
    expect(ex.ledger.filter((e) => e.refId === trade!.id).map((e) => [e.kind, e.amountCents])).toEqual([
      ['trade', -(trade!.cashCents - trade!.feeCents)],
      ['fee', -trade!.feeCents],
    ])
    expect(invariants(ex, NOW + 20)).toEqual([])
  })

  it('a sell order reserves contracts; selling them twice is refused; a buyer fills it at its limit', () => {
    const ex = exchange()
    ex.marketTrade({ accountId: 'a', marketId: 'm', side: 'yes', action: 'buy', quantity: 100, now: NOW })
    const { order } = ex.placeOrder({
      accountId: 'a',
      marketId: 'm',
      side: 'yes',
      action: 'sell',
      quantity: 80,
      limitPriceCents: 70,
      expiresAt: null,
      now: NOW,
    })
    expect(ex.slice.positions.get(positionId('a', 'm', 'yes'))!.reservedQuantity).toBe(80)
    expect(() =>
      ex.marketTrade({ accountId: 'a', marketId: 'm', side: 'yes', action: 'sell', quantity: 21, now: NOW }),
    ).toThrowError(expect.objectContaining({ code: 'INSUFFICIENT_SHARES' }))
    ex.marketTrade({ accountId: 'b', marketId: 'm', side: 'yes', action: 'buy', quantity: 5_000, now: NOW + 1 })
    expect(ex.slice.orders.get(order!.id)).toMatchObject({ status: 'filled', filledCashCents: 80 * 70, reservedShares: 0 })
    expect(held(ex, 'a', 'yes')).toBe(20)
    expect(ex.slice.positions.get(positionId('a', 'm', 'yes'))!.reservedQuantity).toBe(0)
    expect(invariants(ex, NOW + 1)).toEqual([])
  })

  it('cancel releases the reserve; cancelling again is 409, someone else 403, unknown 404', () => {
    const ex = exchange()
    const { order } = ex.placeOrder({
      accountId: 'a',
      marketId: 'm',
      side: 'no',
      action: 'buy',
      quantity: 100,
      limitPriceCents: 30,
      expiresAt: null,
      now: NOW,
    })
    expect(() => ex.cancelOrder({ orderId: order!.id, accountId: 'b', now: NOW })).toThrowError(
      expect.objectContaining({ code: 'FORBIDDEN' }),
    )
    expect(() => ex.cancelOrder({ orderId: 'nope', accountId: 'a', now: NOW })).toThrowError(
      expect.objectContaining({ code: 'NOT_FOUND' }),
    )
    ex.cancelOrder({ orderId: order!.id, accountId: 'a', now: NOW })
    expect(balance(ex, 'a')).toBe(1_000_000)
    expect(() => ex.cancelOrder({ orderId: order!.id, accountId: 'a', now: NOW })).toThrowError(
      expect.objectContaining({ code: 'NOT_OPEN' }),
    )
    expect(invariants(ex)).toEqual([])
  })

  it('expires past expiresAt, and the close cancels every open order before settlement pays', () => {
    const ex = exchange()
    const short = ex.placeOrder({
      accountId: 'a',
      marketId: 'm',
      side: 'yes',
      action: 'buy',
      quantity: 10,
      limitPriceCents: 20,
      expiresAt: NOW + 1000,
      now: NOW,
    }).order!
    const gtc = ex.placeOrder({
      accountId: 'b',
      marketId: 'm',
      side: 'yes',
      action: 'buy',
      quantity: 10,
      limitPriceCents: 20,
      expiresAt: null,
      now: NOW,
    }).order!
    const swept = ex.closeDueOrders(NOW + 1000)
    expect(swept.events.map((e) => e.kind)).toEqual(['expired'])
    expect(ex.slice.orders.get(short.id)!.status).toBe('expired')
    expect(balance(ex, 'a')).toBe(1_000_000)
    ex.settle({ marketId: 'm', resolution: 'yes', now: T0 + 6 * DAY })
    expect(ex.slice.orders.get(gtc.id)!.status).toBe('cancelled')
    expect(balance(ex, 'b')).toBe(1_000_000)
    expect(invariants(ex, T0 + 6 * DAY)).toEqual([])
  })

  it('refuses bad prices, quantities and past expiries', () => {
    const ex = exchange()
    const base = {
      accountId: 'a',
      marketId: 'm',
      side: 'yes' as const,
      action: 'buy' as const,
      quantity: 10,
      limitPriceCents: 40,
      expiresAt: null,
      now: NOW,
    }
    for (const limitPriceCents of [0, 100, 50.5]) {
      expect(() => ex.placeOrder({ ...base, limitPriceCents })).toThrowError(expect.objectContaining({ code: 'INVALID_PRICE' }))
    }
    for (const quantity of [0, 10_001, 1.5]) {
      expect(() => ex.placeOrder({ ...base, quantity })).toThrowError(expect.objectContaining({ code: 'INVALID_QUANTITY' }))
    }
    expect(() => ex.placeOrder({ ...base, expiresAt: NOW })).toThrowError(expect.objectContaining({ code: 'INVALID_EXPIRY' }))
    expect(() => ex.placeOrder({ ...base, now: T0 + 6 * DAY })).toThrowError(expect.objectContaining({ code: 'MARKET_CLOSED' }))
    expect(ex.slice.orders.size).toBe(0)
  })
})

describe('previewFill', () => {
  it('from the pool and the book, says what a market trade and a limit order do, as the exchange then does', () => {
    const ex = exchange()
    ex.placeOrder({
      accountId: 'a',
      marketId: 'm',
      side: 'yes',
      action: 'buy',
      quantity: 30,
      limitPriceCents: 48,
      expiresAt: null,
      now: NOW,
    })
    ex.placeOrder({
      accountId: 'b',
      marketId: 'm',
      side: 'yes',
      action: 'buy',
      quantity: 20,
      limitPriceCents: 47,
      expiresAt: null,
      now: NOW,
    })
    ex.marketTrade({ accountId: 'c', marketId: 'm', side: 'no', action: 'buy', quantity: 50, now: NOW })
    ex.placeOrder({
      accountId: 'c',
      marketId: 'm',
      side: 'no',
      action: 'sell',
      quantity: 40,
      limitPriceCents: 56,
      expiresAt: null,
      now: NOW,
    })
    const book = () => orderBook([...ex.slice.orders.values()], NOW)
    const market = () => ex.slice.markets.get('m')!

    const trade = { side: 'no' as const, action: 'buy' as const, quantity: 400, limitPriceCents: null }
    const preview = previewFill(market(), book(), trade)
    const done = ex.marketTrade({ accountId: 'a', marketId: 'm', side: 'no', action: 'buy', quantity: 400, now: NOW }).trade!
    expect(preview).toMatchObject({ filledQuantity: 400, cashCents: done.cashCents, feeCents: done.feeCents })
    expect(preview.priceAfterCents).toBe(sideBp(market(), 'no') / 100)
    // Its price as the trade's toast and history give it: before the fee.
    expect(preview.priceBeforeFeeCents).toBeCloseTo((done.cashCents - done.feeCents) / done.quantity, 9)
    expect(preview.priceBeforeFeeCents).toBeLessThan(preview.averagePriceCents)

    const limit = { side: 'yes' as const, action: 'buy' as const, quantity: 5_000, limitPriceCents: 50 }
    const limitPreview = previewFill(market(), book(), limit)
    const placed = ex.placeOrder({ accountId: 'b', marketId: 'm', ...limit, expiresAt: null, now: NOW }).order!
    expect(limitPreview.filledQuantity).toBe(placed.filledQuantity)
    expect(limitPreview.cashCents).toBe(placed.filledCashCents)
    expect(limitPreview.reserveCents).toBe(placed.reservedCents)
    expect(invariants(ex)).toEqual([])
  })
})
