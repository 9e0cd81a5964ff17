import { tradeFigures } from './figures'
import type { AccountFigures } from './figures'
import { topCategoryIds, winRatePercent } from './trader-stats'
import type { TraderStatsRow } from './trader-stats'
import type { MarketRow, PoolState, TradeRow } from './types'

/**
 * The social leaderboard's maths. A trader's total profit is their total P&L,
 * the same figure their portfolio shows (accountFigures): realized plus
 * unrealized. Ranking: total profit, then win rate, then trades, then id, so
 * equal traders keep a stable order.
 */
export interface LeaderboardEntry {
  readonly id: string
  readonly stats: TraderStatsRow
  readonly realizedCents: number
  readonly openCents: number
  readonly totalCents: number
  /** Percent with one decimal over closed lots (0 when none). */
  readonly winRate: number
  /** Closed lots (sold or settled) the win rate is based on. */
  readonly results: number
  readonly topCategoryIds: readonly string[]
}

/** The P&L figures a leaderboard entry shows (from accountFigures). */
export type TraderPnl = Pick<AccountFigures, 'realizedPnlCents' | 'unrealizedPnlCents' | 'totalPnlCents'>

/** Without figures (no account row read), the realized P&L of the stats and nothing open. */
export function leaderboardEntry(stats: TraderStatsRow, pnl: TraderPnl | undefined): LeaderboardEntry {
  const realizedCents = pnl?.realizedPnlCents ?? stats.realizedCents
  const openCents = pnl?.unrealizedPnlCents ?? 0
  return {
    id: stats.id,
    stats,
    realizedCents,
    openCents,
    totalCents: pnl?.totalPnlCents ?? realizedCents + openCents,
    winRate: winRatePercent(stats),
    results: stats.wins + stats.losses,
    topCategoryIds: topCategoryIds(stats),
  }
}

function compareEntries(a: LeaderboardEntry, b: LeaderboardEntry): number {
  return (
    b.totalCents - a.totalCents ||
    b.winRate - a.winRate ||
    b.stats.trades - a.stats.trades ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  )
}

/** Closed lots (sold or settled) a trader needs to be ranked: one lucky call is no record. */
export const MIN_RANKED_LOTS = 5

/** Ranks traders with at least MIN_RANKED_LOTS closed lots, by the P&L figures of each (`pnlByAccount`). */
export function rankTraders(stats: readonly TraderStatsRow[], pnlByAccount: ReadonlyMap<string, TraderPnl>): LeaderboardEntry[] {
  return stats
    .filter((s) => s.trades > 0 && s.wins + s.losses >= MIN_RANKED_LOTS)
    .map((s) => leaderboardEntry(s, pnlByAccount.get(s.id)))
    .sort(compareEntries)
}

/** Average win rate of the traders that have settled results; null when none has. */
export function averageWinRate(entries: readonly Pick<LeaderboardEntry, 'winRate' | 'results'>[]): number | null {
  const rated = entries.filter((e) => e.results > 0)
  if (rated.length === 0) return null
  return Math.round((rated.reduce((sum, e) => sum + e.winRate, 0) / rated.length) * 10) / 10
}

export type TradeOutcome = 'win' | 'loss' | 'pending' | 'refunded'

const OUTCOME = { open: 'pending', won: 'win', lost: 'loss', refunded: 'refunded' } as const

/** A buy's outcome in the social page's words: pending until its market resolves, then its result (tradeFigures). */
export function tradeOutcome(
  trade: Pick<TradeRow, 'side' | 'quantity' | 'cashCents'>,
  market: PoolState & Pick<MarketRow, 'status' | 'resolution'>,
): TradeOutcome {
  return OUTCOME[tradeFigures(trade, market).result]
}
