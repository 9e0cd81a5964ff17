import {
  cancelOrder,
  executeMarketTrade,
  placeLimitOrder,
  positionId,
  priceBeforeFeeCents,
  tenthsOfCent,
  type AccountRow,
  type MarketRow,
  type MatchResult,
  type MatchRows,
  type OrderEvent,
  type OrderRow,
  type PositionRow,
  type PriceHistoryRow,
  type Side,
  type TradeAction,
  type TradeRow,
} from '../src/exchange'
import type { Order as OrderAnswer, Trade } from '../src/api/contract'
import type { TraderStatsRow } from '../src/exchange/trader-stats'
import type { FlowBucketRow } from '../src/exchange/trade-flow'
import type { Backend } from './backend'
import type { ForesightDB } from './db'
import { ensureAccount } from './accounts'
import { exchangeTables, randomIds, writeChangeSet } from './exchange-store'
import { historyOf } from './histories'
import { logActivities, logActivity } from './activity'
import { toOrder, toTrade } from './views/trades'
import { groupOf } from './views/markets'
import { marketsWithGroups } from './queries/answers'
import { lockRows, readLockedMarketRows, rowKey } from './row-locks'
import { flowBucketAt, flowBucketSuffix, type DerivedBefore } from './derived-stats'

export interface Order {
  marketId: string
  side: Side
  quantity: number
  /** Default 'buy'. */
  action?: TradeAction
  /** The worst average price accepted, cents (slippage protection). */
  limitPriceCents?: number
}

export interface Booked {
  /** The API answer for the trade. */
  trade: Trade
  row: TradeRow
  market: MarketRow
}

/** Tables bookTrade and the order commands write: open the transaction with at least these. */
export function tradingTables(backend: Backend) {
  return [...exchangeTables(backend.db), backend.db.activity]
}

/** How a trade or an order on an answer is named in the activity log: "Who wins? · Alice". */
export const answerTitle = (market: MarketRow, answer: MarketRow) => `${market.title} · ${answer.title}`

/** Cents as the activity log writes them: at most one decimal ("52.3", "40"). */
const logCents = (cents: number) => String(tenthsOfCent(cents))

/**
 * The caller's account, opened (with its deposit) on first use: call only when there is none (an
 * account that exists needs no await). After awaiting that native promise, a Dexie one (asking
 * IndexedDB nothing) brings the caller back into its transaction (Dexie's zone): IndexedDB would
 * otherwise commit before the change is written.
 */
async function openNewAccount(
  db: ForesightDB,
  openAccount: (stored: AccountRow | undefined) => Promise<AccountRow>,
): Promise<AccountRow> {
  const account = await openAccount(undefined)
  await db.accounts.bulkGet([])
  return account
}

/**
 * Everything the matcher reads for a command in one market: the market, its open orders, and
 * the accounts and positions there of their owners and of `userId`. Two round trips to
 * IndexedDB: what is in the market, then the accounts and their positions. On the server, given
 * `now`, one request (readLockedMarketRows, backend/row-locks.ts) locks and reads them with the
 * derived rows the change may update (their trader stats, the market's flow bucket); a database
 * migrated only part of the way reads as IndexedDB does, locking the market, then the accounts.
 */
