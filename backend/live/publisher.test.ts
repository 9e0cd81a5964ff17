import { describe, expect, it } from 'vitest'
import type { LiveBatch } from '../../src/api/contract'
import { liveBatch, marketChange } from './test-fixtures'
import { LiveCoalescer } from './publisher'

const market = marketChange
const batch = liveBatch

/** A coalescer on a hand-driven clock: `tick(ms)` moves time and runs what came due. */
function driven() {
  let now = 0
  const timers: { at: number; run: () => void }[] = []
  const emitted: { at: number; batch: LiveBatch }[] = []
  const coalescer = new LiveCoalescer((b) => emitted.push({ at: now, batch: b }), {
    intervalMs: 250,
    now: () => now,
    schedule: (run, ms) => timers.push({ at: now + ms, run }),
  })
  const tick = (ms: number) => {
    now += ms
    for (const timer of timers.splice(0).sort((a, b) => a.at - b.at)) {
      if (timer.at <= now) timer.run()
      else timers.push(timer)
    }
  }
  return { coalescer, emitted, tick }
}

describe('LiveCoalescer', () => {
  it('sends the first change at once, then at most one batch per interval, each market with its latest figures', () => {
    const { coalescer, emitted, tick } = driven()
    coalescer.add(batch([market('m1', '50.00')], ['u1']))
    expect(emitted).toHaveLength(1)
    tick(10)
    coalescer.add(batch([market('m1', '51.00')]))
    tick(10)
    coalescer.add(batch([market('m1', '52.00'), market('m2', '30.00')], ['u2']))
    expect(emitted).toHaveLength(1)
    tick(229)
    expect(emitted).toHaveLength(1)
    tick(1)
    expect(emitted).toHaveLength(2)
    expect(emitted[1]).toEqual({ at: 250, batch: batch([market('m1', '52.00'), market('m2', '30.00')], ['u2']) })
    // Quiet for longer than the interval: the next change goes at once again.
    tick(1_000)
    coalescer.add(batch([], [], true))
    expect(emitted.at(-1)).toEqual({ at: 1_250, batch: batch([], [], true) })
    const times = emitted.map((e) => e.at)
    for (let i = 1; i < times.length; i += 1) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(250)
  })

  it('ignores empty batches', () => {
    const { coalescer, emitted } = driven()
    coalescer.add(batch([]))
    expect(emitted).toEqual([])
  })
})
