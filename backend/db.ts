import Dexie, { type EntityTable } from 'dexie'
import type { ActivityAction, Role } from '../src/api/contract'
import type {
  AccountRow,
  LedgerEntry,
  LpShareRow,
  MarketRow,
  OrderRow,
  PositionRow,
  PriceHistoryRow,
  TradeRow,
} from '../src/exchange'
import type { SimTraderRow } from '../seed'
import type { FlowBucketRow } from '../src/exchange/trade-flow'
import type { TraderStatsRow } from '../src/exchange/trader-stats'
import { backfillDerivedStats } from './derived-stats'
import { DB_NAME } from './backend'

/** A person who can sign in. Password is stored only as a PBKDF2 hash. */
export interface UserRow {
  id: string
  username: string
  /** Lower-cased username, unique: sign-in is case-insensitive. */
  usernameKey: string
  firstName: string | null
  lastName: string | null
  email: string | null
  profileImageUrl: string | null
  role: Role
  createdAt: number
  password: PasswordHash
}

export interface PasswordHash {
  algorithm: 'PBKDF2-SHA256'
  iterations: number
  salt: string
  hash: string
}

export interface SessionRow {
  token: string
  userId: string
  createdAt: number
  expiresAt: number
}

/** Small key/value facts about the database (seed version, seeded-at, sim clock...). */
interface MetaRow {
  key: string
  value: unknown
}

export interface CategoryRow {
  id: string
  name: string
  color: string
  /** Display order. */
  order: number
}

/**
 * A market as stored: the exchange's row plus copies of its flags, because IndexedDB
 * cannot index booleans and the list queries walk these indexes. Written as 1 or left out
 * (toStoredMarket), so only flagged markets are in those indexes; rows written before that
 * may hold 0, which no query asks for.
 */
export type StoredMarket = MarketRow & {
  isTrending?: 0 | 1
  isFeatured?: 0 | 1
  /** 1: a catalogue market whose house LP share and position are derived, not stored (backend/house-rows.ts). */
  houseSeeded?: 1
  /**
   * A multi-answer market's row: its answers' pools, [yesReserve, noReserve] in answerIds order.
   * Every trade moves them all, so they are written here, in one row; an answer's own row is
   * rewritten only when more than its pool changes, and is read with its pool from here
   * (backend/queries/answers.ts, withGroupPool). Absent (rows written before): the answers' own.
   */
  answerPools?: (readonly [number, number])[]
}

export interface ActivityRow {
  id: string
  userId: string
  /** Only the known actions: each has a sentence on My Trades (ACTIVITY_ACTIONS). */
  action: ActivityAction
  details: {
    side?: 'yes' | 'no'
    tradeAction?: 'buy' | 'sell'
    quantity?: number
    price?: string
    marketTitle?: string
    name?: string
    /** market_viewed: the market opened. */
    marketId?: string
    /** Page views: how often the page was opened within VIEW_LOG_WINDOW_MS of this entry (absent: once). */
    views?: number
    /** order_cancelled by the exchange at its market's close (absent: its owner cancelled it). */
    reason?: 'market_closed'
  }
  metadata: { amount?: number; side?: 'yes' | 'no' }
  timestamp: number
}

/** A remembered answer to a request carrying an Idempotency-Key. */
interface IdempotencyRow {
  /** userId + ':' + key */
  id: string
  /** Fingerprint of the request body: the same key with another body is refused. */
  bodyHash: string
  status: number
  response: unknown
  createdAt: number
}

/** A person following a trader (social page). id = followerId + ':' + traderId, so a follow exists once. */
interface FollowRow {
  id: string
  followerId: string
  traderId: string
  createdAt: number
}

/** A trade a person copied. id = userId + ':' + sourceTradeId, so each trade is copied once. */
interface CopyRow {
  id: string
  userId: string
  sourceTradeId: string
  traderId: string
  /** The trade the copy placed. */
  tradeId: string
  createdAt: number
}

/** A market a person starred. id = userId + ':' + marketId, so a star exists once. */
export interface WatchRow {
  id: string
  userId: string
  marketId: string
  createdAt: number
}

