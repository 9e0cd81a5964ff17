import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ForesightDB } from '../../backend/db'
import { useRowLocks } from '../../backend/row-locks'
import { freshPostgresDatabase, storeOn } from '../test/databases'
import { MIGRATIONS_FOLDER, openDatabase, openStore } from './database'
import { encodeKey } from './key-codec'
import type { SqlDatabase } from './sql'

/** Rows in typed columns (server/store/row-columns.ts): what the handlers write is what they read back. */
const T0 = 1_796_000_000_000

const account = { id: 'acc-1', kind: 'user', balanceCents: 123_456, createdAt: T0 }
const market = {
  id: 'm-1',
  title: 'Will it rain “tomorrow”? It’s 100% $1',
  description: 'Free-form text stays in v',
  categoryId: 'weather',
  status: 'active',
  resolution: null,
  createdAt: T0,
  closesAt: T0 + 86_400_000,
  resolvedAt: null,
  yesReserve: 1234.5678901234567,
  noReserve: 0.1 + 0.2,
  volumeCents: 0,
  collateralCents: 5_000,
  traderCount: 0,
  lpSharesTotal: 10,
  feeIndex: 1e-9,
  feePoolCents: 0.5,
  isTrending: false,
  isFeatured: true,
}
const position = {
  id: 'acc-1:m-1:yes',
  accountId: 'acc-1',
  marketId: 'm-1',
  side: 'yes',
  quantity: 12,
  reservedQuantity: 0,
  costCents: 640,
  realizedCents: 0,
  payoutCents: 0,
  settled: false,
  // A time with a fraction of a millisecond: its column holds it to the ms, `v` exactly.
  updatedAt: T0 + 0.25,
  lots: [{ quantity: 12, costCents: 640, at: T0, tradeId: 'tr-1' }],
}
const trade = {
  id: 'tr-1',
  accountId: 'acc-1',
  marketId: 'm-1',
  side: 'yes',
  action: 'buy',
  quantity: 12,
  priceCents: 640 / 12,
  cashCents: 640,
  feeCents: 12,
  yesBpAfter: 5_100,
  createdAt: T0,
}
const order = {
  id: 'or-1',
  accountId: 'acc-1',
  marketId: 'm-1',
  side: 'no',
  action: 'buy',
  quantity: 5,
  filledQuantity: 0,
  limitPriceCents: 40,
  filledCashCents: 0,
  feeCents: 0,
  reservedCents: 210,
  reservedShares: 0,
  status: 'open',
  createdAt: T0,
  expiresAt: null,
  closedAt: null,
}

describe.each(['postgres', 'pglite'] as const)('rows in typed columns on %s', (kind) => {
  let database: SqlDatabase
  let db: ForesightDB
  let close: () => Promise<void> = async () => undefined

  beforeAll(async () => {
    ;({ database, db, close } = await storeOn(kind, 'rowcolumns'))
    expect(database.rowColumns).toBe(true)
    await db.transaction('rw', [db.accounts, db.markets], () =>
      Promise.all([db.accounts.put(account as never), db.markets.put(market as never)]),
    )
  }, 120_000)

  afterAll(() => close())

  it('gives back every field as written, null apart from absent, through every read', async () => {
    // Written by a row-locking command (its writes go as literals with its next round trip), then read.
    await db.transaction('rw', [db.positions, db.trades, db.orders], () => {
      useRowLocks()
      return Promise.all([db.positions.put(position as never), db.trades.add(trade as never), db.orders.put(order as never)])
    })
    const read = await db.transaction('r', [db.accounts, db.markets, db.positions, db.trades, db.orders], () =>
      Promise.all([
        db.accounts.get('acc-1'),
        db.markets.bulkGet(['m-1', 'none']),
        db.positions.where('accountId').equals('acc-1').toArray(),
        db.trades.where('[marketId+createdAt]').between(['m-1', 0], ['m-1', Infinity]).toArray(),
        db.orders.where('[marketId+status]').equals(['m-1', 'open']).first(),
      ]),
    )
    expect(read).toEqual([account, [market, undefined], [position], [trade], order])
    const stored = (await db.orders.get('or-1')) as unknown as Record<string, unknown>
    expect(stored).toHaveProperty('expiresAt', null)
    const storedTrade = (await db.trades.get('tr-1')) as unknown as Record<string, unknown>
    expect(storedTrade).not.toHaveProperty('orderId')

    // Written again outside a row-locking command (parameters), with other values.
    const moved = { ...market, status: 'resolved', resolution: 'yes', resolvedAt: T0 + 5, isFeatured: false }
    await db.markets.put(moved as never)
    expect(await db.markets.get('m-1')).toEqual(moved)
  })

  it('keeps in v only what has no column, and the columns hold the fields', async () => {
    const [row] = await database.query<Record<string, unknown>>(
      `SELECT v, quantity, cost_cents, settled, updated_at, account_id FROM positions WHERE account_id = 'acc-1'`,
    )
    expect(Object.keys(row!.v as object).sort()).toEqual(['id', 'lots', 'updatedAt'])
    expect(row).toMatchObject({ quantity: 12, settled: false, account_id: 'acc-1' })
    expect(Number(row!.cost_cents)).toBe(640)
    expect(new Date(row!.updated_at as string).getTime()).toBe(T0)
    const [orderRow] = await database.query<{ v: Record<string, unknown> }>(`SELECT v FROM orders WHERE account_id = 'acc-1'`)
    expect(orderRow!.v).toMatchObject({ expiresAt: null, closedAt: null })
    expect(orderRow!.v).not.toHaveProperty('limitPriceCents')
  })

  it('stores NaN and Infinity as JSON does, as null', async () => {
    const stats = {
      id: 'acc-1',
      trades: 1,
      volumeCents: NaN,
      realizedCents: Infinity,
      wins: 0,
      losses: 0,
      categories: {},
      lastTradeAt: T0,
    }
    await db.traderStats.put(stats as never)
    expect(await db.traderStats.get('acc-1')).toEqual({ ...stats, volumeCents: null, realizedCents: null })
    // Cents too (a bigint column would refuse 'NaN').
    await db.accounts.put({ ...account, id: 'acc-3', balanceCents: NaN } as never)
    expect(await db.accounts.get('acc-3')).toEqual({ ...account, id: 'acc-3', balanceCents: null })
  })

  it('keeps in v what a column would change: a lone surrogate, a time outside years 1 to 9999 or not a number', async () => {
    const odd = [
      { id: 'x:1', followerId: 'Rain \ud83d', traderId: 't', createdAt: 1e15 },
      { id: 'x:2', followerId: 'f', traderId: 't', createdAt: -1e14 },
      { id: 'x:3', followerId: 'f', traderId: 't', createdAt: '2026-01-01' },
    ]
    await db.follows.bulkPut(odd as never)
    expect(await db.follows.bulkGet(['x:1', 'x:2', 'x:3'])).toEqual(odd)
  })

  it('refuses cents that are not whole, and writes nothing', async () => {
    await expect(db.accounts.put({ ...account, id: 'acc-2', balanceCents: 10.5 } as never)).rejects.toThrow()
    expect(await db.accounts.get('acc-2')).toBeUndefined()
  })
})

