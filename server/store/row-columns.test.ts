import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ForesightDB } from '../../backend/db'
import { useRowLocks } from '../../backend/row-locks'
import { storeOn } from '../test/databases'
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

  it('refuses cents that are not whole, and writes nothing', async () => {
    await expect(db.accounts.put({ ...account, id: 'acc-2', balanceCents: 10.5 } as never)).rejects.toThrow()
    expect(await db.accounts.get('acc-2')).toBeUndefined()
  })
})
