import { describe, expect, it } from 'vitest'
import { LiquidityBody } from './liquidity'
import { TradeBody } from './trades'
import { wholeCents } from './input-rules'

/** The message of the first problem, or the parsed value. */
function outcome<T>(result: { success: true; data: T } | { success: false; error: { issues: Array<{ message: string }> } }) {
  return result.success ? { ok: result.data } : { error: result.error.issues[0]!.message }
}

describe('money: whole cents, at most 2 decimals exactly', () => {
  it.each<[number, number | null]>([
    [12.34, 1234], [0.1, 10], [0.01, 1], [1, 100], [1_000_000, 100_000_000], [999_999.99, 99_999_999], [-5.5, -550],
    [99.999999999, null], [0.1 + 0.2, null], [10.005, null], [0.001, null], [1e-7, null], [1.5e-300, null], [2 ** 60, null],
  ])('wholeCents(%s) = %s', (dollars, cents) => {
    expect(wholeCents(dollars)).toBe(cents)
  })

  it.each<[string, unknown, { ok: unknown } | { error: string }]>([
    ['whole dollars', 5, { ok: { amount: 5 } }],
    ['cents', 1234.56, { ok: { amount: 1234.56 } }],
    ['the largest amount', 1_000_000, { ok: { amount: 1_000_000 } }],
    ['nine decimals (was charged $100.00)', 99.999999999, { error: 'amount must have at most 2 decimals (whole cents)' }],
    ['float noise (0.1 + 0.2)', 0.1 + 0.2, { error: 'amount must have at most 2 decimals (whole cents)' }],
    ['three decimals', 10.005, { error: 'amount must have at most 2 decimals (whole cents)' }],
    ['zero', 0, { error: 'amount must be greater than 0' }],
    ['negative', -0.01, { error: 'amount must be greater than 0' }],
    ['over the limit', 1_000_000.01, { error: 'amount must be at most $1,000,000' }],
    ['a string', '5', { error: 'amount must be a number of dollars' }],
    ['infinity', Infinity, { error: 'amount must be a number of dollars' }],
  ])('liquidity amount: %s', (_, amount, expected) => {
    expect(outcome(LiquidityBody.safeParse({ amount }))).toEqual(expected)
  })

  it('takes every whole-cent amount from $0.01 to $1,000,000 (a sample of 20,000 and the edges)', () => {
    const cents = [1, 2, 3, 99, 100, 101, 100_000_000, 99_999_999, ...Array.from({ length: 20_000 }, (_, i) => 1 + ((i * 4_999_879) % 100_000_000))]
    const refused = cents.filter((c) => !LiquidityBody.safeParse({ amount: c / 100 }).success || wholeCents(c / 100) !== c)
    expect(refused).toEqual([])
  })

  const order = { marketId: 'm-1', side: 'yes', quantity: 1 }
  it.each<[string, boolean]>([
    ['50', true], ['63.4', true], ['63.42', true], ['0', true], ['100', true], ['100.00', true], ['07.5', true],
    ['63.425', false], ['-5', false], ['100.01', false], ['101', false], ['1e2', false], [' 50', false], ['0x10', false], ['', false], ['.5', false],
  ])('trade price %j is taken: %s', (price, ok) => {
    const result = TradeBody.safeParse({ ...order, price })
    expect(result.success).toBe(ok)
    if (!ok) expect(outcome(result)).toEqual({ error: 'price must be cents from 0 to 100 with at most 2 decimals' })
  })
})
