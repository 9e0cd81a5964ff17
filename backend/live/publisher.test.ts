import { describe, expect, it } from 'vitest'
import type { LiveBatch } from '../../src/api/contract'
import { liveBatch, marketChange } from './test-fixtures'
import { LiveCoalescer, batchOf } from './publisher'
import { MemoryExchange } from '../../src/exchange/memory-exchange'
import { changeSet } from '../../src/exchange/change-set'
import { openAccount } from '../../src/exchange/ledger'
import { DAY, HOUSE, T0 } from '../../src/exchange/testing/fixtures'
import { yesBp } from '../../src/exchange/prices'
import { marketRowsToWrite } from '../exchange-store'

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

describe('batchOf', () => {
  it('sends a multi-answer market with its answers (priced by the leading one), never an answer on its own, nor the market without them', () => {
    const ex = new MemoryExchange()
    const house = openAccount(ex.ids, HOUSE, 'house', T0)
    ex.apply(changeSet({ accounts: [house.account], ledger: [house.entry] }))
    const answers = ['a', 'b', 'c'].map((x) => ({ id: `cup-${x}`, text: x.toUpperCase() }))
    const spec = { id: 'cup', title: 'Who wins?', description: '', categoryId: 'sports', createdAt: T0, closesAt: T0 + DAY }
    ex.openMulti({ ...spec, answers, chances: [0.2, 0.5, 0.3], liquidityCents: 30_000, providerId: HOUSE })
    const rows = [ex.slice.markets.get('cup')!, ...ex.answersOf('cup')]
    const sent = batchOf({ markets: rows, accountIds: [] }, T0 + 1)
    expect(sent.markets.map((m) => m.id)).toEqual(['cup'])
    expect(sent.markets[0]!.answers!.map((a) => a.text)).toEqual(['A', 'B', 'C'])
    expect(Math.round(Number(sent.markets[0]!.yesPrice))).toBe(50)
    expect(batchOf({ markets: rows.slice(0, 1), accountIds: [] }, T0 + 1).markets).toEqual([])
    expect(batchOf({ markets: rows.slice(1), accountIds: [] }, T0 + 1).markets).toEqual([])
  })

  it("after a trade on one answer (the market's row with every pool, the traded answer's row), sends every answer's prices", () => {
    const ex = new MemoryExchange()
    for (const [id, kind] of [
      [HOUSE, 'house'],
      ['ann', 'user'],
    ] as const) {
      const opened = openAccount(ex.ids, id, kind, T0)
      ex.apply(changeSet({ accounts: [opened.account], ledger: [opened.entry] }))
    }
    const answers = ['a', 'b', 'c'].map((x) => ({ id: `cup-a${x}`, text: x.toUpperCase() }))
    const spec = { id: 'cup', title: 'Who wins?', description: '', categoryId: 'sports', createdAt: T0, closesAt: T0 + DAY }
    ex.openMulti({ ...spec, answers, chances: [0.2, 0.5, 0.3], liquidityCents: 30_000, providerId: HOUSE })
    const before = [ex.slice.markets.get('cup')!, ...ex.answersOf('cup')]
    const { changes } = ex.tradeMulti({
      accountId: 'ann',
      marketId: 'cup',
      answerId: 'cup-aa',
      side: 'yes',
      action: 'buy',
      quantity: 40,
      now: T0 + 1,
    })
    // What the store writes (and the change feed sees): two rows.
    const written = marketRowsToWrite(changes.markets, before)
    expect(written.map((m) => m.id)).toEqual(['cup', 'cup-aa'])
    const [sent] = batchOf({ markets: written, accountIds: [] }, T0 + 2).markets
    const after = ex.answersOf('cup')
    expect(sent!.answers!.map((a) => [a.id, a.yesPrice])).toEqual(after.map((a) => [a.id, (yesBp(a) / 100).toFixed(2)]))
    // The traded answer in full, the others their prices and pool only (merged by id on screens).
    expect(sent!.answers![0]).toMatchObject({ text: 'A', status: 'active' })
    expect(Object.keys(sent!.answers![1]!).sort()).toEqual(['id', 'noPrice', 'pool', 'yesPrice'])
    // Priced by the leading answer, still B.
    expect(sent!.yesPrice).toBe((yesBp(after[1]!) / 100).toFixed(2))
  })
})
