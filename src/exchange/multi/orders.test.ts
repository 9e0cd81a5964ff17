import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { changeSet } from '../change-set'
import { ExchangeError } from '../errors'
import { openAccount } from '../ledger'
import { MemoryExchange } from '../memory-exchange'
import { positionId } from '../positions'
import { yesProbability } from '../prices'
import { DAY, HOUSE, T0, invariantViolations } from '../testing/fixtures'
import type { AccountKind, Side } from '../types'
import type { MultiMarketSpec } from './market'
import { multiReserveCents } from './limit-preview'

const CLOSE = T0 + 7 * DAY
const USERS = ['alice', 'bob', 'carol']
const ANSWERS = [
  { id: 'hack-blue', text: 'Team Blue' },
  { id: 'hack-green', text: 'Team Green' },
  { id: 'hack-red', text: 'Team Red' },
]

function exchange(overrides: Partial<MultiMarketSpec> = {}) {
  const ex = new MemoryExchange()
  const accounts: [string, AccountKind][] = [[HOUSE, 'house'], ...USERS.map((u): [string, AccountKind] => [u, 'user'])]
  for (const [id, kind] of accounts) {
    const opened = openAccount(ex.ids, id, kind, T0)
    ex.apply(changeSet({ accounts: [opened.account], ledger: [opened.entry] }))
  }
  ex.openMulti({
    id: 'hack',
    title: 'Who wins the hackathon?',
    description: 'Judged on stage.',
    categoryId: 'tech',
    createdAt: T0,
    closesAt: CLOSE,
    answers: ANSWERS,
    liquidityCents: 30_000,
    providerId: HOUSE,
    ...overrides,
  })
  return ex
}

const cash = (ex: MemoryExchange, id: string) => ex.slice.accounts.get(id)!.balanceCents
/** An answer's Yes price in cents (its chance). */
const yesCents = (ex: MemoryExchange, answerId: string) => 100 * yesProbability(ex.slice.markets.get(answerId)!)
const chanceSum = (ex: MemoryExchange) => ex.answersOf('hack').reduce((s, a) => s + yesProbability(a), 0)
const held = (ex: MemoryExchange) => [...ex.slice.accounts.values()].reduce((s, a) => s + a.balanceCents, 0)
const reserved = (ex: MemoryExchange) => [...ex.slice.orders.values()].reduce((s, o) => s + o.reservedCents, 0)
const marketCash = (ex: MemoryExchange) =>
  [...ex.slice.markets.values()].reduce((s, m) => s + m.collateralCents + m.feePoolCents, 0)
const deposits = (ex: MemoryExchange) => ex.ledger.filter((e) => e.kind === 'deposit').reduce((s, e) => s + e.amountCents, 0)
/** Every dollar is somewhere: on an account, held back by an order, or in the market. */
const conserved = (ex: MemoryExchange) => expect(held(ex) + reserved(ex) + marketCash(ex)).toBe(deposits(ex))

const order = (
  accountId: string,
  answerId: string,
  side: Side,
  action: 'buy' | 'sell',
  quantity: number,
  limitPriceCents: number,
  now = T0 + 1,
) => ({ accountId, marketId: 'hack', answerId, side, action, quantity, limitPriceCents, expiresAt: null as number | null, now })
const trade = (accountId: string, answerId: string, side: Side, action: 'buy' | 'sell', quantity: number, now = T0 + 2) => ({
  accountId,
  marketId: 'hack',
  answerId,
  side,
  action,
  quantity,
  now,
})

