import { HttpResponse } from 'msw'
import type { Backend } from '../backend'
import { HttpError, route } from '../http'
import { ACTIVITY_LOG_LIMIT, LogsQuery, VIEW_LOG_WINDOW_MS, ViewLogBody, type ActivityEntry } from '../../src/api/contract'
import { assertCanReadExisting } from '../auth/access'
import { logView } from '../activity'
import { rowKey, useRowLocks } from '../row-locks'
import type { ActivityRow } from '../db'

function toEntry(row: ActivityRow): ActivityEntry {
  return {
    id: row.id,
    action: row.action,
    details: row.details,
    metadata: row.metadata,
    timestamp: new Date(row.timestamp).toISOString(),
  }
}

export function logHandlers(backend: Backend) {
  const { db } = backend
  return [
    route.get('/api/logs/:userId', async ({ params, input, user }) => {
      const { userId } = params
      await assertCanReadExisting(db, user, userId)
      const { limit = ACTIVITY_LOG_LIMIT } = input(LogsQuery)
      const rows = await db.activity
        .where('[userId+timestamp]')
        .between([userId, -Infinity], [userId, Infinity])
        .reverse()
        .limit(limit)
        .toArray()
      return HttpResponse.json(rows.map(toEntry))
    }),

    /** Pages record that they were opened; trades are logged by the trade itself. */
    route.post('/api/logs', async ({ user, input }) => {
      const body = input(ViewLogBody)
      // Markets only for a market view: a portfolio or history view must not queue behind
      // writes to the markets table (the seed's second stage, the simulation).
      const tables = body.action === 'market_viewed' ? [db.activity, db.markets] : [db.activity]
      const id = await db.transaction('rw', tables, async () => {
        // A view changes only this person's own view entries: it locks them, not the tables, so
        // page views do not hold off trades on the server (backend/row-locks.ts).
        useRowLocks([rowKey.views(user.id)])
        const now = backend.now()
        if (body.action === 'market_viewed') {
          const market = await db.markets.get(body.marketId)
          if (!market) throw new HttpError(404, 'Market not found')
          return logView(
            db,
            { userId: user.id, action: body.action, details: { marketTitle: market.title, marketId: market.id }, now },
            VIEW_LOG_WINDOW_MS,
          )
        }
        return logView(db, { userId: user.id, action: body.action, details: {}, now }, VIEW_LOG_WINDOW_MS)
      })
      return HttpResponse.json({ id }, { status: 201 })
    }),
  ]
}
