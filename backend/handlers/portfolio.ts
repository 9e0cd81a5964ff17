import type { Backend } from '../backend'
import { json, route } from '../http'
import { investedCents, STARTING_BALANCE_CENTS, type LpShareRow, type MarketRow } from '../../src/exchange'
import { keptInvestedCents, type TraderStatsRow } from '../../src/exchange/trader-stats'
import { assertCanReadExisting } from '../auth/access'
import { toPortfolio } from '../views/trades'
import type { ForesightDB } from '../db'
import { marketsWithGroups } from '../queries/answers'

/**
 * Every row the account's figures need, read together so they agree with one another. Total
 * Invested comes from the counts kept with the stats and pool shares (keptInvestedCents); only
 * rows from before those counts make it read every trade and ledger entry of the account.
 */
function portfolioRows(db: ForesightDB, userId: string) {
  const tables = [db.accounts, db.positions, db.lpShares, db.markets, db.trades, db.ledger, db.orders, db.traderStats]
  return db.transaction('r', tables, async () => {
    const [account, positions, allLpShares, openOrders, stats] = await Promise.all([
      db.accounts.get(userId),
      db.positions.where('accountId').equals(userId).toArray(),
      db.lpShares.where('accountId').equals(userId).toArray(),
      db.orders.where('[accountId+status]').equals([userId, 'open']).toArray(),
      db.traderStats.get(userId),
    ])
    const lpShares = allLpShares.filter((l) => l.shares > 0)
    const ids = [...new Set([...positions, ...lpShares].map((p) => p.marketId))]
    const [markets, invested] = await Promise.all([
      marketsWithGroups(db, ids) as Promise<Map<string, MarketRow>>,
      investedOf(db, userId, stats, allLpShares),
    ])
    // An account opens on first trade; until then the balance is the starting deposit.
    return {
      balanceCents: account?.balanceCents ?? STARTING_BALANCE_CENTS,
      positions,
      lpShares,
      markets,
      investedCents: invested,
      openOrders,
    }
  })
}

async function investedOf(
  db: ForesightDB,
  userId: string,
  stats: TraderStatsRow | undefined,
  lpShares: readonly LpShareRow[],
): Promise<number> {
  const kept = keptInvestedCents(stats, lpShares)
  if (kept !== undefined) return kept
  const [trades, ledger] = await Promise.all([
    db.trades.where('[accountId+createdAt]').between([userId, -Infinity], [userId, Infinity]).toArray(),
    db.ledger
      .where('accountId')
      .equals(userId)
      .filter((e) => e.kind === 'liquidity_add')
      .toArray(),
  ])
  return investedCents(trades, ledger)
}

export function portfolioHandlers(backend: Backend) {
  const { db } = backend
  return [
    route.get('/api/portfolio/:userId', async ({ params: { userId }, user }) => {
      await assertCanReadExisting(db, user, userId)
      return json(toPortfolio(await portfolioRows(db, userId), backend.now()))
    }),
  ]
}
