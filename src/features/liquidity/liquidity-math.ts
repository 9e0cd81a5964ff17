/**
 * Liquidity page arithmetic. Amounts are dollars; the backend enforces every bound
 * (positive, 2 decimals, within balance or the share's value), so the page only
 * needs to know when there is something to send.
 */

/** Spec 9: estimated daily earnings for adding `amount` dollars = APY / 365 x amount / 100. */
export function estimatedDailyEarnings(apyPercent: number, amount: number): number {
  if (!(apyPercent > 0) || !(amount > 0)) return 0
  return (apyPercent / 365) * (amount / 100)
}

/** The amount field as a number of dollars, or null while it is empty or not a positive number. */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim()
  if (trimmed === '') return null
  const n = Number(trimmed)
  return Number.isFinite(n) && n > 0 ? n : null
}

/** APY for display: "12.34%". */
export function formatApy(apyPercent: number): string {
  return `${(Math.round(apyPercent * 100) / 100).toFixed(2)}%`
}
