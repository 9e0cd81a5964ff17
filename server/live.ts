import type { Logger } from 'pino'
import type { LiveBatch } from '../src/api/contract'
import type { CommittedChanges } from '../mocks/live/change-feed'
import { batchOf, isEmptyBatch, LiveCoalescer } from '../mocks/live/publisher'
import type { SqlDatabase } from './store/sql'

/** The PostgreSQL channel that carries live batches between the server's processes. */
export const LIVE_NOTIFY_CHANNEL = 'foresight_live'
/** NOTIFY takes payloads under 8,000 bytes: larger batches go in pieces. */
const MAX_PAYLOAD_BYTES = 7_000
/** How often a process sends its commits to the others (their screens still get one batch per 250 ms). */
const PUBLISH_INTERVAL_MS = 100

/** One connected screen: the person signed in there (null: nobody), and how to reach it. */
export interface LiveStream {
  readonly userId: string | null
  send(batch: LiveBatch): void
}

/** Splits a batch into pieces whose JSON stays under `maxBytes` (one market or account at least per piece). */
export function piecesOf(batch: LiveBatch, maxBytes = MAX_PAYLOAD_BYTES): LiveBatch[] {
  const whole = JSON.stringify(batch)
  if (whole.length <= maxBytes) return [batch]
  const pieces: LiveBatch[] = []
  let current: LiveBatch = { markets: [], accounts: [], refresh: batch.refresh }
  let size = JSON.stringify(current).length
  const push = (kind: 'markets' | 'accounts', item: never) => {
    const extra = JSON.stringify(item).length + 1
    if (size + extra > maxBytes && (current.markets.length || current.accounts.length)) {
      pieces.push(current)
      current = { markets: [], accounts: [], refresh: false }
      size = JSON.stringify(current).length
    }
    ;(current[kind] as unknown[]).push(item)
    size += extra
  }
  for (const market of batch.markets) push('markets', market as never)
  for (const id of batch.accounts) push('accounts', id as never)
  pieces.push(current)
  return pieces
}

/**
 * Live updates on the server (docs/server.md, "Live updates"). Every committed change (from the
 * store's change feed) is published with NOTIFY; every process LISTENs and passes what it hears to
 * its connected screens (GET /api/live), so a trade taken by one process reaches the screens of
 * all. Each screen gets market figures, and account changes only for its own signed-in person.
 */
export class LiveHub {
  private readonly streams = new Set<LiveStream>()
  private readonly publishing: LiveCoalescer
  private readonly receiving: LiveCoalescer
  private stopListening: (() => Promise<void>) | null = null
  private publishes = true
  private closed = false
  private readonly closeWaiters = new Set<() => void>()
  /** The exchange's clock (a market's status depends on it); set once the backend exists. */
  now: () => number = () => Date.now()

  constructor(
    private readonly database: SqlDatabase,
    private readonly logger: Logger,
  ) {
    this.publishing = new LiveCoalescer((batch) => this.notify(batch), { intervalMs: PUBLISH_INTERVAL_MS })
    this.receiving = new LiveCoalescer((batch) => this.deliver(batch))
  }

  /** The store's change feed calls this after each commit. */
  readonly onCommit = (changes: CommittedChanges): void => {
    if (this.publishes && !this.closed) this.publishing.add(batchOf(changes, this.now()))
  }

  /** Publishes nothing while `work` runs (seeding writes the whole catalogue: nobody is connected yet). */
  async quietly<T>(work: () => Promise<T>): Promise<T> {
    this.publishes = false
    try {
      return await work()
    } finally {
      this.publishes = true
    }
  }

  async start(): Promise<void> {
    this.stopListening = await this.database.listen(LIVE_NOTIFY_CHANNEL, (payload) => {
      try {
        this.receiving.add(JSON.parse(payload) as LiveBatch)
      } catch (error) {
        this.logger.warn({ err: error }, 'unreadable live batch')
      }
    })
  }

  private notify(batch: LiveBatch): void {
    for (const piece of piecesOf(batch)) {
      this.database
        .query('SELECT pg_notify($1, $2)', [LIVE_NOTIFY_CHANNEL, JSON.stringify(piece)])
        .catch((error: unknown) => this.logger.warn({ err: error }, 'live batch not published'))
    }
  }

  private deliver(batch: LiveBatch): void {
    const everyone = { ...batch, accounts: [] }
    const accounts = new Set(batch.accounts)
    for (const stream of this.streams) {
      const mine = stream.userId !== null && accounts.has(stream.userId)
      const forStream = mine ? { ...everyone, accounts: [stream.userId as string] } : everyone
      if (!isEmptyBatch(forStream)) stream.send(forStream)
    }
  }

  /** Adds a screen; returns its removal. */
  subscribe(stream: LiveStream): () => void {
    this.streams.add(stream)
    return () => this.streams.delete(stream)
  }

  /** Resolves after `ms`, or at once when the hub closes (streams end then, so the server can stop). */
  wait(ms: number): Promise<void> {
    if (this.closed) return Promise.resolve()
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer)
        this.closeWaiters.delete(done)
        resolve()
      }
      const timer = setTimeout(done, ms)
      this.closeWaiters.add(done)
    })
  }

  get isClosed(): boolean {
    return this.closed
  }

  async close(): Promise<void> {
    this.closed = true
    for (const done of this.closeWaiters) done()
    await this.stopListening?.()
  }
}
