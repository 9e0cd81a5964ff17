import { createRng, hashString, lpShareId, positionId, sequentialIds } from '../../src/exchange'
import type {
  AccountRow,
  LedgerEntry,
  LpShareRow,
  MarketRow,
  OrderRow,
  PositionRow,
  PriceHistoryRow,
  Side,
  TradeRow,
} from '../../src/exchange'
import type { TraderStatsRow } from '../../src/exchange/trader-stats'
import type { FlowBucketRow } from '../../src/exchange/trade-flow'
import { HOUSE_ACCOUNT_ID } from '../market-rows'
import { planStory, type StoryActivity, type StoryCopy, type StoryFollow } from './demo-story'
import { PAST_DAYS, runPast } from './run'
import { seedBooks } from './books'
import { signUps, type SignUp } from './sign-ups'
import { PastWorld } from './world'

export { PAST_DAYS } from './run'
export { reopenForPast } from './reopen'
export { DEMO_ACCOUNT_ID, STORY_OPEN_POSITIONS, storyTime } from './demo-story'
export type { StoryActivity, StoryCopy, StoryFollow } from './demo-story'
export type { SignUp } from './sign-ups'

/** A stored activity entry (backend/db.ts ActivityRow). */
export interface SeedActivity extends StoryActivity {
  readonly id: string
}

/** Every row the seeded past wrote or changed, final versions, ready to bulk-write. */
export interface PastRows {
  readonly markets: readonly MarketRow[]
  readonly accounts: readonly AccountRow[]
  readonly positions: readonly PositionRow[]
  readonly lpShares: readonly LpShareRow[]
  readonly histories: readonly PriceHistoryRow[]
  readonly trades: readonly TradeRow[]
  readonly ledger: readonly LedgerEntry[]
  readonly orders: readonly OrderRow[]
  readonly traderStats: readonly TraderStatsRow[]
  readonly flowBuckets: readonly FlowBucketRow[]
  readonly follows: readonly StoryFollow[]
  readonly copies: readonly StoryCopy[]
  readonly activity: readonly SeedActivity[]
  readonly signUps: readonly SignUp[]
  /** Markets the past changed: their house rows are stored (above), not derived from the row as opened. */
  readonly marketIds: ReadonlySet<string>
}

export interface PastCatalogue {
  readonly markets: readonly MarketRow[]
  readonly positions: readonly PositionRow[]
  readonly lpShares: readonly LpShareRow[]
  readonly accounts: readonly AccountRow[]
  /** Markets re-opened for the past: they close and settle in it, as the catalogue resolved them. */
  readonly settlingIds: readonly string[]
  readonly outcomes: ReadonlyMap<string, Side>
  readonly simTraderCount: number
}

const DAY_MS = 24 * 60 * 60 * 1000
/**
 * The past trades every featured market, one trending market in PAST_TRENDING_SHARE and one
 * other in PAST_MARKET_SHARE (a market it leaves alone keeps its seeded chart): every market
 * it changes is written again, with its house rows and chart, so their count is the seed's cost.
 */
const PAST_MARKET_SHARE = 400
const PAST_TRENDING_SHARE = 6
/**
 * The simulated traders who traded in the past are the first this many: a regular crowd, each
 * with a few trades and settled results (the leaderboard's), and a few hundred accounts to write.
 */
const PAST_TRADER_COUNT = 300

/** Ids that sort in time order, like backend/activity.ts writes them. */
function activityRows(entries: readonly StoryActivity[]): SeedActivity[] {
  return [...entries]
    .sort((a, b) => a.timestamp - b.timestamp)
    .map((entry, i) => ({
      id: `act-${Math.floor(entry.timestamp).toString(36).padStart(9, '0')}-${i.toString(36).padStart(4, '0')}-seeded`,
      ...entry,
    }))
}

/**
 * Plays the month before `nowMs` on the catalogue as seeded (see ./run.ts and
 * ./demo-story.ts). Same inputs ⇒ same rows: every random draw comes from `seedValue`.
 */
