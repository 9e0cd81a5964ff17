import Dexie from 'dexie'
import type { Backend } from '../backend'
import { HttpError, json, route } from '../http'
import { toMarket } from '../views/markets'
import { rowKey, useRowLocks } from '../row-locks'
import { answersOf } from '../queries/answers'

/** The watchlist: the caller's starred markets, most recently starred first. */
export function watchlistHandlers(backend: Backend) {
  const { db } = backend
  const read = async (userId: string) => {
    const rows = await db.watchlist
      .where('[userId+createdAt]')
      .between([userId, Dexie.minKey], [userId, Dexie.maxKey])
      .reverse()
      .toArray()
    const markets = await db.markets.bulkGet(rows.map((r) => r.marketId))
    const now = backend.now()
    const shown = markets.filter((m) => m !== undefined)
    const answers = await answersOf(db, shown)
    return {
      marketIds: shown.map((m) => m.id),
      markets: shown.map((m) => toMarket(m, now, undefined, answers.has(m.id) ? { answers: answers.get(m.id)! } : undefined)),
    }
  }
  return [
    route.get('/api/watchlist', async ({ user }) => {
      return json(await db.transaction('r', [db.watchlist, db.markets], () => read(user.id)))
    }),
    route.put('/api/watchlist/:marketId', async ({ params: { marketId: id }, user }) => {
      return json(
        await db.transaction('rw', [db.watchlist, db.markets], async () => {
          // Its own watchlist, not the tables, on the server (backend/row-locks.ts): it only reads
          // the market, so trades go on meanwhile.
          useRowLocks([rowKey.watchlist(user.id)])
          // An answer is starred with its market (it has no card of its own).
          const market = await db.markets.get(id)
          if (!market || market.kind === 'answer') throw new HttpError(404, 'Market not found')
          const key = `${user.id}:${id}`
          if (!(await db.watchlist.get(key)))
            await db.watchlist.add({ id: key, userId: user.id, marketId: id, createdAt: backend.now() })
          return read(user.id)
        }),
      )
    }),
    route.delete('/api/watchlist/:marketId', async ({ params: { marketId: id }, user }) => {
      return json(
        await db.transaction('rw', [db.watchlist, db.markets], async () => {
          useRowLocks([rowKey.watchlist(user.id)])
          if (!(await db.markets.get(id))) throw new HttpError(404, 'Market not found')
          await db.watchlist.delete(`${user.id}:${id}`)
          return read(user.id)
        }),
      )
    }),
  ]
}
