import { emptyTraderStats, type TraderStatsRow } from '../../src/exchange/trader-stats'
import { leaderboardEntry, rankTraders, type LeaderboardEntry, type TraderPnl } from '../../src/exchange/leaderboard'
import { accountFigures, type MarketRow } from '../../src/exchange'
import { TOP_TRADERS, type Trader } from '../../src/api/contract'
import type { Backend } from '../backend'
import type { ForesightDB } from '../db'
import { loadProfiles, type TraderProfile } from './profiles'
import { recentTradesOf } from './recent-trades'
import { marketsWithGroups } from '../queries/answers'

/**
 * Bounded work, however many trades the simulation wrote: candidates are the
 * traders with the highest realized P&L and the highest volume (two index walks
 * over the derived traderStats table), plus those the viewer follows. Only their
 * accounts, open positions and pool shares are read, for their total P&L (the
 * figure their portfolio shows); the candidates are then ranked by it. A trader
 * outside both lists whose open positions alone would put them on top is missed:
 * the price of not scanning every position.
 */
const CANDIDATES_PER_INDEX = 40
/** Followed traders shown after the top list (a person follows a few, not thousands). */
const MAX_FOLLOWED_SHOWN = 40

async function candidateStats(db: ForesightDB, followedIds: readonly string[], viewerId: string): Promise<TraderStatsRow[]> {
  const [byRealized, byVolume, followed, viewer] = await Promise.all([
    db.traderStats.orderBy('realizedCents').reverse().limit(CANDIDATES_PER_INDEX).toArray(),
    db.traderStats.orderBy('volumeCents').reverse().limit(CANDIDATES_PER_INDEX).toArray(),
    db.traderStats.bulkGet([...followedIds]),
    db.traderStats.get(viewerId),
  ])
  const rows = new Map<string, TraderStatsRow>()
  for (const row of [...byRealized, ...byVolume]) rows.set(row.id, row)
  followedIds.forEach((id, i) => rows.set(id, followed[i] ?? emptyTraderStats(id)))
  if (viewer && viewer.trades > 0) rows.set(viewer.id, viewer)
  return [...rows.values()]
}

/**
 * Each account's P&L figures (accountFigures) from its cash, the cash its open orders hold back,
 * its open positions and its pool shares: the figures its portfolio shows.
 */
export async function pnlByAccount(db: ForesightDB, ids: readonly string[]): Promise<Map<string, TraderPnl>> {
  const [accounts, positions, lpShares, openOrders] = await Promise.all([
    db.accounts.bulkGet([...ids]),
    db.positions
      .where('accountId')
      .anyOf([...ids])
      .filter((p) => !p.settled && p.quantity > 0)
      .toArray(),
    db.lpShares
      .where('accountId')
      .anyOf([...ids])
      .filter((l) => l.shares > 0)
      .toArray(),
    db.orders
      .where('[accountId+status]')
      .anyOf(ids.map((id) => [id, 'open']))
      .toArray(),
  ])
  const marketIds = [...new Set([...positions, ...lpShares].map((r) => r.marketId))]
  // An answer's pool is on its market's row: read with it.
  const markets: ReadonlyMap<string, MarketRow> = await marketsWithGroups(db, marketIds)
  const figures = new Map<string, TraderPnl>()
  ids.forEach((id, i) => {
    const account = accounts[i]
    if (!account) return
    figures.set(
      id,
      accountFigures({
        balanceCents: account.balanceCents,
        orderReservedCents: openOrders.filter((o) => o.accountId === id).reduce((sum, o) => sum + o.reservedCents, 0),
        positions: positions.filter((p) => p.accountId === id),
        lpShares: lpShares.filter((l) => l.accountId === id),
        markets,
      }),
    )
  })
  return figures
}

interface Listed {
  entry: LeaderboardEntry
  rank: number | null
}

/**
 * The top list (traders with MIN_RANKED_LOTS closed lots, ranked), filled up to TOP_TRADERS with
 * the traders nearest to a rank (unranked); then the viewer and the traders they follow who are
 * not in it (unranked: the viewer sees their own figures before the closed trades a rank needs).
 */
