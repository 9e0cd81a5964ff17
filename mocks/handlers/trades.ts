import type { Backend } from '../backend'
import { HttpError, json, route } from '../http'
import { Id, TradeBody, type Trade } from '../../src/api/contract'
import { assertCanRead } from '../auth/access'
import { bookTrade, tradingTables } from '../trading'
import { toTradeHistory } from '../views/trades'
import { queryObject } from './markets'
import { idempotent } from '../idempotency'

export function tradeHandlers(backend: Backend) {
  const { db } = backend
  return [
    route.post('/api/trades', async ({ request, user, input }) => {
      const body = input(TradeBody)
      if (body.userId !== undefined && body.userId !== user.id) {
        throw new HttpError(403, 'Trades can only be placed for your own account')
      }
      const answer = await idempotent<Trade>(backend, { request, userId: user.id, body }, tradingTables(backend), async () => {
        const { trade } = await bookTrade(backend, user.id, {
          marketId: body.marketId,
          side: body.side,
          quantity: body.quantity,
          action: body.action,
          limitPriceCents: body.limitPriceCents,
        })
        return { status: 201, body: trade }
      })
      return json(answer.body, { status: answer.status })
    }),

    route.get('/api/trades', async ({ request, user }) => {
      const query = queryObject(request)
      const userId = Id.safeParse(query.userId)
      if (!userId.success) throw new HttpError(400, 'userId is required')
      if (Object.keys(query).some((k) => k !== 'userId')) throw new HttpError(400, 'Unknown query parameter')
      assertCanRead(user, userId.data)
      // One read transaction: the trades and the positions whose lots they are agree.
      const { rows, positions } = await db.transaction('r', db.trades, db.positions, async () => ({
        rows: await db.trades
          .where('[accountId+createdAt]')
          .between([userId.data, -Infinity], [userId.data, Infinity])
          .reverse()
          .toArray(),
        positions: await db.positions.where('accountId').equals(userId.data).toArray(),
      }))
      const ids = [...new Set([...rows.map((t) => t.marketId), ...positions.map((p) => p.marketId)])]
      const markets = new Map((await db.markets.bulkGet(ids)).filter((m) => !!m).map((m) => [m!.id, m!]))
      return json(toTradeHistory({ accountId: userId.data, trades: rows, positions, markets }, backend.now()))
    }),
  ]
}
