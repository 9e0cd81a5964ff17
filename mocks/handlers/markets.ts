import Dexie from 'dexie'
import type { Backend } from '../backend'
import { HttpError, json, parseWith, route } from '../http'
import { historyOf } from '../histories'
import { Id, MarketsQuery, TOTAL_COUNT_HEADER } from '../../src/api/contract'
import { isInstantMarket } from '../../src/exchange'
import { toMarket } from '../views/markets'
import { closeDueMarkets, readActivePage } from '../queries/market-list'

const CLOSED_LIMIT = 50

/** The query string as an object; a repeated key is an error, not a silent pick. */
export function queryObject(request: Request): Record<string, string> {
  const params = new URL(request.url).searchParams
  const out: Record<string, string> = Object.create(null)
  for (const [key, value] of params) {
    if (key in out) throw new HttpError(400, `Query parameter ${key} is repeated`)
    out[key] = value
  }
  return { ...out }
}

export function marketHandlers(backend: Backend) {
  const { db } = backend
  return [
    route.get('/api/categories', async () => {
      const rows = await db.categories.orderBy('id').toArray()
      rows.sort((a, b) => a.order - b.order)
      return json(rows.map(({ id, name, color }) => ({ id, name, color })))
    }),

    route.get('/api/markets', async ({ request }) => {
      const query = parseWith(MarketsQuery, queryObject(request))
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

    route.get('/api/markets/:id', async ({ params }) => {
      const id = Id.safeParse(params.id)
      if (!id.success) throw new HttpError(404, 'Market not found')
      const [market, history] = await db.transaction('r', [db.markets, db.histories], () =>
        Promise.all([db.markets.get(id.data), db.histories.get(id.data)]),
      )
      if (!market) throw new HttpError(404, 'Market not found')
      return json(toMarket(market, backend.now(), historyOf(market, history) ?? { marketId: market.id, points: [] }))
    }),
  ]
}
