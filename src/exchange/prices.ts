import type { PoolState, Side } from './types'

/**
 * Display prices. The canonical price is the yes price in basis points of $1
 * (hundredths of a cent), an integer, so yes + no is exactly 100 cents:
 * noBp = 10000 - yesBp.
 */
const BP_PER_DOLLAR = 10_000
/** Open markets must stay within 1..99 cents. */
export const MIN_OPEN_BP = 100
export const MAX_OPEN_BP = 9_900

/** `quantity` contracts at a price in basis points of $1 (10000 = 100¢), to the nearest cent (halves up). */
export function contractsValueCents(quantity: number, bp: number): number {
  return Math.round((quantity * bp) / 100)
}

/** Exact probability of yes implied by the pool: N / (Y + N). */
export function yesProbability(pool: PoolState): number {
  return pool.noReserve / (pool.yesReserve + pool.noReserve)
}

export function yesBp(pool: PoolState): number {
  // Snapped to a millionth of a bp before rounding: scaling both reserves by one factor
  // (adding liquidity) can move the ratio by a float ulp, which must not tip a price that
  // sits exactly on a half bp to the next one (found by the liquidity property test).
  const bp = yesProbability(pool) * BP_PER_DOLLAR
  return Math.round(Math.round(bp * 1e6) / 1e6)
}

export function sideBp(pool: PoolState, side: Side): number {
  const yes = yesBp(pool)
  return side === 'yes' ? yes : BP_PER_DOLLAR - yes
}

/** Side price in cents with up to 2 decimals (e.g. 33.33). */
export function sidePriceCents(pool: PoolState, side: Side): number {
  return sideBp(pool, side) / 100
}

export function isOpenPriceInRange(bp: number): boolean {
  return bp >= MIN_OPEN_BP && bp <= MAX_OPEN_BP
}

/** Basis points to a cents string with 2 decimals, exact ("33.33", "66.67"). */
export function bpToCentsString(bp: number): string {
  return `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`
}

interface DisplayPrices {
  readonly yesBp: number
  readonly noBp: number
  /** Numeric strings in cents (= percent), summing to exactly 100. */
  readonly yesPrice: string
  readonly noPrice: string
  /** Whole cents for compact UI, also summing to exactly 100. */
  readonly yesWhole: number
  readonly noWhole: number
}

export function displayPricesFromBp(yes: number): DisplayPrices {
  const no = BP_PER_DOLLAR - yes
  // Round yes only and derive no, so the whole-cent pair still sums to 100.
  const yesWhole = Math.round(yes / 100)
  return {
    yesBp: yes,
    noBp: no,
    yesPrice: bpToCentsString(yes),
    noPrice: bpToCentsString(no),
    yesWhole,
    noWhole: 100 - yesWhole,
  }
}

/** Prices for an open market; a resolved market's frozen pool still gives its last price. */
export function displayPrices(pool: PoolState): DisplayPrices {
  return displayPricesFromBp(yesBp(pool))
}

/** Yes price in cents with one decimal, the unit of price-history points. */
export function historyY(bp: number): number {
  return Math.round(bp / 10) / 10
}
