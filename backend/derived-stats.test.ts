import Dexie from 'dexie'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestBackend } from '../mocks/node'
import { simulateUntil } from './simulation'
import { ForesightDB } from './db'
import { flowSide, hourOf, type FlowBucketRow } from '../src/exchange/trade-flow'
import { lotOutcomes } from '../src/exchange/lots'

const MIN = 60_000

/**
 * The derived tables are kept incrementally by writeChangeSet; here they are checked
 * against a full recomputation from the trades and positions tables after hours of
 * simulated trading with markets closing and settling.
 */
/** Flow summed over every row of a category and hour. */
function flowByHour(rows: readonly FlowBucketRow[]) {
  const sums = new Map<string, { yesCents: number; noCents: number; trades: number }>()
  for (const r of rows) {
    const id = `${r.categoryId}:${r.hour}`
    const sum = sums.get(id) ?? { yesCents: 0, noCents: 0, trades: 0 }
    sums.set(id, { yesCents: sum.yesCents + r.yesCents, noCents: sum.noCents + r.noCents, trades: sum.trades + r.trades })
  }
  return sums
}

describe('derived stats (traderStats, flowBuckets)', () => {
  let db: ForesightDB
  beforeAll(async () => {
    const t = await createTestBackend()
    db = t.backend.db
    // Past the first seeded markets' close + resolution delay, in 1-hour steps.
    for (let i = 0; i < 16; i += 1) {
      t.advance(60 * MIN)
      await simulateUntil(t.backend, t.backend.now())
    }
  }, 120_000)

  it('equal a recomputation from every trade and position after simulated trading and settlements', async () => {
    const [trades, positions, stats, buckets, markets] = await Promise.all([
      db.trades.toArray(),
      db.positions.toArray(),
      db.traderStats.toArray(),
      db.flowBuckets.toArray(),
      db.markets.toArray(),
    ])
    expect(trades.length).toBeGreaterThan(100)
    expect(positions.some((p) => p.settled && p.quantity > 0 && p.accountId.startsWith('sim-'))).toBe(true)

    const expected = new Map<
      string,
      { trades: number; volumeCents: number; realizedCents: number; wins: number; losses: number }
    >()
    const row = (id: string) =>
      expected.get(id) ?? expected.set(id, { trades: 0, volumeCents: 0, realizedCents: 0, wins: 0, losses: 0 }).get(id)!
    for (const trade of trades) {
      row(trade.accountId).trades += 1
      row(trade.accountId).volumeCents += trade.cashCents
    }
    // A row once some figure moves: contracts handed back by a pool alone (no trade, nothing realized) make none.
    for (const p of positions.filter((q) => q.accountId.startsWith('sim-'))) {
      const closed = lotOutcomes(p).filter((o) => o !== 'open')
      if (p.realizedCents === 0 && closed.length === 0) continue
      row(p.accountId).realizedCents += p.realizedCents
      for (const o of closed) row(p.accountId)[o === 'win' ? 'wins' : 'losses'] += 1
    }
    const simStats = stats.filter((s) => s.id.startsWith('sim-'))
    expect(simStats.length).toBe([...expected.keys()].filter((id) => id.startsWith('sim-')).length)
    for (const s of simStats) expect(s).toMatchObject(expected.get(s.id)!)

    // An answer's trades count under its multi-answer market's category (it is stored without one).
    const category = new Map(markets.map((m) => [m.id, m.categoryId]))
    for (const m of markets) if (m.kind === 'answer') category.set(m.id, category.get(m.groupId!)!)
    const flow = new Map<string, { yesCents: number; noCents: number; trades: number }>()
    for (const trade of trades) {
      const id = `${category.get(trade.marketId)}:${hourOf(trade.createdAt)}`
      const f = flow.get(id) ?? { yesCents: 0, noCents: 0, trades: 0 }
      f[flowSide(trade) === 'yes' ? 'yesCents' : 'noCents'] += trade.cashCents
      f.trades += 1
      flow.set(id, f)
    }
    // A category's hour may be split over several rows (src/exchange/trade-flow.ts, flowBucketId): their sums.
    expect(flowByHour(buckets)).toEqual(flow)
  })

  it('are filled from the existing rows when a version-1 database is upgraded, equal to the incremental ones', async () => {
    // Version 1: today's tables without the ones version 2 added, with their indexes.
    const added = new Set(['follows', 'copies', 'traderStats', 'flowBuckets'])
    const v1 = Object.fromEntries(
      db.tables
        .filter((t) => !added.has(t.name))
        .map((t) => [
          t.name,
          [t.schema.primKey.src, ...t.schema.indexes.map((i) => `${i.unique ? '&' : ''}${i.multi ? '*' : ''}${i.src}`)].join(
            ', ',
          ),
        ]),
    )
    const factory = new IDBFactory()
    const old = new Dexie('derived-upgrade', { indexedDB: factory, IDBKeyRange })
    old.version(1).stores(v1)
    await old.open()
    const [markets, trades, positions] = await Promise.all([db.markets.toArray(), db.trades.toArray(), db.positions.toArray()])
    await old.transaction('rw', [old.table('markets'), old.table('trades'), old.table('positions')], async () => {
      await Promise.all([
        old.table('markets').bulkAdd(markets),
        old.table('trades').bulkAdd(trades),
        old.table('positions').bulkAdd(positions),
      ])
    })
    old.close()

    const upgraded = new ForesightDB('derived-upgrade', { indexedDB: factory, IDBKeyRange })
    await upgraded.open()
    const byId = <T extends { id: string }>(rows: T[]) => [...rows].sort((a, b) => (a.id < b.id ? -1 : 1))
    expect(byId(await upgraded.traderStats.toArray())).toEqual(byId(await db.traderStats.toArray()))
    // The upgrade fills one row a category and hour; trades since split them: the same sums.
    expect(flowByHour(await upgraded.flowBuckets.toArray())).toEqual(flowByHour(await db.flowBuckets.toArray()))
    upgraded.close()
  })
})
