import type { ChangeSet, MarketRow, PositionRow } from '../src/exchange'
import type { ForesightDB, StoredMarket } from './db'
import { writeDerivedStats } from './derived-stats'

/** A market row with the indexable 0/1 copies of its flags. */
export function toStoredMarket(row: MarketRow): StoredMarket {
  return { ...row, isTrending: row.trending ? 1 : 0, isFeatured: row.featured ? 1 : 0 }
}

/** The exchange tables a command writes (with the stats derived from them). */
export function exchangeTables(db: ForesightDB) {
  return [db.markets, db.accounts, db.positions, db.lpShares, db.histories, db.trades, db.ledger, db.traderStats, db.flowBuckets]
}

/** What a command read before computing its ChangeSet, so writing it need not read again. */
export interface ReadBefore {
  /** The stored rows (before this change) of every id in changes.positions that existed; more is fine. */
  positions: readonly PositionRow[]
}

/**
 * Writes a command's ChangeSet. Call it inside the command's one rw transaction:
 * if anything throws, IndexedDB rolls everything back.
 */
export async function writeChangeSet(db: ForesightDB, changes: ChangeSet, before?: ReadBefore): Promise<void> {
  if (before) {
    // The positions as they were are known: the derived stats read none, so all writes go at once.
    await Promise.all([writeDerivedStats(db, changes, before.positions), writeRows(db, changes)])
    return
  }
  // First: it reads the positions as they were before this change.
  await writeDerivedStats(db, changes)
  await writeRows(db, changes)
}

function writeRows(db: ForesightDB, changes: ChangeSet): Promise<unknown> {
  return Promise.all([
    changes.markets.length ? db.markets.bulkPut(changes.markets.map(toStoredMarket)) : null,
    changes.accounts.length ? db.accounts.bulkPut([...changes.accounts]) : null,
    changes.positions.length ? db.positions.bulkPut([...changes.positions]) : null,
    changes.lpShares.length ? db.lpShares.bulkPut([...changes.lpShares]) : null,
    changes.histories.length ? db.histories.bulkPut([...changes.histories]) : null,
    changes.trades.length ? db.trades.bulkAdd([...changes.trades]) : null,
    changes.ledger.length ? db.ledger.bulkAdd([...changes.ledger]) : null,
  ])
}

/** Unique ids for rows a handler creates (crypto-random: many tabs write one database). */
export const randomIds = {
  next(prefix: string): string {
    return `${prefix}-${crypto.randomUUID().replace(/-/g, '').slice(0, 20)}`
  },
}
