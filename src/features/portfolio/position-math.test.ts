import { describe, expect, it } from 'vitest'
import { splitPositions } from './position-math'

describe('splitPositions', () => {
  it('splits open from settled, dropping emptied positions', () => {
    const a = { id: 'a', settled: false, quantity: 10 }
    const b = { id: 'b', settled: true, quantity: 10 }
    const c = { id: 'c', settled: false, quantity: 0 }
    expect(splitPositions([a, b, c])).toEqual({ open: [a], settled: [b] })
  })
})
