import { positionId, tradeMulti, type MarketRow } from '../src/exchange'
import type { Backend } from './backend'
import { HttpError } from './http'
import { ensureAccount } from './accounts'
import { randomIds, writeChangeSet } from './exchange-store'
import { historyOf } from './histories'
import { answersOf } from './queries/answers'
import { lockRows, rowKey } from './row-locks'
import { logTrade, type Booked, type Order } from './trading'
import { toTrade } from './views/trades'

/** How a trade on an answer is named in the activity log: "Who wins? · Alice". */
export const answerTitle = (market: MarketRow, answer: MarketRow) => `${market.title} · ${answer.title}`

/**
 * A person's trade on one answer of a multi-answer market (POST /api/trades with answerId): locks
 * the market (every answer's pool moves with it: src/exchange/multi/arbitrage.ts) and the account,
 * reads its answers, the caller's positions in them and their charts, runs tradeMulti and writes
 * the change, logging 'trade_placed' or 'trade_sold'. Call inside an rw transaction over
 * tradingTables(); a refused trade throws and nothing is written.
 */
export async function bookMultiTrade(backend: Backend, userId: string, order: Order & { answerId: string }): Promise<Booked> {
  const { db } = backend
  const now = backend.now()
  lockRows([rowKey.market(order.marketId)])
  const market = await db.markets.get(order.marketId)
  // One answer of a multi-answer market: refused on any other market.
  if (!market || market.kind === 'answer') throw new HttpError(404, 'Market not found')
  if (market.kind !== 'multi') throw new HttpError(400, 'answerId is only for a multi-answer market')
  lockRows([rowKey.account(userId)])
  const answers = (await answersOf(db, [market])).get(market.id) ?? []
  const ids = answers.flatMap((a) => [positionId(userId, a.id, 'yes'), positionId(userId, a.id, 'no')])
  const [stored, positions, histories] = await Promise.all([
    db.accounts.get(userId),
    db.positions.bulkGet(ids),
    db.histories.bulkGet(answers.map((a) => a.id)),
  ])
  const account = await ensureAccount(backend, userId, stored)
  const action = order.action ?? 'buy'
  const { changes, trade } = tradeMulti(
    {
      market,
      answers,
      account,
      positions: positions.filter((p) => p !== undefined),
      histories: answers.flatMap((a, i) => historyOf(a, histories[i]) ?? []),
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
    writeChangeSet(db, changes, { positions: positions.filter((p) => p !== undefined), markets: [market, ...answers] }),
    logTrade(db, userId, { ...order, action }, answerTitle(market, answer), trade, now),
  ])
  return { trade: toTrade(trade, answer, now, undefined, marketAfter), row: trade, market: marketAfter }
}
