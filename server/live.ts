import type { Logger } from 'pino'
import type { LiveBatch } from '../src/api/contract'
import type { CommittedChanges } from '../backend/live/change-feed'
import { batchOf, isEmptyBatch, LiveCoalescer } from '../backend/live/publisher'
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

/**
 * How many live streams one process holds, and how far a stream's writes may back up
 * (docs/server.md, "Live updates"). Each is settable by the environment variable in
 * LIVE_LIMIT_SETTINGS (server/main.ts reads them); these defaults are the one place they are set.
 *
 * A stream costs a socket, a file handle and some buffers (an adversarial run measured about
 * 100 KB each: 3,000 streams took 3,000 handles and 290 MB, and slowed trades), so:
 * - `maxStreams` 2,000 in total: a few hundred MB at worst on a small machine, far above what
 *   one event room or office opens (a phone holds one stream, and none while the app is in the
 *   background). Over it, everyone's new streams wait: nobody's trades do.
 * - `maxAnonymousStreams` 500: signed-out screens (no account needed, so the cheapest to open
 *   by the thousand) never take more than a quarter, so signed-in people always find room.
 * - `maxPerAddress` 100 streams from one client address, signed in or not. Phones in an event
 *   room on the server's own LAN (HOST=0.0.0.0) each have their own address, but an office
 *   behind one NAT, or a meetup on a venue's Wi-Fi reaching a hosted server, comes from one
 *   address: a room of up to about 100 signed-in people (or 50 with two tabs each) fits. A proxy
 *   in front without TRUST_PROXY makes every client the proxy's address: set it.
 * - `maxAnonymousPerAddress` 10 of those signed out: one machine or script cannot take the
 *   signed-out pool without signing up (sign-ups are rate-limited per address too).
 * - `maxPerUser` 10 streams of one signed-in person: the tabs and devices of one person, with
 *   room to spare; more is one account opening streams in a loop.
 * A refused screen is not broken: the app polls every 10 s and tries the stream again, waiting
 * longer each time (src/api/live.ts).
 *
 * A stream whose client reads too slowly (a stalled phone, a client that never reads) would
 * keep every batch in memory: once more than `maxPendingWrites` writes, or `maxPendingBytes`
 * bytes, are waiting to reach its socket (past the socket's own buffers, which already hold
 * hundreds of KB or more), it is dropped. A healthy screen has at most one or two writes in flight
 * (a batch per 250 ms, a keep-alive per 25 s); 16 writes is seconds of backlog. Dropping is
 * safe: the browser's EventSource reconnects and the app refetches on `ready`.
 */
export interface LiveLimits {
  maxStreams: number
  maxAnonymousStreams: number
  maxPerAddress: number
  maxAnonymousPerAddress: number
  maxPerUser: number
  maxPendingWrites: number
  maxPendingBytes: number
}

export const DEFAULT_LIVE_LIMITS: Readonly<LiveLimits> = Object.freeze({
  maxStreams: 2_000,
  maxAnonymousStreams: 500,
  maxPerAddress: 100,
  maxAnonymousPerAddress: 10,
  maxPerUser: 10,
  maxPendingWrites: 16,
  maxPendingBytes: 64 * 1024,
})

/** The environment variable of each limit. */
export const LIVE_LIMIT_SETTINGS: Readonly<Record<keyof LiveLimits, string>> = Object.freeze({
  maxStreams: 'LIVE_MAX_STREAMS',
  maxAnonymousStreams: 'LIVE_MAX_ANONYMOUS_STREAMS',
  maxPerAddress: 'LIVE_MAX_PER_ADDRESS',
  maxAnonymousPerAddress: 'LIVE_MAX_ANONYMOUS_PER_ADDRESS',
  maxPerUser: 'LIVE_MAX_PER_USER',
  maxPendingWrites: 'LIVE_MAX_PENDING_WRITES',
  maxPendingBytes: 'LIVE_MAX_PENDING_BYTES',
})

/**
 * The limits the environment sets (the others keep their defaults). A cap of 0 turns that kind
 * of stream off (LIVE_MAX_ANONYMOUS_STREAMS=0: signed-out screens poll); a slow-reader limit is 1
 * at least. Anything else is an error that names the variable.
 */
export function liveLimitsFromEnv(env: Record<string, string | undefined>): Partial<LiveLimits> {
  const limits: Partial<LiveLimits> = {}
  for (const [key, name] of Object.entries(LIVE_LIMIT_SETTINGS) as [keyof LiveLimits, string][]) {
    const text = env[name]?.trim()
    if (!text) continue
    const least = key === 'maxPendingWrites' || key === 'maxPendingBytes' ? 1 : 0
    if (!/^\d+$/.test(text) || Number(text) < least || !Number.isSafeInteger(Number(text))) {
      throw new Error(`${name} must be a whole number of ${least} or more, not "${env[name]}"`)
    }
    limits[key] = Number(text)
  }
  return limits
}