describe('limit orders on answers', () => {
  it('a buy below the price rests, holding back the contracts at the limit, the largest fee and a cent each', () => {
    const ex = exchange()
    // Three answers at 1/3 each: Team Blue's Yes costs 33.3¢; an order at 25¢ cannot fill now.
    const placed = ex.placeMultiOrder(order('alice', 'hack-blue', 'yes', 'buy', 100, 25))
    expect(placed.trade).toBeNull()
    expect(placed.order).toMatchObject({ marketId: 'hack-blue', status: 'open', filledQuantity: 0 })
    // 100 × 25¢ = $25.00, its fee (1.5 %, 38¢) and 100 cents: $26.38.
    expect(multiReserveCents(100, 25)).toBe(2_638)
    expect(placed.order!.reservedCents).toBe(multiReserveCents(100, 25))
    expect(cash(ex, 'alice')).toBe(1_000_000 - multiReserveCents(100, 25))
    expect(placed.events.map((e) => e.kind)).toEqual(['placed'])
    expect(invariantViolations(ex, T0 + 1)).toEqual([])
    conserved(ex)
  })

  it('fills at once up to its limit through the pools, then rests the rest', () => {
    const ex = exchange()
    const placed = ex.placeMultiOrder(order('alice', 'hack-blue', 'yes', 'buy', 5_000, 40))
    const filled = placed.order!.filledQuantity
    expect(filled).toBeGreaterThan(0)
    expect(filled).toBeLessThan(5_000)
    // The pools went up to the limit and not past it; the chances still add up to 100 %.
    expect(yesCents(ex, 'hack-blue')).toBeLessThanOrEqual(40)
    expect(yesCents(ex, 'hack-blue')).toBeGreaterThan(39.5)
    expect(chanceSum(ex)).toBeCloseTo(1, 9)
    expect(placed.trade).toMatchObject({ accountId: 'alice', marketId: 'hack-blue', quantity: filled, orderId: placed.order!.id })
    expect(ex.slice.positions.get(positionId('alice', 'hack-blue', 'yes'))!.quantity).toBe(filled)
    expect(placed.order!.reservedCents).toBe(multiReserveCents(5_000 - filled, 40))
    expect(placed.events.map((e) => e.kind)).toEqual(['placed', 'filled'])
    // The fill's price is before the fee, within the limit.
    expect(placed.events[1]!.priceCents).toBeLessThanOrEqual(40)
    expect(invariantViolations(ex, T0 + 1)).toEqual([])
    conserved(ex)
  })

  it('fills when a trade on another answer brings its price down to the limit, paid from what it held back', () => {
    const ex = exchange()
    const placed = ex.placeMultiOrder(order('alice', 'hack-blue', 'yes', 'buy', 50, 30))
    const aliceCash = cash(ex, 'alice')
    // Bob buys Team Green: the arbitrage sells Team Blue and Team Red down.
    const bought = ex.tradeMultiWithOrders(trade('bob', 'hack-green', 'yes', 'buy', 400))
    const after = ex.slice.orders.get(placed.order!.id)!
    expect(after.filledQuantity).toBeGreaterThan(0)
    expect(bought.events.some((e) => e.kind === 'filled' && e.order.id === after.id)).toBe(true)
    // Alice's balance did not move: the fills came out of the reserve; she holds the contracts.
    const released = after.status === 'filled' ? placed.order!.reservedCents - after.filledCashCents : 0
    expect(cash(ex, 'alice')).toBe(aliceCash + released)
    expect(ex.slice.positions.get(positionId('alice', 'hack-blue', 'yes'))!.quantity).toBe(after.filledQuantity)
    expect(after.filledCashCents).toBeLessThanOrEqual(after.filledQuantity * 30 * 1.03)
    expect(yesCents(ex, 'hack-blue')).toBeGreaterThanOrEqual(after.status === 'filled' ? 0 : 29.99)
    expect(chanceSum(ex)).toBeCloseTo(1, 9)
    expect(invariantViolations(ex, T0 + 2)).toEqual([])
    conserved(ex)
  })

  it('a sell order holds its contracts back: no sale can sell them, and it fills when the price rises to it', () => {
    const ex = exchange()
    ex.tradeMultiWithOrders(trade('alice', 'hack-red', 'yes', 'buy', 60, T0 + 1))
    // Above the price: it rests.
    const limit = Math.ceil(yesCents(ex, 'hack-red')) + 5
    const placed = ex.placeMultiOrder(order('alice', 'hack-red', 'yes', 'sell', 60, limit, T0 + 2))
    expect(placed.order).toMatchObject({ status: 'open', reservedShares: 60 })
    expect(ex.slice.positions.get(positionId('alice', 'hack-red', 'yes'))!.reservedQuantity).toBe(60)
    expect(() => ex.tradeMultiWithOrders(trade('alice', 'hack-red', 'yes', 'sell', 1, T0 + 3))).toThrowError(
      /60 held back by open sell orders/,
    )
    // Carol buys Team Red past the limit: Alice's contracts are sold into the pools on the way back.
    ex.tradeMultiWithOrders(trade('carol', 'hack-red', 'yes', 'buy', 600, T0 + 4))
    const after = ex.slice.orders.get(placed.order!.id)!
    expect(after.filledQuantity).toBeGreaterThan(0)
    const position = ex.slice.positions.get(positionId('alice', 'hack-red', 'yes'))!
    expect(position.quantity).toBe(60 - after.filledQuantity)
    expect(position.reservedQuantity ?? 0).toBe(after.reservedShares)
    expect(yesCents(ex, 'hack-red')).toBeGreaterThanOrEqual(limit - 0.01)
    expect(invariantViolations(ex, T0 + 4)).toEqual([])
    conserved(ex)
  })

  it('cancelling gives back what is held; settlement cancels what still rests before it pays', () => {
    const ex = exchange()
    const a = ex.placeMultiOrder(order('alice', 'hack-blue', 'yes', 'buy', 100, 20))
    const b = ex.placeMultiOrder(order('bob', 'hack-green', 'no', 'buy', 100, 40))
    ex.cancelOrder({ orderId: a.order!.id, accountId: 'alice', now: T0 + 3 })
    expect(cash(ex, 'alice')).toBe(1_000_000)
    expect(ex.slice.orders.get(a.order!.id)).toMatchObject({ status: 'cancelled', reservedCents: 0 })
    ex.settleMulti({ marketId: 'hack', outcome: { answerId: 'hack-red' }, now: CLOSE })
    expect(ex.slice.orders.get(b.order!.id)).toMatchObject({ status: 'cancelled', reservedCents: 0 })
    expect(cash(ex, 'bob')).toBe(1_000_000)
    expect(invariantViolations(ex, CLOSE)).toEqual([])
    expect(held(ex)).toBe(deposits(ex))
  })

  it('refuses what a Yes/No order refuses, and an answer of another market', () => {
    const ex = exchange()
    const refused = (command: ReturnType<typeof order>, message: RegExp) =>
      expect(() => ex.placeMultiOrder(command)).toThrowError(message)
    refused(order('alice', 'hack-blue', 'yes', 'buy', 10, 0), /Limit price must be a whole number of cents from 1 to 99/)
    refused(order('alice', 'hack-blue', 'yes', 'buy', 10, 99.5), /Limit price/)
    refused(order('alice', 'hack-blue', 'yes', 'sell', 10, 50), /You hold no YES contracts on this answer/)
    refused(order('alice', 'hack-gold', 'yes', 'buy', 10, 50), /Answer not found/)
    refused({ ...order('alice', 'hack-blue', 'yes', 'buy', 10, 50), expiresAt: T0 }, /expiresAt must be in the future/)
    refused(order('alice', 'hack-blue', 'yes', 'buy', 10, 50, CLOSE), /closed/i)
    expect(ex.slice.orders.size).toBe(0)
  })
})

