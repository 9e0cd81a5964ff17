import Dexie from 'dexie'
import {
  INSTANT_TARGET_LIVE,
  MAX_SETTLEMENTS_PER_ADVANCE,
  instantMarketsToOpen,
  openInstantMarkets,
  resolutionCutoff,
  type AccountRow,
  type ChangeSet,
  type IdSource,
  type Rng,
} from '../src/exchange'
import { HOUSE_ACCOUNT_ID } from '../seed/market-rows'
import type { ForesightDB, StoredMarket } from './db'

/**
 * Instant markets in IndexedDB, through the small [kind+status+closesAt] index
 * (only instant rows carry `kind`). The simulation step keeps about
 * INSTANT_TARGET_LIVE of them open and settles them; GET /api/instant/markets
 * lists them.
 */
const MIN = Dexie.minKey
const MAX = Dexie.maxKey
const byKind = (db: ForesightDB) => db.markets.where('[kind+status+closesAt]')

/** Ids of instant markets still open at `now` (stored status may lag: closesAt decides). */
export function liveInstantIds(db: ForesightDB, now: number): Promise<string[]> {
  return byKind(db).between(['instant', 'active', now], ['instant', 'active', MAX], false, true).primaryKeys()
}

/** Instant markets past close + their (short) resolution delay and not yet resolved. */
export async function dueInstantIds(db: ForesightDB, toMs: number): Promise<string[]> {
  const cutoff = resolutionCutoff(toMs, 'instant')
  const [active, closed] = await Promise.all(
    ['active', 'closed'].map((status) =>
      byKind(db)
        .between(['instant', status, MIN], ['instant', status, cutoff], true, true)
        .limit(MAX_SETTLEMENTS_PER_ADVANCE)
        .primaryKeys(),
    ),
  )
  return [...active!, ...closed!].slice(0, MAX_SETTLEMENTS_PER_ADVANCE)
}

/** Instant markets with stored status 'active' (a handful). */
export function activeInstantMarkets(db: ForesightDB): Promise<StoredMarket[]> {
  return byKind(db).between(['instant', 'active', MIN], ['instant', 'active', MAX]).toArray()
}

/** What the instant page lists: every unresolved instant market, and those resolved since `settledSince`. */
export async function listedInstantMarkets(db: ForesightDB, settledSince: number): Promise<StoredMarket[]> {
  const [active, closed, resolved] = await Promise.all([
    activeInstantMarkets(db),
    byKind(db).between(['instant', 'closed', MIN], ['instant', 'closed', MAX]).toArray(),
    byKind(db).between(['instant', 'resolved', settledSince], ['instant', 'resolved', MAX]).toArray(),
  ])
  return [...active, ...closed, ...resolved]
}

/**
 * Refills instant markets up to the target, funded by the house. Call inside the
 * simulation's transaction; `changed` is what the step already changed (the house
 * may have been paid by a settlement in it).
 */
export async function refillInstantMarkets(
  db: ForesightDB,
  now: number,
  rng: Rng,
  ids: IdSource,
  changed: ChangeSet,
): Promise<ChangeSet | null> {
  const count = instantMarketsToOpen((await liveInstantIds(db, now)).length, INSTANT_TARGET_LIVE)
  if (count === 0) return null
  const house: AccountRow = changed.accounts.find((a) => a.id === HOUSE_ACCOUNT_ID) ??
    (await db.accounts.get(HOUSE_ACCOUNT_ID)) ?? { id: HOUSE_ACCOUNT_ID, kind: 'house', balanceCents: 0, createdAt: now }
  // Titles still listed on /instant: a new market never reads as one of them.
  const takenTitles = (await activeInstantMarkets(db)).map((m) => m.title)
  return openInstantMarkets({ count, now, rng, ids, house, takenTitles }).changes
}
