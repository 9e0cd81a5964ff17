import { ExchangeError } from '../errors'
import { grossProceedsToSell, netCostToBuy, poolAfterBuy, poolAfterSell, poolForPrice } from '../fpmm'
import { ceilCents, feeForCents, floorCents } from '../money'
import { yesProbability } from '../prices'
import { assertQuantity, assertSide } from '../quote'
import type { PoolState, Side } from '../types'

/**
 * Multi-answer markets (docs/product.md, "Multi-answer markets", "The maths"): a question with
 * 2..20 answers, exactly one of which wins. Each answer is a Yes/No pool of its own (the binary
 * fixed-product maker of fpmm.ts), and its Yes price is that answer's chance. The chances must
 * add up to 100 %: a trade on one answer alone would break that (buying Yes on A lifts A and
 * leaves the others where they were), so every trade is planned here with an arbitrage across
 * the other answers, after Manifold's cpmm-multi (its calculate-cpmm-arbitrage.ts).
 *
 * Two identities make it work, because exactly one answer wins:
 *   - s No contracts on every other answer pay s × (n − 1) if A wins and s × (n − 2) otherwise:
 *     they are s Yes contracts on A plus s × (n − 2) dollars. So a buy of q Yes on A takes
 *     q − s straight from A's pool, buys s No from each other pool, and redeems those No
 *     contracts into s Yes on A and s × (n − 2) dollars back.
 *   - s Yes contracts on every other answer pay s unless A wins: they are s No contracts on A.
 *     So a buy of q No on A takes q − s from A's pool and s Yes from each other pool.
 * A sale runs the same legs the other way (sells into the pools, and for a Yes sale pays the
 * s × (n − 2) dollars the conversion takes). `s` is found by bisection so that the chances add
 * up to exactly 1 afterwards: the more of the trade goes through the other answers, the less A's
 * own price moves and the more the others' move, so the sum crosses 1 once between s = 0 and s = q.
 *
 * Amounts are real numbers of dollars and contracts here, as in fpmm.ts; the trader's cash is
 * rounded once, for the whole trade (a buy's cost up, a sale's proceeds down, the fee on top, as
 * for a Yes/No market), so the market keeps the rounding. The trader always gets whole contracts:
 * q − s from the pool and s by redemption add up to q.
 */

/** One answer's pool. */
export interface AnswerPool extends PoolState {
  readonly id: string
}

export type MultiAction = 'buy' | 'sell'

/** One pool's part of a trade: contracts of `side` bought from it or sold into it, and the cash that took. */
export interface AnswerLeg {
  readonly answerId: string
  readonly side: Side
  readonly contracts: number
  /** Dollars minted into the pool (a buy) or merged out of it (a sale). */
  readonly dollars: number
}

export interface MultiTradePlan {
  readonly answerId: string
  readonly side: Side
  readonly action: MultiAction
  readonly quantity: number
  /** Contracts that went through the other answers (the arbitrage), 0..quantity. */
  readonly arbitrage: number
  /** Every pool's leg: the chosen answer's first, then the others in order. */
  readonly legs: readonly AnswerLeg[]
  /** Dollars paid back (a buy of Yes) or paid in (a sale of Yes) by turning No on every other answer into Yes on this one. */
  readonly redemptionDollars: number
  /** Net cash of the trade before the fee, in cents: a buy rounds up, a sale down. */
  readonly netCents: number
  readonly feeCents: number
  /** A buy's cost (net + fee) or a sale's proceeds (net − fee). */
  readonly cashCents: number
  /** The pools afterwards, in the order given. */
  readonly poolsAfter: readonly AnswerPool[]
}

export const MIN_ANSWERS = 2
export const MAX_ANSWERS = 20

/** The answers' chances: each pool's Yes probability. */
export function answerChances(pools: readonly PoolState[]): number[] {
  return pools.map(yesProbability)
}

/** How far the chances are from adding up to 1 (0 when they do). */
export function chanceSumError(pools: readonly PoolState[]): number {
  return answerChances(pools).reduce((a, b) => a + b, 0) - 1
}

/**
 * Pools for a new market: answer i at chance `chances[i]` (they must add up to 1; each within
 * 0.1 %..99.9 %), each pool `depth` contracts deep on its larger side.
 */
export function poolsForChances(ids: readonly string[], chances: readonly number[], depth: number): AnswerPool[] {
  if (ids.length < MIN_ANSWERS || ids.length > MAX_ANSWERS || chances.length !== ids.length) {
    throw new ExchangeError('INVALID_AMOUNT', `A multi-answer market has ${MIN_ANSWERS} to ${MAX_ANSWERS} answers`)
  }
  if (chances.some((p) => !(p >= 0.001 && p <= 0.999)) || Math.abs(chances.reduce((a, b) => a + b, 0) - 1) > 1e-9) {
    throw new ExchangeError('INVALID_AMOUNT', 'The answers’ chances must each be 0.1 % to 99.9 % and add up to 100 %')
  }
  return ids.map((id, i) => ({ id, ...poolForPrice(depth, chances[i]!) }))
}

