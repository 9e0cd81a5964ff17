import type { EntityTable, Transaction } from 'dexie'
import { changeSet, type ChangeSet, type MarketRow, type PositionRow, type TradeRow } from '../src/exchange'
import { statsAccountIds, updateTraderStats, type TraderStatsRow } from '../src/exchange/trader-stats'
import { FLOW_SHARDS, flowBucketIds, updateFlowBuckets, type FlowBucketRow } from '../src/exchange/trade-flow'
import { lockRows, rowKey } from './row-locks'

/** The tables the derived stats read and write (backend/db.ts declares them). */
interface StatsTables {
  positions: EntityTable<PositionRow, 'id'>
  traderStats: EntityTable<TraderStatsRow, 'id'>
  flowBuckets: EntityTable<FlowBucketRow, 'id'>
}

function byId<T>(rows: readonly (T | undefined)[], key: (row: T) => string): Map<string, T> {
  const map = new Map<string, T>()
  for (const row of rows) if (row !== undefined) map.set(key(row), row)
  return map
}

/**
 * Folds a ChangeSet into the derived tables (traderStats, flowBuckets) so the social
 * leaderboard and the sentiment figures read a few rows instead of scanning trades
 * and positions. Call inside the command's transaction BEFORE its positions are
 * written: realized P&L is the difference from the stored rows. A caller that already
 * read those rows passes them as `before` (the stored rows of changes.positions that
 * exist), and may then write the positions alongside.
 */
export async function writeDerivedStats(db: StatsTables, changes: ChangeSet, before?: readonly PositionRow[]): Promise<void> {
  if (changes.trades.length === 0 && changes.positions.length === 0) return
  // A bucket is shared by the trades of its category and hour in the markets of its shard (a
  // market's trades already wait on the market's row): locked last (backend/row-locks.ts).
  const bucketIds = flowBucketIds(changes, FLOW_SHARDS)
  lockRows(bucketIds.map(rowKey.flow))
  const [previous, stats, buckets] = await Promise.all([
    before ?? (changes.positions.length ? db.positions.bulkGet(changes.positions.map((p) => p.id)) : []),
    db.traderStats.bulkGet(statsAccountIds(changes)),
    bucketIds.length ? db.flowBuckets.bulkGet(bucketIds) : [],
  ])
  const statsRows = updateTraderStats(
    changes,
    byId<TraderStatsRow>(stats, (r) => r.id),
    byId<PositionRow>(previous, (r) => r.id),
  )
  const bucketRows = updateFlowBuckets(
    changes,
    byId<FlowBucketRow>(buckets, (r) => r.id),
    FLOW_SHARDS,
  )
  await Promise.all([
    statsRows.length ? db.traderStats.bulkPut(statsRows) : null,
    bucketRows.length ? db.flowBuckets.bulkPut(bucketRows) : null,
  ])
}

/**
 * Fills traderStats and flowBuckets from every existing trade and position, once, when a
 * database from before these tables is upgraded (Dexie version 2): the whole history is
 * one ChangeSet applied to empty stats.
 */
export async function backfillDerivedStats(tx: Transaction): Promise<void> {
  const [markets, trades, positions] = await Promise.all([
    tx.table<MarketRow>('markets').toArray(),
    tx.table<TradeRow>('trades').toArray(),
    tx.table<PositionRow>('positions').toArray(),
  ])
  const history = changeSet({ markets, trades, positions })
  await Promise.all([
    tx.table<TraderStatsRow>('traderStats').bulkPut(updateTraderStats(history, new Map(), new Map())),
    tx.table<FlowBucketRow>('flowBuckets').bulkPut(updateFlowBuckets(history, new Map())),
  ])
}
