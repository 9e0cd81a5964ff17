import type { ForesightDB } from './db'

const CLOCK_OFFSET_KEY = 'clockOffsetMs'

/**
 * The exchange's clock: wall time plus an offset, so a presenter can fast-forward
 * simulated time (closing, resolution, payouts) in a walkthrough. The offset lives in
 * the database (meta) and is shared by every tab of the profile; each tab keeps a copy
 * for `now`, refreshed by `load`: when a tab starts, when another tab announces a
 * change (backend/demo/sync.ts), and inside the transactions whose correctness depends
 * on it (a fast-forward, a reset, a simulation step).
 */
export class ExchangeClock {
  private offset = 0
  constructor(private readonly wall: () => number = () => Date.now()) {}

  now = (): number => this.wall() + this.offset

  /** Wall time: what `now` is once the offset is back to 0 (a reset). */
  wallNow = (): number => this.wall()

  /** How far simulated time runs ahead of the wall clock (ms), as this tab last read it. */
  get offsetMs(): number {
    return this.offset
  }

  /** Reads the stored offset (and keeps it for `now`); inside a transaction, as of that transaction. */
  async load(db: ForesightDB): Promise<number> {
    const row = await db.meta.get(CLOCK_OFFSET_KEY)
    this.offset = typeof row?.value === 'number' ? row.value : 0
    return this.offset
  }

  /** `now` by the stored offset (reads it). */
  async storedNow(db: ForesightDB): Promise<number> {
    await this.load(db)
    return this.now()
  }

  /**
   * Moves simulated time forward by `ms`: reads the stored offset, adds, writes. Call inside
   * the command's transaction over meta, so a move made meanwhile by another tab (whose
   * copy this tab may not have yet) is added to, never overwritten.
   */
  async advance(db: ForesightDB, ms: number): Promise<void> {
    const next = (await this.load(db)) + ms
    await db.meta.put({ key: CLOCK_OFFSET_KEY, value: next })
    this.offset = next
  }

  /** Back to wall time; call inside the reset's transaction over meta. */
  async reset(db: ForesightDB): Promise<void> {
    await db.meta.delete(CLOCK_OFFSET_KEY)
    this.offset = 0
  }
}
