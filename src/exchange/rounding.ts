/**
 * How prices are rounded for display, one rule each (no imports: the app's first screen loads
 * this through src/lib/format.ts).
 */

/**
 * A price to a tenth of a cent, as every screen shows a trade's price (docs/product.md, "A trade,
 * and its price"): first to the hundredth the API writes (`toFixed(2)`), then to the tenth. A
 * figure read from the API and the same figure worked out from its cents then read alike (46.0476¢
 * is "46.05" in the API and 46.1¢ everywhere, not 46.0¢ where it was worked out and 46.1¢ where it
 * was read).
 */
export function tenthsOfCent(cents: number): number {
  return Math.round(Number(cents.toFixed(2)) * 10) / 10
}

/**
 * A price in whole cents, as the tiles, buttons and chances show it: to the nearest cent, and a
 * half cent to the even one, so a Yes at 19.50¢ and its No at 80.50¢ read 20¢ and 80¢ and still add
 * up to 100¢ (rounding both halves up would show 20¢ and 81¢).
 */
export function displayCents(cents: number): number {
  const floor = Math.floor(cents)
  const rest = cents - floor
  return rest > 0.5 || (rest === 0.5 && floor % 2 !== 0) ? floor + 1 : floor
}

/**
 * A market's price to a tenth of a cent, as the chart's readout and the book's pool line show it:
 * from the hundredth (as the API writes it), a half tenth to the even one, so a Yes at 76.95¢ and
 * its No at 23.05¢ read 77.0¢ and 23.0¢ and add up to 100¢ (tenthsOfCent, a trade's price, would
 * read 77.0¢ and 23.1¢). displayCents on the price in tenths.
 */
export function displayTenths(cents: number): number {
  return displayCents(Math.round(Number(cents.toFixed(2)) * 100) / 10) / 10
}
