import { ExchangeError } from '../errors'
import { assertLimitPrice, buyReserveCents, type FillPreview } from '../orders'
import { sideBp, yesProbability } from '../prices'
import { assertQuantity, assertSide } from '../quote'
import type { Side } from '../types'
import type { AnswerPool, MultiAction } from './arbitrage'
import { plannedWithinBounds } from './quote'

/**
 * How far a limit order on one answer fills through the answers' pools, and what it holds back
 * (src/exchange/multi/orders.ts places and fills them): apart, so that the trade ticket's preview
 * carries only this, not the commands.
 */

/**
 * Cash a buy order on an answer holds back: the contracts at the limit and the largest fee, as on a
 * Yes/No market, and a cent a contract: its fills go through the pools, each with its fee rounded
 * up, and the reserve pays every one of them (a Yes/No order's resting fills pay no fee).
 */
export function multiReserveCents(quantity: number, limitCents: number): number {
  return buyReserveCents(quantity, limitCents) + quantity
}

/** The largest whole n in 0..max for which ok(n) holds, ok being true up to some n and false after. */
export function largest(max: number, ok: (n: number) => boolean): number {
  if (max <= 0) return 0
  if (ok(max)) return max
  let low = 0
  let high = max
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2)
    if (ok(mid)) low = mid
    else high = mid
  }
  return low
}

const sidePrice = (pool: { yesReserve: number; noReserve: number }, side: Side) =>
  100 * (side === 'yes' ? yesProbability(pool) : 1 - yesProbability(pool))

/** Whole contracts of `side` on `answerId` the pools trade before its price passes `limitCents` (at most `max`). */
export function fillableOnPools(
  pools: readonly AnswerPool[],
  answerId: string,
  side: Side,
  action: MultiAction,
  limitCents: number,
  max: number,
): number {
  const within = (price: number) => (action === 'buy' ? price <= limitCents + 1e-9 : price >= limitCents - 1e-9)
  const pool = pools.find((p) => p.id === answerId)
  if (pool === undefined || max <= 0 || !within(sidePrice(pool, side))) return 0
  return largest(max, (n) => {
    try {
      const plan = plannedWithinBounds(pools, answerId, side, action, n)
      return within(
        sidePrice(
          plan.poolsAfter.find((p) => p.id === answerId)!,
          side,
        ),
      )
    } catch (error) {
      if (error instanceof ExchangeError && error.code === 'PRICE_LIMIT') return false
      throw error
    }
  })
}

/**
 * What a limit order on an answer would do as it is placed (the ticket's preview): how much the
 * pools fill at once within the limit, at what price, the price after, and what it holds back for
 * the rest, as placeMultiOrder computes them. Throws INVALID_PRICE, INVALID_QUANTITY.
 */
export function previewMultiLimit(
  pools: readonly AnswerPool[],
  answerId: string,
  command: { side: Side; action: MultiAction; quantity: number; limitPriceCents: number },
): FillPreview {
  const { side, action, quantity, limitPriceCents } = command
  assertSide(side)
  assertQuantity(quantity)
  assertLimitPrice(limitPriceCents)
  const filled = fillableOnPools(pools, answerId, side, action, limitPriceCents, quantity)
  const plan = filled > 0 ? plannedWithinBounds(pools, answerId, side, action, filled) : null
  const pool = (plan?.poolsAfter ?? pools).find((p) => p.id === answerId)
  if (pool === undefined) throw new ExchangeError('NOT_FOUND', 'Answer not found')
  const rest = quantity - filled
  const cashCents = plan?.cashCents ?? 0
  const feeCents = plan?.feeCents ?? 0
  return {
    filledQuantity: filled,
    cashCents,
    feeCents,
    averagePriceCents: filled > 0 ? cashCents / filled : 0,
    priceBeforeFeeCents: filled > 0 ? (action === 'buy' ? cashCents - feeCents : cashCents + feeCents) / filled : 0,
    priceAfterCents: sideBp(pool, side) / 100,
    reserveCents: action === 'buy' && rest > 0 ? multiReserveCents(rest, limitPriceCents) : 0,
    reserveContracts: action === 'sell' ? rest : 0,
  }
}
