import { ExchangeError } from './errors'
import { grossProceedsToSell, netCostToBuy, poolAfterBuy, poolAfterSell, sharesForNetCash } from './fpmm'
import { MAX_QUANTITY, PAYOUT_CENTS, ceilCents, feeForCents, floorCents, isValidQuantity, isWholeCents } from './money'
import { MAX_OPEN_BP, MIN_OPEN_BP, isOpenPriceInRange, sideBp, yesBp } from './prices'
import type { PoolState, Side } from './types'

/**
 * Trade previews. placeTrade charges exactly what these return, and the UI
 * imports the same functions, so a preview is never a guess. Pure and cheap
 * (a square root and a few multiplications).
 */
export interface BuyQuote {
  readonly side: Side
  readonly quantity: number
  /** Cash that mints complete sets (integer cents). */
  readonly netCents: number
  readonly feeCents: number
  /** What the trader pays: netCents + feeCents. */
  readonly costCents: number
  /** costCents / quantity: cents per contract, fee included. */
  readonly avgPriceCents: number
  readonly priceBeforeCents: number
  /** The side's price after the trade (cents, 2 decimals). */
  readonly priceAfterCents: number
  readonly maxPayoutCents: number
  readonly maxProfitCents: number
  /** Reserves after the trade (used by placeTrade). */
  readonly poolAfter: PoolState
}

export interface SellQuote {
  readonly side: Side
  readonly quantity: number
  /** Cash released by merging sets, before fee (integer cents). */
  readonly grossCents: number
  readonly feeCents: number
  /** What the seller receives: grossCents - feeCents. */
  readonly proceedsCents: number
  readonly avgPriceCents: number
  readonly priceBeforeCents: number
  readonly priceAfterCents: number
  readonly poolAfter: PoolState
}

export function assertSide(side: unknown): asserts side is Side {
  if (side !== 'yes' && side !== 'no') {
    throw new ExchangeError('INVALID_SIDE', "Side must be 'yes' or 'no'")
  }
}

export function assertQuantity(quantity: unknown): asserts quantity is number {
  if (!isValidQuantity(quantity)) {
    throw new ExchangeError(
      'INVALID_QUANTITY',
      `Quantity must be a whole number from 1 to ${MAX_QUANTITY.toLocaleString('en-US')}.`,
    )
  }
}

function assertPriceInRange(poolAfter: PoolState): void {
  if (!isOpenPriceInRange(yesBp(poolAfter))) {
    throw new ExchangeError(
      'PRICE_LIMIT',
      `This trade would move the price outside ${MIN_OPEN_BP / 100}..${MAX_OPEN_BP / 100} cents; try a smaller quantity`,
    )
  }
}

export function quoteBuy(pool: PoolState, side: Side, quantity: number): BuyQuote {
  assertSide(side)
  assertQuantity(quantity)
  const netCents = ceilCents(netCostToBuy(pool, side, quantity) * 100)
  const feeCents = feeForCents(netCents)
  const costCents = netCents + feeCents
  const poolAfter = poolAfterBuy(pool, side, netCents / 100, quantity)
  assertPriceInRange(poolAfter)
  const maxPayoutCents = quantity * PAYOUT_CENTS
  return {
    side,
    quantity,
    netCents,
    feeCents,
    costCents,
    avgPriceCents: costCents / quantity,
    priceBeforeCents: sideBp(pool, side) / 100,
    priceAfterCents: sideBp(poolAfter, side) / 100,
    maxPayoutCents,
    maxProfitCents: maxPayoutCents - costCents,
    poolAfter,
  }
}

export function quoteSell(pool: PoolState, side: Side, quantity: number): SellQuote {
  assertSide(side)
  assertQuantity(quantity)
  const grossCents = floorCents(grossProceedsToSell(pool, side, quantity) * 100)
  const feeCents = feeForCents(grossCents)
  const proceedsCents = grossCents - feeCents
  const poolAfter = poolAfterSell(pool, side, quantity, grossCents / 100)
  assertPriceInRange(poolAfter)
  return {
    side,
    quantity,
    grossCents,
    feeCents,
    proceedsCents,
    avgPriceCents: proceedsCents / quantity,
    priceBeforeCents: sideBp(pool, side) / 100,
    priceAfterCents: sideBp(poolAfter, side) / 100,
    poolAfter,
  }
}

function tryQuoteBuy(pool: PoolState, side: Side, quantity: number): BuyQuote | null {
  try {
    return quoteBuy(pool, side, quantity)
  } catch {
    return null
  }
}

/** Largest q in [0, hi] with fits(q) true, for a predicate true up to a point then false. */
function largestFitting(hi: number, fits: (q: number) => boolean): number {
  let lo = 0
  let top = hi
  while (lo < top) {
    const mid = Math.ceil((lo + top) / 2)
    if (fits(mid)) lo = mid
    else top = mid - 1
  }
  return lo
}

interface CashQuote {
  /** Whole contracts affordable (0 when none). */
  readonly quantity: number
  readonly quote: BuyQuote | null
}

/**
 * Most contracts of `side` that `budgetCents` buys (fee included), within the
 * 1..10000 quantity and 1..99 cent price limits. Binary search over exact quotes.
 */
export function quoteBuyWithCash(pool: PoolState, side: Side, budgetCents: number): CashQuote {
  assertSide(side)
  if (!isWholeCents(budgetCents) || budgetCents < 0) {
    throw new ExchangeError('INVALID_AMOUNT', 'Amount must be a whole number of cents')
  }
  // Shares the budget would buy with no fee: an upper bound for the search.
  const estimate = sharesForNetCash(pool, side, budgetCents / 100)
  const hi = Math.min(MAX_QUANTITY, Math.max(0, Math.ceil(estimate) + 1))
  const quantity = largestFitting(hi, (q) => {
    const quote = tryQuoteBuy(pool, side, q)
    return quote !== null && quote.costCents <= budgetCents
  })
  return { quantity, quote: quantity > 0 ? quoteBuy(pool, side, quantity) : null }
}

/** Largest sellable quantity (≤ held) that keeps the price within limits. */
export function maxSellQuantity(pool: PoolState, side: Side, held: number): number {
  const hi = Math.min(MAX_QUANTITY, Math.floor(held))
  return largestFitting(hi, (q) => {
    try {
      quoteSell(pool, side, q)
      return true
    } catch {
      return false
    }
  })
}

/**
 * Instant-page rule (docs/product.md, "Figures"): whole contracts for a dollar amount at the
 * side's price, floor(amount * 100 / price). Amounts are taken to the cent first
 * so 0.29 * 100 does not floor to 28.
 */
export function dollarsToContracts(amountDollars: number, sidePriceCents: number): number {
  if (!(amountDollars > 0) || !(sidePriceCents > 0)) return 0
  const cents = Math.round(amountDollars * 100)
  return Math.floor(cents / sidePriceCents + 1e-9)
}
