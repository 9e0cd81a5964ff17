import Dexie from 'dexie'
import {
  answerIdPrefix,
  placeMultiOrder,
  positionId,
  tradeMultiWithOrders,
  type MarketRow,
  type MultiBookResult,
  type MultiBookRows,
  type PriceHistoryRow,
} from '../src/exchange'
import type { Order as OrderAnswer } from '../src/api/contract'
import type { Backend } from './backend'
import { HttpError } from './http'
import { ensureAccount } from './accounts'
import { randomIds, writeChangeSet } from './exchange-store'
import { historyOf } from './histories'
import { answersFrom, answersInKeyRange, answersOf, inKeyRange, present } from './queries/answers'
import { lockRows, rowKey } from './row-locks'
import { answerTitle, logOrderEvents, logTrade, type Booked, type LimitOrderInput, type Order } from './trading'
import { toOrder, toTrade } from './views/trades'

/** What a command on one multi-answer market reads (readMultiBook), and the rows as read for writing the change. */
interface MultiBookRead extends MultiBookRows {
  readonly market: MarketRow
  readonly charts: Map<string, PriceHistoryRow | undefined>
}

/**
 * Everything a trade or an order on one answer reads: locks the market (every answer's pool moves
 * with it: src/exchange/multi/arbitrage.ts), then reads its answers, the open orders resting on
 * them (a trade fills those it reaches: src/exchange/multi/orders.ts) and their charts; then locks
 * the caller's account and those of the orders' owners, and reads them with every position they
 * hold in the answers. Key-range reads where the answers' ids follow the market's (answerRowId).
 */
async function readMultiBook(backend: Backend, userId: string, marketId: string): Promise<MultiBookRead> {
  const { db } = backend
  lockRows([rowKey.market(marketId)])
  const prefix = answerIdPrefix(marketId)
  // One round of range reads by the market's id: its row, its answers, their charts and the
  // orders on them (closed ones are left out as they come: no index starts with the status).
  const [market, rows, rangedCharts, rangedOrders] = await Promise.all([
    db.markets.get(marketId),
    inKeyRange(db.markets, prefix),
    inKeyRange(db.histories, prefix),
    db.orders
      .where('[marketId+status]')
      .between([prefix, Dexie.minKey], [`${prefix}\uffff`, Dexie.maxKey])
      .filter((o) => o.status === 'open')
      .toArray(),
  ])
  // One answer of a multi-answer market: refused on any other market.
  if (!market || market.kind === 'answer') throw new HttpError(404, 'Market not found')
  if (market.kind !== 'multi') throw new HttpError(400, 'answerId is only for a multi-answer market')
  // Answers named otherwise (an admin's, opened before answerRowId) are read one by one.
  const ranged = answersInKeyRange(market)
  const answers = ranged
    ? answersFrom(market, new Map(rows.map((m) => [m.id, m])))
    : ((await answersOf(db, [market])).get(market.id) ?? [])
  const ids = new Set(answers.map((a) => a.id))
  const [charted, orders] = ranged
    ? [rangedCharts, rangedOrders.filter((o) => ids.has(o.marketId))]
    : await Promise.all([
        db.histories.bulkGet(answers.map((a) => a.id)).then(present),
        Promise.all(answers.map((a) => db.orders.where('[marketId+status]').equals([a.id, 'open']).toArray())).then((o) =>
          o.flat(),
        ),
      ])
  const owners = [...new Set([userId, ...orders.map((o) => o.accountId)])]
  lockRows(owners.map(rowKey.account))
  const [stored, held] = await Promise.all([
    db.accounts.bulkGet(owners),
    ranged
      ? Promise.all(owners.map((id) => inKeyRange(db.positions, `${id}:${prefix}`))).then((p) => p.flat())
      : db.positions
          .bulkGet(owners.flatMap((id) => answers.flatMap((a) => [positionId(id, a.id, 'yes'), positionId(id, a.id, 'no')])))
          .then(present),
  ])
  const account = await ensureAccount(backend, userId, stored[0])
  const chartOf = new Map(charted.map((h) => [h.marketId, h]))
  const charts = new Map(answers.map((a) => [a.id, chartOf.get(a.id)]))
  return {
    market,
    answers,
    accounts: [account, ...present(stored.slice(1))],
    // A key range may hold rows of another market whose id goes on from this one's: only its answers'.
    positions: held.filter((p) => ids.has(p.marketId)),
    orders,
    histories: answers.flatMap((a) => historyOf(a, charts.get(a.id)) ?? []),
    charts,
  }
}

/** Writes a command's change with the rows as read, and logs what happened to people's orders. */
async function writeMultiBook(backend: Backend, read: MultiBookRead, result: MultiBookResult, logs: Promise<unknown>[] = []) {
  const { db } = backend
  const titles = new Map(read.answers.map((a) => [a.id, answerTitle(read.market, a)]))
  await Promise.all([
    writeChangeSet(db, result.changes, {
      positions: read.positions,
      markets: [read.market, ...read.answers],
      histories: read.charts,
    }),
    logOrderEvents(
      db,
      result.events,
      new Set(read.accounts.filter((a) => a.kind === 'user').map((a) => a.id)),
      titles,
      backend.now(),
    ),
    ...logs,
  ])
}

/**
 * A person's trade on one answer of a multi-answer market (POST /api/trades with answerId): reads
 * the market's book (readMultiBook), runs tradeMultiWithOrders (the trade, then the resting orders
 * it reached) and writes the change, logging 'trade_placed' or 'trade_sold'. Call inside an rw
 * transaction over tradingTables(); a refused trade throws and nothing is written.
 */
export async function bookMultiTrade(backend: Backend, userId: string, order: Order & { answerId: string }): Promise<Booked> {
  const now = backend.now()
  const read = await readMultiBook(backend, userId, order.marketId)
  const action = order.action ?? 'buy'
  const result = tradeMultiWithOrders(
    read,
    {
      accountId: userId,
      marketId: read.market.id,
      answerId: order.answerId,
      side: order.side,
      action,
      quantity: order.quantity,
      now,
      ...(order.limitPriceCents === undefined ? {} : { averageLimitCents: order.limitPriceCents }),
    },
    randomIds,
  )
  const trade = result.trade!
  const answer = result.changes.markets.find((m) => m.id === order.answerId)!
  const marketAfter = result.changes.markets.find((m) => m.id === read.market.id)!
  await writeMultiBook(backend, read, result, [
    logTrade(backend.db, userId, { ...order, action }, answerTitle(read.market, answer), trade, now),
  ])
  return { trade: toTrade(trade, answer, now, undefined, marketAfter), row: trade, market: marketAfter }
}

/**
 * POST /api/orders with answerId: places a limit order on one answer (placeMultiOrder: what the
 * pools give within the limit now, the rest resting), in the caller's transaction.
 */
export async function bookMultiOrder(
  backend: Backend,
  userId: string,
  input: LimitOrderInput & { answerId: string },
): Promise<OrderAnswer> {
  const now = backend.now()
  const read = await readMultiBook(backend, userId, input.marketId)
  const { answerId, ...rest } = input
  const result = placeMultiOrder(read, { accountId: userId, ...rest, marketId: read.market.id, answerId, now }, randomIds)
  await writeMultiBook(backend, read, result)
  const answer = result.changes.markets.find((m) => m.id === answerId) ?? read.answers.find((a) => a.id === answerId)!
  const market = result.changes.markets.find((m) => m.id === read.market.id) ?? read.market
  return toOrder(result.order!, answer, now, market)
}
