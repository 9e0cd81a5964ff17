import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  foreignKey,
  index,
  json,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type CheckBuilder,
  type ForeignKeyBuilder,
  type IndexBuilder,
  type PgColumn,
} from 'drizzle-orm/pg-core'

/**
 * The server's schema: each table of the in-browser database (backend/db.ts, its latest version)
 * as a PostgreSQL table of the same rows. `k` is the row's primary key and `v` the row as the
 * handlers wrote it; each IndexedDB index is a column of its key, encoded to sort as IndexedDB
 * sorts (server/store/key-codec.ts), under a btree. server/store/schema.test.ts checks that
 * every table and index here matches backend/db.ts, so a new Dexie version needs a migration
 * (`npm run db:generate`) and fails the tests until it has one. The main tables also have the
 * typed columns an operator queries (ROW_COLUMNS below), their constraints and foreign keys.
 * drizzle-kit writes foreign keys as checked at once: migrations make them DEFERRABLE INITIALLY
 * DEFERRED by hand (see 0001; schema.test.ts checks), since a command writes its rows in any
 * order. The trigger that keeps trades and the ledger append-only is in 0001 too.
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

/**
 * The typed columns (docs/server.md, "Ask the database"), named as one would guess
 * (`users.username`, `trades.market_id`, `accounts.cash_cents`): since migration 0005 they are
 * the row's fields themselves, written by the store (server/store/row-columns.ts), and `v` holds
 * only what has no column (free-form parts: a position's lots, a market's description). Cents
 * held (`cents`) are `bigint` (a row whose cents are not whole fails to write), times (ms in the
 * rows) `timestamptz`, fractional amounts and running sums (contracts, pool reserves, trader
 * stats) `double precision`.
 */
export type ColumnType = 'text' | 'cents' | 'number' | 'boolean' | 'time'
export type OperatorColumns = Record<string, readonly [field: string, type: ColumnType]>

/** Each type's column. */
const COLUMN_TYPES = {
  text: (name: string) => text(name),
  cents: (name: string) => bigint(name, { mode: 'number' }),
  number: (name: string) => doublePrecision(name),
  boolean: (name: string) => boolean(name),
  time: (name: string) => timestamp(name, { withTimezone: true, mode: 'string' }),
} satisfies Record<ColumnType, unknown>

type Columns = Record<string, PgColumn>
type Extra = (columns: Columns) => (CheckBuilder | IndexBuilder | ForeignKeyBuilder)[]
/** A column of a table made by storeTable (its columns are built from data, so TypeScript does not know their names). */
const columnOf = (table: unknown, name: string): PgColumn => (table as Columns)[name]

/** Each table's typed columns (column → the row's field and its type), as storeTable declares them. */
export const ROW_COLUMNS: Partial<Record<string, OperatorColumns>> = {}

function storeTable(store: StoreName, operator: OperatorColumns = {}, extra: Extra = () => []) {
  if (Object.keys(operator).length) ROW_COLUMNS[store] = operator
  const spec: { indexes: readonly string[]; unique?: readonly string[] } = STORE_INDEXES[store]
  const { indexes, unique = [] } = spec
  const name = tableName(store)
  const columns = Object.fromEntries(indexes.map((i) => [indexColumn(i), sortKey(indexColumn(i))]))
  const named = Object.fromEntries(Object.entries(operator).map(([column, [, type]]) => [column, COLUMN_TYPES[type](column)]))
  return pgTable(name, { k: sortKey('k').primaryKey(), v: json('v').notNull(), ...columns, ...named }, (t) => {
    const cols = t as unknown as Columns
    return [
      ...indexes.map((i) =>
        unique.includes(i)
          ? uniqueIndex(`${name}_${indexColumn(i)}`).on(cols[indexColumn(i)])
          : index(`${name}_${indexColumn(i)}`).on(cols[indexColumn(i)], cols.k),
      ),
      ...extra(cols),
    ]
  })
}

/** Every store's secondary indexes, as backend/db.ts declares them (Dexie index names). */
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

const SIDE = sql.raw(`('yes', 'no')`)
/** A market resolves to a side, or is voided (src/exchange/settlement.ts). */
const RESOLUTION = sql.raw(`('yes', 'no', 'void')`)
const ACTION = sql.raw(`('buy', 'sell')`)
/** A row's reference to another table's row, checked when its transaction commits (the handlers write a command's rows in any order). */
const references = (name: string, column: PgColumn, target: PgColumn) =>
  foreignKey({ name, columns: [column], foreignColumns: [target] })

