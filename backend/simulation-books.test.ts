import Dexie from 'dexie'
import { describe, expect, it } from 'vitest'
import { isInstantMarket, orderBook, type OrderRow } from '../src/exchange'
import { createTestBackend } from '../mocks/node'
import { simulateUntil } from './simulation'

const HOUR = 60 * 60_000

describe('the simulated traders keep the book (src/exchange/simulation/advance.ts keepBook)', () => {
  it('within minutes of live steps most open markets have bids and offers on both sides, several levels each', async () => {
    const { backend, advance } = await createTestBackend({ seed: 'full' })
    const { db } = backend
    // The live loop's pace: a step every 5 s (one tick), 24 markets' books each.
    for (let i = 0; i < 150; i += 1) {
      advance(5_000)
      await simulateUntil(backend, backend.now())
    }
    const now = backend.now()
    const open = (
      await db.markets.where('[status+volumeCents]').between(['active', Dexie.minKey], ['active', Dexie.maxKey]).toArray()
    ).filter((m) => !isInstantMarket(m) && m.closesAt - now >= 48 * HOUR)
    expect(open.length).toBeGreaterThan(2_000)
    const byMarket = new Map<string, OrderRow[]>()
    for (const o of await db.orders.toArray()) {
      if (o.status === 'open') byMarket.set(o.marketId, [...(byMarket.get(o.marketId) ?? []), o])
    }
    // Each side's ladder as the market page shows it: its own orders and the other side's turned round.
    const full = open.filter((m) => {
      const book = orderBook(byMarket.get(m.id) ?? [], now)
      return (['yes', 'no'] as const).every((side) => {
        const other = side === 'yes' ? 'no' : 'yes'
        return book[side].bids.length + book[other].asks.length >= 2 && book[side].asks.length + book[other].bids.length >= 2
      })
    })
    expect(full.length / open.length).toBeGreaterThan(0.9)
    // About a minute of CPU here, most of it in fake-indexeddb (its index trees keep the
    // 12,000 orders' replaced entries, and every step's range reads walk them): a loaded machine
    // stretches it past four minutes, so it gets ten.
  }, 600_000)
})
