import { describe, expect, it } from 'vitest'
import type { MarketSummary, Position } from '../../api/contract'
import {
  baselineChange, contractsValue, currentSidePrice, pnlPercent, positionFigures, roundCents, settledFigures, splitPositions,
} from './position-math'

const market = (over: Partial<MarketSummary> = {}): MarketSummary => ({
  id: 'm1', title: 'Will it rain?', categoryId: 'climate', yesPrice: '63.00', noPrice: '37.00',
  status: 'active', resolution: null, closesAt: '2030-01-01T00:00:00.000Z', ...over,
})

const position = (over: Partial<Position> = {}): Position => ({
  marketId: 'm1', side: 'yes', quantity: 100, avgPrice: 50, settled: false, payout: '0.00', cost: '0.00', value: '0.00', pnl: '0.00', market: market(), ...over,
})

describe('currentSidePrice', () => {
  it.each([
    ['active yes', market(), 'yes', 63],
    ['active no', market(), 'no', 37],
    ['closed, not yet resolved, keeps the last quote', market({ status: 'closed' }), 'yes', 63],
    ['resolved yes, yes side won', market({ status: 'resolved', resolution: 'yes' }), 'yes', 100],
    ['resolved yes, no side lost', market({ status: 'resolved', resolution: 'yes' }), 'no', 0],
    ['resolved no, no side won', market({ status: 'resolved', resolution: 'no' }), 'no', 100],
    ['unparseable price', market({ yesPrice: 'x' }), 'yes', 0],
  ] as const)('%s', (_name, m, side, expected) => expect(currentSidePrice(m, side)).toBe(expected))
})

describe('money helpers', () => {
  it.each([
    [100, 63, 63],
    [3, 33.33, 1],
    [7, 14.29, 1],
    [0, 50, 0],
    [10_000, 99, 9900],
  ])('%i contracts at %s¢ = $%s', (q, c, dollars) => expect(contractsValue(q, c)).toBe(dollars))

  it.each([
    [0.1 + 0.2, 0.3],
    [-0.001, 0],
    [1.005, 1.01],
    [-1.005, -1.01],
    [Number.NaN, Number.NaN],
  ])('roundCents(%s) = %s', (input, expected) => expect(roundCents(input)).toBe(expected))

  it.each([
    [10, 100, 10],
    [-25, 50, -50],
    [5, 0, 0],
    [0, 0, 0],
  ])('pnlPercent(%s, %s) = %s', (pnl, cost, expected) => expect(pnlPercent(pnl, cost)).toBe(expected))
})

describe('positionFigures', () => {
  it.each([
    ['a gain', position(), { price: 63, value: 63, cost: 50, pnl: 13, pnlPercent: 26 }],
    ['a loss on the no side', position({ side: 'no', quantity: 10, avgPrice: 45.5 }), { price: 37, value: 3.7, cost: 4.55, pnl: -0.85 }],
    ['flat', position({ avgPrice: 63 }), { value: 63, cost: 63, pnl: 0, pnlPercent: 0 }],
    ['free contracts: percent 0, not infinity', position({ avgPrice: 0 }), { cost: 0, pnl: 63, pnlPercent: 0 }],
    ['resolved for the side', position({ market: market({ status: 'resolved', resolution: 'yes' }) }), { value: 100, pnl: 50 }],
    ['resolved against the side', position({ market: market({ status: 'resolved', resolution: 'no' }) }), { value: 0, pnl: -50, pnlPercent: -100 }],
  ] as const)('%s', (_name, p, expected) => expect(positionFigures(p)).toMatchObject(expected))
})

describe('settled positions', () => {
  it.each([
    ['won', position({ settled: true, payout: '100.00' }), { payout: 100, cost: 50, pnl: 50 }],
    ['lost', position({ settled: true, payout: '0.00' }), { payout: 0, cost: 50, pnl: -50 }],
  ] as const)('%s', (_name, p, expected) => expect(settledFigures(p)).toEqual(expected))

  it('splits open from settled, dropping emptied positions', () => {
    const a = position({ marketId: 'a' })
    const b = position({ marketId: 'b', settled: true })
    const c = position({ marketId: 'c', quantity: 0 })
    expect(splitPositions([a, b, c])).toEqual({ open: [a], settled: [b] })
  })
})

describe('baselineChange', () => {
  it.each([
    ['10000.00', 0, 0],
    ['10250.50', 250.5, 2.505],
    ['9000', -1000, -10],
    ['', -10_000, -100],
  ])('%s → %s (%s%%)', (total, amount, percent) => {
    const change = baselineChange(total)
    expect(change.amount).toBe(amount)
    expect(change.percent).toBeCloseTo(percent, 10)
  })
})
