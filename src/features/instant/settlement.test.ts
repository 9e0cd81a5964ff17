import { describe, expect, it } from 'vitest'
import type { InstantMarket } from '../../api/contract'
import {
  effectiveStatus,
  filterInstant,
  formatTimeLeft,
  matchesSettlement,
  settlementBucket,
  type SettlementFilter,
} from './settlement'

const MIN = 60_000
const HOUR = 60 * MIN
const NOW = Date.UTC(2026, 0, 1, 12)

describe('settlementBucket', () => {
  it.each<[number, string]>([
    [-5 * MIN, 'now'],
    [0, 'now'],
    [1, '1h'],
    [HOUR, '1h'],
    [HOUR + 1, '6h'],
    [6 * HOUR, '6h'],
    [6 * HOUR + 1, '24h'],
    [24 * HOUR, '24h'],
    [24 * HOUR + 1, 'over24h'],
  ])('%d ms left → %s', (ms, bucket) => {
    expect(settlementBucket(ms)).toBe(bucket)
  })
})

describe('matchesSettlement (cumulative: ≤6h includes ≤1h)', () => {
  it.each<[number, SettlementFilter, boolean]>([
    [30 * MIN, 'all', true],
    [30 * MIN, '1h', true],
    [30 * MIN, '6h', true],
    [2 * HOUR, '1h', false],
    [2 * HOUR, '6h', true],
    [2 * HOUR, '24h', true],
    [25 * HOUR, '24h', false],
    [25 * HOUR, 'all', true],
    [-MIN, '1h', true],
  ])('%d ms with %s → %s', (ms, filter, match) => {
    expect(matchesSettlement(ms, filter)).toBe(match)
  })
})

describe('formatTimeLeft', () => {
  it.each<[number, string]>([
    [0, 'Settling now'],
    [-1000, 'Settling now'],
    [9_500, '0m 09s'],
    [12 * MIN + 9_000, '12m 09s'],
    [5 * HOUR + 7 * MIN, '5h 07m'],
    [27 * HOUR, '1d 3h'],
  ])('%d ms → %s', (ms, text) => {
    expect(formatTimeLeft(ms)).toBe(text)
  })
})

function market(id: string, category: string, status: InstantMarket['status'], leftMs: number): InstantMarket {
  return {
    id,
    title: id,
    category,
    description: '',
    yesPrice: '50.00',
    noPrice: '50.00',
    settlementTime: new Date(NOW + leftMs).toISOString(),
    status,
    volume: 0,
    participants: 0,
    expectedOutcome: 'yes',
    confidence: 50,
    clearCall: false,
    resolution: null,
    pool: { yesReserve: 1, noReserve: 1 },
  }
}

describe('filterInstant', () => {
  const markets = [
    market('a', 'crypto', 'live', 20 * MIN),
    market('b', 'sports', 'live', 3 * HOUR),
    market('c', 'crypto', 'settling', -MIN),
    market('d', 'crypto', 'live', -1), // the countdown ran out before the next refresh
    market('e', 'climate', 'settled', -30 * MIN),
  ]
  it.each<[string, Parameters<typeof filterInstant>[1], string[]]>([
    ['no filters', { category: 'all', status: 'all', settlement: 'all' }, ['a', 'b', 'c', 'd', 'e']],
    ['a category', { category: 'crypto', status: 'all', settlement: 'all' }, ['a', 'c', 'd']],
    ['live', { category: 'all', status: 'live', settlement: 'all' }, ['a', 'b']],
    ['settling', { category: 'all', status: 'settling', settlement: 'all' }, ['c', 'd']],
    // The settled one has nothing left to settle: in no time filter.
    ['≤1h', { category: 'all', status: 'all', settlement: '1h' }, ['a', 'c', 'd']],
    ['≤24h', { category: 'all', status: 'all', settlement: '24h' }, ['a', 'b', 'c', 'd']],
    ['live crypto ≤6h', { category: 'crypto', status: 'live', settlement: '6h' }, ['a']],
  ])('%s', (_, filters, ids) => {
    expect(filterInstant(markets, filters, NOW).map((m) => m.id)).toEqual(ids)
  })

  it('a live market whose time ran out counts as settling', () => {
    expect(effectiveStatus(markets[3]!, NOW)).toBe('settling')
    expect(effectiveStatus(markets[0]!, NOW)).toBe('live')
  })
})
