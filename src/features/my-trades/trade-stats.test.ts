import { describe, expect, it } from 'vitest'
import type { MarketSummary, Trade } from '../../api/contract'
import { bestAndWorst, cumulativePnl, sideCounts, summarizeTrades, topMarkets, tradeFigures, truncateTitle } from './trade-stats'

const market = (over: Partial<MarketSummary> = {}): MarketSummary => ({
  id: 'm1', title: 'Market one', categoryId: 'tech', yesPrice: '60.00', noPrice: '40.00',
  status: 'active', resolution: null, closesAt: '2030-01-01T00:00:00.000Z', ...over,
})

let seq = 0
const trade = (over: Partial<Trade> = {}): Trade => {
  const m = over.market ?? market()
  return {
    id: `t${++seq}`, marketId: m.id, side: 'yes', quantity: 100, price: '50.00', cost: '50.00', fee: '0.00',
    value: '0.00', pnl: '0.00', status: 'open', userId: 'u', createdAt: new Date(2026, 2, 10, 9).toISOString(), ...over, market: m,
  }
}

describe('tradeFigures', () => {
  it.each([
    ['yes gaining', trade(), { cost: 50, value: 60, pnl: 10, pnlPercent: 20, winning: true }],
    ['no losing', trade({ side: 'no', price: '55.50', quantity: 10 }), { cost: 5.55, value: 4, pnl: -1.55, winning: false }],
    ['flat is not winning', trade({ price: '60' }), { pnl: 0, pnlPercent: 0, winning: false }],
    ['cost 0 gives percent 0', trade({ price: '0' }), { cost: 0, value: 60, pnl: 60, pnlPercent: 0, winning: true }],
    ['resolved for the side pays 100', trade({ market: market({ status: 'resolved', resolution: 'yes' }) }), { value: 100, pnl: 50, pnlPercent: 100 }],
    ['resolved against the side is worth 0', trade({ side: 'no', market: market({ status: 'resolved', resolution: 'yes' }) }), { value: 0, pnl: -50, pnlPercent: -100 }],
    ['fractional cents', trade({ quantity: 3, price: '33.33' }), { cost: 1, value: 1.8, pnl: 0.8 }],
  ] as const)('%s', (_name, t, expected) => expect(tradeFigures(t)).toMatchObject(expected))
})

describe('summarizeTrades', () => {
  it('is all zeros with no trades (no division by zero)', () => {
    expect(summarizeTrades([])).toEqual({ totalTrades: 0, winning: 0, losing: 0, winRate: 0, invested: 0, value: 0, pnl: 0, pnlPercent: 0 })
  })

  it.each([
    ['one win of two', [trade(), trade({ side: 'no' })], { totalTrades: 2, winning: 1, losing: 1, winRate: 50, invested: 100, value: 100, pnl: 0, pnlPercent: 0 }],
    ['three of four winning', [trade(), trade(), trade(), trade({ price: '80' })], { winning: 3, losing: 1, winRate: 75, invested: 230, value: 240, pnl: 10 }],
    ['all losing', [trade({ price: '70' })], { winRate: 0, pnl: -10, pnlPercent: (-10 / 70) * 100 }],
  ] as const)('%s', (_name, trades, expected) => expect(summarizeTrades(trades.map(tradeFigures))).toMatchObject(expected))
})

describe('truncateTitle', () => {
  const thirty = 'a'.repeat(30)
  it.each([
    ['', ''],
    ['Short title', 'Short title'],
    [thirty, thirty],
    [`${thirty}b`, `${thirty}...`],
    ['Will the Fed cut rates before the end of 2026?', 'Will the Fed cut rates before ...'],
  ])('%j → %j', (input, expected) => expect(truncateTitle(input)).toBe(expected))
  it('keeps exactly 30 characters before the ellipsis', () => expect(truncateTitle('x'.repeat(45))).toHaveLength(33))
})

describe('topMarkets', () => {
  const m = (id: string, title = `Market ${id}`) => market({ id, title })
  it('orders by trades, then invested, then title, then id, and keeps 5', () => {
    const trades = [
      trade({ market: m('a') }), trade({ market: m('a') }), trade({ market: m('a') }),
      trade({ market: m('b') }), trade({ market: m('b'), price: '70' }),
      trade({ market: m('c') }), trade({ market: m('c') }),
      trade({ market: m('d', 'Same') }), trade({ market: m('e', 'Same') }),
      trade({ market: m('f', 'Alpha') }),
      trade({ market: m('g', 'Zulu'), quantity: 500 }),
    ]
    const top = topMarkets(trades.map(tradeFigures))
    expect(top.map((s) => s.marketId)).toEqual(['a', 'b', 'c', 'g', 'f'])
    expect(top[0]).toMatchObject({ trades: 3, invested: 150, pnl: 30 })
    expect(top[1]).toMatchObject({ trades: 2, invested: 120, pnl: 0 })
    expect(top[3]).toMatchObject({ trades: 1, invested: 250, pnl: 50 })
  })

  it('breaks full ties by id, whatever the input order', () => {
    const a = trade({ market: m('x2', 'Same') })
    const b = trade({ market: m('x1', 'Same') })
    expect(topMarkets([a, b].map(tradeFigures)).map((s) => s.marketId)).toEqual(['x1', 'x2'])
    expect(topMarkets([b, a].map(tradeFigures)).map((s) => s.marketId)).toEqual(['x1', 'x2'])
  })

  it('truncates titles for display and keeps the full title', () => {
    const long = 'Will the next phone launch sell over ten million units?'
    const [stat] = topMarkets([trade({ market: m('l', long) })].map(tradeFigures))
    expect(stat.title).toBe(long)
    expect(stat.shortTitle).toBe(`${long.slice(0, 30)}...`)
  })
})

describe('cumulativePnl and sides', () => {
  const at = (d: number, h = 10) => new Date(2026, 2, d, h).toISOString()
  it('is empty with no trades', () => expect(cumulativePnl([])).toEqual([]))

  it('sums by local day, oldest first, from a zero the day before', () => {
    const rows = [
      trade({ createdAt: at(12), side: 'no' }), // -10
      trade({ createdAt: at(10, 23) }), // +10
      trade({ createdAt: at(10, 1) }), // +10
      trade({ createdAt: at(1) }), // +10; spans a month boundary for the zero point
    ].map(tradeFigures)
    expect(cumulativePnl(rows)).toEqual([
      { time: '2026-02-28', value: 0 },
      { time: '2026-03-01', value: 10 },
      { time: '2026-03-10', value: 30 },
      { time: '2026-03-12', value: 20 },
    ])
  })

  it('counts YES and NO trades', () => {
    expect(sideCounts([trade(), trade({ side: 'no' }), trade()].map(tradeFigures))).toEqual({ yes: 2, no: 1 })
  })
})

describe('bestAndWorst', () => {
  it('is empty with no trades', () => expect(bestAndWorst([])).toEqual({ best: undefined, worst: undefined }))
  it('picks the highest and lowest P&L, the first one on a tie', () => {
    const rows = [trade({ id: 'a' }), trade({ id: 'b', side: 'no' }), trade({ id: 'c' }), trade({ id: 'd', price: '20' })].map(tradeFigures)
    const { best, worst } = bestAndWorst(rows)
    expect(best?.trade.id).toBe('d')
    expect(worst?.trade.id).toBe('b')
    const ties = [trade({ id: 'x' }), trade({ id: 'y' })].map(tradeFigures)
    expect(bestAndWorst(ties)).toMatchObject({ best: { trade: { id: 'x' } }, worst: { trade: { id: 'x' } } })
  })
})
