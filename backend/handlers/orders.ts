import Dexie from 'dexie'
import type { Backend } from '../backend'
import { HttpError, json, route } from '../http'
import { DEFAULT_ORDERS_PAGE, OrderBody, OrdersQuery, TOTAL_COUNT_HEADER } from '../../src/api/contract'
import { isOrderOpenAt } from '../../src/exchange'
import { bookOrder, cancelBookedOrder, tradingTables } from '../trading'
import { bookMultiOrder } from '../trading-multi'
import { toOrder, toOrderBook } from '../views/trades'
import { useRowLocks } from '../row-locks'
import { marketsWithGroups } from '../queries/answers'
import { groupOf } from '../views/markets'

/** Limit orders and the order book: thin adapters over backend/trading.ts and src/exchange/orders.ts. */
export function orderHandlers(backend: Backend) {
  const { db } = backend
  return [
    // Idempotent (the route table): the API app runs it in this transaction with the remembered answers.
    route.post(
      '/api/orders',
      async ({ user, input }) => {
        const body = input(OrderBody)
        const expiresAt = body.expiresAt == null ? null : Date.parse(body.expiresAt)
        if (expiresAt !== null && expiresAt <= backend.now()) throw new HttpError(400, 'expiresAt must be in the future')
        const command = {
          marketId: body.marketId,
          side: body.side,
          action: body.action,
          quantity: body.quantity,
          limitPriceCents: body.limitPriceCents,
          expiresAt,
        }
        // On a multi-answer market an order names its answer (backend/trading-multi.ts).
        const order =
          body.answerId === undefined
            ? await bookOrder(backend, user.id, command)
            : await bookMultiOrder(backend, user.id, { ...command, answerId: body.answerId })
        return json(order, { status: 201 })
      },
      { tables: tradingTables(backend), rowLocked: true },
    ),

    route.get('/api/orders', async ({ input, user }) => {
      const query = input(OrdersQuery)
      const limit = query.limit ?? DEFAULT_ORDERS_PAGE
      const offset = query.offset ?? 0
      const { rows, total, markets } = await db.transaction('r', [db.orders, db.markets], async () => {
        // A multi-answer market's orders are on its answers: ?marketId= names the market.
        const named = query.marketId === undefined ? undefined : await db.markets.get(query.marketId)
        const inMarket = new Set([query.marketId, ...(named?.kind === 'multi' ? (named.answerIds ?? []) : [])])
        const mine = db.orders.where('[accountId+createdAt]').between([user.id, Dexie.minKey], [user.id, Dexie.maxKey]).reverse()
        const now = backend.now()
        const all = await mine
          .filter(
            (o) =>
              (query.status !== 'all' ? isOrderOpenAt(o, now) : true) &&
              (query.marketId === undefined || inMarket.has(o.marketId)),
          )
          .toArray()
        const page = all.slice(offset, offset + limit)
        return {
          rows: page,
          total: all.length,
          markets: await marketsWithGroups(
            db,
            page.map((o) => o.marketId),
          ),
        }
      })
      const now = backend.now()
      return json(
        rows
          .filter((o) => markets.has(o.marketId))
          .map((o) => {
            const market = markets.get(o.marketId)!
            return toOrder(o, market, now, groupOf(market, markets))
          }),
        {
          headers: { [TOTAL_COUNT_HEADER]: String(total), 'Access-Control-Expose-Headers': TOTAL_COUNT_HEADER },
        },
      )
    }),

    route.delete('/api/orders/:id', async ({ params, user }) => {
      const order = await db.transaction('rw', tradingTables(backend), () => {
        useRowLocks()
        return cancelBookedOrder(backend, user.id, params.id)
      })
      return json(order)
    }),

    route.get('/api/markets/:id/book', async ({ params: { id } }) => {
      // An answer's pool is on its market's row: read with it (queries/answers.ts).
      const [markets, orders] = await db.transaction('r', [db.markets, db.orders], () =>
        Promise.all([marketsWithGroups(db, [id]), db.orders.where('[marketId+status]').equals([id, 'open']).toArray()]),
      )
      const market = markets.get(id)
      if (!market) throw new HttpError(404, 'Market not found')
      // Its answers trade, each with its own book (its pool is not traded: it would read 50/50).
      if (market.kind === 'multi') {
        throw new HttpError(
          400,
          "A multi-answer market's books are its answers': ask for an answer's (/api/markets/{answerId}/book)",
        )
      }
      return json(toOrderBook(market, orders, backend.now()))
    }),
  ]
}
