import { describe, expect, it } from 'vitest'
import { estimatedDailyEarnings, formatApy, parseAmount } from './liquidity-math'

describe('estimatedDailyEarnings = APY / 365 x amount / 100', () => {
  it.each<[number, number, number]>([
    [36.5, 1000, 1], // 36.5% a year on $1,000 is $1 a day
    [10, 365, 0.1],
    [0, 500, 0],
    [12, 0, 0],
    [-3, 100, 0],
  ])('APY %f%% on $%f → $%f a day', (apy, amount, daily) => {
    expect(estimatedDailyEarnings(apy, amount)).toBeCloseTo(daily, 12)
  })
})

describe('parseAmount', () => {
  it.each<[string, number | null]>([
    ['', null], ['  ', null], ['abc', null], ['0', null], ['-5', null], ['Infinity', null],
    ['25', 25], [' 12.5 ', 12.5], ['0.01', 0.01], ['1e3', 1000],
  ])('%j → %j', (text, amount) => {
    expect(parseAmount(text)).toBe(amount)
  })
})

describe('formatApy', () => {
  it.each<[number, string]>([[0, '0.00%'], [12.345, '12.35%'], [3.1, '3.10%']])('%f → %s', (apy, text) => {
    expect(formatApy(apy)).toBe(text)
  })
})
