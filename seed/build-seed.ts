import {
  compareForHome,
  compareRecentlyClosed,
  createRng,
  isInstantMarket,
  isOpenAt,
  openAccount,
  sequentialIds,
} from '../src/exchange'
import type {
  AccountRow,
  LedgerEntry,
  LpShareRow,
  MarketRow,
  OrderRow,
  PositionRow,
  RngState,
  Side,
  SimUniverse,
} from '../src/exchange'
import { CATEGORIES } from './categories'
import type { CategoryRow } from './categories'
import { buildCatalogue } from './catalogue'
import { demoUserRows } from './demo-users'
import type { SeedUser } from './demo-users'
import { HOUSE_ACCOUNT_ID, marketRows } from './market-rows'
import type { MarketRows } from './market-rows'
import { SIM_TRADER_COUNT } from './sim-traders'
import { slugify, uniqueId } from './text'
import { REST_CHUNK_MARKETS } from './slices'
import { multiSeedRows } from './multi-markets'
import { buildPast, reopenForPast } from './past'
import type { PastRows, SeedActivity, SignUp, StoryCopy, StoryFollow } from './past'
import type { TraderStatsRow } from '../src/exchange/trader-stats'
import type { FlowBucketRow } from '../src/exchange/trade-flow'
import type { PriceHistoryRow, TradeRow } from '../src/exchange'

/**
 * Rows to write, table by table. Every stage is self-consistent: its ledger balances its cash.
 * A catalogue market the seeded past left alone has no stored price history (its chart is
 * derived on read: seededHistory); the first stage holds the past itself (./past).
 */
export interface SeedRows {
  readonly categories: readonly CategoryRow[]
  readonly users: readonly SeedUser[]
  /** People who signed up during the past (they hold a password hash nobody can sign in with). */
  readonly signUps: readonly SignUp[]
  readonly accounts: readonly AccountRow[]
  readonly markets: readonly MarketRow[]
  readonly lpShares: readonly LpShareRow[]
  readonly positions: readonly PositionRow[]
  readonly ledger: readonly LedgerEntry[]
  /** Limit orders the simulated traders placed in the past (some still rest in the book). */
  readonly orders: readonly OrderRow[]
  readonly histories: readonly PriceHistoryRow[]
  readonly trades: readonly TradeRow[]
  readonly traderStats: readonly TraderStatsRow[]
  readonly flowBuckets: readonly FlowBucketRow[]
  readonly follows: readonly StoryFollow[]
  readonly copies: readonly StoryCopy[]
  readonly activity: readonly SeedActivity[]
  /** Markets the past changed: the house's rows in them are in lpShares and positions, not derived. */
  readonly pastMarketIds: readonly string[]
  /** The seeded past's slice: the simulation's clock and random state are written with it. */
  readonly startsSimulation?: boolean
}

export interface Seed {
  readonly seedValue: number
  readonly nowMs: number
  /** What the home screen needs: write and show this first. */
  readonly first: SeedRows
  /** Everything else: write it after the first screen is up. */
  readonly rest: SeedRows
  /**
   * `rest` in slices of REST_CHUNK_MARKETS markets, each self-consistent (its own house
   * deposit balances its pools), written one transaction each so the app's reads run in between.
   */
  readonly restChunks: readonly SeedRows[]
  /** Markets per slice of `restChunks` (a stored, interrupted seed resumes with its own). */
  readonly restChunkMarkets: number
  /** Ids the simulation may trade (cache in memory; see planAdvance). */
  readonly universe: SimUniverse
  /** Initial state of the simulation's random source; persist it as it advances. */
  readonly simRngState: RngState
}

/** Per category, how many of the top home-order markets go in the first stage. */
export const FIRST_STAGE_PER_CATEGORY = 40
const FIRST_STAGE_RECENTLY_CLOSED = 12
export { REST_CHUNK_MARKETS }

/** The catalogue as rows; markets that resolve during the seeded past are seeded open (reopenForPast) and listed in `settlingIds`. */
function toRows(seedValue: number, nowMs: number): { rows: MarketRows[]; settlingIds: string[]; outcomes: Map<string, Side> } {
  const rng = createRng(seedValue)
  const ids = sequentialIds('s')
  const reopenIds = sequentialIds('r')
  const taken = new Set<string>()
  const settlingIds: string[] = []
  // How the catalogue resolved each: the past settles it so (a curated description says "Resolved NO: …").
  const outcomes = new Map<string, Side>()
  const rows = buildCatalogue(nowMs, rng).map((draft) => {
    const seeded = marketRows(draft, uniqueId(slugify(draft.title), taken), nowMs, rng, ids)
    const reopened = reopenForPast(seeded, nowMs, reopenIds)
    if (reopened === null) return seeded
    settlingIds.push(reopened.market.id)
    const outcome = seeded.market.resolution
    if (outcome === 'yes' || outcome === 'no') outcomes.set(reopened.market.id, outcome)
    return reopened
  })
  return { rows, settlingIds, outcomes }
}