export async function readMatchRows(
  db: ForesightDB,
  marketId: string,
  userId: string,
  openAccount?: (stored: AccountRow | undefined) => Promise<AccountRow>,
  now?: number,
): Promise<MatchRows & { stored: MarketRow | undefined; derived?: DerivedBefore }> {
  const positionIds = (ids: readonly string[]) =>
    ids.flatMap((id) => [positionId(id, marketId, 'yes'), positionId(id, marketId, 'no')])
  lockRows([rowKey.market(marketId)])
  const oneRequest =
    now === undefined ? null : readLockedMarketRows({ marketId, userId, bucketSuffix: flowBucketSuffix(marketId, now) })
  if (oneRequest) {
    // On the server: the same rows in one request (backend/row-locks.ts).
    const read = await oneRequest
    const market = read.market as MarketRow | undefined
    const orders = read.orders as OrderRow[]
    const others = [...new Set(orders.map((o) => o.accountId))].filter((id) => id !== userId)
    const byId = <T extends { id: string }>(rows: unknown[]) => new Map((rows as T[]).map((r) => [r.id, r]))
    const accounts = byId<AccountRow>(read.accounts)
    const positions = byId<PositionRow>(read.positions)
    const stats = byId<TraderStatsRow>(read.stats)
    const buckets = byId<FlowBucketRow>(read.buckets)
    const bucketId = market ? flowBucketAt(market, now!) : null
    // Every order's owner has an account: one not found was looked up under another key.
    const lost = others.find((id) => !accounts.has(id))
    if (lost !== undefined) throw new Error(`The account of an order's owner was not read: ${lost}`)
    const account = accounts.get(userId) ?? (openAccount ? await openNewAccount(db, openAccount) : undefined)
    return {
      market,
      stored: market,
      accounts: [...(account ? [account] : []), ...others.flatMap((id) => accounts.get(id) ?? [])],
      positions: positionIds([userId, ...others]).flatMap((id) => positions.get(id) ?? []),
      orders,
      history: historyOf(market, read.history as PriceHistoryRow | undefined),
      derived: {
        stats: new Map([userId, ...others].map((id) => [id, stats.get(id)])),
        buckets: new Map(bucketId === null ? [] : [[bucketId, buckets.get(bucketId)]]),
      },
    }
  }
  const [market, orders, history, mine] = await Promise.all([
    db.markets.get(marketId),
    db.orders.where('[marketId+status]').equals([marketId, 'open']).toArray(),
    db.histories.get(marketId),
    db.positions.bulkGet(positionIds([userId])),
  ])
  // The accounts: the caller's and those of the owners of the orders resting here (the market's
  // lock keeps that set as it is), locked together; their positions here with them.
  const others = [...new Set(orders.map((o) => o.accountId))].filter((id) => id !== userId)
  lockRows([userId, ...others].map(rowKey.account))
  const [[stored, ...accounts], theirs] = await Promise.all([
    db.accounts.bulkGet([userId, ...others]),
    db.positions.bulkGet(positionIds(others)),
  ])
  const account = stored ?? (openAccount ? await openNewAccount(db, openAccount) : undefined)
  return {
    market,
    stored: market,
    accounts: [...(account ? [account] : []), ...accounts.filter((a) => a !== undefined)],
    positions: [...mine, ...theirs].filter((p) => p !== undefined),
    orders,
    history: historyOf(market, history),
  }
}

/** A person's market trade in their activity log: 'trade_placed' or 'trade_sold', with its price before the fee. */
export function logTrade(db: ForesightDB, userId: string, order: Order, marketTitle: string, trade: TradeRow, now: number) {
  return logActivity(db, {
    userId,
    action: order.action === 'sell' ? 'trade_sold' : 'trade_placed',
    details: { side: order.side, quantity: order.quantity, marketTitle, price: logCents(priceBeforeFeeCents(trade)) },
    metadata: { amount: trade.cashCents / 100, side: order.side },
    timestamp: now,
  })
}

/** What happened to people's orders, in their activity logs (simulated traders keep none). */
export function logOrderEvents(
  db: ForesightDB,
  events: readonly OrderEvent[],
  people: ReadonlySet<string>,
  /** The market's title, or each event's market's title (events of many markets at once). */
  marketTitle: string | ReadonlyMap<string, string>,
  now: number,
): Promise<unknown> {
  // One request for them all: a trade that fills fifty people's orders logs fifty fills.
  return logActivities(
    db,
    events
      .filter((e) => people.has(e.order.accountId))
      .map((e) => {
        const { order } = e
        const action =
          e.kind === 'placed'
            ? ('order_placed' as const)
            : e.kind === 'filled'
              ? ('order_filled' as const)
              : e.kind === 'cancelled'
                ? ('order_cancelled' as const)
                : ('order_expired' as const)
        return {
          userId: order.accountId,
          action,
          details: {
            side: order.side,
            tradeAction: order.action,
            quantity: e.quantity,
            price: logCents(e.priceCents),
            marketTitle: typeof marketTitle === 'string' ? marketTitle : (marketTitle.get(order.marketId) ?? ''),
            ...(e.reason ? { reason: e.reason } : {}),
          },
          metadata: {
            amount: e.kind === 'filled' ? (e.cashCents ?? Math.round(e.quantity * e.priceCents)) / 100 : undefined,
            side: order.side,
          },
          // A cancel or an expiry when it happened (the sweep dates an order closed at its market's close or its expiry).
          timestamp: e.kind === 'cancelled' || e.kind === 'expired' ? (order.closedAt ?? now) : now,
        }
      }),
  )
}

