// The rules every input of the API follows, as plain values and small functions (no zod):
// the schemas apply them, and the app's screens check the same rules before sending.

/**
 * Money is whole cents. An amount in dollars is taken only when it has at most two decimals,
 * exactly: 12.34 and 0.1 are, 99.999999999 and 0.30000000000000004 (0.1 + 0.2) are not.
 * Returns the whole cents, or null.
 */
export function wholeCents(dollars: number): number | null {
  const cents = Math.round(dollars * 100)
  return Number.isSafeInteger(cents) && cents / 100 === dollars ? cents : null
}

/** A price in cents as text: 0 to 100 with at most two decimals ("63", "63.4", "63.42"). */
export const PRICE_CENTS_PATTERN = /^(?:\d{1,2}(?:\.\d{1,2})?|100(?:\.0{1,2})?)$/

/** Whole numbers in a query string: decimal digits only (no sign, spaces, 0x, 0b, exponent or point). */
export const DECIMAL_DIGITS = /^[0-9]+$/
