import type { EntityTable, Transaction } from 'dexie'
import { changeSet, type ChangeSet, type MarketRow, type PositionRow, type TradeRow } from '../src/exchange'
import { statsAccountIds, updateTraderStats, type TraderStatsRow } from '../src/exchange/trader-stats'
import {
  FLOW_SHARDS,
  flowBucketId,
  flowBucketIds,
  flowShard,
  hourOf,
  updateFlowBuckets,
  type FlowBucketRow,
} from '../src/exchange/trade-flow'
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
 * The derived rows a command in one market may change, read (and their flow buckets locked) with
 * the rows it reads before computing (on the server: readLockedMarketRows in backend/row-locks.ts):
 * its accounts' trader stats and the market's flow bucket of this hour. writeDerivedStats then
 * reads nothing, and the command's writes go with its commit.
 */
export interface DerivedBefore {
  readonly stats: ReadonlyMap<string, TraderStatsRow | undefined>
  readonly buckets: ReadonlyMap<string, FlowBucketRow | undefined>
}

/** The flow bucket a trade in this market at `now` adds to: its category's, this hour's, the market's shard. */
export function flowBucketAt(market: Pick<MarketRow, 'id' | 'categoryId'>, now: number): string {
  return flowBucketId(market.categoryId, hourOf(now), flowShard(market.id, FLOW_SHARDS))
}

/** flowBucketAt without the category: what follows the category id in the bucket's id (for SQL that reads the category). */
export function flowBucketSuffix(marketId: string, now: number): string {
  return flowBucketAt({ id: marketId, categoryId: '' }, now)
}

const covers = (read: ReadonlyMap<string, unknown> | undefined, ids: readonly string[]) =>
  read !== undefined && ids.every((id) => read.has(id))

/**
 * Folds a ChangeSet into the derived tables (traderStats, flowBuckets) so the social
 * leaderboard and the sentiment figures read a few rows instead of scanning trades
 * and positions. Call inside the command's transaction BEFORE its positions are
 * written: realized P&L is the difference from the stored rows. A caller that already
 * read those rows passes them as `before` (the stored rows of changes.positions that
 * exist), and may then write the positions alongside.
 */
export async function writeDerivedStats(
  db: StatsTables,
  changes: ChangeSet,
  before?: readonly PositionRow[],
  /** The derived rows read with the command's other rows; any not among them are read here. */
  derived?: DerivedBefore,
): Promise<void> {
  if (changes.trades.length === 0 && changes.positions.length === 0) return
  const bucketIds = flowBucketIds(changes, FLOW_SHARDS)
  const accountIds = statsAccountIds(changes)
  const statsRead = covers(derived?.stats, accountIds)
  const bucketsRead = covers(derived?.buckets, bucketIds)
  // A bucket is shared by the trades of its category and hour in the markets of its shard (a
  // market's trades already wait on the market's row): locked last (backend/row-locks.ts).
  if (!bucketsRead) lockRows(bucketIds.map(rowKey.flow))
  const [previous, stats, buckets] = await Promise.all([
    before ?? (changes.positions.length ? db.positions.bulkGet(changes.positions.map((p) => p.id)) : []),
    statsRead ? accountIds.map((id) => derived!.stats.get(id)) : db.traderStats.bulkGet(accountIds),
    bucketsRead ? bucketIds.map((id) => derived!.buckets.get(id)) : bucketIds.length ? db.flowBuckets.bulkGet(bucketIds) : [],
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
  // An answer is stored without its category (queries/answers.ts): its trades count under its market's.
  const categories = new Map(markets.map((m) => [m.id, m.categoryId]))
  const withCategories = markets.map((m) =>
    m.kind === 'answer' && m.groupId !== undefined ? { ...m, categoryId: categories.get(m.groupId) ?? m.categoryId } : m,
  )
  const history = changeSet({ markets: withCategories, trades, positions })
  await Promise.all([
    tx.table<TraderStatsRow>('traderStats').bulkPut(updateTraderStats(history, new Map(), new Map())),
    tx.table<FlowBucketRow>('flowBuckets').bulkPut(updateFlowBuckets(history, new Map())),
  ])
}
