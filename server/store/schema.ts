import { customType, index, json, pgTable, uniqueIndex } from 'drizzle-orm/pg-core'

/**
 * The server's schema: each table of the in-browser database (mocks/db.ts, its latest version)
 * as a PostgreSQL table of the same rows. `k` is the row's primary key and `v` the row as the
 * handlers wrote it; each IndexedDB index is a column of its key, encoded to sort as IndexedDB
 * sorts (server/store/key-codec.ts), under a btree. server/store/schema.test.ts checks that
 * every table and index here matches mocks/db.ts, so a new Dexie version needs a migration
 * (`npm run db:generate`) and fails the tests until it has one.
 */
const sortKey = customType<{ data: string; driverData: string }>({ dataType: () => 'bytea' })

/** `[status+volumeCents]` → `ix_status__volume_cents`. */
export function indexColumn(indexName: string): string {
  const parts = indexName.replace(/^\[|\]$/g, '').split('+')
  return 'ix_' + parts.map((p) => p.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase())).join('__')
}

/** `lpShares` → `lp_shares`. */
export function tableName(storeName: string): string {
  return storeName.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase())
}

function storeTable(store: string, indexes: readonly string[], unique: readonly string[] = []) {
  const name = tableName(store)
  const columns = Object.fromEntries(indexes.map((i) => [indexColumn(i), sortKey(indexColumn(i))]))
  return pgTable(name, { k: sortKey('k').primaryKey(), v: json('v').notNull(), ...columns }, (t) => {
    const cols = t as unknown as Record<string, Parameters<ReturnType<typeof index>['on']>[0]>
    return indexes.map((i) =>
      unique.includes(i)
        ? uniqueIndex(`${name}_${indexColumn(i)}`).on(cols[indexColumn(i)])
        : index(`${name}_${indexColumn(i)}`).on(cols[indexColumn(i)], cols.k),
    )
  })
}

/** Every store's secondary indexes, as mocks/db.ts declares them (Dexie index names). */
export const STORE_INDEXES = {
  users: { indexes: ['usernameKey', 'role', 'createdAt'], unique: ['usernameKey'] },
  sessions: { indexes: ['userId', 'expiresAt'] },
  meta: { indexes: [] },
  categories: { indexes: [] },
  markets: {
    indexes: [
      '[status+volumeCents]',
      '[status+createdAt]',
      '[status+isTrending+volumeCents]',
      '[status+isFeatured+volumeCents]',
      '[categoryId+status+volumeCents]',
      '[status+closesAt]',
      '[kind+status+closesAt]',
    ],
  },
  accounts: { indexes: ['kind'] },
  positions: { indexes: ['accountId', 'marketId'] },
  lpShares: { indexes: ['accountId', 'marketId'] },
  histories: { indexes: [] },
  trades: { indexes: ['[accountId+createdAt]', 'marketId', 'createdAt', '[marketId+createdAt]'] },
  ledger: { indexes: ['accountId', 'marketId'] },
  activity: { indexes: ['[userId+timestamp]'] },
  idempotency: { indexes: ['createdAt'] },
  simTraders: { indexes: ['username'] },
  follows: { indexes: ['followerId', 'traderId'] },
  copies: { indexes: ['userId'] },
  traderStats: { indexes: ['realizedCents', 'volumeCents', 'lastTradeAt'] },
  flowBuckets: { indexes: ['hour'] },
  orders: { indexes: ['[accountId+createdAt]', '[accountId+status]', '[marketId+status]', '[status+expiresAt]'] },
  watchlist: { indexes: ['[userId+createdAt]'] },
} as const satisfies Record<string, { indexes: readonly string[]; unique?: readonly string[] }>

type StoreName = keyof typeof STORE_INDEXES
const table = (store: StoreName) => {
  const spec: { indexes: readonly string[]; unique?: readonly string[] } = STORE_INDEXES[store]
  return storeTable(store, spec.indexes, spec.unique)
}

export const users = table('users')
export const sessions = table('sessions')
export const meta = table('meta')
export const categories = table('categories')
export const markets = table('markets')
export const accounts = table('accounts')
export const positions = table('positions')
export const lpShares = table('lpShares')
export const histories = table('histories')
export const trades = table('trades')
export const ledger = table('ledger')
export const activity = table('activity')
export const idempotency = table('idempotency')
export const simTraders = table('simTraders')
export const follows = table('follows')
export const copies = table('copies')
export const traderStats = table('traderStats')
export const flowBuckets = table('flowBuckets')
export const orders = table('orders')
export const watchlist = table('watchlist')