export const users = storeTable(
  'users',
  {
    id: ['id', 'text'],
    username: ['username', 'text'],
    role: ['role', 'text'],
    first_name: ['firstName', 'text'],
    last_name: ['lastName', 'text'],
    email: ['email', 'text'],
    created_at: ['createdAt', 'time'],
  },
  (t) => [
    uniqueIndex('users_id').on(t.id),
    index('users_username').on(t.username),
    check('users_role', sql`${t.role} IN ('user', 'admin')`),
  ],
)
export const sessions = storeTable(
  'sessions',
  { user_id: ['userId', 'text'], created_at: ['createdAt', 'time'], expires_at: ['expiresAt', 'time'] },
  (t) => [references('sessions_user_id_fk', t.user_id, columnOf(users, 'id'))],
)
export const meta = storeTable('meta')
export const categories = storeTable(
  'categories',
  { id: ['id', 'text'], name: ['name', 'text'], color: ['color', 'text'], sort_order: ['order', 'number'] },
  (t) => [uniqueIndex('categories_id').on(t.id)],
)
export const markets = storeTable(
  'markets',
  {
    id: ['id', 'text'],
    title: ['title', 'text'],
    category_id: ['categoryId', 'text'],
    status: ['status', 'text'],
    resolution: ['resolution', 'text'],
    created_at: ['createdAt', 'time'],
    closes_at: ['closesAt', 'time'],
    resolved_at: ['resolvedAt', 'time'],
    yes_reserve: ['yesReserve', 'number'],
    no_reserve: ['noReserve', 'number'],
    volume_cents: ['volumeCents', 'cents'],
    collateral_cents: ['collateralCents', 'cents'],
    trader_count: ['traderCount', 'number'],
    // The liquidity pool's accounting (src/exchange/lp-fees.ts): what a provider's shares are worth.
    lp_shares_total: ['lpSharesTotal', 'number'],
    fee_index: ['feeIndex', 'number'],
    fee_pool_cents: ['feePoolCents', 'number'],
  },
  (t) => [
    uniqueIndex('markets_id').on(t.id),
    check('markets_status', sql`${t.status} IN ('active', 'closed', 'resolved')`),
    check('markets_resolution', sql`${t.resolution} IN ${RESOLUTION}`),
    check('markets_pool', sql`${t.yes_reserve} > 0 AND ${t.no_reserve} > 0`),
    check('markets_cash', sql`${t.collateral_cents} >= 0 AND ${t.volume_cents} >= 0`),
  ],
)
export const accounts = storeTable(
  'accounts',
  { id: ['id', 'text'], kind: ['kind', 'text'], cash_cents: ['balanceCents', 'cents'], created_at: ['createdAt', 'time'] },
  (t) => [
    uniqueIndex('accounts_id').on(t.id),
    check('accounts_kind', sql`${t.kind} IN ('user', 'sim', 'house')`),
    check('accounts_cash', sql`${t.cash_cents} >= 0`),
  ],
)
export const positions = storeTable(
  'positions',
  {
    account_id: ['accountId', 'text'],
    market_id: ['marketId', 'text'],
    side: ['side', 'text'],
    quantity: ['quantity', 'number'],
    reserved_quantity: ['reservedQuantity', 'number'],
    cost_cents: ['costCents', 'cents'],
    realized_cents: ['realizedCents', 'cents'],
    payout_cents: ['payoutCents', 'cents'],
    settled: ['settled', 'boolean'],
    updated_at: ['updatedAt', 'time'],
  },
  (t) => [
    index('positions_account_id').on(t.account_id),
    references('positions_account_id_fk', t.account_id, columnOf(accounts, 'id')),
    references('positions_market_id_fk', t.market_id, columnOf(markets, 'id')),
    check('positions_side', sql`${t.side} IN ${SIDE}`),
    check('positions_quantity', sql`${t.quantity} >= 0 AND ${t.reserved_quantity} BETWEEN 0 AND ${t.quantity}`),
  ],
)
export const lpShares = storeTable(
  'lpShares',
  {
    account_id: ['accountId', 'text'],
    market_id: ['marketId', 'text'],
    shares: ['shares', 'number'],
    fee_debt: ['feeDebt', 'number'],
    updated_at: ['updatedAt', 'time'],
  },
  (t) => [
    references('lp_shares_account_id_fk', t.account_id, columnOf(accounts, 'id')),
    references('lp_shares_market_id_fk', t.market_id, columnOf(markets, 'id')),
    check('lp_shares_shares', sql`${t.shares} >= 0`),
  ],
)
export const histories = storeTable('histories')
export const trades = storeTable(
  'trades',
  {
    id: ['id', 'text'],
    account_id: ['accountId', 'text'],
    market_id: ['marketId', 'text'],
    side: ['side', 'text'],
    action: ['action', 'text'],
    quantity: ['quantity', 'number'],
    price_cents: ['priceCents', 'number'],
    cash_cents: ['cashCents', 'cents'],
    fee_cents: ['feeCents', 'cents'],
    order_id: ['orderId', 'text'],
    created_at: ['createdAt', 'time'],
  },
  (t) => [
    index('trades_market_id_created_at').on(t.market_id, t.created_at),
    references('trades_account_id_fk', t.account_id, columnOf(accounts, 'id')),
    references('trades_market_id_fk', t.market_id, columnOf(markets, 'id')),
    check('trades_side', sql`${t.side} IN ${SIDE} AND ${t.action} IN ${ACTION}`),
    check('trades_amounts', sql`${t.quantity} > 0 AND ${t.cash_cents} >= 0 AND ${t.fee_cents} >= 0`),
  ],
)
export const ledger = storeTable(
  'ledger',
  {
    account_id: ['accountId', 'text'],
    market_id: ['marketId', 'text'],
    kind: ['kind', 'text'],
    amount_cents: ['amountCents', 'cents'],
    trade_id: ['refId', 'text'],
    at: ['at', 'time'],
  },
  (t) => [
    references('ledger_account_id_fk', t.account_id, columnOf(accounts, 'id')),
    references('ledger_market_id_fk', t.market_id, columnOf(markets, 'id')),
    check(
      'ledger_kind',
      sql`${t.kind} IN ('deposit', 'trade', 'fee', 'settlement', 'liquidity_add', 'liquidity_remove', 'fee_claim', 'order_reserve', 'order_release')`,
    ),
  ],
)
/** A person's activity log (backend/activity.ts): what they did, when; its details stay in `v`. */
export const activity = storeTable(
  'activity',
  { id: ['id', 'text'], user_id: ['userId', 'text'], action: ['action', 'text'], created_at: ['timestamp', 'time'] },
  (t) => [index('activity_user_id_created_at').on(t.user_id, t.created_at)],
)
/** Remembered answers of commands sent with an Idempotency-Key (backend/idempotency.ts); the answer stays in `v`. */
export const idempotency = storeTable('idempotency', {
  id: ['id', 'text'],
  status: ['status', 'number'],
  created_at: ['createdAt', 'time'],
})
export const simTraders = storeTable('simTraders')
export const follows = storeTable(
  'follows',
  {
    id: ['id', 'text'],
    follower_id: ['followerId', 'text'],
    trader_id: ['traderId', 'text'],
    created_at: ['createdAt', 'time'],
  },
  (t) => [index('follows_trader_id').on(t.trader_id)],
)
export const copies = storeTable('copies', {
  id: ['id', 'text'],
  user_id: ['userId', 'text'],
  source_trade_id: ['sourceTradeId', 'text'],
  trader_id: ['traderId', 'text'],
  trade_id: ['tradeId', 'text'],
  created_at: ['createdAt', 'time'],
})
/** Each account's running trade figures (src/exchange/trader-stats.ts): the leaderboard reads them. */
export const traderStats = storeTable(
  'traderStats',
  {
    account_id: ['id', 'text'],
    trades: ['trades', 'number'],
    volume_cents: ['volumeCents', 'number'],
    realized_cents: ['realizedCents', 'number'],
    bought_cents: ['boughtCents', 'number'],
    wins: ['wins', 'number'],
    losses: ['losses', 'number'],
    last_trade_at: ['lastTradeAt', 'time'],
  },
  (t) => [uniqueIndex('trader_stats_id').on(t.account_id)],
)
/** Money into Yes and No by category and hour (src/exchange/trade-flow.ts), a few rows each. */
export const flowBuckets = storeTable(
  'flowBuckets',
  {
    id: ['id', 'text'],
    category_id: ['categoryId', 'text'],
    hour: ['hour', 'time'],
    yes_cents: ['yesCents', 'number'],
    no_cents: ['noCents', 'number'],
    trades: ['trades', 'number'],
  },
  (t) => [uniqueIndex('flow_buckets_id').on(t.id)],
)
export const orders = storeTable(
  'orders',
  {
    account_id: ['accountId', 'text'],
    market_id: ['marketId', 'text'],
    side: ['side', 'text'],
    action: ['action', 'text'],
    status: ['status', 'text'],
    quantity: ['quantity', 'number'],
    filled_quantity: ['filledQuantity', 'number'],
    limit_price_cents: ['limitPriceCents', 'cents'],
    reserved_cents: ['reservedCents', 'cents'],
    created_at: ['createdAt', 'time'],
    expires_at: ['expiresAt', 'time'],
    closed_at: ['closedAt', 'time'],
  },
  (t) => [
    references('orders_account_id_fk', t.account_id, columnOf(accounts, 'id')),
    references('orders_market_id_fk', t.market_id, columnOf(markets, 'id')),
    check('orders_side', sql`${t.side} IN ${SIDE} AND ${t.action} IN ${ACTION}`),
    check('orders_status', sql`${t.status} IN ('open', 'filled', 'cancelled', 'expired')`),
    check('orders_price', sql`${t.limit_price_cents} BETWEEN 1 AND 99`),
    check('orders_filled', sql`${t.filled_quantity} BETWEEN 0 AND ${t.quantity} AND ${t.reserved_cents} >= 0`),
  ],
)
export const watchlist = storeTable(
  'watchlist',
  { user_id: ['userId', 'text'], market_id: ['marketId', 'text'], created_at: ['createdAt', 'time'] },
  (t) => [
    references('watchlist_user_id_fk', t.user_id, columnOf(users, 'id')),
    references('watchlist_market_id_fk', t.market_id, columnOf(markets, 'id')),
  ],
)
