import type { Table } from 'dexie'
import type { Seed, SeedRows } from '../seed'
import { DEMO_USERS } from '../seed/demo-users'
import type { Backend } from './backend'
import type { ForesightDB, StoredMarket, UserRow } from './db'
import { HOUSE_ACCOUNT_ID } from '../seed/market-rows'
import { REST_CHUNK_MARKETS } from '../seed/slices'
import { DEMO_PASSWORD_HASHES } from './auth/demo-password-hashes'
import { toStoredMarket } from './exchange-store'
import { quietMoment } from './quiet'
import { SIM_TRADERS_META_KEY, type SimulationState } from './simulation'

const SEED_META_KEY = 'seed'

export type SeedStep = 'seed-start' | 'seed-built' | 'seed-stage-1' | 'seed-stage-2'

/**
 * Leaves a performance mark per seeding step for the benchmark (bench/sections/seed.mjs);
 * `at` (ms since the epoch) dates a step taken in a worker on this thread's timeline.
 */
export function mark(step: SeedStep, at?: number): void {
  const name = `foresight:${step}`
  // Only the latest seeding counts: Node tests seed many databases in one process.
  globalThis.performance?.clearMarks?.(name)
  globalThis.performance?.mark?.(name, at === undefined ? undefined : { startTime: Math.max(0, at - performance.timeOrigin) })
}

interface SeedMeta {
  seedValue: number
  nowMs: number
  /** 1: the first screen's rows are in; 2: the whole catalogue is. */
  stage: 1 | 2
  /** Slices of the second stage written so far (seed.restChunks), while stage is 1. */
  restChunksDone?: number
  /** Markets per slice this seed was written with (absent: LEGACY_REST_CHUNK_MARKETS). */
  restChunkMarkets?: number
}

/** The slice size of seeds written before it was saved with them. */
export const LEGACY_REST_CHUNK_MARKETS = 100

/** Slice size of a stored seed: an interrupted second stage resumes with the same slices. */
function chunkMarketsOf(meta: SeedMeta | undefined): number {
  return meta ? (meta.restChunkMarkets ?? LEGACY_REST_CHUNK_MARKETS) : REST_CHUNK_MARKETS
}

function userRows(rows: SeedRows): UserRow[] {
  const demo = rows.users.map((u) => {
    const hash = DEMO_PASSWORD_HASHES[u.username]
    if (!hash || !DEMO_USERS.some((d) => d.username === u.username)) throw new Error(`no password hash for ${u.username}`)
    return { ...u, usernameKey: u.username.toLowerCase(), password: hash }
  })
  // People who signed up during the seeded past: a random hash no password derives to (seed/past/sign-ups.ts).
  const signedUp = rows.signUps.map(({ passwordHash, ...u }) => ({
    ...u,
    usernameKey: u.username.toLowerCase(),
    password: { ...passwordHash },
  }))
  return [...demo, ...signedUp]
}

/**
 * Writes the non-empty tables of `rows` (call inside a transaction over them). The house's
 * LP share and position in each market it opened are not written: the market is marked
 * and they are derived from it until it changes (backend/house-rows.ts).
 */
async function writeRows(db: ForesightDB, rows: SeedRows): Promise<void> {
  const put = <T>(table: { bulkPut(rows: T[]): Promise<unknown> }, list: readonly T[]) =>
    list.length ? table.bulkPut([...list]) : null
  // The house's rows in a market the seeded past changed are stored with it: only the others are derived.
  const changedByPast = new Set(rows.pastMarketIds)
  // A multi-answer market's rows are always stored: its own pool is idle (src/exchange/multi/market.ts).
  const multi = new Set(rows.markets.filter((m) => m.kind === 'multi').map((m) => m.id))
  const houseFunded = new Set(
    rows.lpShares
      .filter((l) => l.accountId === HOUSE_ACCOUNT_ID && !changedByPast.has(l.marketId) && !multi.has(l.marketId))
      .map((l) => l.marketId),
  )
  const derived = (row: { accountId: string; marketId: string }) =>
    row.accountId === HOUSE_ACCOUNT_ID && houseFunded.has(row.marketId)
  await Promise.all([
    put(
      db.categories,
      rows.categories.map((c, order) => ({ ...c, order })),
    ),
    put(db.users, userRows(rows)),
    put(db.accounts, rows.accounts),
    put(
      db.markets,
      rows.markets.map((m): StoredMarket =>
        houseFunded.has(m.id) ? { ...toStoredMarket(m), houseSeeded: 1 } : toStoredMarket(m),
      ),
    ),
    put(
      db.lpShares,
      rows.lpShares.filter((l) => !derived(l)),
    ),
    put(
      db.positions,
      rows.positions.filter((p) => !derived(p)),
    ),
    put(db.ledger, rows.ledger),
    // The seeded past (seed/past): its trades, charts, derived stats, the demo trader's follows, copy and log.
    put(db.histories, rows.histories),
    put(db.trades, rows.trades),
    put(db.orders, rows.orders),
    put(db.traderStats, rows.traderStats),
    put(db.flowBuckets, rows.flowBuckets),
    put(db.follows, rows.follows),
    put(db.copies, rows.copies),
    put(db.activity, rows.activity),
  ])
}

