import type { Backend } from '../backend'
import { HttpError, json, route } from '../http'
import { Id } from '../../src/api/contract'
import { STARTING_BALANCE_CENTS, type MarketRow } from '../../src/exchange'
import { requireUser } from '../auth/session'
import { assertCanRead } from '../auth/access'
import { toPortfolio } from '../views/trades'

export function portfolioHandlers(backend: Backend) {
  const { db } = backend
  return [
    route.get('/api/portfolio/:userId', async ({ params, cookies }) => {
      const user = await requireUser(backend, cookies)
      const userId = Id.safeParse(params.userId)
      if (!userId.success) throw new HttpError(404, 'User not found')
      assertCanRead(user, userId.data)
      if (userId.data !== user.id && !(await db.users.get(userId.data))) throw new HttpError(404, 'User not found')
      const [account, positions] = await Promise.all([
        db.accounts.get(userId.data),
        db.positions.where('accountId').equals(userId.data).toArray(),
      ])
      const ids = [...new Set(positions.map((p) => p.marketId))]
      const markets = new Map<string, MarketRow>()
      for (const m of await db.markets.bulkGet(ids)) if (m) markets.set(m.id, m)
      // An account opens on first trade; until then the balance is the starting deposit.
      const balance = account?.balanceCents ?? STARTING_BALANCE_CENTS
      return json(toPortfolio(balance, positions, markets, backend.now()))
    }),
  ]
}
