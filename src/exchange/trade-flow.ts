import type { ChangeSet } from './change-set'
import type { Side, TradeRow } from './types'

/**
 * Trade flow: which way the money is leaning. A trade "buys YES exposure" when
 * it buys YES or sells NO, and "buys NO exposure" the other way round. Flow is
 * summed into hourly buckets per category as trades are written (same
 * transaction), so sentiment and trends read a few dozen rows instead of every
 * trade of the last day.
 */
export const FLOW_BUCKET_MS = 60 * 60 * 1000

export interface FlowBucketRow {
  readonly id: string // flowBucketId(categoryId, hour)
  readonly categoryId: string
  /** Start of the hour (ms). */
  readonly hour: number
  readonly yesCents: number
  readonly noCents: number
  readonly trades: number
}

/**
 * A bucket's id. `shard` splits a category's hour over several rows (a market's trades always go
 * to one of them), so trades in different markets of one category do not all wait on one row;
 * readers sum every row of a category and hour. Shard 0 is the unsplit bucket (the seed's, and
 * every bucket written before shards).
 */
export function flowBucketId(categoryId: string, hour: number, shard = 0): string {
  return shard ? `${categoryId}:${hour}:${shard}` : `${categoryId}:${hour}`
}

/** Rows a live trade's category and hour are split over (see flowBucketId). */
export const FLOW_SHARDS = 8

/** The shard of a market's trades, 0..shards-1 (FNV-1a of its id). */
export function flowShard(marketId: string, shards: number): number {
  if (shards <= 1) return 0
  let hash = 0x811c9dc5
  for (let i = 0; i < marketId.length; i += 1) hash = Math.imul(hash ^ marketId.charCodeAt(i), 0x01000193)
  return (hash >>> 0) % shards
}

export function hourOf(t: number): number {
  return Math.floor(t / FLOW_BUCKET_MS) * FLOW_BUCKET_MS
}

/** The side a trade leans towards: buying YES or selling NO both lean YES. */
export function flowSide(trade: Pick<TradeRow, 'side' | 'action'>): Side {
  const buying = trade.action === 'buy'
  return (trade.side === 'yes') === buying ? 'yes' : 'no'
}

/** Cash leaning YES and NO, and how many trades, for any list of trades. */
export function flowTotals(trades: readonly Pick<TradeRow, 'side' | 'action' | 'cashCents'>[]) {
  let yesCents = 0
  let noCents = 0
  for (const trade of trades) {
    if (flowSide(trade) === 'yes') yesCents += trade.cashCents
    else noCents += trade.cashCents
  }
  return { yesCents, noCents, trades: trades.length }
}

/** Share of the flow leaning YES, 0..100 with one decimal; null when there was no flow. */
export function sentimentPercent(yesCents: number, noCents: number): number | null {
  const total = yesCents + noCents
  return total <= 0 ? null : Math.round((yesCents / total) * 1000) / 10
}

/** (yes - no) / (yes + no), in -1..1; 0 when there was no flow. */
export function flowImbalance(yesCents: number, noCents: number): number {
  const total = yesCents + noCents
  return total <= 0 ? 0 : (yesCents - noCents) / total
}

/** Bucket ids a ChangeSet's trades touch (the rows to read first), split over `shards` rows a category and hour. */
export function flowBucketIds(changes: ChangeSet, shards = 1): string[] {
  const categoryOf = new Map(changes.markets.map((m) => [m.id, m.categoryId]))
  const ids = new Set<string>()
  for (const trade of changes.trades) {
    const category = categoryOf.get(trade.marketId)
    if (category !== undefined) ids.add(flowBucketId(category, hourOf(trade.createdAt), flowShard(trade.marketId, shards)))
  }
  return [...ids]
}

/** The buckets after adding a ChangeSet's trades; `existing` holds the current rows by id. */
export function updateFlowBuckets(changes: ChangeSet, existing: ReadonlyMap<string, FlowBucketRow>, shards = 1): FlowBucketRow[] {
  const categoryOf = new Map(changes.markets.map((m) => [m.id, m.categoryId]))
  const next = new Map<string, FlowBucketRow>()
  for (const trade of changes.trades) {
    const categoryId = categoryOf.get(trade.marketId)
    if (categoryId === undefined) continue
    const hour = hourOf(trade.createdAt)
    const id = flowBucketId(categoryId, hour, flowShard(trade.marketId, shards))
    const row = next.get(id) ?? existing.get(id) ?? { id, categoryId, hour, yesCents: 0, noCents: 0, trades: 0 }
    const yes = flowSide(trade) === 'yes'
    next.set(id, {
      ...row,
      yesCents: row.yesCents + (yes ? trade.cashCents : 0),
      noCents: row.noCents + (yes ? 0 : trade.cashCents),
      trades: row.trades + 1,
    })
  }
  return [...next.values()]
}