export async function seedMeta(backend: Pick<Backend, 'db'>): Promise<SeedMeta | undefined> {
  return (await backend.db.meta.get(SEED_META_KEY))?.value as SeedMeta | undefined
}

function simulationMeta(seed: Seed) {
  return { key: 'simulation', value: { at: seed.nowMs, rng: seed.simRngState } satisfies SimulationState }
}

/** The tables a slice writes (the seeded past's writes more than the catalogue's). */
function tablesOf(db: ForesightDB, rows: SeedRows) {
  const tables: Table[] = [db.markets, db.lpShares, db.positions, db.ledger, db.meta]
  if (rows.accounts.length) tables.push(db.accounts)
  if (rows.histories.length) tables.push(db.histories)
  if (rows.trades.length) tables.push(db.trades)
  if (rows.orders.length) tables.push(db.orders)
  if (rows.traderStats.length) tables.push(db.traderStats)
  if (rows.flowBuckets.length) tables.push(db.flowBuckets)
  if (rows.follows.length) tables.push(db.follows)
  if (rows.copies.length) tables.push(db.copies)
  if (rows.activity.length) tables.push(db.activity)
  return tables
}

/**
 * Stage 1: what the first screen needs (categories, users, home-page markets) and the seed's
 * identity, in one transaction. It starts from empty tables: with no seed nothing else may
 * stand (a profile wiped but not reseeded by an earlier reset may hold a registered "demo",
 * which would refuse the demo account and stop every start). A seed already there is kept,
 * unless `replace` (a demo reset, which calls this inside its own transaction).
 */
export async function writeFirstStage(
  db: ForesightDB,
  seed: Seed,
  options: { replace?: boolean; alone?: boolean; keepPasswords?: boolean } = {},
): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    if (!options.replace && (await seedMeta({ db }))) return
    // `keepPasswords`: the seeded accounts keep the passwords they have now (a shared server's
    // own admin password, or one changed since): a reset must not bring the published ones back.
    const kept = options.keepPasswords ? await db.users.bulkGet(DEMO_USERS.map((u) => u.id)) : []
    await Promise.all(db.tables.map((table) => table.clear()))
    await writeRows(db, seed.first)
    for (const user of kept) if (user) await db.users.update(user.id, { password: user.password })
    // The simulation starts with the seeded past's slice when there is one (writeRestStage).
    // `alone`: nothing follows the first stage (tests that need no catalogue), so the simulation starts on it.
    const startsNow = options.alone === true || !seed.restChunks.some((chunk) => chunk.startsSimulation)
    await db.meta.bulkPut([
      { key: SIM_TRADERS_META_KEY, value: seed.universe.simTraderCount },
      ...(startsNow ? [simulationMeta(seed)] : []),
      {
        key: SEED_META_KEY,
        value: {
          seedValue: seed.seedValue,
          nowMs: seed.nowMs,
          stage: 1,
          restChunkMarkets: seed.restChunkMarkets,
        } satisfies SeedMeta,
      },
    ])
  })
}

/**
 * Stage 2: the rest of the catalogue, one slice per transaction over only the tables it
 * writes, so the app's reads (queued meanwhile) run between slices instead of waiting for
 * the whole catalogue. The slice count is saved with each slice: an interrupted stage 2
 * resumes at the next slice and never rewrites one (the simulation may have traded it).
 * `pause` runs between slices (in the page: wait for a quiet moment). Resolves false if it
 * stopped before the end (the database was reset or deleted meanwhile: another seed's now).
 */
