/**
 * A market template: `{x}` is filled from `entities`, `{level}` from
 * `levels` (when given), `{date}` / `{month}` / `{year}` from the close date.
 * When `levels` rise in difficulty, `levelStep` lowers the probability per
 * level so a ladder of thresholds stays coherent.
 */
export interface MarketTemplate {
  readonly title: string
  readonly description: string
  readonly entities: readonly string[]
  readonly levels?: readonly string[]
  readonly levelStep?: number
  /** Yes probability range at seed time (before the level step). */
  readonly probability: readonly [number, number]
  /** Close horizon in days from the seed's now. */
  readonly horizonDays: readonly [number, number]
}