function listed(
  ranked: readonly LeaderboardEntry[],
  stats: readonly TraderStatsRow[],
  pnl: Map<string, TraderPnl>,
  alsoShownIds: readonly string[],
): Listed[] {
  const top: Listed[] = ranked.slice(0, TOP_TRADERS).map((entry, i) => ({ entry, rank: i + 1 }))
  const shown = new Set(top.map((t) => t.entry.id))
  const statsById = new Map(stats.map((s) => [s.id, s]))
  // Fewer ranked traders than the list holds (a young exchange): the nearest to a rank follow, unranked.
  const newcomers = stats
    .filter((s) => s.trades > 0 && !shown.has(s.id))
    .map((s) => leaderboardEntry(s, pnl.get(s.id)))
    .sort((a, b) => b.results - a.results || b.totalCents - a.totalCents || (a.id < b.id ? -1 : 1))
    .slice(0, Math.max(0, TOP_TRADERS - top.length))
  for (const entry of newcomers) {
    top.push({ entry, rank: null })
    shown.add(entry.id)
  }
  const followed = [...new Set(alsoShownIds)]
    .filter((id) => !shown.has(id) && statsById.has(id))
    .map((id) => ({ entry: leaderboardEntry(statsById.get(id)!, pnl.get(id)), rank: null }))
  return [...top, ...followed]
}

async function followerCounts(db: ForesightDB, ids: readonly string[]): Promise<Map<string, number>> {
  const rows = await db.follows
    .where('traderId')
    .anyOf([...ids])
    .toArray()
  const counts = new Map<string, number>()
  for (const row of rows) counts.set(row.traderId, (counts.get(row.traderId) ?? 0) + 1)
  return counts
}

function toTrader(
  item: Listed,
  profile: TraderProfile,
  extra: Pick<Trader, 'followers' | 'recentTrades' | 'topCategories' | 'isFollowing' | 'isSelf'>,
): Trader {
  const { entry } = item
  return {
    id: entry.id,
    name: profile.name,
    username: profile.username,
    avatar: null,
    winRate: entry.winRate,
    results: entry.results,
    totalTrades: entry.stats.trades,
    totalProfit: entry.totalCents / 100,
    realizedProfit: entry.realizedCents / 100,
    openProfit: entry.openCents / 100,
    rank: item.rank,
    simulated: profile.simulated,
    ...extra,
  }
}

/** GET /api/social/traders for one viewer. Reads inside one read-only transaction, so the figures agree. */
export async function loadTraders(backend: Backend, viewerId: string): Promise<Trader[]> {
  const { db } = backend
  const now = backend.now()
  const tables = [
    db.traderStats,
    db.follows,
    db.accounts,
    db.positions,
    db.lpShares,
    db.markets,
    db.simTraders,
    db.users,
    db.trades,
    db.copies,
    db.categories,
    db.orders,
  ]
  return db.transaction('r', tables, async () => {
    const follows = await db.follows.where('followerId').equals(viewerId).limit(MAX_FOLLOWED_SHOWN).toArray()
    const followedIds = follows.map((f) => f.traderId)
    const stats = await candidateStats(db, followedIds, viewerId)
    const profiles = await loadProfiles(
      db,
      stats.map((s) => s.id),
    )
    const withProfile = stats.filter((s) => profiles.has(s.id))
    const pnl = await pnlByAccount(
      db,
      withProfile.map((s) => s.id),
    )
    const items = listed(rankTraders(withProfile, pnl), withProfile, pnl, [viewerId, ...followedIds])
    const ids = items.map((i) => i.entry.id)
    const [counts, recent, categories] = await Promise.all([
      followerCounts(db, ids),
      recentTradesOf(db, ids, viewerId, now),
      db.categories.toArray(),
    ])
    const categoryName = new Map(categories.map((c) => [c.id, c.name]))
    const following = new Set(followedIds)
    return items.map((item) =>
      toTrader(item, profiles.get(item.entry.id)!, {
        followers: counts.get(item.entry.id) ?? 0,
        recentTrades: recent.get(item.entry.id) ?? [],
        topCategories: item.entry.topCategoryIds.map((id) => categoryName.get(id) ?? id),
        isFollowing: following.has(item.entry.id),
        isSelf: item.entry.id === viewerId,
      }),
    )
  })
}