export async function writeRestStage(db: ForesightDB, seed: Seed, pause: () => Promise<void>): Promise<boolean> {
  for (let index = 0; index < seed.restChunks.length; index++) {
    const more = await db.transaction('rw', tablesOf(db, seed.restChunks[index]), async () => {
      const meta = await seedMeta({ db })
      if (!meta || meta.stage === 2 || meta.seedValue !== seed.seedValue || meta.nowMs !== seed.nowMs) return false
      // Slices of another size would skip or rewrite markets: only the seed's own layout resumes.
      if (chunkMarketsOf(meta) !== seed.restChunkMarkets) return false
      const done = meta.restChunksDone ?? 0
      // Another tab wrote this slice already: carry on from where it is.
      if (done > index) return true
      await writeRows(db, seed.restChunks[index])
      // Until the past is written the simulation has no state, so it only waits (backend/simulation.ts).
      if (seed.restChunks[index].startsSimulation) await db.meta.put(simulationMeta(seed))
      const last = index === seed.restChunks.length - 1
      const next: SeedMeta = last
        ? { seedValue: meta.seedValue, nowMs: meta.nowMs, stage: 2 }
        : { ...meta, restChunksDone: index + 1 }
      await db.meta.put({ key: SEED_META_KEY, value: next })
      return true
    })
    if (!more) return false
    await pause()
  }
  return true
}

/** Which seed to build: its value (undefined: the default), clock and slice size. */
export interface SeedRequest {
  seedValue: number | undefined
  nowMs: number
  restChunkMarkets: number
}

/** Building is pure and deterministic: tests that seed many databases build once. */
const built = new Map<string, Seed>()
export async function cachedSeed({ seedValue, nowMs, restChunkMarkets }: SeedRequest): Promise<Seed> {
  // Loaded only when a database needs seeding: returning visits never download the catalogue.
  const { buildSeed, DEFAULT_SEED_VALUE } = await import('../seed')
  const value = seedValue ?? DEFAULT_SEED_VALUE
  const key = `${value}@${nowMs}/${restChunkMarkets}`
  let seed = built.get(key)
  if (!seed) {
    seed = buildSeed(value, nowMs, restChunkMarkets)
    built.clear()
    built.set(key, seed)
  }
  return seed
}

/** Seeding done by someone else (the page: a worker); a rejection leaves the rest to the caller. */
export type SeedElsewhere = (request: SeedRequest) => {
  /** Resolves once the first stage is written. */
  firstStage: Promise<void>
  /** Resolves once the whole catalogue is. */
  complete: Promise<void>
}

interface SeedOptions {
  seedValue?: number
  /** Tests that need no full catalogue stop after the first stage (much faster). */
  firstStageOnly?: boolean
  /** Resolves when the first screen's rows are written; the rest follows in `complete`. */
  background?: boolean
  /**
   * Builds and writes the seed elsewhere (the page: a worker, mocks/seed-worker.ts, so the
   * catalogue's ~100 ms build and its IndexedDB calls never hold up the main thread). If it
   * fails, this thread carries on from where it stopped (each stage and slice resumes).
   */
  elsewhere?: SeedElsewhere
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
  const request: SeedRequest = {
    seedValue: existing?.seedValue ?? options.seedValue,
    nowMs: existing?.nowMs ?? backend.now(),
    restChunkMarkets: chunkMarketsOf(existing),
  }
  if (options.elsewhere && !options.firstStageOnly) {
    const away = options.elsewhere(request)
    if (
      await away.firstStage.then(
        () => true,
        () => false,
      )
    ) {
      const complete = away.complete.catch(() =>
        seedHere(backend, request, { ...options, background: false }).then(() => undefined),
      )
      if (!options.background) await complete
      return { complete }
    }
  }
  return seedHere(backend, request, options)
}

async function seedHere(backend: Backend, request: SeedRequest, options: SeedOptions): Promise<{ complete: Promise<void> }> {
  const seed = await cachedSeed(request)
  mark('seed-built')
  await writeFirstStage(backend.db, seed, { alone: options.firstStageOnly })
  mark('seed-stage-1')
  if (options.firstStageOnly) return { complete: Promise.resolve() }
  // Requests that arrive meanwhile read first: a person is waiting for those.
  const complete = writeRestStage(backend.db, seed, () => quietMoment()).then((finished) => {
    if (finished) mark('seed-stage-2')
  })
  if (!options.background) await complete
  return { complete }
}
