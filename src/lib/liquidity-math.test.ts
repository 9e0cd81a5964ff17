import { describe, expect, it } from 'vitest'
import { AMOUNT_CENTS_PROBLEM, amountProblem, estimatedDailyEarnings, formatApy, parseAmount } from './liquidity-math'

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

describe('parseAmount and amountProblem: only whole cents are sent', () => {
  it.each<[string, number | null, string | null]>([
    ['', null, null],
    ['  ', null, null],
    ['abc', null, null],
    ['0', null, null],
    ['-5', null, null],
    ['Infinity', null, null],
    ['25', 25, null],
    [' 12.5 ', 12.5, null],
    ['0.01', 0.01, null],
    ['1e3', 1000, null],
    ['99.99', 99.99, null],
    ['99.999999999', null, AMOUNT_CENTS_PROBLEM],
    ['10.005', null, AMOUNT_CENTS_PROBLEM],
    ['0.001', null, AMOUNT_CENTS_PROBLEM],
    ['1.2345e1', null, AMOUNT_CENTS_PROBLEM],
  ])('%j → %j (%j)', (text, amount, problem) => {
    expect(parseAmount(text)).toBe(amount)
    expect(amountProblem(text)).toBe(problem)
  })
})

describe('formatApy', () => {
  it.each<[number, string]>([
    [0, '0.00%'],
    [12.345, '12.35%'],
    [3.1, '3.10%'],
  ])('%f → %s', (apy, text) => {
    expect(formatApy(apy)).toBe(text)
  })
})
