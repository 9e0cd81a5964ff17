import type { PoolState, Side } from './types'

/**
 * Binary fixed-product market maker (Gnosis FixedProductMarketMaker with two
 * outcomes = Manifold CPMM with p = 0.5). Amounts here are real numbers in
 * dollars and shares; cents rounding happens in the callers (see money.ts).
 *
 * Buying side S with net cash x: mint x complete sets (x yes + x no), add them
 * to both reserves, and pay out enough S shares to keep Y * N constant.
 * "own" is the reserve of the side being traded, "other" the opposite one.
 */
interface Oriented {
  readonly own: number
  readonly other: number
}

function orient(pool: PoolState, side: Side): Oriented {
  return side === 'yes' ? { own: pool.yesReserve, other: pool.noReserve } : { own: pool.noReserve, other: pool.yesReserve }
}

function toPool(side: Side, own: number, other: number): PoolState {
  return side === 'yes' ? { yesReserve: own, noReserve: other } : { yesReserve: other, noReserve: own }
}

/** Y * N, the invariant a trade preserves (rounding only ever increases it). */
export function invariant(pool: PoolState): number {
  return pool.yesReserve * pool.noReserve
}

/**
 * Exact net cash (dollars, before fee) to receive exactly `quantity` shares.
 * Solves (own + x - q)(other + x) = own * other, i.e.
 * x^2 + x(own + other - q) - q * other = 0, positive root, in the form that
 * avoids cancellation for each sign of b.
 */
export function netCostToBuy(pool: PoolState, side: Side, quantity: number): number {
  const { own, other } = orient(pool, side)
  const b = own + other - quantity
  const c = quantity * other
  const root = Math.sqrt(b * b + 4 * c)
  return b >= 0 ? (2 * c) / (b + root) : (root - b) / 2
}

/** Shares of `side` received for net cash x (dollars): q = own + x - k / (other + x). */
export function sharesForNetCash(pool: PoolState, side: Side, netDollars: number): number {
  const { own, other } = orient(pool, side)
  return own + netDollars - (own * other) / (other + netDollars)
}

/** Reserves after minting `netDollars` sets and paying out `quantity` shares of `side`. */
export function poolAfterBuy(pool: PoolState, side: Side, netDollars: number, quantity: number): PoolState {
  const { own, other } = orient(pool, side)
  return toPool(side, own + netDollars - quantity, other + netDollars)
}

/**
 * Exact gross cash (dollars, before fee) for selling `quantity` shares back.
 * The pool takes q shares and merges x sets: (own + q - x)(other - x) = own * other,
 * i.e. x^2 - x(own + q + other) + q * other = 0, smaller root.
 */
export function grossProceedsToSell(pool: PoolState, side: Side, quantity: number): number {
  const { own, other } = orient(pool, side)
  const b = own + quantity + other
  const c = quantity * other
  return (2 * c) / (b + Math.sqrt(Math.max(0, b * b - 4 * c)))
}

/** Reserves after taking `quantity` shares of `side` and merging `grossDollars` sets. */
export function poolAfterSell(pool: PoolState, side: Side, quantity: number, grossDollars: number): PoolState {
  const { own, other } = orient(pool, side)
  return toPool(side, own + quantity - grossDollars, other - grossDollars)
}

/** Price of `side` as a probability: other / (own + other). */
export function sideProbability(pool: PoolState, side: Side): number {
  const { own, other } = orient(pool, side)
  return other / (own + other)
}

/**
 * Reserves at which `side` trades at probability `target` on the same invariant:
 * own' = other' (1 - t) / t and own' * other' = k, so other' = sqrt(k t / (1 - t)).
 */
function orientedAtPrice(pool: PoolState, side: Side, target: number): Oriented {
  const { own, other } = orient(pool, side)
  const k = own * other
  const otherAt = Math.sqrt((k * target) / (1 - target))
  return { own: k / otherAt, other: otherAt }
}

/** Real-valued shares of `side` one can buy before its price reaches `maxProbability`. */
export function sharesToReachPrice(pool: PoolState, side: Side, maxProbability: number): number {
  if (sideProbability(pool, side) >= maxProbability) return 0
  const { own, other } = orient(pool, side)
  const at = orientedAtPrice(pool, side, maxProbability)
  const x = at.other - other
  return own + x - at.own
}

/** Real-valued shares of `side` one can sell before its price falls to `minProbability`. */
export function sharesToSellToPrice(pool: PoolState, side: Side, minProbability: number): number {
  if (sideProbability(pool, side) <= minProbability) return 0
  const { own, other } = orient(pool, side)
  const at = orientedAtPrice(pool, side, minProbability)
  const x = other - at.other
  return at.own - own + x
}

/** Reserves for liquidity `depth` (the larger reserve) at yes probability p: N / (Y + N) = p. */
export function poolForPrice(depth: number, yesProbability: number): PoolState {
  const p = yesProbability
  return p >= 0.5
    ? { noReserve: depth, yesReserve: (depth * (1 - p)) / p }
    : { yesReserve: depth, noReserve: (depth * p) / (1 - p) }
}
