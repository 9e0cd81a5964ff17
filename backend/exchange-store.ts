import type { ChangeSet, MarketRow, PositionRow, PriceHistoryRow } from '../src/exchange'
import { hasSeededHistory, seededHistory } from '../seed/synthetic-history'
import type { ForesightDB, StoredMarket } from './db'
import { writeDerivedStats, type DerivedBefore } from './derived-stats'
import { storeSeededHouseRows, withoutHouseMark } from './house-rows'
import { withGroupPool } from './queries/answers'

/**
 * A market row with indexable copies of its flags: 1 when set, absent otherwise, so the
 * trending and featured indexes hold only the few flagged markets (the list queries ask
 * for 1 only) and writing a market updates two index entries fewer.
 */
export function toStoredMarket(row: MarketRow): StoredMarket {
  // An answer of a multi-answer market is never listed on its own: without a category it stays
  // out of the category lists' index (queries/answers.ts); its market carries the category.
  const { categoryId: _category, ...uncategorised } = row
  const stored = (row.kind === 'answer' ? uncategorised : { ...row }) as StoredMarket
  if (row.trending) stored.isTrending = 1
  if (row.featured) stored.isFeatured = 1
  return stored
}

/**
 * What the store derives from a catalogue market as seeded, until a change rewrites it: its
 * chart (backend/histories.ts) and the house's LP share and position (backend/house-rows.ts).
 * Before the change is written they are stored, worked out from the market as it still is:
 * the chart only when the change adds no price point to it (liquidity, settlement; a trade
 * appends to the derived chart itself).
 */
async function storeSeededRows(
  db: ForesightDB,
  changes: ChangeSet,
  known: readonly StoredMarket[] = [],
  knownCharts: ReadonlyMap<string, PriceHistoryRow | undefined> = new Map(),
): Promise<void> {
  const ids = changes.markets.map((m) => m.id)
  const pointed = new Set(changes.histories.map((h) => h.marketId))
  // Charts the command read already are not read again, nor charts no market derives.
  const unpointed = changes.markets
    .filter((m) => hasSeededHistory(m) && !pointed.has(m.id) && !knownCharts.has(m.id))
    .map((m) => m.id)
  const knownById = new Map(known.map((m) => [m.id, m]))
  // Only what the command did not read already (a market it opens is in no table yet).
  const missing = ids.filter((id) => !knownById.has(id))
  const [read, stored] = await Promise.all([
    missing.length ? db.markets.bulkGet(missing) : [],
    unpointed.length ? db.histories.bulkGet(unpointed) : [],
  ])
  missing.forEach((id, i) => {
    if (read[i]) knownById.set(id, read[i])
  })
  // An answer read here takes its pool from its market's row, when that was read too.
  for (const m of read) if (m?.groupId !== undefined) knownById.set(m.id, withGroupPool(m, knownById.get(m.groupId)))
  const before = ids.map((id) => knownById.get(id))
  const storedById = new Map([...knownCharts, ...unpointed.map((id, i) => [id, stored[i]] as const)])
  const derived = before.flatMap((m): PriceHistoryRow[] => {
    const history = m && !pointed.has(m.id) && !storedById.get(m.id) ? seededHistory(m) : undefined
    return history ? [history] : []
  })
  await Promise.all([derived.length ? db.histories.bulkPut(derived) : null, storeSeededHouseRows(db, before)])
}

/** The exchange tables a command writes (with the stats derived from them). */
export function exchangeTables(db: ForesightDB) {
  return [
    db.markets,
    db.accounts,
    db.positions,
    db.lpShares,
    db.histories,
    db.trades,
    db.ledger,
    db.traderStats,
    db.flowBuckets,
    db.orders,
  ]
}

/** What a command read before computing its ChangeSet, so writing it need not read again. */
interface ReadBefore {
  /** The stored rows (before this change) of every id in changes.positions that existed; more is fine. Without them the positions are read first. */
  positions?: readonly PositionRow[]
  /** The stored rows (before this change) of markets it rewrites, as the command read them: not read again. */
  markets?: readonly StoredMarket[]
  /** The stored charts (undefined: none stored) of markets it rewrites, as the command read them: not read again. */
  histories?: ReadonlyMap<string, PriceHistoryRow | undefined>
  /** The derived rows as the command read them (backend/derived-stats.ts, DerivedBefore): not read again. */
  derived?: DerivedBefore
}

