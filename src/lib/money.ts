/**
 * The API's dollars ("58.53") as integer cents, the unit a page adds figures up in
 * (docs/product.md, "Figures"): a sum of whole cents is exact, a sum of dollars is not.
 */
export function toCents(dollars: string | number): number {
  const n = Number(dollars)
  return Number.isFinite(n) ? Math.round(n * 100) : 0
}

/** Integer cents as the dollars the formatters take. */
export function toDollars(cents: number): number {
  return cents / 100
}