/** Retry-After of a refused stream, in seconds: the longest wait of the app's own retries. */
export const LIVE_RETRY_AFTER_SECONDS = 30

/** Where a stream's text goes (the SSE response), and how to cut its connection. */
export interface LiveSink {
  /** Resolves once the text has gone on towards the socket (hono's stream.write). */
  write(text: string): Promise<unknown>
  /** Ends the connection at once, whatever is still unsent. */
  disconnect(): void
}

/** One Server-Sent Event. Its data is JSON, which holds no line break. */
function sseEvent(event: string, data: unknown, fields: { id?: number; retry?: number } = {}): string {
  let text = `event: ${event}\ndata: ${JSON.stringify(data)}\n`
  if (fields.id !== undefined) text += `id: ${fields.id}\n`
  if (fields.retry !== undefined) text += `retry: ${fields.retry}\n`
  return `${text}\n`
}

/** Who opens a stream: the person signed in (null: nobody) and the client's address. */
export interface LiveClient {
  userId: string | null
  address: string
}

/** Why a stream is refused: the 429's message. */
export interface LiveRefusal {
  refused: string
  retryAfterSeconds: number
}

/**
 * One admitted stream. It holds its place in the counts from admission until `end()` (the
 * client goes, it reads too slowly, or the server closes), which gives the place back once.
 */
export class LiveConnection implements LiveStream {
  private sink: LiveSink | null = null
  private sequence = 0
  private pendingWrites = 0
  private pendingBytes = 0
  private ended = false
  private readonly stop = new AbortController()

  constructor(
    readonly userId: string | null,
    readonly address: string,
    private readonly hub: LiveHub,
    private readonly release: () => void,
  ) {}

  get isOpen(): boolean {
    return !this.ended
  }

  /**
   * Serves the stream: `ready`, then the hub's batches as they come and a comment line every
   * `keepAliveMs`, until the client goes, it is dropped or the hub closes.
   */
  async run(sink: LiveSink, keepAliveMs: number): Promise<void> {
    if (this.ended) return
    this.sink = sink
    const unsubscribe = this.hub.subscribe(this)
    try {
      this.write(sseEvent('ready', { userId: this.userId }, { retry: 2_000 }))
      while (!this.ended && !this.hub.isClosed) {
        await this.hub.wait(keepAliveMs, this.stop.signal)
        if (!this.ended && !this.hub.isClosed) this.write(': keep-alive\n\n')
      }
    } finally {
      unsubscribe()
      this.end()
    }
  }

  send(batch: LiveBatch): void {
    this.write(sseEvent('batch', batch, { id: (this.sequence += 1) }))
  }

  /**
   * Writes without waiting, counting what has not reached the socket yet; past the limits the
   * client reads too slowly, and the stream is dropped rather than kept in memory.
   */
  private write(text: string): void {
    const sink = this.sink
    if (this.ended || !sink) return
    const bytes = Buffer.byteLength(text)
    const limits = this.hub.limits
    // One write in flight is never a backlog, however large (a big batch on a healthy stream).
    const backedUp =
      this.pendingWrites + 1 > limits.maxPendingWrites ||
      (this.pendingWrites >= 1 && this.pendingBytes + bytes > limits.maxPendingBytes)
    if (backedUp) {
      this.hub.droppedSlowReader(this, { pendingWrites: this.pendingWrites, pendingBytes: this.pendingBytes })
      this.end()
      sink.disconnect()
      return
    }
    this.pendingWrites += 1
    this.pendingBytes += bytes
    const done = () => {
      this.pendingWrites -= 1
      this.pendingBytes -= bytes
    }
    sink.write(text).then(done, done)
  }

