/**
 * At most `limit` attempts per `windowMs` per client (a sliding log), in this process. Each
 * server process counts its own; behind a balancer the limit per client is this times the
 * number of processes (docs/server.md).
 */
export class RateLimiter {
  private readonly attempts = new Map<string, number[]>()

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts an attempt at `now`; returns 0 when allowed, else how many ms until the next is. */
  take(client: string, now: number): number {
    const since = now - this.windowMs
    const recent = (this.attempts.get(client) ?? []).filter((t) => t > since)
    if (recent.length >= this.limit) {
      this.attempts.set(client, recent)
      return recent[0]! + this.windowMs - now
    }
    recent.push(now)
    this.attempts.set(client, recent)
    if (this.attempts.size > 10_000) this.prune(since)
    return 0
  }

  /**
   * Gives back an attempt `take` counted at `at` (one that turned out not to count: a sign-in that
   * succeeded). Taken first and given back after, so attempts made at once are all counted while
   * they run: a burst of wrong passwords cannot pass the limit together.
   */
  giveBack(client: string, at: number): void {
    const times = this.attempts.get(client)
    const i = times?.indexOf(at) ?? -1
    if (i >= 0) times!.splice(i, 1)
  }

  private prune(since: number): void {
    for (const [client, times] of this.attempts) if (!times.some((t) => t > since)) this.attempts.delete(client)
  }
}
