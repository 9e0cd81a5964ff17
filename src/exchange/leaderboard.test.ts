import { describe, expect, it } from 'vitest'
import { averageWinRate, rankTraders, tradeOutcome } from './leaderboard'
import { bareMarket } from './testing/fixtures'
import { emptyTraderStats } from './trader-stats'
import type { TraderStatsRow } from './trader-stats'

// yesReserve 100, noReserve 300 → YES 75¢, NO 25¢.
const market = bareMarket({ id: 'm1', yesReserve: 100, noReserve: 300 })

function stats(id: string, fields: Partial<TraderStatsRow>): TraderStatsRow {
  return { ...emptyTraderStats(id), trades: 1, ...fields }
}

const pnl = (realizedPnlCents: number, unrealizedPnlCents = 0) => ({
  realizedPnlCents,
  unrealizedPnlCents,
  totalPnlCents: realizedPnlCents + unrealizedPnlCents,
})

describe('rankTraders', () => {
  it('ranks traders with 5 or more closed lots by total P&L (the figures of each account), then win rate, then trades, then id', () => {
    const rows = [
      stats('low', { realizedCents: -500, losses: 5 }),
      stats('open-heavy', { realizedCents: 100, losses: 5 }),
      stats('tie-b', { realizedCents: 1_000, wins: 3, losses: 3 }),
      stats('tie-a', { realizedCents: 1_000, wins: 3, losses: 3 }),
      stats('tie-rate', { realizedCents: 1_000, wins: 6, losses: 2 }),
      stats('tie-trades', { realizedCents: 1_000, wins: 3, losses: 3, trades: 9 }),
      stats('never-traded', { trades: 0, realizedCents: 99_999, wins: 9 }),
      // One lucky call (and four) is no record: not ranked, whatever the profit.
      stats('one-win', { realizedCents: 50_000, wins: 1 }),
      stats('four', { realizedCents: 50_000, wins: 4 }),
    ]
    const figures = new Map([
      ['open-heavy', pnl(100, 5_000)],
      ['low', pnl(-500)],
      ['tie-a', pnl(1_000)],
      ['tie-b', pnl(1_000)],
      ['tie-rate', pnl(1_000)],
      ['tie-trades', pnl(1_000)],
      ['one-win', pnl(50_000)],
      ['four', pnl(50_000)],
    ])
    const ranked = rankTraders(rows, figures)
    expect(ranked.map((e) => e.id)).toEqual(['open-heavy', 'tie-rate', 'tie-trades', 'tie-a', 'tie-b', 'low'])
    expect(ranked[0]).toMatchObject({ realizedCents: 100, openCents: 5_000, totalCents: 5_100, winRate: 0, results: 5 })
    expect(ranked[1]).toMatchObject({ winRate: 75, results: 8 })
  })
})

describe('averageWinRate', () => {
  it.each([
    [[], null],
    [[{ winRate: 0, results: 0 }], null],
    [
      [
        { winRate: 50, results: 2 },
        { winRate: 0, results: 0 },
        { winRate: 75, results: 4 },
      ],
      62.5,
    ],
    [
      [
        { winRate: 100, results: 1 },
        { winRate: 0, results: 3 },
        { winRate: 33.3, results: 3 },
      ],
      44.4,
    ],
  ])('%j → %s', (entries, expected) => {
    expect(averageWinRate(entries)).toBe(expected)
  })
})

describe('tradeOutcome', () => {
  const trade = { side: 'yes' as const, quantity: 100, cashCents: 6_000 }
  it.each([
    ['open market: pending', market, 'pending'],
    ['closed, awaiting resolution: still pending', { ...market, status: 'closed' as const }, 'pending'],
    ['resolved YES: win', { ...market, status: 'resolved' as const, resolution: 'yes' as const }, 'win'],
    ['resolved NO: loss', { ...market, status: 'resolved' as const, resolution: 'no' as const }, 'loss'],
  ])('%s', (_, m, outcome) => expect(tradeOutcome(trade, m)).toBe(outcome))
})