function leg(pool: AnswerPool, side: Side, action: MultiAction, contracts: number): { leg: AnswerLeg; after: AnswerPool } {
  if (contracts === 0) return { leg: { answerId: pool.id, side, contracts, dollars: 0 }, after: pool }
  if (action === 'buy') {
    const dollars = netCostToBuy(pool, side, contracts)
    return {
      leg: { answerId: pool.id, side, contracts, dollars },
      after: { id: pool.id, ...poolAfterBuy(pool, side, dollars, contracts) },
    }
  }
  const dollars = grossProceedsToSell(pool, side, contracts)
  return {
    leg: { answerId: pool.id, side, contracts, dollars },
    after: { id: pool.id, ...poolAfterSell(pool, side, contracts, dollars) },
  }
}

const opposite = (side: Side): Side => (side === 'yes' ? 'no' : 'yes')

/** The trade with `arbitrage` contracts through the other answers: every leg and the pools after. */
function withArbitrage(
  pools: readonly AnswerPool[],
  index: number,
  side: Side,
  action: MultiAction,
  quantity: number,
  arbitrage: number,
) {
  const own = leg(pools[index]!, side, action, quantity - arbitrage)
  const others = pools.flatMap((pool, i) => (i === index ? [] : [leg(pool, opposite(side), action, arbitrage)]))
  const poolsAfter = pools.map((_, i) => (i === index ? own.after : others[i < index ? i : i - 1]!.after))
  return { legs: [own.leg, ...others.map((o) => o.leg)], poolsAfter }
}

const BISECTION_STEPS = 80

/** The arbitrage (0..quantity) after which the chances add up to 1. */
function arbitrageFor(pools: readonly AnswerPool[], index: number, side: Side, action: MultiAction, quantity: number): number {
  const error = (s: number) => chanceSumError(withArbitrage(pools, index, side, action, quantity, s).poolsAfter)
  let low = 0
  let high = quantity
  const atLow = error(low)
  if (atLow === 0) return 0
  // The sum moves one way as s grows: keep the end whose error has the sign of s = 0's.
  for (let step = 0; step < BISECTION_STEPS; step += 1) {
    const mid = (low + high) / 2
    if (Math.sign(error(mid)) === Math.sign(atLow)) low = mid
    else high = mid
  }
  return (low + high) / 2
}

/**
 * A trade of `quantity` whole contracts of `side` on one answer, with its arbitrage: the cash it
 * takes or gives, the legs through each pool, and every pool afterwards (the chances add up to 1).
 */
export function planMultiTrade(
  pools: readonly AnswerPool[],
  answerId: string,
  side: Side,
  action: MultiAction,
  quantity: number,
): MultiTradePlan {
  assertSide(side)
  assertQuantity(quantity)
  if (pools.length < MIN_ANSWERS)
    throw new ExchangeError('INVALID_AMOUNT', `A multi-answer market has at least ${MIN_ANSWERS} answers`)
  const index = pools.findIndex((p) => p.id === answerId)
  if (index < 0) throw new ExchangeError('NOT_FOUND', 'Answer not found')
  const arbitrage = arbitrageFor(pools, index, side, action, quantity)
  const { legs, poolsAfter } = withArbitrage(pools, index, side, action, quantity, arbitrage)
  // Pools whose chances did not add up to begin with cannot be brought back by one trade: refuse to make it worse unseen.
  if (Math.abs(chanceSumError(poolsAfter)) > 1e-9)
    throw new Error(`answers' chances add up to ${1 + chanceSumError(poolsAfter)} after the trade`)
  // Turning No on every other answer into Yes on this one gives back (a buy) or takes (a sale) n − 2 dollars a contract.
  const redemptionDollars = side === 'yes' ? arbitrage * (pools.length - 2) : 0
  const legDollars = legs.reduce((sum, l) => sum + l.dollars, 0)
  const netDollars = legDollars - redemptionDollars
  // A sale's legs always bring in more than its conversion takes (s × the answer's price at least).
  if (action === 'sell' && !(netDollars >= 0)) {
    throw new Error(`a sale of ${quantity} ${side} on ${answerId} would pay ${netDollars} dollars`)
  }
  const netCents = action === 'buy' ? ceilCents(netDollars * 100) : floorCents(netDollars * 100)
  const feeCents = feeForCents(netCents)
  const cashCents = action === 'buy' ? netCents + feeCents : netCents - feeCents
  return { answerId, side, action, quantity, arbitrage, legs, redemptionDollars, netCents, feeCents, cashCents, poolsAfter }
}
