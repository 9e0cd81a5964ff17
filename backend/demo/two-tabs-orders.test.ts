import { describe, expect, it } from 'vitest'
import { positionId } from '../../src/exchange'
import type { Market, Order } from '../../src/api/contract'
import { holdRead } from '../security/dexie-spy'
import { openTabs, sessionFor, type Tab } from '../../mocks/test/tabs'
import { storeInvariants } from '../../mocks/test/exchange-checks'

/**
 * Two tabs of one profile racing over the same order or the same holding: whichever way the
 * calls interleave, exactly one wins and nothing is lost or invented.
 */

/** The money invariants over every row, the house's derived rows included. */
function invariants(tab: Tab) {
  return storeInvariants(tab.backend.db, tab.backend.now(), { houseRows: true })
}

/** Holds back this tab's read of the user row (its sign-in check), until released. */
const holdUserRead = (tab: Tab, userId: string) => holdRead(tab.backend.db, (table, key) => table === 'users' && key === userId)

async function setupRace() {
  const {
    tabs: [a, b],
  } = await openTabs(2)
  const demo = await sessionFor(a, 'demo-user')
  const admin = await sessionFor(b, 'admin-user')
  const market = ((await a.call('GET', '/api/markets?limit=1')).json as Market[])[0]
  return { a, b, demo, admin, market }
}

type Order_ = 'cancel first' | 'fill first' | 'at once'

describe('a cancel racing the fill of the same order, from two tabs', () => {
  it.each<Order_>(['cancel first', 'fill first', 'at once'])('%s: exactly one wins', { timeout: 60_000 }, async (which) => {
    const { a, b, demo, admin, market } = await setupRace()
    const limit = Math.floor(Number(market.yesPrice)) - 1
    const placed = await a.call(
      'POST',
      '/api/orders',
      { marketId: market.id, side: 'yes', action: 'buy', quantity: 100, limitPriceCents: limit, expiresAt: null },
      demo,
    )
    expect(placed.status).toBe(201)
    const order = placed.json as Order
    // Buying this much NO drives YES far below the limit: it fills the whole order if it is still open.
    const fill = () =>
      b.call('POST', '/api/trades', { marketId: market.id, side: 'no', quantity: 5_000, price: market.noPrice }, admin)
    const cancel = () => a.call('DELETE', `/api/orders/${order.id}`, undefined, demo)

    let cancelled: { status: number }
    let traded: { status: number }
    if (which === 'at once') {
      ;[cancelled, traded] = await Promise.all([cancel(), fill()])
    } else {
      // The later call has passed its sign-in check when the other one runs to the end.
      const later = which === 'cancel first' ? b : a
      const hold = await holdUserRead(later, which === 'cancel first' ? 'admin-user' : 'demo-user')
      const lateCall = which === 'cancel first' ? fill() : cancel()
      await hold.heldAt
      const early = await (which === 'cancel first' ? cancel() : fill())
      hold.release()
      const late = await lateCall
      ;[cancelled, traded] = which === 'cancel first' ? [early, late] : [late, early]
    }
    expect(traded.status).toBe(201)
    const stored = (await a.backend.db.orders.get(order.id))!
    const fills = await a.backend.db.trades
      .where('[accountId+createdAt]')
      .between(['demo-user', -Infinity], ['demo-user', Infinity])
      .toArray()
    const position = await a.backend.db.positions.get(positionId('demo-user', market.id, 'yes'))
    const balance = (await a.backend.db.accounts.get('demo-user'))!.balanceCents
    if (cancelled.status === 200) {
      // The cancel won: nothing filled, every cent back.
      expect(stored).toMatchObject({ status: 'cancelled', filledQuantity: 0, reservedCents: 0 })
      expect(fills).toEqual([])
      expect(position?.quantity ?? 0).toBe(0)
      expect(balance).toBe(1_000_000)
    } else {
      // The fill won: the cancel is refused, the order filled at its limit, the rest of the reserve back.
      expect(cancelled.status).toBe(409)
      expect(stored).toMatchObject({ status: 'filled', filledQuantity: 100, filledCashCents: 100 * limit, reservedCents: 0 })
      expect(fills.map((t) => t.orderId)).toEqual([order.id])
      expect(position?.quantity).toBe(100)
      expect(balance).toBe(1_000_000 - 100 * limit)
    }
    if (which === 'cancel first') expect(cancelled.status).toBe(200)
    if (which === 'fill first') expect(cancelled.status).toBe(409)
    expect(await invariants(a)).toEqual([])
  })
})

describe('two sells of the same holding, from two tabs', () => {
  it.each(['one after the other', 'at once'])('%s: exactly one sells', { timeout: 60_000 }, async (which) => {
    const { a, b, demo, market } = await setupRace()
    const cookieB = await sessionFor(b, 'demo-user')
    expect(
      (await a.call('POST', '/api/trades', { marketId: market.id, side: 'yes', quantity: 100, price: market.yesPrice }, demo))
        .status,
    ).toBe(201)
    const before = (await a.backend.db.accounts.get('demo-user'))!.balanceCents
    const sell = (tab: Tab, cookie: string) =>
      tab.call(
        'POST',
        '/api/trades',
        { marketId: market.id, side: 'yes', action: 'sell', quantity: 100, price: market.yesPrice },
        cookie,
      )
    let answers: Array<{ status: number; json: any }>
    if (which === 'at once') {
      answers = await Promise.all([sell(a, demo), sell(b, cookieB)])
    } else {
      const hold = await holdUserRead(b, 'demo-user')
      const late = sell(b, cookieB)
      await hold.heldAt
      const early = await sell(a, demo)
      hold.release()
      answers = [early, await late]
    }
    expect(answers.map((x) => x.status).sort()).toEqual([201, 422])
    const sold = answers.find((x) => x.status === 201)!.json
    const refused = answers.find((x) => x.status === 422)!.json
    expect(refused.message).toMatch(/You hold no YES contracts/)
    expect((await a.backend.db.positions.get(positionId('demo-user', market.id, 'yes')))!.quantity).toBe(0)
    expect((await a.backend.db.accounts.get('demo-user'))!.balanceCents).toBe(before + Math.round(Number(sold.proceeds) * 100))
    expect(await invariants(a)).toEqual([])
  })
})
