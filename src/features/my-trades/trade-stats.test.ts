import { describe, expect, it } from 'vitest'
import type { MarketSummary, Trade } from '../../api/contract'
import { bestAndWorst, cumulativePnl, sideCounts, topMarkets, tradeFigures, truncateTitle } from './trade-stats'

const market = (over: Partial<MarketSummary> = {}): MarketSummary => ({
  id: 'm1',
  title: 'Market one',
  categoryId: 'tech',
  yesPrice: '60.00',
  noPrice: '40.00',
  status: 'active',
  resolution: null,
  closesAt: '2030-01-01T00:00:00.000Z',
  ...over,
})

let seq = 0
/** A trade as the API answers it; its figures come with it (cost, value and P&L in dollars). */
const trade = (over: Partial<Trade> = {}): Trade => {
  const m = over.market ?? market()
  return {
    id: `t${++seq}`,
    marketId: m.id,
    side: 'yes',
    action: 'buy',
    kind: 'market',
    orderId: null,
    proceeds: '0.00',
    priceAfter: '60.00',
    quantity: 100,
    price: '50.00',
    cost: '50.00',
    fee: '0.75',
    value: '60.00',
    pnl: '10.00',
    status: 'open',
    userId: 'u',
    createdAt: new Date(2026, 2, 10, 9).toISOString(),
    ...over,
    market: m,
  }
}

describe('tradeFigures', () => {
  it.each([
    ['a gain', trade(), { costCents: 5_000, valueCents: 6_000, pnlCents: 1_000, pnlPercent: 20, status: 'open' }],
    [
      'a loss, won nothing',
      trade({ cost: '58.53', value: '0.00', pnl: '-58.53', status: 'lost' }),
      { costCents: 5_853, pnlCents: -5_853, pnlPercent: -100, status: 'lost' },
    ],
    [
      'free contracts: percent 0, not infinity',
      trade({ cost: '0.00', value: '1.00', pnl: '1.00' }),
      { pnlCents: 100, pnlPercent: 0 },
    ],
  ] as const)('%s', (_name, t, expected) => expect(tradeFigures(t)).toMatchObject(expected))

  it('keeps the cost the API states, whatever the rounded average price times the quantity gives', () => {
    // 137 contracts at an average of "42.72"¢ would be $58.53 or $58.52; the trade cost $58.53.
    expect(tradeFigures(trade({ quantity: 137, price: '42.72', cost: '58.53' })).costCents).toBe(5_853)
  })
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
      trade({ market: m('a') }),
      trade({ market: m('a') }),
      trade({ market: m('a') }),
      trade({ market: m('b') }),
      trade({ market: m('b'), cost: '70.00', pnl: '-10.00' }),
      trade({ market: m('c') }),
      trade({ market: m('c') }),
      trade({ market: m('d', 'Same') }),
      trade({ market: m('e', 'Same') }),
      trade({ market: m('f', 'Alpha') }),
      trade({ market: m('g', 'Zulu'), quantity: 500, cost: '250.00', value: '300.00', pnl: '50.00' }),
    ]
    const top = topMarkets(trades.map(tradeFigures))
    expect(top.map((s) => s.marketId)).toEqual(['a', 'b', 'c', 'g', 'f'])
    expect(top[0]).toMatchObject({ trades: 3, investedCents: 15_000, pnlCents: 3_000 })
    expect(top[1]).toMatchObject({ trades: 2, investedCents: 12_000, pnlCents: 0 })
    expect(top[3]).toMatchObject({ trades: 1, investedCents: 25_000, pnlCents: 5_000 })
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
      trade({ createdAt: at(12), pnl: '-10.00' }), // -10
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
    const rows = [
      trade({ id: 'a' }),
      trade({ id: 'b', pnl: '-10.00' }),
      trade({ id: 'c' }),
      trade({ id: 'd', pnl: '40.00' }),
    ].map(tradeFigures)
    const { best, worst } = bestAndWorst(rows)
    expect(best?.trade.id).toBe('d')
    expect(worst?.trade.id).toBe('b')
    const ties = [trade({ id: 'x' }), trade({ id: 'y' })].map(tradeFigures)
    expect(bestAndWorst(ties)).toMatchObject({ best: { trade: { id: 'x' } }, worst: { trade: { id: 'x' } } })
  })
})
