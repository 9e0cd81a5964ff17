import type { Backend } from '../backend'
import { HttpError, json, route } from '../http'
import { TradeBody, TradesQuery } from '../../src/api/contract'
import { assertCanReadExisting } from '../auth/access'
import { bookTrade, tradingTables } from '../trading'
import { bookMultiTrade } from '../trading-multi'
import { toTradeHistory } from '../views/trades'
import { marketsWithGroups } from '../queries/answers'

export function tradeHandlers(backend: Backend) {
  const { db } = backend
  return [
    // Idempotent (the route table): the API app runs it in this transaction with the remembered answers.
    route.post(
      '/api/trades',
      async ({ user, input }) => {
        const body = input(TradeBody)
        if (body.userId !== undefined && body.userId !== user.id) {
          throw new HttpError(403, 'Trades can only be placed for your own account')
        }
        const order = {
          marketId: body.marketId,
          side: body.side,
          quantity: body.quantity,
          action: body.action,
          limitPriceCents: body.limitPriceCents,
        }
        if (body.answerId === undefined) return json((await bookTrade(backend, user.id, order)).trade, { status: 201 })
        const { trade } = await bookMultiTrade(backend, user.id, { ...order, answerId: body.answerId })
        return json(trade, { status: 201 })
      },
      { tables: tradingTables(backend), rowLocked: true },
    ),

    route.get('/api/trades', async ({ input, user }) => {
      const { userId } = input(TradesQuery)
      await assertCanReadExisting(db, user, userId)
      // One read transaction: the trades and the positions whose lots they are agree.
      const { rows, positions } = await db.transaction('r', db.trades, db.positions, async () => ({
        rows: await db.trades.where('[accountId+createdAt]').between([userId, -Infinity], [userId, Infinity]).reverse().toArray(),
        positions: await db.positions.where('accountId').equals(userId).toArray(),
      }))
      const ids = [...new Set([...rows.map((t) => t.marketId), ...positions.map((p) => p.marketId)])]
      const markets = await marketsWithGroups(db, ids)
      return json(toTradeHistory({ accountId: userId, trades: rows, positions, markets }, backend.now()))
    }),
  ]
}
