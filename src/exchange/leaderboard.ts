import { PAYOUT_CENTS } from './money';
import { sideBp } from './prices';
import { topCategoryIds, winRatePercent } from './trader-stats';
import type { TraderStatsRow } from './trader-stats';
import type { MarketRow, PositionRow, TradeRow } from './types';
import { positionView } from './views';

/**
 * The social leaderboard's maths. A trader's total profit is what their trading
 * made so far: realized P&L (contracts sold or settled, from TraderStatsRow)
 * plus the open positions marked at today's price (value - cost basis, as the
 * portfolio shows them). Ranking: total profit, then win rate, then trades,
 * then id, so equal traders keep a stable order.
 */
export interface LeaderboardEntry {
  readonly id: string;
  readonly stats: TraderStatsRow;
  readonly realizedCents: number;
  readonly openCents: number;
  readonly totalCents: number;
  /** Percent with one decimal over settled results (0 when none). */
  readonly winRate: number;
  /** Settled positions the win rate is based on. */
  readonly results: number;
  readonly topCategoryIds: readonly string[];
}

/** P&L of open positions at today's prices: sum of (quantity x side price / 100 - cost). */
export function openPnlCents(positions: readonly PositionRow[], markets: ReadonlyMap<string, MarketRow>): number {
  let total = 0;
  for (const position of positions) {
    if (position.settled || position.quantity <= 0) continue;
    const market = markets.get(position.marketId);
    if (market === undefined) continue;
    total += positionView(position, market).pnlCents;
  }
  return total;
}

export function leaderboardEntry(stats: TraderStatsRow, openCents: number): LeaderboardEntry {
  return {
    id: stats.id,
    stats,
    realizedCents: stats.realizedCents,
    openCents,
    totalCents: stats.realizedCents + openCents,
    winRate: winRatePercent(stats),
    results: stats.wins + stats.losses,
    topCategoryIds: topCategoryIds(stats),
  };
}

function compareEntries(a: LeaderboardEntry, b: LeaderboardEntry): number {
  return b.totalCents - a.totalCents
    || b.winRate - a.winRate
    || b.stats.trades - a.stats.trades
    || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Ranks traders with at least one trade; `openByAccount` holds each one's open P&L (missing = 0). */
export function rankTraders(stats: readonly TraderStatsRow[], openByAccount: ReadonlyMap<string, number>): LeaderboardEntry[] {
  return stats
    .filter((s) => s.trades > 0)
    .map((s) => leaderboardEntry(s, openByAccount.get(s.id) ?? 0))
    .sort(compareEntries);
}

/** Average win rate of the traders that have settled results; null when none has. */
export function averageWinRate(entries: readonly Pick<LeaderboardEntry, 'winRate' | 'results'>[]): number | null {
  const rated = entries.filter((e) => e.results > 0);
  if (rated.length === 0) return null;
  return Math.round((rated.reduce((sum, e) => sum + e.winRate, 0) / rated.length) * 10) / 10;
}

export type TradeOutcome = 'win' | 'loss' | 'pending';

/** A buy's outcome: pending until its market resolves, then win if its side won. */
export function tradeOutcome(trade: Pick<TradeRow, 'side'>, market: Pick<MarketRow, 'status' | 'resolution'>): TradeOutcome {
  if (market.status !== 'resolved' || market.resolution === null) return 'pending';
  return market.resolution === trade.side ? 'win' : 'loss';
}

/**
 * A buy's profit in cents: payout minus cost once resolved (100 cents per
 * contract if it won, nothing if it lost); while pending, its contracts at
 * today's price minus what they cost.
 */
export function tradeProfitCents(trade: Pick<TradeRow, 'side' | 'quantity' | 'cashCents'>, market: MarketRow): number {
  const outcome = tradeOutcome(trade, market);
  if (outcome === 'win') return trade.quantity * PAYOUT_CENTS - trade.cashCents;
  if (outcome === 'loss') return -trade.cashCents;
  return Math.round((trade.quantity * sideBp(market, trade.side)) / 100) - trade.cashCents;
}
