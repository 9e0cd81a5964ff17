import { describe, expect, it } from 'vitest'
import { createTestBackend } from '../mocks/node'
import { ensureSeeded, LEGACY_REST_CHUNK_MARKETS, seedMeta, writeFirstStage, writeRestStage } from './seed-db'
import { allSeedRows, buildSeed, DEFAULT_SEED_VALUE, REST_CHUNK_MARKETS } from '../seed'
import { storeInvariants } from '../mocks/test/exchange-checks'

describe('an interrupted seed resumes in its own slices', () => {
  it('a second stage begun in slices of the old size finishes in them: every market, the money adding up', async () => {
    expect(REST_CHUNK_MARKETS).not.toBe(LEGACY_REST_CHUNK_MARKETS)
    const { backend } = await createTestBackend({ seed: false })
    const { db } = backend
    const old = buildSeed(DEFAULT_SEED_VALUE, backend.now(), LEGACY_REST_CHUNK_MARKETS)
    // As an earlier release left it: the first stage and five slices of 100, then the tab closed.
    await writeFirstStage(db, old)
    let slices = 0
    await expect(
      writeRestStage(db, old, async () => {
        if (++slices === 5) throw new Error('tab closed')
      }),
    ).rejects.toThrow('tab closed')
    const meta = (await seedMeta(backend))!
    expect(meta.restChunksDone).toBe(5)
    delete meta.restChunkMarkets
    await db.meta.put({ key: 'seed', value: meta })

    await ensureSeeded(backend)
    expect((await seedMeta(backend))?.stage).toBe(2)
    const rows = allSeedRows(old)
    expect((await db.markets.toCollection().primaryKeys()).sort()).toEqual(rows.markets.map((m) => m.id).sort())
    expect(await storeInvariants(db, backend.now(), { houseRows: true })).toEqual([])
    const accounts = await db.accounts.toArray()
    // The house's cash sits in pools, but for what the seeded past's settlements paid it back.
    expect(accounts.find((a) => a.id === 'house')?.balanceCents).toBe(rows.accounts.find((a) => a.id === 'house')?.balanceCents)
  }, 60_000)
})
