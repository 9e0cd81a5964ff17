import Dexie from 'dexie'
import {
  FEES_WINDOW_MS,
  claimedFees24hCents,
  isInstantMarket,
  isOpenAt,
  lpShareId,
  positionId,
  type LedgerEntry,
  type LpShareRow,
  type MarketRow,
  type PositionRow,
  type TradeRow,
} from '../../src/exchange'
import type { ForesightDB } from '../db'
import { lpSharesInMarkets } from '../house-rows'

/**
 * Which pools the liquidity page lists, and the rows each needs. Pools are the
 * markets' own market-maker pools: the user's pools first, then the pools with
 * the most trades lately (where the fees are), then the biggest by volume.
 * Every read here also works inside a command's transaction (exchange tables only).
 */
const POOL_LIST_SIZE = 24
/** How many of the latest trades decide which pools are "most active". */
const RECENT_TRADES_SCAN = 2_000

export interface PoolFacts {
  market: MarketRow
  /** This market's trades within the last 24 h. */
  trades: TradeRow[]
  /** Accounts holding LP shares in the pool. */
  providers: number
  mine: LpShareRow | undefined
  /** The user's positions in the market (for the preview of an add or a remove). */
  positions: PositionRow[]
  claimed24hCents: number
}

/** The user's LP rows that still hold shares. */
export function myLpRows(db: ForesightDB, userId: string): Promise<LpShareRow[]> {
  return db.lpShares
    .where('accountId')
    .equals(userId)
    .filter((l) => l.shares > 0)
    .toArray()
}

/** Fee payouts to the user within the last 24 h (fee claims on removal and at settlement). */
export function myFeeClaims24h(db: ForesightDB, userId: string, now: number): Promise<LedgerEntry[]> {
  return db.ledger
    .where('accountId')
    .equals(userId)
    .filter((e) => e.kind === 'fee_claim' && e.at > now - FEES_WINDOW_MS && e.at <= now)
    .toArray()
}

async function mostTraded(db: ForesightDB, now: number): Promise<string[]> {
  const recent = await db.trades.orderBy('createdAt').reverse().limit(RECENT_TRADES_SCAN).toArray()
  const counts = new Map<string, number>()
  for (const t of recent) if (t.createdAt > now - FEES_WINDOW_MS) counts.set(t.marketId, (counts.get(t.marketId) ?? 0) + 1)
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([id]) => id)
}

/**
 * A Yes/No market with a pool people may fund: not an instant one, and not a multi-answer market
 * or one of its answers (their pools move together: src/exchange/multi/arbitrage.ts).
 */
const hasOwnPool = (m: MarketRow) => !isInstantMarket(m) && m.kind !== 'multi' && m.kind !== 'answer'

/** The markets to list: mine, then most traded lately, then by volume; open standard markets only beyond mine. */
export async function listedPoolMarkets(db: ForesightDB, mine: readonly LpShareRow[], now: number): Promise<MarketRow[]> {
  const [traded, byVolume] = await Promise.all([
    mostTraded(db, now),
    db.markets
      .where('[status+volumeCents]')
      .between(['active', Dexie.minKey], ['active', Dexie.maxKey])
      .reverse()
      .filter((m) => hasOwnPool(m) && isOpenAt(m, now))
      .limit(POOL_LIST_SIZE)
      .toArray(),
  ])
  const tradedRows = (await db.markets.bulkGet(traded.slice(0, POOL_LIST_SIZE * 2))).filter(
    (m): m is NonNullable<typeof m> => !!m && hasOwnPool(m) && isOpenAt(m, now),
  )
  const mineRows = (await db.markets.bulkGet(mine.map((l) => l.marketId))).filter((m): m is NonNullable<typeof m> => !!m)
  const out = new Map<string, MarketRow>(mineRows.map((m) => [m.id, m]))
  for (const m of [...tradedRows, ...byVolume]) {
    if (out.size >= mineRows.length + POOL_LIST_SIZE) break
    if (!out.has(m.id)) out.set(m.id, m)
  }
  return [...out.values()]
}

/** Trades of the last 24 h, providers and the user's rows for each market. */
export async function poolFacts(
  db: ForesightDB,
  userId: string,
  markets: readonly MarketRow[],
  claims: readonly LedgerEntry[],
  now: number,
): Promise<PoolFacts[]> {
  const ids = markets.map((m) => m.id)
  const [trades, providers, mine, positions] = await Promise.all([
    Promise.all(
      ids.map((id) =>
        db.trades
          .where('[marketId+createdAt]')
          .between([id, now - FEES_WINDOW_MS], [id, now], false, true)
          .toArray(),
      ),
    ),
    // Stored and (the house's, backend/house-rows.ts) derived shares.
    lpSharesInMarkets(db, markets).then((shares) => {
      const count = new Map<string, number>()
      for (const l of shares) if (l.shares > 0) count.set(l.marketId, (count.get(l.marketId) ?? 0) + 1)
      return ids.map((id) => count.get(id) ?? 0)
    }),
    db.lpShares.bulkGet(ids.map((id) => lpShareId(userId, id))),
    db.positions.bulkGet(ids.flatMap((id) => [positionId(userId, id, 'yes'), positionId(userId, id, 'no')])),
  ])
  return markets.map((market, i) => ({
    market,
    trades: trades[i] ?? [],
    providers: providers[i] ?? 0,
    mine: mine[i] ?? undefined,
    positions: [positions[2 * i], positions[2 * i + 1]].filter((p): p is PositionRow => p !== undefined),
    claimed24hCents: claimedFees24hCents(claims, userId, market.id, now),
  }))
}
