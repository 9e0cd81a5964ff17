import { emptyChangeSet } from '../change-set'
import type { ChangeSet } from '../change-set'
import { recordPricePoint } from '../history'
import { ledgerEntry } from '../ledger'
import { openMarket } from '../market-factory'
import type { MarketSpec } from '../market-factory'
import { yesBp } from '../prices'
import { normal, pick, randomBetween, randomId } from '../random'
import type { Rng } from '../random'
import { logit } from '../simulation/traits'
import type { AccountRow, IdSource, MarketKind } from '../types'
import { INSTANT_CATEGORIES, instantText } from './templates'

/**
 * Instant markets: short-lived markets (15 minutes to 24 hours) that the
 * simulation lists continuously, keeping about INSTANT_TARGET_LIVE of them open.
 * Specs are drawn from the random source and the clock only, so the same seed
 * and times list the same markets. They are ordinary markets in every other
 * way (same pool, trades, settlement); `kind: 'instant'` keeps them out of the
 * main lists and gives them a short resolution delay (lifecycle.ts).
 */
export const INSTANT_ID_PREFIX = 'instant-'
export const INSTANT_TARGET_LIVE = 16
/** Bounded work per simulation step; equal to the target so a fresh exchange fills at once. */
export const MAX_INSTANT_OPENS_PER_STEP = INSTANT_TARGET_LIVE

const MINUTE_MS = 60_000
export const INSTANT_MIN_DURATION_MS = 15 * MINUTE_MS
export const INSTANT_MAX_DURATION_MS = 24 * 60 * MINUTE_MS
/** Close times fall on 5-minute marks so titles read "at 15:05 UTC". */
const CLOSE_STEP_MS = 5 * MINUTE_MS
const HIDDEN_LIMIT = 4.2

/** [minutes, weight]: most instant markets are short; a few run for a day. */
const DURATIONS: readonly (readonly [number, number])[] = [
  [15, 3],
  [30, 3],
  [45, 2],
  [60, 3],
  [120, 2],
  [180, 2],
  [240, 1],
  [360, 2],
  [480, 1],
  [720, 1],
  [1080, 1],
  [1440, 1],
]

export function isInstantMarket(market: { readonly kind?: MarketKind }): boolean {
  return market.kind === 'instant'
}

function drawDurationMs(rng: Rng): number {
  const total = DURATIONS.reduce((sum, [, w]) => sum + w, 0)
  let ticket = rng.next() * total
  for (const [minutes, weight] of DURATIONS) {
    ticket -= weight
    if (ticket < 0) return minutes * MINUTE_MS
  }
  return INSTANT_MAX_DURATION_MS
}

/** now + duration on a 5-minute mark, always within 15 min .. 24 h of now. */
export function instantCloseTime(now: number, durationMs: number): number {
  const target = now + Math.min(INSTANT_MAX_DURATION_MS, Math.max(INSTANT_MIN_DURATION_MS, durationMs))
  const up = Math.ceil(target / CLOSE_STEP_MS) * CLOSE_STEP_MS
  return up - now <= INSTANT_MAX_DURATION_MS ? up : Math.floor(target / CLOSE_STEP_MS) * CLOSE_STEP_MS
}

/** One instant market, funded by `providerId` (the house). */
export function instantMarketSpec(rng: Rng, now: number, providerId: string): MarketSpec {
  const id = randomId(rng, INSTANT_ID_PREFIX.slice(0, -1))
  const categoryId = pick(rng, INSTANT_CATEGORIES)
  const closesAt = instantCloseTime(now, drawDurationMs(rng))
  const text = instantText(rng, categoryId, closesAt)
  const yesProbability = Math.round((0.15 + rng.next() * 0.7) * 100) / 100
  // The truth differs from the opening price, so traders have something to find out.
  const hidden = logit(yesProbability) + normal(rng) * 0.8
  return {
    id,
    title: text.title,
    description: text.description,
    categoryId,
    createdAt: now,
    closesAt,
    trending: false,
    featured: false,
    yesProbability,
    liquidityCents: randomBetween(rng, 10, 40) * 10_000,
    providerId,
    hiddenLogit: Math.max(-HIDDEN_LIMIT, Math.min(HIDDEN_LIMIT, hidden)),
    simAt: now,
    kind: 'instant',
  }
}

/** How many to open when `live` instant markets are open: refill to the target, bounded. */
export function instantMarketsToOpen(live: number, target: number = INSTANT_TARGET_LIVE): number {
  return Math.max(0, Math.min(MAX_INSTANT_OPENS_PER_STEP, target - live))
}

export interface InstantOpening {
  readonly changes: ChangeSet
  readonly marketIds: readonly string[]
}

/** Draws at most this many specs for one market before it takes a title already listed. */
const TITLE_DRAWS = 20

/**
 * Opens `count` instant markets funded by the house. The house's cash mostly sits
 * in pools, so any shortfall is deposited first (a 'deposit' entry, like the seed's),
 * which keeps the cash invariant exact. No two listed at once read alike: a spec whose
 * title is `takenTitles`' (the instant markets still listed) or an earlier one's of this
 * batch is drawn again (two cards "Will SOL close above $185 at 09:10 UTC?" side by side
 * could not be told apart).
 */
export function openInstantMarkets(input: {
  readonly count: number
  readonly now: number
  readonly rng: Rng
  readonly ids: IdSource
  readonly house: AccountRow
  readonly takenTitles?: Iterable<string>
}): InstantOpening {
  const { count, now, rng, ids, house } = input
  if (count <= 0) return { changes: emptyChangeSet(), marketIds: [] }
  const taken = new Set(input.takenTitles)
  const opened = Array.from({ length: count }, () => {
    let spec = instantMarketSpec(rng, now, house.id)
    for (let draw = 1; draw < TITLE_DRAWS && taken.has(spec.title); draw += 1) spec = instantMarketSpec(rng, now, house.id)
    taken.add(spec.title)
    return openMarket(spec, ids)
  })
  const needed = opened.reduce((sum, o) => sum - o.entry.amountCents, 0)
  const deposit = Math.max(0, needed - house.balanceCents)
  const depositEntry =
    deposit > 0 ? [ledgerEntry(ids, { accountId: house.id, marketId: null, kind: 'deposit', amountCents: deposit, at: now })] : []
  return {
    marketIds: opened.map((o) => o.market.id),
    changes: {
      markets: opened.map((o) => o.market),
      accounts: [{ ...house, balanceCents: house.balanceCents + deposit - needed }],
      positions: opened.flatMap((o) => (o.position ? [o.position] : [])),
      lpShares: opened.map((o) => o.lpShare),
      histories: opened.map((o) => recordPricePoint(undefined, o.market.id, now, yesBp(o.market))),
      trades: [],
      ledger: [...depositEntry, ...opened.map((o) => o.entry)],
    },
  }
}
