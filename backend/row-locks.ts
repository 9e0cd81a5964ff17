import Dexie from 'dexie'

/**
 * Row locks for the commands that name what they write: a trade, a limit order, a cancel, adding
 * to or taking from a pool, a step of the simulated traders (backend/simulation.ts), a sign-up
 * (its name's "name:…" keys, then its new account), starring a market (the person's "watch:…"),
 * following a trader ("follow:…"), copying a trade (as a trade: its market stands for its copies),
 * marking markets past their close as closed before a list answers (those markets), and a page view's
 * log entry (which locks only the person's "views:…" name: it changes nothing else).
 *
 * In the browser these do nothing: IndexedDB runs read-write transactions over the same tables
 * one after another. On the server (server/store/dexie-postgres.ts) such a command's transaction
 * takes its tables' locks shared, so trades in different markets run side by side, and it locks
 * each row before reading what it will write, always in this order, so two commands never wait
 * on each other in a circle:
 *   1. the Idempotency-Key's row ("idem:…"), or for a simulation step the simulation's state,
 *      or the command's own rows ("name:…", "watch:…", "follow:…", "views:…"),
 *   2. the market ("market:…"), which stands for everything in it: its book, positions, chart,
 *      pool shares (a simulation step locks all it reads at once, in name order),
 *   3. every account it touches, all at once, in id order ("account:…"; with them their stats),
 *   4. the per-category flow buckets ("flow:…"; each category's hour split over FLOW_SHARDS rows
 *      by market, src/exchange/trade-flow.ts), last: with the accounts (readLockedMarketRows
 *      below), or when the change is written.
 * Every other writer takes the tables exclusively and so waits for (and holds off) these.
 */
interface RowLockingTransaction {
  useRowLocks(): void
  /** Whether it will lock them (false: the tables are held exclusively, nothing to lock). */
  lockRows(keys: readonly string[]): boolean
  /** Whether readMarket may be called (the server's schema has what it needs). */
  readonly marketReads?: boolean
  readMarket?(request: MarketRowsRequest): Promise<MarketRowsRead>
}

/** What a command in one market reads (readLockedMarketRows): its market, the caller, and the flow bucket it may add to. */
export interface MarketRowsRequest {
  marketId: string
  userId: string
  /** The flow bucket's id after its category id (flowBucketSuffix in backend/derived-stats.ts): the market's category completes it. */
  bucketSuffix: string
}

/** The rows as stored, in no particular order but the orders' (by id). */
export interface MarketRowsRead {
  market: unknown
  /** The market's open orders. */
  orders: unknown[]
  history: unknown
  /** The caller's account and those of the open orders' owners (the ones that exist). */
  accounts: unknown[]
  /** Their positions in the market. */
  positions: unknown[]
  /** Their trader stats. */
  stats: unknown[]
  /** The flow bucket, when it exists. */
  buckets: unknown[]
}

function current(): RowLockingTransaction | null {
  const idbtrans = (Dexie.currentTransaction as { idbtrans?: Partial<RowLockingTransaction> } | null)?.idbtrans
  return typeof idbtrans?.lockRows === 'function' ? (idbtrans as RowLockingTransaction) : null
}

/**
 * Call first in a read-write transaction whose command locks every row it writes, before its
 * first read; `first`: the rows it locks before anything else (its own, step 1 of the order above).
 */
export function useRowLocks(first: readonly string[] = []): void {
  current()?.useRowLocks()
  if (first.length) lockRows(first)
}

/**
 * Locks these rows until the transaction ends (sorted, so one call never waits in a circle),
 * before the transaction's next read or write: call it just before reading them. Nothing to
 * await (an await of anything but Dexie's own promises would take the caller out of its
 * transaction). Whether it will lock them: never in the browser.
 */
export function lockRows(keys: readonly string[]): boolean {
  return current()?.lockRows([...new Set(keys)].sort()) ?? false
}

/**
 * On the server: the rows a command in one market reads, in one request, the accounts and the
 * flow bucket locked (in the order above) by the same request, after the market's lock (call
 * lockRows with the market first). Null in the browser: read them through Dexie.
 */
export function readLockedMarketRows(request: MarketRowsRequest): Promise<MarketRowsRead> | null {
  const transaction = current()
  if (!transaction?.readMarket || !transaction.marketReads) return null
  // A Dexie promise: the caller's code after it stays in its transaction (Dexie's zone).
  return Dexie.Promise.resolve(transaction.readMarket(request)) as unknown as Promise<MarketRowsRead>
}

export const rowKey = {
  idempotency: (key: string) => `idem:${key}`,
  market: (id: string) => `market:${id}`,
  account: (id: string) => `account:${id}`,
  flow: (bucketId: string) => `flow:${bucketId}`,
  /** A person's page-view entries (POST /api/logs): the only rows a view may change. */
  views: (userId: string) => `views:${userId}`,
  /** The simulation's state (its clock and random source): one step at a time. */
  simulation: 'simulation',
  /** A name being signed up, by each key it is compared by (its lower case, name-skeleton.ts's keys). */
  name: (key: string) => `name:${key}`,
  /** A person's watchlist. */
  watchlist: (userId: string) => `watch:${userId}`,
  /** One person following another ("follower:trader"). */
  follow: (id: string) => `follow:${id}`,
}
