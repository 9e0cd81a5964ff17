import { buildSeed, DEFAULT_SEED_VALUE, DEMO_USERS, type Seed, type SeedRows } from '../seed'
import type { Backend } from './backend'
import type { UserRow } from './db'
import { DEMO_PASSWORD_HASHES } from './auth/demo-password-hashes'
import { toStoredMarket } from './exchange-store'
import { SIM_TRADERS_META_KEY, type SimulationState } from './simulation'

const SEED_META_KEY = 'seed'

export interface SeedMeta {
  seedValue: number
  nowMs: number
  /** 1: the first screen's rows are in; 2: the whole catalogue is. */
  stage: 1 | 2
}

function userRows(rows: SeedRows): UserRow[] {
  return rows.users.map((u) => {
    const hash = DEMO_PASSWORD_HASHES[u.username]
    if (!hash || !DEMO_USERS.some((d) => d.username === u.username)) throw new Error(`no password hash for ${u.username}`)
    return { ...u, usernameKey: u.username.toLowerCase(), password: hash }
  })
}

async function writeRows(backend: Backend, rows: SeedRows): Promise<void> {
  const { db } = backend
  await Promise.all([
    db.categories.bulkPut(rows.categories.map((c, order) => ({ ...c, order }))),
    db.users.bulkPut(userRows(rows)),
    db.accounts.bulkPut([...rows.accounts]),
    db.markets.bulkPut(rows.markets.map(toStoredMarket)),
    db.lpShares.bulkPut([...rows.lpShares]),
    db.positions.bulkPut([...rows.positions]),
    db.histories.bulkPut([...rows.histories]),
    db.ledger.bulkPut([...rows.ledger]),
    db.simTraders.bulkPut([...rows.simTraders]),
  ])
}

async function seedMeta(backend: Backend): Promise<SeedMeta | undefined> {
  return (await backend.db.meta.get(SEED_META_KEY))?.value as SeedMeta | undefined
}

/** Stage 1: what the first screen needs (categories, users, home-page markets). */
async function writeFirstStage(backend: Backend, seed: Seed): Promise<void> {
  const { db } = backend
  await db.transaction('rw', db.tables, async () => {
    if (await seedMeta(backend)) return
    await writeRows(backend, seed.first)
    await db.meta.bulkPut([
      { key: SIM_TRADERS_META_KEY, value: seed.universe.simTraderCount },
      { key: 'simulation', value: { at: seed.nowMs, rng: seed.simRngState } satisfies SimulationState },
      { key: SEED_META_KEY, value: { seedValue: seed.seedValue, nowMs: seed.nowMs, stage: 1 } satisfies SeedMeta },
    ])
  })
}

/** Stage 2: the rest of the catalogue and the simulated traders' profiles. */
async function writeRestStage(backend: Backend, seed: Seed): Promise<void> {
  const { db } = backend
  await db.transaction('rw', db.tables, async () => {
    const meta = await seedMeta(backend)
    if (!meta || meta.stage === 2 || meta.seedValue !== seed.seedValue || meta.nowMs !== seed.nowMs) return
    await writeRows(backend, seed.rest)
    await db.meta.put({ key: SEED_META_KEY, value: { ...meta, stage: 2 } satisfies SeedMeta })
  })
}

/** Building is pure and deterministic: tests that seed many databases build once. */
const built = new Map<string, Seed>()
function cachedSeed(seedValue: number, nowMs: number): Seed {
  const key = `${seedValue}@${nowMs}`
  let seed = built.get(key)
  if (!seed) {
    seed = buildSeed(seedValue, nowMs)
    built.clear()
    built.set(key, seed)
  }
  return seed
}

export interface SeedOptions {
  seedValue?: number
  /** Tests that need no full catalogue stop after the first stage (much faster). */
  firstStageOnly?: boolean
  /** Resolves when the first screen's rows are written; the rest follows in `complete`. */
  background?: boolean
}

/**
 * Seeds a brand-new database from the deterministic seed. The first stage is
 * written before the app answers; the rest right after (in the background in
 * the browser, awaited in tests). An interrupted stage 2 resumes on next start.
 */
export async function ensureSeeded(backend: Backend, options: SeedOptions = {}): Promise<{ complete: Promise<void> }> {
  const existing = await seedMeta(backend)
  if (existing?.stage === 2) return { complete: Promise.resolve() }
  const seed = cachedSeed(existing?.seedValue ?? options.seedValue ?? DEFAULT_SEED_VALUE, existing?.nowMs ?? backend.now())
  if (!existing) await writeFirstStage(backend, seed)
  if (options.firstStageOnly) return { complete: Promise.resolve() }
  const complete = writeRestStage(backend, seed)
  if (!options.background) await complete
  return { complete }
}
