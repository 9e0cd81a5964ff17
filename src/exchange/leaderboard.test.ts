import { describe, expect, it } from 'vitest';
import { averageWinRate, openPnlCents, rankTraders, tradeOutcome, tradeProfitCents } from './leaderboard';
import { emptyPosition } from './positions';
import { yesBp } from './prices';
import { bareMarket, T0 } from './testing/fixtures';
import { emptyTraderStats } from './trader-stats';
import type { TraderStatsRow } from './trader-stats';
import type { MarketRow, PositionRow } from './types';

// yesReserve 100, noReserve 300 → YES 75¢, NO 25¢.
const market = bareMarket({ id: 'm1', yesReserve: 100, noReserve: 300 });
const markets = new Map<string, MarketRow>([[market.id, market]]);

function held(side: 'yes' | 'no', quantity: number, costCents: number, extra: Partial<PositionRow> = {}): PositionRow {
  return { ...emptyPosition('a', 'm1', side, T0), quantity, costCents, avgPriceCents: costCents / quantity, ...extra };
}

function stats(id: string, fields: Partial<TraderStatsRow>): TraderStatsRow {
  return { ...emptyTraderStats(id), trades: 1, ...fields };
}

describe('openPnlCents', () => {
  it.each([
    ['a YES position bought at 60¢, now 75¢', [held('yes', 100, 6_000)], 1_500],
    ['a NO position bought at 40¢, now 25¢', [held('no', 10, 400)], -150],
    ['both sides', [held('yes', 100, 6_000), held('no', 10, 400)], 1_350],
    ['settled rows do not count', [held('yes', 100, 6_000, { settled: true, payoutCents: 10_000 })], 0],
    ['a position in an unknown market does not count', [{ ...held('yes', 5, 100), marketId: 'gone' }], 0],
  ])('%s', (_, positions, expected) => {
    expect(yesBp(market)).toBe(7_500);
    expect(openPnlCents(positions, markets)).toBe(expected);
  });
});

describe('rankTraders', () => {
  it('ranks by realized plus open profit, then win rate, then trades, then id', () => {
    const rows = [
      stats('low', { realizedCents: -500 }),
      stats('open-heavy', { realizedCents: 100 }),
      stats('tie-b', { realizedCents: 1_000, wins: 1, losses: 1 }),
      stats('tie-a', { realizedCents: 1_000, wins: 1, losses: 1 }),
      stats('tie-rate', { realizedCents: 1_000, wins: 3, losses: 1 }),
      stats('tie-trades', { realizedCents: 1_000, wins: 1, losses: 1, trades: 9 }),
      stats('never-traded', { trades: 0, realizedCents: 99_999 }),
    ];
    const ranked = rankTraders(rows, new Map([['open-heavy', 5_000]]));
    expect(ranked.map((e) => e.id)).toEqual(['open-heavy', 'tie-rate', 'tie-trades', 'tie-a', 'tie-b', 'low']);
    expect(ranked[0]).toMatchObject({ realizedCents: 100, openCents: 5_000, totalCents: 5_100, winRate: 0, results: 0 });
    expect(ranked[1]).toMatchObject({ winRate: 75, results: 4 });
  });
});

describe('averageWinRate', () => {
  it.each([
    [[], null],
    [[{ winRate: 0, results: 0 }], null],
    [[{ winRate: 50, results: 2 }, { winRate: 0, results: 0 }, { winRate: 75, results: 4 }], 62.5],
    [[{ winRate: 100, results: 1 }, { winRate: 0, results: 3 }, { winRate: 33.3, results: 3 }], 44.4],
  ])('%j → %s', (entries, expected) => {
    expect(averageWinRate(entries)).toBe(expected);
  });
});

describe('tradeOutcome and tradeProfitCents', () => {
  const trade = { side: 'yes' as const, quantity: 100, cashCents: 6_000 };
  it.each([
    ['open market: pending, marked at 75¢', market, 'pending', 1_500],
    ['closed, awaiting resolution: still pending', { ...market, status: 'closed' as const }, 'pending', 1_500],
    ['resolved YES: win, paid 100¢ a contract', { ...market, status: 'resolved' as const, resolution: 'yes' as const }, 'win', 4_000],
    ['resolved NO: loss of the whole cost', { ...market, status: 'resolved' as const, resolution: 'no' as const }, 'loss', -6_000],
  ])('%s', (_, m, outcome, profit) => {
    expect(tradeOutcome(trade, m)).toBe(outcome);
    expect(tradeProfitCents(trade, m)).toBe(profit);
  });

  it('a NO buy wins when NO resolves', () => {
    const resolved = { ...market, status: 'resolved' as const, resolution: 'no' as const };
    expect(tradeProfitCents({ side: 'no', quantity: 10, cashCents: 300 }, resolved)).toBe(700);
  });
});