  /** Gives the place back (once) and stops the stream's loop. */
  end(): void {
    if (this.ended) return
    this.ended = true
    this.stop.abort()
    this.hub.unsubscribe(this)
    this.release()
  }
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
  /** Streams admitted (running or about to), by address, by address signed out, and by person. */
  private admitted = 0
  private admittedAnonymous = 0
  private readonly perAddress = new Map<string, { all: number; anonymous: number }>()
  private readonly perUser = new Map<string, number>()
  private readonly countWaiters = new Set<() => void>()
  private slowReaders = 0
  private lastFullWarning = -Infinity
  /** The exchange's clock (a market's status depends on it); set once the backend exists. */
  now: () => number = () => Date.now()
  /** The caps on streams (createApp sets those of the server's options). */
  limits: Readonly<LiveLimits> = DEFAULT_LIVE_LIMITS

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
    return () => this.unsubscribe(stream)
  }

  unsubscribe(stream: LiveStream): void {
    this.streams.delete(stream)
  }

  /**
   * Takes a place for a new stream from `client`, or says why there is none (answered 429 with
   * Retry-After). The place is the connection's until it ends.
   */
  admit(client: LiveClient): LiveConnection | LiveRefusal {
    const { limits } = this
    const anonymous = client.userId === null
    const address = this.perAddress.get(client.address) ?? { all: 0, anonymous: 0 }
    const refuse = (refused: string) => ({ refused, retryAfterSeconds: LIVE_RETRY_AFTER_SECONDS })
    if (client.userId !== null && (this.perUser.get(client.userId) ?? 0) >= limits.maxPerUser) {
      return refuse('Too many live connections for this account: close some tabs or windows')
    }
    if (address.all >= limits.maxPerAddress) return refuse('Too many live connections from this address')
    if (anonymous && address.anonymous >= limits.maxAnonymousPerAddress) {
      return refuse('Too many signed-out live connections from this address: sign in for more')
    }
    if (this.admitted >= limits.maxStreams) {
      this.warnFull('LIVE_MAX_STREAMS')
      return refuse('The server has too many live connections right now')
    }
    if (anonymous && this.admittedAnonymous >= limits.maxAnonymousStreams) {
      this.warnFull('LIVE_MAX_ANONYMOUS_STREAMS')
      return refuse('The server has too many signed-out live connections right now: sign in for live updates')
    }

    this.admitted += 1
    if (anonymous) this.admittedAnonymous += 1
    address.all += 1
    if (anonymous) address.anonymous += 1
    this.perAddress.set(client.address, address)
    if (client.userId !== null) this.perUser.set(client.userId, (this.perUser.get(client.userId) ?? 0) + 1)
    const release = () => {
      this.admitted -= 1
      if (anonymous) this.admittedAnonymous -= 1
      address.all -= 1
      if (anonymous) address.anonymous -= 1
      if (address.all === 0) this.perAddress.delete(client.address)
      if (client.userId !== null) {
        const left = (this.perUser.get(client.userId) ?? 1) - 1
        if (left > 0) this.perUser.set(client.userId, left)
        else this.perUser.delete(client.userId)
      }
      for (const check of this.countWaiters) check()
    }
    return new LiveConnection(client.userId, client.address, this, release)
  }

  /** Streams holding a place now. */
  get streamCount(): number {
    return this.admitted
  }

  /** How many streams were dropped for reading too slowly since the process started. */
  get slowReadersDropped(): number {
    return this.slowReaders
  }

  /** Resolves once at most `count` streams hold a place (tests wait on it after closing some). */
  whenStreamsAtMost(count: number): Promise<void> {
    if (this.admitted <= count) return Promise.resolve()
    return new Promise((resolve) => {
      const check = () => {
        if (this.admitted > count) return
        this.countWaiters.delete(check)
        resolve()
      }
      this.countWaiters.add(check)
    })
  }

  /** Counts and logs (once per stream: it ends right after) a stream dropped for reading too slowly. */
  droppedSlowReader(stream: LiveConnection, backlog: { pendingWrites: number; pendingBytes: number }): void {
    this.slowReaders += 1
    this.logger.warn(
      { address: stream.address, userId: stream.userId, ...backlog, slowReadersDropped: this.slowReaders },
      'live stream dropped: its client reads too slowly (it reconnects and refetches)',
    )
  }

  /** A cap in total refused a stream: said at most once a minute, with the setting that raises it. */
  private warnFull(setting: string): void {
    const now = Date.now()
    if (now - this.lastFullWarning < 60_000) return
    this.lastFullWarning = now
    this.logger.warn(
      { streams: this.admitted, anonymous: this.admittedAnonymous, setting },
      `live streams at the server's cap: new ones are refused until some close (${setting} raises it)`,
    )
  }

  /** Resolves after `ms`, at once when the hub closes (streams end then, so the server can stop), or when `signal` aborts. */
  wait(ms: number, signal?: AbortSignal): Promise<void> {
    if (this.closed || signal?.aborted) return Promise.resolve()
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer)
        this.closeWaiters.delete(done)
        signal?.removeEventListener('abort', done)
        resolve()
      }
      const timer = setTimeout(done, ms)
      this.closeWaiters.add(done)
      signal?.addEventListener('abort', done, { once: true })
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
