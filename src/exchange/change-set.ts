import type { AccountRow, LedgerEntry, LpShareRow, MarketRow, OrderRow, PositionRow, PriceHistoryRow, TradeRow } from './types'

/**
 * What a command changed. A handler writes it in ONE Dexie transaction:
 * `put` every row of the first five lists (new or updated), `add` trades and
 * ledger entries (always new). A failed command throws and returns nothing,
 * so nothing is written.
 */
export interface ChangeSet {
  readonly markets: readonly MarketRow[]
  readonly accounts: readonly AccountRow[]
  readonly positions: readonly PositionRow[]
  readonly lpShares: readonly LpShareRow[]
  readonly histories: readonly PriceHistoryRow[]
  readonly trades: readonly TradeRow[]
  readonly ledger: readonly LedgerEntry[]
  /** Limit orders placed or changed (put). Absent: none. */
  readonly orders?: readonly OrderRow[]
}

/** Rows a multi-market command reads and updates in memory, keyed by id. */
export interface ExchangeSlice {
  readonly markets: Map<string, MarketRow>
  readonly accounts: Map<string, AccountRow>
  readonly positions: Map<string, PositionRow>
  readonly lpShares: Map<string, LpShareRow>
  /** Keyed by marketId. */
  readonly histories: Map<string, PriceHistoryRow>
  /** Limit orders (the open ones of the markets in the slice, and any changed). */
  readonly orders: Map<string, OrderRow>
}

export function emptyChangeSet(): ChangeSet {
  return { markets: [], accounts: [], positions: [], lpShares: [], histories: [], trades: [], ledger: [] }
}

/** A ChangeSet with only some lists filled. */
export function changeSet(partial: Partial<ChangeSet>): ChangeSet {
  return { ...emptyChangeSet(), ...partial }
}

export function emptySlice(): ExchangeSlice {
  return {
    markets: new Map(),
    accounts: new Map(),
    positions: new Map(),
    lpShares: new Map(),
    histories: new Map(),
    orders: new Map(),
  }
}

interface SliceRows {
  readonly markets?: Iterable<MarketRow>
  readonly accounts?: Iterable<AccountRow>
  readonly positions?: Iterable<PositionRow>
  readonly lpShares?: Iterable<LpShareRow>
  readonly histories?: Iterable<PriceHistoryRow>
  readonly orders?: Iterable<OrderRow>
}

/** Builds a slice from rows a handler read from IndexedDB. */
export function sliceFrom(rows: SliceRows): ExchangeSlice {
  const slice = emptySlice()
  for (const row of rows.markets ?? []) slice.markets.set(row.id, row)
  for (const row of rows.accounts ?? []) slice.accounts.set(row.id, row)
  for (const row of rows.positions ?? []) slice.positions.set(row.id, row)
  for (const row of rows.lpShares ?? []) slice.lpShares.set(row.id, row)
  for (const row of rows.histories ?? []) slice.histories.set(row.marketId, row)
  for (const row of rows.orders ?? []) slice.orders.set(row.id, row)
  return slice
}

/** Applies upserts to a slice in place (trades and ledger are not kept in slices). */
export function applyToSlice(slice: ExchangeSlice, changes: ChangeSet): void {
  for (const row of changes.markets) slice.markets.set(row.id, row)
  for (const row of changes.accounts) slice.accounts.set(row.id, row)
  for (const row of changes.positions) slice.positions.set(row.id, row)
  for (const row of changes.lpShares) slice.lpShares.set(row.id, row)
  for (const row of changes.histories) slice.histories.set(row.marketId, row)
  for (const row of changes.orders ?? []) slice.orders.set(row.id, row)
}

/** Keeps only the last version of each row (by key), preserving first-seen order. */
function latestByKey<T>(rows: readonly T[], key: (row: T) => string): T[] {
  const byKey = new Map<string, T>()
  for (const row of rows) {
    const k = key(row)
    byKey.delete(k)
    byKey.set(k, row)
  }
  return [...byKey.values()]
}

/**
 * Concatenates change sets in order, so one transaction can write the result
 * of several commands (the simulation does this); each row appears once.
 */
export function mergeChangeSets(sets: readonly ChangeSet[]): ChangeSet {
  const all = (pick: (c: ChangeSet) => readonly unknown[]) => sets.flatMap((c) => pick(c))
  const byId = (row: { id: string }) => row.id
  return {
    markets: latestByKey(all((c) => c.markets) as MarketRow[], byId),
    accounts: latestByKey(all((c) => c.accounts) as AccountRow[], byId),
    positions: latestByKey(all((c) => c.positions) as PositionRow[], byId),
    lpShares: latestByKey(all((c) => c.lpShares) as LpShareRow[], byId),
    histories: latestByKey(all((c) => c.histories) as PriceHistoryRow[], (h) => h.marketId),
    trades: all((c) => c.trades) as TradeRow[],
    ledger: all((c) => c.ledger) as LedgerEntry[],
    orders: latestByKey(all((c) => c.orders ?? []) as OrderRow[], byId),
  }
}
