import { describe, expect, it } from 'vitest'
import type { Trade } from '../../api/contract'
import { finishedTrades } from './recent-trades'

const lot = (id: string, status: Trade['status'], createdAt: string, closedAt: string | null, action: Trade['action'] = 'buy') =>
  ({ id, status, action, createdAt, closedAt }) as Trade

describe('finishedTrades', () => {
  it('lists closed lots by when they finished, the latest first, not by when they were bought', () => {
    // Newest bought first, as GET /api/trades lists them.
    const trades = [
      lot('open', 'open', '2026-11-20T10:00:00Z', null),
      lot('sale', 'sold', '2026-11-19T10:00:00Z', '2026-11-19T10:00:00Z', 'sell'),
      lot('sold-last-week', 'sold', '2026-11-12T10:00:00Z', '2026-11-13T10:00:00Z'),
      lot('settled-today', 'won', '2026-10-01T10:00:00Z', '2026-11-21T09:00:00Z'),
      // Sold out before the time was kept: placed by when it was bought.
      lot('undated', 'sold', '2026-11-15T10:00:00Z', null),
      lot('lost', 'lost', '2026-11-01T10:00:00Z', '2026-11-14T10:00:00Z'),
    ]
    expect(finishedTrades(trades).map((t) => t.id)).toEqual(['settled-today', 'undated', 'lost', 'sold-last-week'])
    expect(finishedTrades(trades, 2).map((t) => t.id)).toEqual(['settled-today', 'undated'])
  })
})
