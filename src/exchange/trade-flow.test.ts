import { describe, expect, it } from 'vitest'
import { changeSet } from './change-set'
import { bareMarket, T0 } from './testing/fixtures'
import {
  FLOW_BUCKET_MS,
  FLOW_SHARDS,
  flowBucketId,
  flowShard,
  flowBucketIds,
  flowImbalance,
  flowSide,
  flowTotals,
  hourOf,
  sentimentPercent,
  updateFlowBuckets,
} from './trade-flow'
import type { FlowBucketRow } from './trade-flow'
import type { TradeRow } from './types'

function trade(id: string, fields: Partial<TradeRow>): TradeRow {
  return {
    id,
    accountId: 'a',
    marketId: 'm1',
    side: 'yes',
    action: 'buy',
    quantity: 10,
    priceCents: 50,
    cashCents: 500,
    feeCents: 8,
    yesBpAfter: 5_000,
    createdAt: T0,
    ...fields,
  }
}

describe('flowSide', () => {
  it.each([
    ['yes', 'buy', 'yes'],
    ['no', 'sell', 'yes'],
    ['no', 'buy', 'no'],
    ['yes', 'sell', 'no'],
  ] as const)('%s %s leans %s', (side, action, expected) => {
    expect(flowSide({ side, action })).toBe(expected)
  })
})

describe('sentiment and imbalance', () => {
  it.each([
    [0, 0, null, 0],
    [300, 100, 75, 0.5],
    [0, 500, 0, -1],
    [1, 2, 33.3, -1 / 3],
  ])('yes %i, no %i → %s%%, imbalance %s', (yes, no, sentiment, imbalance) => {
    expect(sentimentPercent(yes, no)).toBe(sentiment)
    expect(flowImbalance(yes, no)).toBeCloseTo(imbalance, 10)
  })

  it('totals a list of trades by the side they lean', () => {
    const trades = [
      trade('1', { cashCents: 100 }),
      trade('2', { side: 'no', cashCents: 40 }),
      trade('3', { side: 'no', action: 'sell', cashCents: 7 }),
    ]
    expect(flowTotals(trades)).toEqual({ yesCents: 107, noCents: 40, trades: 3 })
  })
})

describe('updateFlowBuckets', () => {
  const crypto = bareMarket({ id: 'm1', categoryId: 'crypto' })
  const sports = bareMarket({ id: 'm2', categoryId: 'sports' })
  const hour = hourOf(T0)

  it('adds each trade to its category and hour, on top of the stored row', () => {
    const stored: FlowBucketRow = {
      id: flowBucketId('crypto', hour),
      categoryId: 'crypto',
      hour,
      yesCents: 1_000,
      noCents: 0,
      trades: 2,
    }
    const changes = changeSet({
      markets: [crypto, sports],
      trades: [
        trade('1', { cashCents: 200 }),
        trade('2', { side: 'no', cashCents: 300 }),
        trade('3', { marketId: 'm2', cashCents: 50 }),
        trade('4', { createdAt: T0 + FLOW_BUCKET_MS, cashCents: 70 }),
        trade('5', { marketId: 'unknown', cashCents: 1 }),
      ],
    })
    expect(flowBucketIds(changes).sort()).toEqual(
      [flowBucketId('crypto', hour), flowBucketId('crypto', hour + FLOW_BUCKET_MS), flowBucketId('sports', hour)].sort(),
    )
    const rows = new Map(updateFlowBuckets(changes, new Map([[stored.id, stored]])).map((r) => [r.id, r]))
    expect(rows.get(stored.id)).toEqual({ ...stored, yesCents: 1_200, noCents: 300, trades: 4 })
    expect(rows.get(flowBucketId('sports', hour))).toMatchObject({ yesCents: 50, noCents: 0, trades: 1 })
    expect(rows.get(flowBucketId('crypto', hour + FLOW_BUCKET_MS))).toMatchObject({
      hour: hour + FLOW_BUCKET_MS,
      yesCents: 70,
      trades: 1,
    })
    expect(rows.size).toBe(3)
  })

  it('splits a category and hour over shards by market: each market in one row, the sums as unsplit', () => {
    const markets = Array.from({ length: 40 }, (_, i) => bareMarket({ id: `market-${i}`, categoryId: 'crypto' }))
    const trades = markets.flatMap((m, i) => [
      trade(`${i}a`, { marketId: m.id, cashCents: 10 + i }),
      trade(`${i}b`, { marketId: m.id, side: 'no', cashCents: 5 }),
    ])
    const changes = changeSet({ markets, trades })
    const split = updateFlowBuckets(changes, new Map(), FLOW_SHARDS)
    const whole = updateFlowBuckets(changes, new Map())
    expect(whole).toHaveLength(1)
    expect(split.length).toBeGreaterThan(4)
    expect(split.length).toBeLessThanOrEqual(FLOW_SHARDS)
    expect(flowBucketIds(changes, FLOW_SHARDS).sort()).toEqual(split.map((r) => r.id).sort())
    for (const row of split) expect(row).toMatchObject({ categoryId: 'crypto', hour })
    const sum = (key: 'yesCents' | 'noCents' | 'trades') => split.reduce((total, r) => total + r[key], 0)
    expect({ yesCents: sum('yesCents'), noCents: sum('noCents'), trades: sum('trades') }).toEqual({
      yesCents: whole[0]!.yesCents,
      noCents: whole[0]!.noCents,
      trades: whole[0]!.trades,
    })
    // A market's trades always land in the same row; shard 0 keeps the unsplit id.
    for (const m of markets) expect(flowShard(m.id, FLOW_SHARDS)).toBe(flowShard(m.id, FLOW_SHARDS))
    expect(flowBucketId('crypto', hour, 0)).toBe(flowBucketId('crypto', hour))
    expect(flowShard('market-1', 1)).toBe(0)
  })

  it('changes nothing without trades', () => {
    expect(updateFlowBuckets(changeSet({ markets: [crypto] }), new Map())).toEqual([])
  })
})
