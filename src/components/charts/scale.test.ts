import { describe, expect, it } from 'vitest'
import { compactDollars, linearScale, niceAxis, stepPath } from './scale'

describe('niceAxis', () => {
  it.each([
    [[], { min: 0, max: 1, ticks: [0, 1] }],
    [[0], { min: 0, max: 1, ticks: [0, 1] }],
    [[87], { min: 0, max: 100, ticks: [0, 20, 40, 60, 80, 100] }],
    [[250, -40], { min: -100, max: 300, ticks: [-100, 0, 100, 200, 300] }],
    [[-3], { min: -3, max: 0, ticks: [-3, -2, -1, 0] }],
    [[0.3], { min: 0, max: 0.3, ticks: [0, 0.1, 0.2, 0.3] }],
    [[1234, Number.NaN], { min: 0, max: 1500, ticks: [0, 500, 1000, 1500] }],
  ])('%j → %j', (values, expected) => expect(niceAxis(values)).toEqual(expected))

  it('always contains zero and every value', () => {
    for (const values of [
      [5, 17],
      [-9, -2],
      [0.01, 9999],
      [-1234, 56],
    ]) {
      const axis = niceAxis(values)
      expect(axis.ticks).toContain(0)
      for (const v of values) expect(v >= axis.min && v <= axis.max).toBe(true)
    }
  })
})

describe('linearScale', () => {
  it('maps the axis onto pixels, top is the maximum', () => {
    const y = linearScale({ min: -100, max: 300 }, 200, 0)
    expect(y(-100)).toBe(200)
    expect(y(300)).toBe(0)
    expect(y(0)).toBe(150)
  })
})

describe('compactDollars', () => {
  it.each([
    [0, '$0'],
    [250, '$250'],
    [0.5, '$0.5'],
    [1500, '$1.5K'],
    [-40, '-$40'],
    [2_000_000, '$2M'],
    [12.345, '$12.3'],
  ])('%s → %s', (value, text) => expect(compactDollars(value)).toBe(text))
})

describe('stepPath', () => {
  it('holds each value until the next point, then moves straight up or down', () => {
    expect(
      stepPath([
        [0, 50],
        [10.04, 40],
        [25, 45.56],
      ]),
    ).toBe('M0.0 50.0H10.0V40.0H25.0V45.6')
  })
  it('one point is where the path starts; none is an empty path', () => {
    expect(stepPath([[3, 4]])).toBe('M3.0 4.0')
    expect(stepPath([])).toBe('')
  })
})