export function buildPast(seedValue: number, nowMs: number, catalogue: PastCatalogue): PastRows {
  const start = nowMs - PAST_DAYS * DAY_MS
  const settling = new Set(catalogue.settlingIds)
  const traded = catalogue.markets.filter(
    (m) =>
      m.status === 'active' &&
      !settling.has(m.id) &&
      m.closesAt > nowMs &&
      (m.featured || hashString(`past|${m.id}`) % (m.trending ? PAST_TRENDING_SHARE : PAST_MARKET_SHARE) === 0),
  )
  // Their hidden views drift from the start of the past (the seed's rows date them at now).
  const atStart = (m: MarketRow): MarketRow => ({ ...m, simAt: Math.max(m.createdAt, start) })
  const tradedIds = new Set([...traded.map((m) => m.id), ...settling])
  const world = new PastWorld({
    markets: catalogue.markets.map((m) => (tradedIds.has(m.id) ? atStart(m) : m)),
    accounts: catalogue.accounts,
    positions: catalogue.positions,
    lpShares: catalogue.lpShares,
  })
  const rng = createRng(seedValue ^ 0x0ba57)
  const ids = sequentialIds('p')
  const hot = traded.filter((m) => m.featured || m.trending)
  const story = planStory(
    nowMs,
    {
      open: hot.filter((m) => m.createdAt < start - DAY_MS && m.closesAt > nowMs + 7 * DAY_MS),
      settling: catalogue.markets.filter((m) => settling.has(m.id)),
    },
    rng,
  )
  const past = runPast(world, {
    nowMs,
    rng,
    ids,
    marketIds: traded.map((m) => m.id),
    hotMarketIds: hot.map((m) => m.id),
    settlingIds: catalogue.settlingIds,
    outcomes: catalogue.outcomes,
    simTraderCount: Math.min(PAST_TRADER_COUNT, catalogue.simTraderCount),
    story,
  })
  // The crowd's resting orders at now: bids and offers in every open market it traded, and
  // bids in the other featured and trending ones (nobody holds contracts there to offer).
  const tradedIdList = traded.map((m) => m.id)
  const otherHot = catalogue.markets
    .filter((m) => (m.featured || m.trending) && !tradedIds.has(m.id) && m.status === 'active' && m.closesAt > nowMs)
    .map((m) => m.id)
  seedBooks(world, [...tradedIdList, ...otherHot], new Set(tradedIdList), nowMs, createRng(seedValue ^ 0xb00c5), ids)
  const marketIds = new Set(world.changed.markets)
  // The house's rows in a changed market are stored from now on (they no longer follow from the market as opened).
  const houseRows = [...marketIds].flatMap((id) => [
    positionId(HOUSE_ACCOUNT_ID, id, 'yes'),
    positionId(HOUSE_ACCOUNT_ID, id, 'no'),
  ])
  const positionIds = new Set([...world.changed.positions, ...houseRows.filter((id) => world.positions.has(id))])
  const lpIds = new Set([
    ...world.changed.lpShares,
    ...[...marketIds].map((id) => lpShareId(HOUSE_ACCOUNT_ID, id)).filter((id) => world.lpShares.has(id)),
  ])
  return {
    markets: [...marketIds].map((id) => world.markets.get(id)!),
    accounts: [...world.changed.accounts].map((id) => world.accounts.get(id)!),
    positions: [...positionIds].map((id) => world.positions.get(id)!),
    lpShares: [...lpIds].map((id) => world.lpShares.get(id)!),
    histories: [...world.changed.histories].filter((id) => marketIds.has(id)).map((id) => world.histories.get(id)!),
    trades: world.trades,
    ledger: world.ledger,
    orders: [...world.orders.values()],
    traderStats: [...world.stats.values()],
    flowBuckets: [...world.buckets.values()],
    follows: past.story.follows,
    copies: past.story.copies,
    activity: activityRows(past.story.activity),
    signUps: signUps(nowMs, createRng(seedValue ^ 0x5167)),
    marketIds,
  }
}
