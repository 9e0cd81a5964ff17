import type { ChangeSet, MarketRow, PositionRow, PriceHistoryRow } from '../src/exchange'
import { seededHistory } from '../seed/synthetic-history'
import type { ForesightDB, StoredMarket } from './db'
import { writeDerivedStats, type DerivedBefore } from './derived-stats'
import { storeSeededHouseRows, withoutHouseMark } from './house-rows'

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
async function storeSeededRows(db: ForesightDB, changes: ChangeSet, known: readonly StoredMarket[] = []): Promise<void> {
  const ids = changes.markets.map((m) => m.id)
  const pointed = new Set(changes.histories.map((h) => h.marketId))
  const unpointed = ids.filter((id) => !pointed.has(id))
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
  const before = ids.map((id) => knownById.get(id))
  const storedById = new Map(unpointed.map((id, i) => [id, stored[i]]))
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
  /** The derived rows as the command read them (backend/derived-stats.ts, DerivedBefore): not read again. */
  derived?: DerivedBefore
}

/**
 * Writes a command's ChangeSet. Call it inside the command's one rw transaction:
 * if anything throws, IndexedDB rolls everything back.
 */
export async function writeChangeSet(db: ForesightDB, changes: ChangeSet, before?: ReadBefore): Promise<void> {
  // Before any write: what is derived from a market is worked out from it as it still is.
  if (changes.markets.length) await storeSeededRows(db, changes, before?.markets)
  if (before?.positions) {
    // The positions as they were are known: the derived stats read none, so all writes go at once.
    await Promise.all([writeDerivedStats(db, changes, before.positions, before.derived), writeRows(db, changes)])
    return
  }
  // First: it reads the positions as they were before this change.
  await writeDerivedStats(db, changes)
  await writeRows(db, changes)
}

function writeRows(db: ForesightDB, changes: ChangeSet): Promise<unknown> {
  return Promise.all([
    changes.markets.length ? db.markets.bulkPut(changes.markets.map((m) => withoutHouseMark(toStoredMarket(m)))) : null,
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
