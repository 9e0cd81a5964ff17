import type { ForesightDB } from './db'

const CLOCK_OFFSET_KEY = 'clockOffsetMs'

/**
 * The exchange's clock: wall time plus a stored offset, so a presenter can
 * fast-forward simulated time (closing, resolution, payouts) in a walkthrough.
 */
export class ExchangeClock {
  private offset = 0
  constructor(private readonly wall: () => number = () => Date.now()) {}

  now = (): number => this.wall() + this.offset

  /** How far simulated time runs ahead of the wall clock (ms). */
  get offsetMs(): number {
    return this.offset
  }

  async load(db: ForesightDB): Promise<void> {
    const row = await db.meta.get(CLOCK_OFFSET_KEY)
    this.offset = typeof row?.value === 'number' ? row.value : 0
  }

  /** Moves simulated time forward; call inside a transaction that includes meta. */
  async advance(db: ForesightDB, ms: number): Promise<void> {
    this.offset += ms
    await db.meta.put({ key: CLOCK_OFFSET_KEY, value: this.offset })
  }

  async reset(db: ForesightDB): Promise<void> {
    this.offset = 0
    await db.meta.delete(CLOCK_OFFSET_KEY)
  }
}