describe('limit orders on answers, properties', () => {
  const step = fc.oneof(
    fc.record({
      kind: fc.constant('trade' as const),
      user: fc.constantFrom(...USERS),
      answer: fc.nat(),
      side: fc.constantFrom<Side>('yes', 'no'),
      action: fc.constantFrom<'buy' | 'sell'>('buy', 'buy', 'sell'),
      quantity: fc.integer({ min: 1, max: 300 }),
    }),
    fc.record({
      kind: fc.constant('order' as const),
      user: fc.constantFrom(...USERS),
      answer: fc.nat(),
      side: fc.constantFrom<Side>('yes', 'no'),
      action: fc.constantFrom<'buy' | 'sell'>('buy', 'buy', 'sell'),
      quantity: fc.integer({ min: 1, max: 300 }),
      limit: fc.integer({ min: 1, max: 99 }),
    }),
    fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
  )
  const ending = fc.oneof(fc.constant('void' as const), fc.nat())

  it('money never changes, orders hold back what they need, and the chances add up, through trades, orders, cancels and the settlement', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 8 }), fc.array(step, { maxLength: 25 }), ending, (n, steps, end) => {
        const answers = Array.from({ length: n }, (_, i) => ({ id: `hack-${i}`, text: `Team ${i}` }))
        const ex = exchange({ answers, liquidityCents: 10_000 * n })
        steps.forEach((s, i) => {
          const now = T0 + i
          try {
            if (s.kind === 'trade') {
              ex.tradeMultiWithOrders(trade(s.user, answers[s.answer % n]!.id, s.side, s.action, s.quantity, now))
            } else if (s.kind === 'order') {
              ex.placeMultiOrder(order(s.user, answers[s.answer % n]!.id, s.side, s.action, s.quantity, s.limit, now))
            } else {
              const open = [...ex.slice.orders.values()].filter((o) => o.status === 'open')
              const target = open[s.pick % Math.max(1, open.length)]
              if (target) ex.cancelOrder({ orderId: target.id, accountId: target.accountId, now })
            }
          } catch (error) {
            if (!(error instanceof ExchangeError)) throw error
          }
          expect(invariantViolations(ex, now)).toEqual([])
          expect(chanceSum(ex)).toBeCloseTo(1, 9)
          conserved(ex)
          // No resting order is left that the pools would fill: the sweep filled every one it could.
          for (const o of ex.slice.orders.values()) {
            if (o.status !== 'open') continue
            const price = o.side === 'yes' ? yesCents(ex, o.marketId) : 100 - yesCents(ex, o.marketId)
            if (o.action === 'buy') expect(price).toBeGreaterThan(o.limitPriceCents - 0.5)
            else expect(price).toBeLessThan(o.limitPriceCents + 0.5)
          }
        })
        ex.settleMulti({ marketId: 'hack', outcome: end === 'void' ? 'void' : { answerId: answers[end % n]!.id }, now: CLOSE })
        expect(invariantViolations(ex, CLOSE)).toEqual([])
        expect(reserved(ex)).toBe(0)
        expect(held(ex)).toBe(deposits(ex))
      }),
      { numRuns: 80, seed: 36 },
    )
  })
})
