import { describe, expect, it } from 'vitest'
import type { Trade } from '../api/contract'
import { TRADES_CSV_HEADER, tradesCsv, tradesCsvFileName } from './trades-csv'

const trade = (over: Partial<Trade> = {}): Trade => ({
  id: 't1',
  marketId: 'm1',
  side: 'yes',
  action: 'buy',
  kind: 'market',
  orderId: null,
  closedAt: null,
  quantity: 100,
  price: '51.53',
  cost: '52.31',
  proceeds: '0.00',
  fee: '0.78',
  value: '60.00',
  heldQuantity: 100,
  heldCost: '52.31',
  soldQuantity: 0,
  realizedPnl: '0.00',
  unrealizedPnl: '7.69',
  pnl: '7.69',
  priceAfter: '53.10',
  status: 'open',
  userId: 'u',
  createdAt: '2026-03-10T09:00:00.000Z',
  market: {
    id: 'm1',
    title: 'Will it rain?',
    categoryId: 'climate',
    yesPrice: '60.00',
    noPrice: '40.00',
    status: 'active',
    resolution: null,
    closesAt: '2030-01-01T00:00:00.000Z',
  },
  ...over,
})

describe('tradesCsv', () => {
  it('writes a header row, then one row (a lot, a sale) a line with dollars to two decimals', () => {
    const csv = tradesCsv([
      trade(),
      trade({
        id: 't2',
        action: 'sell',
        kind: 'fill',
        orderId: 'o1',
        quantity: 40,
        price: '52.3',
        cost: '20',
        proceeds: '20.92',
        value: '20.92',
        heldQuantity: 0,
        heldCost: '0',
        soldQuantity: 40,
        realizedPnl: '0.92',
        unrealizedPnl: '0',
        pnl: '0.92',
        status: 'sold',
      }),
    ])
    const lines = csv.split('\r\n')
    expect(lines[0]).toBe(TRADES_CSV_HEADER.join(','))
    expect(lines[1]).toBe(
      '2026-03-10T09:00:00.000Z,Will it rain?,YES,buy,market,100,100,0,51.53,0.78,52.31,0.00,60.00,0.00,7.69,7.69,open',
    )
    expect(lines[2]).toBe(
      '2026-03-10T09:00:00.000Z,Will it rain?,YES,sell,limit fill,40,0,40,52.30,0.78,20.00,20.92,20.92,0.92,0.00,0.92,sold',
    )
    expect(lines).toHaveLength(4)
    expect(lines[3]).toBe('')
  })

  it('quotes fields with commas or quotes and defuses formulas', () => {
    const csv = tradesCsv([
      trade({ market: { ...trade().market, title: 'Rain, "snow" or sun?' } }),
      trade({ market: { ...trade().market, title: '=1+1' } }),
    ])
    const lines = csv.split('\r\n')
    expect(lines[1]).toContain(',"Rain, ""snow"" or sun?",')
    expect(lines[2]).toContain(",'=1+1,")
  })

  it('an empty history is the header alone', () => {
    expect(tradesCsv([])).toBe(`${TRADES_CSV_HEADER.join(',')}\r\n`)
  })

  it('names the file by the day where the trader is (late evening is still that day)', () => {
    expect(tradesCsvFileName(new Date(2026, 10, 25, 23, 30))).toBe('foresight-trades-2026-11-25.csv')
  })
})
