import Dexie from 'dexie'
import type { Backend } from '../backend'
import { HttpError, json, route } from '../http'
import { historyOf } from '../histories'
import { MarketsQuery, TOTAL_COUNT_HEADER } from '../../src/api/contract'
import { answerIdPrefix, isInstantMarket } from '../../src/exchange'
import { toMarket, withAdminResolves } from '../views/markets'
import { closeDueMarkets, readActivePage } from '../queries/market-list'
import { answersInKeyRange, answersOf, inKeyRange } from '../queries/answers'

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
      const answers = await answersOf(db, rows)
      const now = backend.now()
      return json(
        rows.map((m) => toMarket(m, now, undefined, answers.has(m.id) ? { answers: answers.get(m.id)! } : undefined)),
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
          .filter((m) => !isInstantMarket(m) && m.kind !== 'answer')
          .limit(CLOSED_LIMIT)
          .toArray()
      const rows = (await Promise.all([latest('closed'), latest('resolved')])).flat()
      rows.sort((a, b) => b.closesAt - a.closesAt)
      const shown = rows.slice(0, CLOSED_LIMIT)
      const answers = await answersOf(db, shown)
      return json(shown.map((m) => toMarket(m, now, undefined, answers.has(m.id) ? { answers: answers.get(m.id)! } : undefined)))
    }),

    route.get('/api/markets/:id', async ({ params: { id } }) => {
      const read = await db.transaction('r', [db.markets, db.histories], async () => {
        const [market, history] = await Promise.all([db.markets.get(id), db.histories.get(id)])
        // An answer has no page of its own: its market's page lists it.
        if (!market || market.kind === 'answer') return null
        if (market.kind !== 'multi') return { market, history }
        // The answers and their charts: a key range each when the answers are named after it.
        const ranged = answersInKeyRange(market)
        const [answers, charts] = await Promise.all([
          answersOf(db, [market]).then((found) => found.get(market.id) ?? []),
          ranged ? inKeyRange(db.histories, answerIdPrefix(market.id)) : db.histories.bulkGet([...(market.answerIds ?? [])]),
        ])
        const byId = new Map(charts.flatMap((h) => (h ? [[h.marketId, h] as const] : [])))
        const multi = { answers, histories: new Map(answers.map((a) => [a.id, historyOf(a, byId.get(a.id))])) }
        return { market, history, multi }
      })
      if (!read) throw new HttpError(404, 'Market not found')
      const { market, history } = read
      const multi = 'multi' in read ? read.multi : undefined
      const answer = toMarket(market, backend.now(), historyOf(market, history) ?? { marketId: market.id, points: [] }, multi)
      return json(withAdminResolves(answer, backend.adminResolvesAll))
    }),
  ]
}
