import { describe, expect, it } from 'vitest'
import type { Position } from '../../api/contract'
import { settledSince, settlementDue } from './settled-positions'

const HOUR = 3_600_000
const NOW = Date.parse('2030-01-01T12:00:00Z')

function position(marketId: string, side: 'yes' | 'no', settled: boolean, extra: Partial<Position> = {}): Position {
  return {
    marketId,
    side,
    quantity: 10,
    avgPrice: 50,
    settled,
    payout: settled ? '10.00' : '0.00',
    cost: '5.00',
    value: '10.00',
    pnl: '5.00',
    status: settled ? 'won' : 'open',
    market: {
      id: marketId,
      title: `Market ${marketId}`,
      categoryId: 'c',
      yesPrice: '50',
      noPrice: '50',
      status: settled ? 'resolved' : 'active',
      resolution: null,
      closesAt: new Date(NOW + 48 * HOUR).toISOString(),
    },
    ...extra,
  } as Position
}

describe('settled positions', () => {
  it('lists the positions that were open before and are settled now', () => {
    const before = { positions: [position('a', 'yes', false), position('b', 'no', false), position('c', 'yes', true)] }
    const after = {
      positions: [position('a', 'yes', true), position('b', 'no', false), position('c', 'yes', true), position('d', 'no', true)],
    }
    expect(settledSince(before, after)).toEqual([{ marketId: 'a', side: 'yes', title: 'Market a', payout: '10.00', pnl: '5.00' }])
  })

  it('tells a YES from a NO position on the same market', () => {
    const before = { positions: [position('a', 'no', false), position('a', 'yes', true)] }
    const after = { positions: [position('a', 'no', true), position('a', 'yes', true)] }
    expect(settledSince(before, after).map((p) => p.side)).toEqual(['no'])
  })

  it('is due while a held market has closed or closes within the hour', () => {
    expect(settlementDue(undefined, NOW)).toBe(false)
    expect(settlementDue({ positions: [position('a', 'yes', false)] }, NOW)).toBe(false)
    const soon = position('a', 'yes', false, {})
    soon.market = { ...soon.market, closesAt: new Date(NOW + HOUR / 2).toISOString() }
    expect(settlementDue({ positions: [soon] }, NOW)).toBe(true)
    const closed = position('b', 'no', false)
    closed.market = { ...closed.market, status: 'closed' }
    expect(settlementDue({ positions: [closed] }, NOW)).toBe(true)
    expect(settlementDue({ positions: [position('c', 'yes', true)] }, NOW)).toBe(false)
  })
})
