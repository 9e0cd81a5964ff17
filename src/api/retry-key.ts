import { ApiError } from './client'

/**
 * The Idempotency-Key of a command the person may send again (a trade, a limit order, a pool
 * deposit): a retry of the same request after an attempt that got no definite answer (the
 * connection dropped, a 5xx) goes with that attempt's key, so a command the server booked before
 * its answer was lost is not booked twice (docs/product.md, "Idempotency"). A different request, or
 * one sent after a definite answer (done, or refused with a 4xx), gets a new key.
 */
export class RetryKeys {
  private last: { request: string; key: string } | null = null

  /** The key to send `request` with. */
  keyFor(request: unknown): string {
    const text = JSON.stringify(request)
    if (this.last?.request !== text) this.last = { request: text, key: crypto.randomUUID() }
    return this.last.key
  }

  /** After the attempt: a success or a refusal retires its key; a failure without an answer keeps it for the retry. */
  settled(error: unknown): void {
    if (error === null || error === undefined || (error instanceof ApiError && error.status < 500)) this.last = null
  }
}
