import type { ChangeSet, MarketRow, PositionRow, PriceHistoryRow } from '../src/exchange'
import { seededHistory } from '../seed/synthetic-history'
import type { ForesightDB, StoredMarket } from './db'
import { writeDerivedStats } from './derived-stats'

/**
 * A market row with indexable copies of its flags: 1 when set, absent otherwise, so the
 * trending and featured indexes hold only the few flagged markets (the list queries ask
 * for 1 only) and writing a market updates two index entries fewer.
 */
export function toStoredMarket(row: MarketRow): StoredMarket {
  const stored: StoredMarket = { ...row }
  if (row.trending) stored.isTrending = 1
  if (row.featured) stored.isFeatured = 1
  return stored
}

/**
 * A seeded market's chart is derived from the market as seeded (mocks/histories.ts). Before
 * a change that adds no price point (liquidity, settlement) rewrites such a market, its
 * derived chart is stored, read from the market as it still is.
 */
async function storeSeededHistories(db: ForesightDB, ids: readonly string[]): Promise<void> {
  const [before, stored] = await Promise.all([db.markets.bulkGet([...ids]), db.histories.bulkGet([...ids])])
  const derived = before.flatMap((m, i): PriceHistoryRow[] => {
    const history = m && !stored[i] ? seededHistory(m) : undefined
    return history ? [history] : []
  })
  if (derived.length) await db.histories.bulkPut(derived)
}

/** Markets the change rewrites without adding a price point. */
function unpointedMarketIds(changes: ChangeSet): string[] {
  const pointed = new Set(changes.histories.map((h) => h.marketId))
  return changes.markets.map((m) => m.id).filter((id) => !pointed.has(id))
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
  // Before any write: a seeded chart is worked out from the market as it still is.
  const unpointed = unpointedMarketIds(changes)
  if (unpointed.length) await storeSeededHistories(db, unpointed)
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
