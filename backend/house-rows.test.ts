import { describe, expect, it } from 'vitest'
import { createTestBackend } from '../mocks/node'
import { simulateUntil } from './simulation'
import { allPositionsAndLpShares, isHouseSeeded, seededHouseRows, withoutHouseMark } from './house-rows'
import { allSeedRows, buildSeed, DEFAULT_SEED_VALUE, HOUSE_ACCOUNT_ID } from '../seed'
import type { Backend } from './backend'

const HOUR = 60 * 60_000
const byId = <T extends { id: string }>(rows: readonly T[]) => [...rows].sort((a, b) => (a.id < b.id ? -1 : 1))

/** The same database with every derived house row stored and every mark dropped. */
async function storeEveryHouseRow(backend: Backend): Promise<void> {
  const { db } = backend
  await db.transaction('rw', [db.markets, db.positions, db.lpShares], async () => {
    const marked = await db.markets.filter((m) => isHouseSeeded(m)).toArray()
    const rows = marked.map(seededHouseRows)
    await Promise.all([
      db.positions.bulkAdd(rows.flatMap((r) => r.positions)),
      db.lpShares.bulkAdd(rows.flatMap((r) => r.lpShares)),
      db.markets.bulkPut(marked.map(withoutHouseMark)),
    ])
  })
}

/** What the exchange holds, with the house's rows whether stored or derived. */
async function holdings(backend: Backend) {
  const { db } = backend
  const [{ positions, lpShares }, accounts, markets, ledger] = await Promise.all([
    allPositionsAndLpShares(db),
    db.accounts.toArray(),
    db.markets.toArray(),
    db.ledger.toArray(),
  ])
  const ledgerSums = new Map<string, number>()
  for (const e of ledger) ledgerSums.set(e.accountId, (ledgerSums.get(e.accountId) ?? 0) + e.amountCents)
  // Trade ids are random in a live run (backend/exchange-store.ts randomIds): lots are compared without them.
  const withoutTradeIds = positions.map((p) => (p.lots ? { ...p, lots: p.lots.map(({ tradeId: _tradeId, ...lot }) => lot) } : p))
  return {
    positions: byId(withoutTradeIds),
    lpShares: byId(lpShares),
    balances: Object.fromEntries(byId(accounts).map((a) => [a.id, a.balanceCents])),
    ledgerSums: Object.fromEntries([...ledgerSums].sort()),
    markets: byId(markets.map(withoutHouseMark)),
  }
}

describe("the house's rows in catalogue markets are derived until a market changes", () => {
  it('a seeded database answers exactly the seed’s house rows, and stores only those of markets the past changed', async () => {
    const { backend } = await createTestBackend({ seed: 'full' })
    const seed = buildSeed(DEFAULT_SEED_VALUE, backend.now())
    const rows = allSeedRows(seed)
    const { positions, lpShares } = await allPositionsAndLpShares(backend.db)
    expect(byId(positions)).toEqual(byId(rows.positions))
    expect(byId(lpShares)).toEqual(byId(rows.lpShares))
    expect(lpShares.length).toBeGreaterThan(3000)
    // Stored only in the markets the seeded past changed (seed/past) and in the multi-answer markets
    // (and their answers: seed/multi-markets.ts), whose pools move together: derived in every other.
    const past = seed.restChunks[0]!
    const grouped = new Set(rows.markets.filter((m) => m.kind === 'multi' || m.kind === 'answer').map((m) => m.id))
    const house = <T extends { accountId: string; marketId: string }>(list: readonly T[]) =>
      list.filter((r) => r.accountId === HOUSE_ACCOUNT_ID && !grouped.has(r.marketId)).length
    const inGroups = <T extends { accountId: string; marketId: string }>(list: readonly T[]) =>
      list.filter((r) => r.accountId === HOUSE_ACCOUNT_ID && grouped.has(r.marketId)).length
    expect(inGroups(rows.lpShares)).toBeGreaterThanOrEqual(20)
    expect(await backend.db.positions.where('accountId').equals(HOUSE_ACCOUNT_ID).count()).toBe(
      house(past.positions) + inGroups(rows.positions),
    )
    expect(await backend.db.lpShares.where('accountId').equals(HOUSE_ACCOUNT_ID).count()).toBe(
      house(past.lpShares) + inGroups(rows.lpShares),
    )
    expect(house(past.lpShares)).toBeLessThan(lpShares.length / 5)
  }, 60_000)

  it('hours of simulated trading and settlement end the same as with every house row stored', async () => {
    const derived = await createTestBackend()
    const stored = await createTestBackend()
    await storeEveryHouseRow(stored.backend)
    expect(await stored.backend.db.markets.filter((m) => isHouseSeeded(m)).count()).toBe(0)
    const marked = await derived.backend.db.markets.filter((m) => isHouseSeeded(m)).primaryKeys()
    expect(marked.length).toBeGreaterThan(100)
    expect(await holdings(derived.backend)).toEqual(await holdings(stored.backend))

    // Past the first seeded markets' close and resolution delay: trades, closes and settlements.
    for (let i = 0; i < 16; i += 1) {
      derived.advance(HOUR)
      stored.advance(HOUR)
      await simulateUntil(derived.backend, derived.backend.now())
      await simulateUntil(stored.backend, stored.backend.now())
    }
    const after = await holdings(derived.backend)
    expect(after).toEqual(await holdings(stored.backend))

    // Markets that changed hold their house rows stored (as derived from the market before
    // the change) and no mark; the house was paid in settled ones.
    const { db } = derived.backend
    const changed = (await db.markets.bulkGet(marked)).filter((m) => m && !isHouseSeeded(m))
    expect(changed.length).toBeGreaterThan(0)
    const storedHouse = await db.lpShares.where('accountId').equals(HOUSE_ACCOUNT_ID).primaryKeys()
    expect(storedHouse.length).toBeGreaterThanOrEqual(changed.length)
    const settled = await db.positions
      .where('accountId')
      .equals(HOUSE_ACCOUNT_ID)
      .filter((p) => p.settled)
      .toArray()
    expect(settled.length).toBeGreaterThan(0)
    expect(after.markets.some((m) => m.status === 'resolved')).toBe(true)
  }, 120_000)
})