function firstStageIds(all: readonly MarketRow[], nowMs: number): Set<string> {
  const chosen = new Set<string>()
  const open = all.filter((m) => isOpenAt(m, nowMs)).sort(compareForHome)
  for (const m of open) if (m.featured || m.trending) chosen.add(m.id)
  for (const category of CATEGORIES) {
    open
      .filter((m) => m.categoryId === category.id)
      .slice(0, FIRST_STAGE_PER_CATEGORY)
      .forEach((m) => chosen.add(m.id))
  }
  const closed = all.filter((m) => !isOpenAt(m, nowMs)).sort(compareRecentlyClosed)
  closed.filter((m) => m.status === 'closed').forEach((m) => chosen.add(m.id))
  closed.slice(0, FIRST_STAGE_RECENTLY_CLOSED).forEach((m) => chosen.add(m.id))
  return chosen
}

/**
 * The house funds every open pool: one deposit per stage (and slice) and one entry moving
 * it into that stage's pools keep each one's cash balanced. The pools' liquidity_add entries
 * are summed into that one (marketId null) rather than written one per market: nothing reads
 * the house's ledger by market, each pool's funding stays on its LP share and position
 * (contributedCents + costCents), and a second-stage slice writes a quarter fewer rows.
 */
function houseFunding(rows: readonly MarketRows[], nowMs: number, stage: string): LedgerEntry[] {
  const total = rows.reduce((sum, r) => sum + (r.entry === null ? 0 : -r.entry.amountCents), 0)
  const deposit = openAccount(sequentialIds(`house-${stage}-`), HOUSE_ACCOUNT_ID, 'house', nowMs, total).entry
  if (total === 0) return [deposit]
  const pools: LedgerEntry = {
    id: `le-house-${stage}-pools`,
    accountId: HOUSE_ACCOUNT_ID,
    marketId: null,
    kind: 'liquidity_add',
    amountCents: -total,
    at: nowMs,
    refId: null,
  }
  return [deposit, pools]
}

const NO_ROWS = {
  categories: [],
  users: [],
  signUps: [],
  accounts: [],
  histories: [],
  trades: [],
  orders: [],
  traderStats: [],
  flowBuckets: [],
  follows: [],
  copies: [],
  activity: [],
  pastMarketIds: [],
} as const

function stageRows(rows: readonly MarketRows[], nowMs: number, stage: string): SeedRows {
  return {
    ...NO_ROWS,
    markets: rows.map((r) => r.market),
    lpShares: rows.flatMap((r) => (r.lpShare ? [r.lpShare] : [])),
    positions: rows.flatMap((r) => (r.position ? [r.position] : [])),
    ledger: houseFunding(rows, nowMs, stage),
  }
}

function peopleAccounts(users: readonly SeedUser[], nowMs: number) {
  const ids = sequentialIds('u')
  const opened = users.map((u) => openAccount(ids, u.id, 'user', u.createdAt))
  // The house's cash all sits in pools: its balance is 0 until the seeded past's settlements pay it (./past).
  const house: AccountRow = { id: HOUSE_ACCOUNT_ID, kind: 'house', balanceCents: 0, createdAt: nowMs }
  return { accounts: [...opened.map((o) => o.account), house], ledger: opened.map((o) => o.entry) }
}

/**
 * The whole seeded exchange as plain rows. Same seedValue and nowMs ⇒
 * byte-identical output. Write `first` in one transaction, then `restChunks` one
 * transaction each (backend/seed-db.ts).
 */
