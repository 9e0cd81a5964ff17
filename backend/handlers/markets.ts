import Dexie from 'dexie'
import type { Backend } from '../backend'
import { HttpError, json, route } from '../http'
import { historyOf } from '../histories'
import { MarketsQuery, TOTAL_COUNT_HEADER } from '../../src/api/contract'
import { isInstantMarket } from '../../src/exchange'
import { toMarket } from '../views/markets'
import { closeDueMarkets, readActivePage } from '../queries/market-list'

const CLOSED_LIMIT = 50

export function marketHandlers(backend: Backend) {
  const { db } = backend
  return [
    route.get('/api/categories', async () => {
      const rows = await db.categories.orderBy('id').toArray()
      rows.sort((a, b) => a.order - b.order)
      return json(rows.map(({ id, name, color }) => ({ id, name, color })))
    }),

    route.get('/api/markets', async ({ input }) => {
      const query = input(MarketsQuery)
      const { rows, total } = await readActivePage(backend, query)
      const now = backend.now()
      return json(
        rows.map((m) => toMarket(m, now)),
        {
          headers: { [TOTAL_COUNT_HEADER]: String(total), 'Access-Control-Expose-Headers': TOTAL_COUNT_HEADER },
        },
      )
    }),

    route.get('/api/markets/closed', async () => {
      await closeDueMarkets(backend)
      const now = backend.now()
      // Settled instant markets stay on /instant, not in Recently Closed.
      // The latest-closing of each status (newest first by index), then the latest of both.
      const latest = (status: 'closed' | 'resolved') =>
        db.markets
          .where('[status+closesAt]')
          .between([status, Dexie.minKey], [status, Dexie.maxKey])
          .reverse()
          .filter((m) => !isInstantMarket(m))
          .limit(CLOSED_LIMIT)
          .toArray()
      const rows = (await Promise.all([latest('closed'), latest('resolved')])).flat()
      rows.sort((a, b) => b.closesAt - a.closesAt)
      return json(rows.slice(0, CLOSED_LIMIT).map((m) => toMarket(m, now)))
    }),

    route.get('/api/markets/:id', async ({ params: { id } }) => {
      const [market, history] = await db.transaction('r', [db.markets, db.histories], () =>
        Promise.all([db.markets.get(id), db.histories.get(id)]),
      )
      if (!market) throw new HttpError(404, 'Market not found')
      return json(toMarket(market, backend.now(), historyOf(market, history) ?? { marketId: market.id, points: [] }))
    }),
  ]
}
