import { wholeCents } from '../api/contract/input-rules'

/**
 * Liquidity page arithmetic. Amounts are dollars; the backend enforces every bound
 * (positive, whole cents, within balance or the share's value). The page sends only
 * amounts in whole cents, the contract's money rule, and says so when one is not.
 */

/** Estimated daily earnings for adding `amount` dollars = APY / 365 x amount / 100 (docs/product.md, Screens). */
export function estimatedDailyEarnings(apyPercent: number, amount: number): number {
  if (!(apyPercent > 0) || !(amount > 0)) return 0
  return (apyPercent / 365) * (amount / 100)
}

/** A positive number typed in the amount field, or null (empty, not a number, 0 or less). */
function typedDollars(text: string): number | null {
  const trimmed = text.trim()
  if (trimmed === '') return null
  const n = Number(trimmed)
  return Number.isFinite(n) && n > 0 ? n : null
}

/** The amount field as a number of dollars, or null while it is empty, not a positive number, or not whole cents. */
export function parseAmount(text: string): number | null {
  const n = typedDollars(text)
  return n !== null && wholeCents(n) !== null ? n : null
}

export const AMOUNT_CENTS_PROBLEM = 'Enter dollars and cents: at most 2 decimals.'

/** What is wrong with a typed positive amount (more than 2 decimals), or null. */
export function amountProblem(text: string): string | null {
  const n = typedDollars(text)
  return n !== null && wholeCents(n) === null ? AMOUNT_CENTS_PROBLEM : null
}

/** APY for display: "12.34%". */
export function formatApy(apyPercent: number): string {
  return `${(Math.round(apyPercent * 100) / 100).toFixed(2)}%`
}
