/**
 * A hand-written market. Dates are relative to the seed's "now" so the
 * catalogue always looks current; `{date}`, `{month}` and `{year}` in the
 * title and description are filled from the close date ("June 30, 2026",
 * "June 2026", "2026").
 */
export interface CuratedMarket {
  readonly title: string
  readonly description: string
  /** Days from now to close; negative = already closed (then `resolution` is set). */
  readonly closesInDays: number
  /** Yes probability at seed time (for resolved markets: the last traded price). */
  readonly probability: number
  readonly featured?: boolean
  readonly trending?: boolean
  readonly resolution?: 'yes' | 'no'
}
