import {
  INSTANT_TARGET_LIVE,
  advance,
  createRng,
  hashString,
  instantMarketsToOpen,
  isInstantMarket,
  openInstantMarkets,
  planAdvance,
  historyY,
  resolutionCutoff,
  yesBp,
} from '../../src/exchange'
import type { IdSource, MarketRow, Rng, Side, SimOptions, SimUniverse } from '../../src/exchange'
import { syntheticHistory } from '../synthetic-history'
import { HOUSE_ACCOUNT_ID } from '../market-rows'
import { StoryRunner, type StoryAction } from './demo-story'
import type { PastWorld } from './world'

/**
 * The seeded past: the simulated traders trade the last PAST_DAYS days through the
 * exchange's own simulation step (planAdvance + advance, as backend/simulation.ts runs it
 * live), markets that close in that time settle, instant markets open and settle over the
 * last day, and the demo trader's story plays in between. Coarse steps for the month, fine
 * ones for the last day (the insights read its hourly trade flow). Work is bounded by the
 * step counts below whatever the clock, so the seed's build time stays flat.
 */
export const PAST_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000
const COARSE_STEP_MS = 4 * 60 * 60 * 1000
const FINE_STEP_MS = 20 * 60 * 1000
const FINE_SPAN_MS = DAY_MS
/** Instant markets open over this last stretch of the past (they live 15 min to 24 h). */
const INSTANT_SPAN_MS = 3 * 60 * 60 * 1000
const COARSE: SimOptions = { tickMs: 4 * 60 * 60 * 1000, maxTicks: 1, intentsPerTick: 2, hotShare: 0.6 }
const FINE: SimOptions = { tickMs: 10 * 60 * 1000, maxTicks: 2, intentsPerTick: 2, hotShare: 0.5 }
/** Markets about to settle are drawn this many times as often as a hot one; a live instant market as often as in backend/simulation.ts. */
const SETTLING_WEIGHT = 3
const INSTANT_WEIGHT = 8
/** Points of the seeded chart before a market's first trade in the past. */
const PREFIX_POINTS = 24

export interface PastInput {
  readonly nowMs: number
  readonly rng: Rng
  readonly ids: IdSource
  /** Catalogue markets the simulated traders trade in the past (a share of the catalogue, all hot ones). */
  readonly marketIds: readonly string[]
  readonly hotMarketIds: readonly string[]
  /** Markets that close and settle in the past. */
  readonly settlingIds: readonly string[]
  /** How each of them resolves (the catalogue's outcome, which its description may state). */
  readonly outcomes: ReadonlyMap<string, Side>
  readonly simTraderCount: number
  readonly story: readonly StoryAction[]
}

export interface PastResult {
  readonly story: StoryRunner
  readonly steps: number
  readonly instantIds: readonly string[]
}

function openBetween(market: MarketRow | undefined, at: number): boolean {
  return market !== undefined && market.status !== 'resolved' && market.createdAt <= at && at < market.closesAt
}

/** The chart a market had before the past's first trade in it: the seeded random walk, ending at its price then. */
function prefixHistory(market: MarketRow, endMs: number) {
  const rng = createRng(hashString(`past-history|${market.id}`))
  if (endMs - market.createdAt < DAY_MS)
    return { marketId: market.id, points: [{ t: market.createdAt, y: historyY(yesBp(market)) }] }
  return { marketId: market.id, points: syntheticHistory(market.createdAt, endMs, yesBp(market), rng, PREFIX_POINTS) }
}

export function runPast(world: PastWorld, input: PastInput): PastResult {
  const { nowMs, rng, ids } = input
  const start = nowMs - PAST_DAYS * DAY_MS
  const fineFrom = nowMs - FINE_SPAN_MS
  const story = new StoryRunner(world, input.story, ids, nowMs)
  const instantIds: string[] = []
  const settling = new Set(input.settlingIds)
  const hot = new Set(input.hotMarketIds)
  const ensureHistory = (id: string) => {
    if (world.histories.has(id)) return
    const market = world.markets.get(id)
    if (market !== undefined) world.startHistory(prefixHistory(market, start))
  }
  // The story's markets keep a stored chart from the start (a pool it funds changes the market, not its price).
  for (const action of input.story) if ('marketId' in action) ensureHistory(action.marketId)
  let steps = 0
  // The catalogue's open markets, worked out once per simulated day (a market closing meanwhile is skipped by advance).
  let day = -1
  let open: { marketIds: string[]; hotMarketIds: string[] } = { marketIds: [], hotMarketIds: [] }
  // Markets still to settle: removed once resolved.
  let unsettled = [...settling]
  for (let from = start; from < nowMs; steps += 1) {
    const fine = from >= fineFrom
    const to = Math.min(nowMs, from + (fine ? FINE_STEP_MS : COARSE_STEP_MS))
    if (Math.floor((from - start) / DAY_MS) !== day) {
      day = Math.floor((from - start) / DAY_MS)
      const marketIds = [...input.marketIds, ...settling].filter((id) => openBetween(world.markets.get(id), from))
      open = {
        marketIds,
        hotMarketIds: marketIds.flatMap((id) =>
          settling.has(id) ? Array<string>(SETTLING_WEIGHT).fill(id) : hot.has(id) ? [id] : [],
        ),
      }
    }
    const liveInstant = instantIds.filter((id) => openBetween(world.markets.get(id), from))
    const universe: SimUniverse = {
      marketIds: liveInstant.length ? [...open.marketIds, ...liveInstant] : open.marketIds,
      hotMarketIds: liveInstant.length
        ? [...open.hotMarketIds, ...liveInstant.flatMap((id) => Array<string>(INSTANT_WEIGHT).fill(id))]
        : open.hotMarketIds,
      simTraderCount: input.simTraderCount,
    }
    const plan = planAdvance(universe, from, to, rng, fine ? FINE : COARSE)
    plan.marketIds.forEach(ensureHistory)
    unsettled = unsettled.filter((id) => world.markets.get(id)!.status !== 'resolved')
    const due = unsettled.filter((id) => {
      const m = world.markets.get(id)!
      return m.closesAt <= resolutionCutoff(to, isInstantMarket(m) ? 'instant' : 'standard')
    })
    due.forEach(ensureHistory)
    const slice = world.sliceFor(plan, due)
    world.apply(advance(slice, { plan, settleMarketIds: due, outcomes: input.outcomes, clockNow: to, rng, ids }).changes)
    if (to > nowMs - INSTANT_SPAN_MS) {
      const live = instantIds.filter((id) => openBetween(world.markets.get(id), to)).length
      const opened = openInstantMarkets({
        count: instantMarketsToOpen(live, INSTANT_TARGET_LIVE),
        now: to,
        rng,
        ids,
        house: world.accounts.get(HOUSE_ACCOUNT_ID)!,
      })
      world.apply(opened.changes)
      instantIds.push(...opened.marketIds)
      unsettled.push(...opened.marketIds)
    }
    // The demo trader acts on the step's boundary, after the crowd (its times are boundaries).
    story.runUntil(to)
    from = to
  }
  return { story, steps, instantIds }
}