export function buildSeed(seedValue: number, nowMs: number, restChunkMarkets = REST_CHUNK_MARKETS): Seed {
  const catalogue = toRows(seedValue, nowMs)
  const users = demoUserRows(nowMs)
  const people = peopleAccounts(users, nowMs)
  const past = buildPast(seedValue, nowMs, {
    markets: catalogue.rows.map((r) => r.market),
    positions: catalogue.rows.flatMap((r) => (r.position ? [r.position] : [])),
    lpShares: catalogue.rows.flatMap((r) => (r.lpShare ? [r.lpShare] : [])),
    accounts: people.accounts,
    settlingIds: catalogue.settlingIds,
    outcomes: catalogue.outcomes,
    simTraderCount: SIM_TRADER_COUNT,
  })
  // The first stage is the catalogue as it stood before the past (consistent on its own, and as quick to write as ever).
  // Markets re-opened for the past are not in it: until the past is written they would list as closed, unresolved.
  const settling = new Set(catalogue.settlingIds)
  const firstIds = firstStageIds(
    catalogue.rows.map((r) => r.market).filter((m) => !settling.has(m.id)),
    nowMs,
  )
  const first = stageRows(
    catalogue.rows.filter((r) => firstIds.has(r.market.id)),
    nowMs,
    'a',
  )
  const pastChunk = pastRows(
    catalogue.rows.filter((r) => past.marketIds.has(r.market.id) && !firstIds.has(r.market.id)),
    past,
    nowMs,
  )
  const restRows = catalogue.rows.filter((r) => !firstIds.has(r.market.id) && !past.marketIds.has(r.market.id))
  const restChunks: SeedRows[] = [pastChunk]
  for (let i = 0; i < restRows.length; i += restChunkMarkets) {
    restChunks.push(stageRows(restRows.slice(i, i + restChunkMarkets), nowMs, `b${i / restChunkMarkets}`))
  }
  // The multi-answer markets go in the first stage: the home screen lists them.
  const multi = multiSeedRows(nowMs)
  const markets = [...mergeTable([first, ...restChunks], 'markets'), ...multi.markets]
  // The simulation's Yes/No trading passes over multi-answer markets and their answers.
  const tradable = markets.filter((m) => m.status !== 'resolved' && !isInstantMarket(m) && m.kind === undefined)
  return {
    seedValue,
    nowMs,
    first: {
      ...first,
      categories: CATEGORIES,
      users,
      signUps: past.signUps,
      accounts: people.accounts,
      markets: [...first.markets, ...multi.markets],
      positions: [...first.positions, ...multi.positions],
      lpShares: [...first.lpShares, ...multi.lpShares],
      ledger: [...people.ledger, ...first.ledger, ...multi.ledger],
      histories: [...first.histories, ...multi.histories],
    },
    // Tests and Node tools read it; seeding writes the slices: merged only when read.
    get rest() {
      return mergeRows(restChunks)
    },
    restChunks,
    restChunkMarkets,
    universe: {
      marketIds: tradable.map((m) => m.id),
      hotMarketIds: tradable.filter((m) => m.featured || m.trending).map((m) => m.id),
      simTraderCount: SIM_TRADER_COUNT,
    },
    simRngState: createRng(seedValue ^ 0x5eed).state(),
  }
}

/**
 * The first slice after the first stage: the seeded past (./past) as a change to the catalogue.
 * It rewrites every market the past changed with its final row (and the house's rows in it,
 * stored from then on), funds the pools of those not in the first stage, and brings the
 * accounts, trades, ledger, charts, derived stats and the demo trader's story. The simulation
 * starts once it is written (startsSimulation): a step before would trade the catalogue as
 * it stood before the past.
 */
function pastRows(unfunded: readonly MarketRows[], past: PastRows, nowMs: number): SeedRows {
  const funding = stageRows(unfunded, nowMs, 'p')
  return {
    ...NO_ROWS,
    markets: past.markets,
    accounts: past.accounts,
    lpShares: past.lpShares,
    positions: past.positions,
    ledger: [...funding.ledger, ...past.ledger],
    histories: past.histories,
    trades: past.trades,
    orders: past.orders,
    traderStats: past.traderStats,
    flowBuckets: past.flowBuckets,
    follows: past.follows,
    copies: past.copies,
    activity: past.activity,
    pastMarketIds: [...past.marketIds],
    startsSimulation: true,
  }
}

/** One table of several sets of rows; a row written again (the past rewrites markets and accounts) counts once, as last written. */
function mergeTable<K extends Exclude<keyof SeedRows, 'startsSimulation'>>(
  parts: readonly SeedRows[],
  key: K,
): SeedRows[K][number][] {
  const rows = parts.flatMap((p) => p[key] as SeedRows[K][number][])
  const keyOf = (row: unknown) => (row as { id?: string; marketId?: string }).id ?? (row as { marketId?: string }).marketId
  if (rows.length === 0 || typeof rows[0] !== 'object' || keyOf(rows[0]) === undefined) return rows
  const byKey = new Map<string, SeedRows[K][number]>()
  for (const row of rows) {
    const k = keyOf(row)!
    byKey.delete(k)
    byKey.set(k, row)
  }
  return [...byKey.values()]
}

/** Several sets of rows as one, table by table (mergeTable). */
function mergeRows(parts: readonly SeedRows[]): SeedRows {
  const all = <K extends Exclude<keyof SeedRows, 'startsSimulation'>>(key: K) => mergeTable(parts, key)
  return {
    categories: all('categories'),
    users: all('users'),
    signUps: all('signUps'),
    accounts: all('accounts'),
    markets: all('markets'),
    lpShares: all('lpShares'),
    positions: all('positions'),
    ledger: all('ledger'),
    histories: all('histories'),
    trades: all('trades'),
    orders: all('orders'),
    traderStats: all('traderStats'),
    flowBuckets: all('flowBuckets'),
    follows: all('follows'),
    copies: all('copies'),
    activity: all('activity'),
    pastMarketIds: all('pastMarketIds'),
  }
}

/** Both stages as one set of rows (tests, Node tools). */
export function allSeedRows(seed: Seed): SeedRows {
  return mergeRows([seed.first, seed.rest])
}