export class ForesightDB extends Dexie {
  users!: EntityTable<UserRow, 'id'>
  sessions!: EntityTable<SessionRow, 'token'>
  meta!: EntityTable<MetaRow, 'key'>
  categories!: EntityTable<CategoryRow, 'id'>
  markets!: EntityTable<StoredMarket, 'id'>
  accounts!: EntityTable<AccountRow, 'id'>
  positions!: EntityTable<PositionRow, 'id'>
  lpShares!: EntityTable<LpShareRow, 'id'>
  histories!: EntityTable<PriceHistoryRow, 'marketId'>
  trades!: EntityTable<TradeRow, 'id'>
  ledger!: EntityTable<LedgerEntry, 'id'>
  activity!: EntityTable<ActivityRow, 'id'>
  idempotency!: EntityTable<IdempotencyRow, 'id'>
  simTraders!: EntityTable<SimTraderRow, 'id'>
  follows!: EntityTable<FollowRow, 'id'>
  copies!: EntityTable<CopyRow, 'id'>
  /** Derived from trades and positions as they are written (backend/derived-stats.ts). */
  traderStats!: EntityTable<TraderStatsRow, 'id'>
  flowBuckets!: EntityTable<FlowBucketRow, 'id'>
  /** Limit orders (src/exchange/orders.ts); open ones reserve cash or contracts. */
  orders!: EntityTable<OrderRow, 'id'>
  watchlist!: EntityTable<WatchRow, 'id'>

  constructor(name = DB_NAME, options?: ConstructorParameters<typeof Dexie>[1]) {
    super(name, options)
    this.version(1).stores({
      users: 'id, &usernameKey, role, createdAt',
      sessions: 'token, userId, expiresAt',
      meta: 'key',
      categories: 'id',
      markets:
        'id, closesAt, status, [status+volumeCents], [status+createdAt], [status+isTrending+volumeCents], ' +
        '[status+isFeatured+volumeCents], [categoryId+status+volumeCents], [status+closesAt]',
      accounts: 'id, kind',
      positions: 'id, accountId, marketId',
      lpShares: 'id, accountId, marketId',
      histories: 'marketId',
      trades: 'id, [accountId+createdAt], marketId, createdAt',
      ledger: 'id, accountId, marketId',
      activity: 'id, [userId+timestamp]',
      idempotency: 'id, createdAt',
      simTraders: 'id, username',
    })
    // Version 1 is release 1's schema, frozen (backend/security/upgrade.test.ts): new tables come in later versions.
    // Social trading and insights: follows, copies, and stats derived from trades and
    // positions (kept by writeChangeSet; filled from the existing rows on upgrade).
    this.version(2)
      .stores({
        markets:
          'id, closesAt, status, [status+volumeCents], [status+createdAt], [status+isTrending+volumeCents], ' +
          '[status+isFeatured+volumeCents], [categoryId+status+volumeCents], [status+closesAt], ' +
          // Instant markets only (standard rows have no `kind`, so they stay out of this small index).
          '[kind+status+closesAt]',
        // Per-market trade flow for insights.
        trades: 'id, [accountId+createdAt], marketId, createdAt, [marketId+createdAt]',
        follows: 'id, followerId, traderId',
        copies: 'id, userId',
        traderStats: 'id, realizedCents, volumeCents, lastTradeAt',
        flowBuckets: 'id, hour',
      })
      .upgrade(backfillDerivedStats)
    // No single-field closesAt or status index: nothing reads closesAt alone, and status alone is
    // read through [status+closesAt]. Every market write (the seed writes thousands) works out
    // two index keys fewer.
    this.version(3).stores({
      markets:
        'id, [status+volumeCents], [status+createdAt], [status+isTrending+volumeCents], ' +
        '[status+isFeatured+volumeCents], [categoryId+status+volumeCents], [status+closesAt], ' +
        '[kind+status+closesAt]',
    })
    // Limit orders and the watchlist: two new tables, empty on upgrade (nothing to carry over).
    // [marketId+status]: a market's open orders (matching, the book, the close);
    // [accountId+createdAt]: the caller's orders, newest first; [status+expiresAt]: open orders
    // past their expiry (a good-till-cancelled order has no expiresAt key, so it is not in it).
    this.version(4).stores({
      orders: 'id, [accountId+createdAt], [accountId+status], [marketId+status], [status+expiresAt]',
      watchlist: 'id, [userId+createdAt]',
    })
  }
}