/**
 * Writes a command's ChangeSet. Call it inside the command's one rw transaction:
 * if anything throws, IndexedDB rolls everything back.
 */
export async function writeChangeSet(db: ForesightDB, changes: ChangeSet, before?: ReadBefore): Promise<void> {
  // Before any write: what is derived from a market is worked out from it as it still is.
  if (changes.markets.length) await storeSeededRows(db, changes, before?.markets, before?.histories)
  if (before?.positions) {
    // The positions as they were are known: the derived stats read none, so all writes go at once.
    await Promise.all([writeDerivedStats(db, changes, before.positions, before.derived), writeRows(db, changes, before.markets)])
    return
  }
  // First: it reads the positions as they were before this change.
  await writeDerivedStats(db, changes)
  await writeRows(db, changes, before?.markets)
}

/** The fields of a market row that a write compares, but for its pool. */
const POOL_FIELDS = new Set(['yesReserve', 'noReserve'])
const sameButPool = (a: StoredMarket, b: StoredMarket): boolean => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  return [...keys].every((k) => POOL_FIELDS.has(k) || a[k as keyof StoredMarket] === b[k as keyof StoredMarket])
}

/**
 * The market rows to write for a change: a multi-answer market's row with its answers' pools
 * (StoredMarket.answerPools: a trade moves every answer's pool, one row holds them all), and an
 * answer's row only when more than its pool changed from the row as read (`before`).
 */
export function marketRowsToWrite(markets: readonly MarketRow[], before: readonly StoredMarket[] = []): StoredMarket[] {
  const byId = new Map(markets.map((m) => [m.id, m]))
  // Only answers' rows are compared with the rows as read.
  const read = new Map(before.flatMap((m) => (m.kind === 'answer' ? [[m.id, toStoredMarket(m)] as const] : [])))
  const pooled = new Set<string>()
  const rows = markets.map((m): StoredMarket => {
    const stored = withoutHouseMark(toStoredMarket(m))
    if (m.kind !== 'multi' || !m.answerIds?.length) return stored
    const prior = (m as StoredMarket).answerPools
    const pools = m.answerIds.map((id, i) => {
      const a = byId.get(id)
      return a === undefined ? prior?.[i] : ([a.yesReserve, a.noReserve] as const)
    })
    if (pools.some((p) => p === undefined)) return stored
    for (const id of m.answerIds) pooled.add(id)
    return { ...stored, answerPools: pools as (readonly [number, number])[] }
  })
  return rows.filter((m) => {
    const was = read.get(m.id)
    return !(m.kind === 'answer' && pooled.has(m.id) && was !== undefined && sameButPool(m, was))
  })
}

function writeRows(db: ForesightDB, changes: ChangeSet, before?: readonly StoredMarket[]): Promise<unknown> {
  const markets = changes.markets.length ? marketRowsToWrite(changes.markets, before) : []
  return Promise.all([
    markets.length ? db.markets.bulkPut(markets) : null,
    changes.accounts.length ? db.accounts.bulkPut([...changes.accounts]) : null,
    changes.positions.length ? db.positions.bulkPut([...changes.positions]) : null,
    changes.lpShares.length ? db.lpShares.bulkPut([...changes.lpShares]) : null,
    changes.histories.length ? db.histories.bulkPut([...changes.histories]) : null,
    changes.trades.length ? db.trades.bulkAdd([...changes.trades]) : null,
    changes.ledger.length ? db.ledger.bulkAdd([...changes.ledger]) : null,
    changes.orders?.length ? db.orders.bulkPut([...changes.orders]) : null,
  ])
}

/** Unique ids for rows a handler creates (crypto-random: many tabs write one database). */
export const randomIds = {
  next(prefix: string): string {
    return `${prefix}-${crypto.randomUUID().replace(/-/g, '').slice(0, 20)}`
  },
}