describe('the upgrade to typed columns (migration 0005) on PostgreSQL', () => {
  /** server/migrations up to `last` (the journal's entries before it too): an older server's folder. */
  function migrationsUpTo(last: number): string {
    const folder = mkdtempSync(join(tmpdir(), 'foresight-migrations-'))
    mkdirSync(join(folder, 'meta'))
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
      entries: { idx: number; tag: string }[]
    }
    journal.entries = journal.entries.filter((entry) => entry.idx <= last)
    for (const entry of journal.entries)
      copyFileSync(join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`))
    writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify(journal))
    return folder
  }

  it('takes the typed fields out of v, and leaves whole a row whose v jsonb would refuse (a lone surrogate)', async () => {
    const fresh = await freshPostgresDatabase('upgrade0005')
    const older = migrationsUpTo(4)
    try {
      const before = await openDatabase({ url: fresh.url, poolSize: 1, migrationsFolder: older })
      expect(before.rowColumns).toBe(false)
      const key = (id: string) => `decode('${encodeKey(id)}', 'hex')`
      // Written as the previous server wrote them: the whole row in v (json keeps the escape as
      // written; jsonb, which the upgrade reads v as, refuses it). Follows had no typed columns then.
      const plain = { id: 'a:b', followerId: 'a', traderId: 'b', createdAt: T0 }
      await before.query(
        `INSERT INTO follows (k, v) VALUES (${key('a:b')}, '${JSON.stringify(plain)}'), ` +
          `(${key('a:c')}, '{"id":"a:c","followerId":"a","traderId":"c","createdAt":${T0},"note":"Rain \\ud83d"}')`,
      )
      await before.close()

      const after = await openDatabase({ url: fresh.url, poolSize: 1 })
      try {
        expect(after.rowColumns).toBe(true)
        const rows = await after.query<{ id: string | null; v: Record<string, unknown> }>(`SELECT id, v FROM follows ORDER BY k`)
        expect(rows.map((r) => [r.id, Object.keys(r.v).sort()])).toEqual([
          ['a:b', []],
          [null, ['createdAt', 'followerId', 'id', 'note', 'traderId']],
        ])
        const db = await openStore(after)
        expect(await db.follows.get('a:b')).toEqual(plain)
        expect(await db.follows.get('a:c')).toMatchObject({ id: 'a:c', followerId: 'a', traderId: 'c', createdAt: T0 })
        db.close()
      } finally {
        await after.close()
      }
    } finally {
      rmSync(older, { recursive: true, force: true })
      await fresh.drop()
    }
  }, 120_000)
})
