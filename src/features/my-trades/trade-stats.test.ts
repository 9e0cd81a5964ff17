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
    closedAt: null,
    proceeds: '0.00',
    priceAfter: '60.00',
    quantity: 100,
    price: '50.00',
    cost: '50.00',
    fee: '0.75',
    value: '60.00',
    heldQuantity: 100,
    heldCost: over.cost ?? '50.00',
    soldQuantity: 0,
    realizedPnl: '0.00',
    unrealizedPnl: over.pnl ?? '10.00',
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
  const at = (d: number, h = 10) => new Date(2026, 2, d, h).getTime()
  const iso = (d: number, h = 10) => new Date(at(d, h)).toISOString()
  const today = at(20)
  it('is empty with no trades', () => expect(cumulativePnl([], today)).toEqual([]))

  it('sums realized P&L by local day (sales on their day, resolved lots at their close), a point each day of trading, and ends today at Total P&L', () => {
    const closed = market({ id: 'm2', status: 'resolved', resolution: 'yes', closesAt: iso(12, 23) })
    const rows = [
      // A sale on the 10th, late evening: +4 realized.
      trade({
        action: 'sell',
        createdAt: iso(10, 23),
        cost: '6.00',
        value: '10.00',
        pnl: '4.00',
        realizedPnl: '4.00',
        status: 'sold',
      }),
      // The lot it sold from: realized +4, 40 still held worth +6 unrealized.
      trade({
        createdAt: iso(1),
        cost: '30.00',
        heldCost: '20.00',
        value: '26.00',
        pnl: '10.00',
        realizedPnl: '4.00',
        unrealizedPnl: '6.00',
      }),
      // A lot held to a win on the 12th: payout 50 - cost basis 45 = +5.
      trade({
        market: closed,
        createdAt: iso(5),
        cost: '45.00',
        value: '50.00',
        pnl: '5.00',
        realizedPnl: '5.00',
        unrealizedPnl: '0.00',
        status: 'won',
      }),
    ].map(tradeFigures)
    const points = cumulativePnl(rows, today, 1_234)
    // A point on every day from the day before the first trade to today (the chart spaces points
    // evenly: days left out squeezed time), each the sum realized so far.
    expect(points.map((p) => p.time)).toEqual([
      '2026-02-28',
      ...Array.from({ length: 20 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`),
    ])
    const on = (day: string) => points.find((p) => p.time === day)!.value
    expect([on('2026-02-28'), on('2026-03-01'), on('2026-03-05'), on('2026-03-09')]).toEqual([0, 0, 0, 0])
    expect([on('2026-03-10'), on('2026-03-11'), on('2026-03-12'), on('2026-03-19')]).toEqual([4, 4, 9, 9])
    expect(on('2026-03-20')).toBe(12.34)
    // Without the account's total, today adds the lots' unrealized P&L: 9 + 6.
    expect(cumulativePnl(rows, today).at(-1)).toEqual({ time: '2026-03-20', value: 15 })
  })

  it('counts YES and NO buys (not sales, not pool hand-backs)', () => {
    const rows = [trade(), trade({ side: 'no' }), trade(), trade({ action: 'sell' }), trade({ kind: 'pool' })]
    expect(sideCounts(rows.map(tradeFigures))).toEqual({ yes: 2, no: 1 })
  })
})

describe('bestAndWorst', () => {
  it('is empty with no trades', () => expect(bestAndWorst([])).toEqual({ best: undefined, worst: undefined }))
  it('picks the closed lots with the highest and lowest P&L, the first one on a tie; open lots and sales are not trades that ended', () => {
    const rows = [
      trade({ id: 'a', status: 'sold' }),
      trade({ id: 'b', pnl: '-10.00', status: 'lost' }),
      trade({ id: 'c', status: 'won' }),
      trade({ id: 'd', pnl: '40.00', status: 'sold' }),
      trade({ id: 'e', pnl: '90.00', status: 'open' }),
      trade({ id: 'f', pnl: '-90.00', action: 'sell', status: 'sold' }),
    ].map(tradeFigures)
    const { best, worst } = bestAndWorst(rows)
    expect(best?.trade.id).toBe('d')
    expect(worst?.trade.id).toBe('b')
    expect(best?.pnlPercent).toBe(80)
    const ties = [trade({ id: 'x', status: 'sold' }), trade({ id: 'y', status: 'sold' })].map(tradeFigures)
    expect(bestAndWorst(ties)).toMatchObject({ best: { trade: { id: 'x' } }, worst: { trade: { id: 'x' } } })
  })
})