/** The accounts of people (not simulated traders or the house) among the rows read. */
function peopleOf(accounts: readonly AccountRow[]): Set<string> {
  return new Set(accounts.filter((a) => a.kind === 'user').map((a) => a.id))
}

async function writeMatch(
  backend: Backend,
  rows: MatchRows & { stored: MarketRow | undefined; derived?: DerivedBefore },
  result: MatchResult,
  extraLogs: Promise<unknown>[] = [],
) {
  const { db } = backend
  const title = rows.market?.title ?? ''
  await Promise.all([
    writeChangeSet(db, result.changes, {
      positions: rows.positions,
      markets: rows.stored ? [rows.stored] : [],
      derived: rows.derived,
    }),
    logOrderEvents(db, result.events, peopleOf(rows.accounts), title, backend.now()),
    ...extraLogs,
  ])
}

/**
 * A person's market trade (POST /api/trades and copy-trade share it): reads the rows, calls
 * executeMarketTrade (resting orders, then the pool), writes the ChangeSet and logs
 * 'trade_placed' or 'trade_sold' (and the fills of people's orders it met). Call inside an rw
 * transaction over tradingTables(); a refused order throws (ExchangeError) and nothing is written.
 */
export async function bookTrade(backend: Backend, userId: string, order: Order): Promise<Booked> {
  const { db } = backend
  const now = backend.now()
  const rows = await readMatchRows(db, order.marketId, userId, (stored) => ensureAccount(backend, userId, stored), now)
  const action = order.action ?? 'buy'
  const result = executeMarketTrade(
    rows,
    {
      accountId: userId,
      marketId: order.marketId,
      side: order.side,
      action,
      quantity: order.quantity,
      now,
      averageLimitCents: order.limitPriceCents,
    },
    randomIds,
  )
  const trade = result.trade!
  const market = rows.market!
  await writeMatch(backend, rows, result, [logTrade(db, userId, order, market.title, trade, now)])
  const marketAfter = result.changes.markets.find((m) => m.id === market.id) ?? market
  return { trade: toTrade(trade, marketAfter, now), row: trade, market: marketAfter }
}

export interface LimitOrderInput {
  marketId: string
  side: Side
  action: TradeAction
  quantity: number
  limitPriceCents: number
  expiresAt: number | null
}

/** POST /api/orders: places the order through the exchange and writes it, in the caller's transaction. */
export async function bookOrder(backend: Backend, userId: string, input: LimitOrderInput): Promise<OrderAnswer> {
  const { db } = backend
  const now = backend.now()
  const rows = await readMatchRows(db, input.marketId, userId, (stored) => ensureAccount(backend, userId, stored), now)
  const result = placeLimitOrder(rows, { accountId: userId, ...input, now }, randomIds)
  await writeMatch(backend, rows, result)
  const market = result.changes.markets.find((m) => m.id === input.marketId) ?? rows.market!
  return toOrder(result.order!, market, now)
}

/** DELETE /api/orders/{id}: cancels the caller's open order, in the caller's transaction. */
export async function cancelBookedOrder(backend: Backend, userId: string, orderId: string): Promise<OrderAnswer> {
  const { db } = backend
  const now = backend.now()
  let order: OrderRow | undefined = await db.orders.get(orderId)
  if (order) {
    // On the server: its market, then its owner's account, and the order again as it is now.
    if (lockRows([rowKey.market(order.marketId)])) {
      lockRows([rowKey.account(order.accountId)])
      order = await db.orders.get(orderId)
    }
  }
  const [account, position, market] = await Promise.all([
    order ? db.accounts.get(order.accountId) : undefined,
    order ? db.positions.get(positionId(order.accountId, order.marketId, order.side)) : undefined,
    order ? db.markets.get(order.marketId) : undefined,
  ])
  const result = cancelOrder({ order, account, position, market }, { orderId, accountId: userId, now }, randomIds)
  // An answer's order is answered, and logged, with its market (its pool is on the market's row: queries/answers.ts).
  const [, , named] = await Promise.all([
    writeChangeSet(db, result.changes, { positions: position ? [position] : [] }),
    market?.kind === 'answer' ? undefined : logOrderEvents(db, result.events, new Set([userId]), market?.title ?? '', now),
    marketsWithGroups(db, [market!.id]),
  ])
  const answer = named.get(market!.id) ?? market!
  const group = groupOf(answer, named)
  if (group) await logOrderEvents(db, result.events, new Set([userId]), answerTitle(group, answer), now)
  return toOrder(result.order!, answer, now, group)
}
