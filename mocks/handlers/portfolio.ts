import type { Backend } from '../backend'
import { HttpError, json, route } from '../http'
import { Id } from '../../src/api/contract'
import { STARTING_BALANCE_CENTS, type MarketRow } from '../../src/exchange'
import { requireUser } from '../auth/session'
import { assertCanRead } from '../auth/access'
import { toPortfolio } from '../views/trades'
import type { ForesightDB } from '../db'

/** Every row the account's figures need, read together so they agree with one another. */
function portfolioRows(db: ForesightDB, userId: string) {
  return db.transaction('r', [db.accounts, db.positions, db.lpShares, db.markets, db.trades, db.ledger, db.orders], async () => {
    const [account, positions, lpShares, trades, ledger, openOrders] = await Promise.all([
      db.accounts.get(userId),
      db.positions.where('accountId').equals(userId).toArray(),
      db.lpShares
        .where('accountId')
        .equals(userId)
        .filter((l) => l.shares > 0)
        .toArray(),
      db.trades.where('[accountId+createdAt]').between([userId, -Infinity], [userId, Infinity]).toArray(),
      db.ledger
        .where('accountId')
        .equals(userId)
        .filter((e) => e.kind === 'liquidity_add')
        .toArray(),
      db.orders.where('[accountId+status]').equals([userId, 'open']).toArray(),
    ])
    const ids = [...new Set([...positions, ...lpShares].map((p) => p.marketId))]
    const markets = new Map<string, MarketRow>()
    for (const m of await db.markets.bulkGet(ids)) if (m) markets.set(m.id, m)
    // An account opens on first trade; until then the balance is the starting deposit.
    return {
      balanceCents: account?.balanceCents ?? STARTING_BALANCE_CENTS,
      positions,
      lpShares,
      markets,
      trades,
      ledger,
      openOrders,
    }
  })
}

export function portfolioHandlers(backend: Backend) {
  const { db } = backend
  return [
    route.get('/api/portfolio/:userId', async ({ params, cookies }) => {
      const user = await requireUser(backend, cookies)
      const userId = Id.safeParse(params.userId)
      if (!userId.success) throw new HttpError(404, 'User not found')
      assertCanRead(user, userId.data)
      if (userId.data !== user.id && !(await db.users.get(userId.data))) throw new HttpError(404, 'User not found')
      return json(toPortfolio(await portfolioRows(db, userId.data), backend.now()))
    }),
  ]
}
