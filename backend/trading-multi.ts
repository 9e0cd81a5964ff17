import { answerIdPrefix, positionId, tradeMulti, type MarketRow } from '../src/exchange'
import type { Backend } from './backend'
import { HttpError } from './http'
import { ensureAccount } from './accounts'
import { randomIds, writeChangeSet } from './exchange-store'
import { historyOf } from './histories'
import { answersFrom, answersInKeyRange, answersOf, inKeyRange, present } from './queries/answers'
import { lockRows, rowKey } from './row-locks'
import { logTrade, type Booked, type Order } from './trading'
import { toTrade } from './views/trades'

/** How a trade on an answer is named in the activity log: "Who wins? · Alice". */
export const answerTitle = (market: MarketRow, answer: MarketRow) => `${market.title} · ${answer.title}`

/**
 * A person's trade on one answer of a multi-answer market (POST /api/trades with answerId): locks
 * the market (every answer's pool moves with it: src/exchange/multi/arbitrage.ts) and the account,
 * reads its answers, the caller's positions in them and their charts (one round of key-range
 * reads), runs tradeMulti and writes the change, logging 'trade_placed' or 'trade_sold'. Call inside an rw transaction over
 * tradingTables(); a refused trade throws and nothing is written.
 */
export async function bookMultiTrade(backend: Backend, userId: string, order: Order & { answerId: string }): Promise<Booked> {
  const { db } = backend
  const now = backend.now()
  lockRows([rowKey.market(order.marketId)])
  lockRows([rowKey.account(userId)])
  // One round of reads: the market and its answers (their ids follow the market's: answerRowId),
  // the caller's account, and its positions in them and their charts (a key range each).
  const prefix = answerIdPrefix(order.marketId)
  const [market, rows, stored, rangedPositions, rangedCharts] = await Promise.all([
    db.markets.get(order.marketId),
    inKeyRange(db.markets, prefix),
    db.accounts.get(userId),
    inKeyRange(db.positions, `${userId}:${prefix}`),
    inKeyRange(db.histories, prefix),
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
  const [held, charted] = ranged
    ? [rangedPositions, rangedCharts]
    : await Promise.all([
        db.positions.bulkGet(answers.flatMap((a) => [positionId(userId, a.id, 'yes'), positionId(userId, a.id, 'no')])),
        db.histories.bulkGet(answers.map((a) => a.id)),
      ]).then(([p, h]) => [present(p), present(h)] as const)
  const account = await ensureAccount(backend, userId, stored)
  // A key range may hold rows of another market whose id goes on from this one's: only its answers'.
  const positions = held.filter((p) => ids.has(p.marketId))
  const chartOf = new Map(charted.map((h) => [h.marketId, h]))
  const charts = new Map(answers.map((a) => [a.id, chartOf.get(a.id)]))
  const action = order.action ?? 'buy'
  const { changes, trade } = tradeMulti(
    {
      market,
      answers,
      account,
      positions,
      histories: answers.flatMap((a) => historyOf(a, charts.get(a.id)) ?? []),
    },
    {
      accountId: userId,
      marketId: market.id,
      answerId: order.answerId,
      side: order.side,
      action,
      quantity: order.quantity,
      now,
      ...(order.limitPriceCents === undefined ? {} : { averageLimitCents: order.limitPriceCents }),
    },
    randomIds,
  )
  const answer = changes.markets.find((m) => m.id === order.answerId)!
  const marketAfter = changes.markets.find((m) => m.id === market.id)!
  await Promise.all([
    writeChangeSet(db, changes, {
      positions,
      markets: [market, ...answers],
      histories: charts,
    }),
    logTrade(db, userId, { ...order, action }, answerTitle(market, answer), trade, now),
  ])
  return { trade: toTrade(trade, answer, now, undefined, marketAfter), row: trade, market: marketAfter }
}
