import type { Seed, SeedRows } from '../seed'
import { DEMO_USERS } from '../seed/demo-users'
import type { Backend } from './backend'
import type { UserRow } from './db'
import { DEMO_PASSWORD_HASHES } from './auth/demo-password-hashes'
import { toStoredMarket } from './exchange-store'
import { quietMoment } from './quiet'
import { SIM_TRADERS_META_KEY, type SimulationState } from './simulation'

const SEED_META_KEY = 'seed'

/** Leaves a performance mark per seeding step for the benchmark (bench/sections/seed.mjs). */
function mark(step: 'seed-start' | 'seed-built' | 'seed-stage-1' | 'seed-stage-2'): void {
  const name = `foresight:${step}`
  // Only the latest seeding counts: Node tests seed many databases in one process.
  globalThis.performance?.clearMarks?.(name)
  globalThis.performance?.mark?.(name)
}

export interface SeedMeta {
  seedValue: number
  nowMs: number
  /** 1: the first screen's rows are in; 2: the whole catalogue is. */
  stage: 1 | 2
  /** Slices of the second stage written so far (seed.restChunks), while stage is 1. */
  restChunksDone?: number
}

function userRows(rows: SeedRows): UserRow[] {
  return rows.users.map((u) => {
    const hash = DEMO_PASSWORD_HASHES[u.username]
    if (!hash || !DEMO_USERS.some((d) => d.username === u.username)) throw new Error(`no password hash for ${u.username}`)
    return { ...u, usernameKey: u.username.toLowerCase(), password: hash }
  })
}

/** Writes the non-empty tables of `rows` (call inside a transaction over them). */
async function writeRows(backend: Backend, rows: SeedRows): Promise<void> {
  const { db } = backend
  const put = <T>(table: { bulkPut(rows: T[]): Promise<unknown> }, list: readonly T[]) => (list.length ? table.bulkPut([...list]) : null)
  await Promise.all([
    put(db.categories, rows.categories.map((c, order) => ({ ...c, order }))),
    put(db.users, userRows(rows)),
    put(db.accounts, rows.accounts),
    put(db.markets, rows.markets.map(toStoredMarket)),
    put(db.lpShares, rows.lpShares),
    put(db.positions, rows.positions),
    put(db.ledger, rows.ledger),
  ])
}

export async function seedMeta(backend: Backend): Promise<SeedMeta | undefined> {
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

/**
 * Stage 2: the rest of the catalogue, one slice per transaction over only the tables it
 * writes, so the app's reads (queued meanwhile) run between slices instead of waiting for
 * the whole catalogue. The slice count is saved with each slice: an interrupted stage 2
 * resumes at the next slice and never rewrites one (the simulation may have traded it).
 */
async function writeRestStage(backend: Backend, seed: Seed): Promise<void> {
  const { db } = backend
  const tables = [db.markets, db.lpShares, db.positions, db.ledger, db.meta]
  for (let index = 0; index < seed.restChunks.length; index++) {
    const more = await db.transaction('rw', tables, async () => {
      const meta = await seedMeta(backend)
      if (!meta || meta.stage === 2 || meta.seedValue !== seed.seedValue || meta.nowMs !== seed.nowMs) return false
      const done = meta.restChunksDone ?? 0
      // Another tab wrote this slice already: carry on from where it is.
      if (done > index) return true
      await writeRows(backend, seed.restChunks[index])
      const last = index === seed.restChunks.length - 1
      const next: SeedMeta = last ? { seedValue: meta.seedValue, nowMs: meta.nowMs, stage: 2 } : { ...meta, restChunksDone: index + 1 }
      await db.meta.put({ key: SEED_META_KEY, value: next })
      return true
    })
    if (!more) return
    // Requests that arrived meanwhile read first: a person is waiting for those.
    await quietMoment()
  }
}

/** Building is pure and deterministic: tests that seed many databases build once. */
const built = new Map<string, Seed>()
async function cachedSeed(seedValue: number | undefined, nowMs: number): Promise<Seed> {
  // Loaded only when a database needs seeding: returning visits never download the catalogue.
  const { buildSeed, DEFAULT_SEED_VALUE } = await import('../seed')
  const value = seedValue ?? DEFAULT_SEED_VALUE
  const key = `${value}@${nowMs}`
  let seed = built.get(key)
  if (!seed) {
    seed = buildSeed(value, nowMs)
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
  mark('seed-start')
  const seed = await cachedSeed(existing?.seedValue ?? options.seedValue, existing?.nowMs ?? backend.now())
  mark('seed-built')
  if (!existing) await writeFirstStage(backend, seed)
  mark('seed-stage-1')
  if (options.firstStageOnly) return { complete: Promise.resolve() }
  const complete = writeRestStage(backend, seed).then(() => mark('seed-stage-2'))
  if (!options.background) await complete
  return { complete }
}
