import { describe, expect, it } from 'vitest'
import { createRng, createRngFromState, hashString, randomInt, shuffle } from './random'

describe('random', () => {
  it('same seed, same stream; state resumes the stream', () => {
    const a = createRng(7)
    const b = createRng(7)
    const first = Array.from({ length: 5 }, () => a.next())
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first)
    const resumed = createRngFromState(a.state())
    expect(resumed.next()).toBe(a.next())
    expect(createRng(8).next()).not.toBe(createRng(7).next())
  })

  it('outputs are in [0, 1) and roughly uniform', () => {
    const rng = createRng(1)
    const buckets = new Array(10).fill(0)
    for (let i = 0; i < 20_000; i += 1) {
      const x = rng.next()
      expect(x >= 0 && x < 1).toBe(true)
      buckets[Math.floor(x * 10)] += 1
    }
    for (const count of buckets) expect(Math.abs(count - 2000)).toBeLessThan(200)
  })

  it('helpers are deterministic', () => {
    expect(hashString('sim-1')).toBe(hashString('sim-1'))
    expect(shuffle(createRng(3), [1, 2, 3, 4, 5])).toEqual(shuffle(createRng(3), [1, 2, 3, 4, 5]))
    expect(randomInt(createRng(3), 10)).toBeLessThan(10)
  })
})
