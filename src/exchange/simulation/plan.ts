import { lpShareId, positionId } from '../positions'
import { chance, hashString, pick, randomInt } from '../random'
import type { Rng } from '../random'
import { simTraderId } from './traits'

/**
 * Phase 1 of a simulation step: decide, from the random source alone, which
 * simulated traders look at which markets and when. Needs no reads, so the
 * handler learns exactly which rows to load (plan.marketIds, accountIds,
 * positionIds) before it opens its transaction.
 *
 * Work is bounded: at most maxTicks ticks of intentsPerTick intents per call,
 * however long the gap. A long gap is caught up in coarse steps (the hidden
 * probabilities still drift for the full elapsed time; see hidden.ts).
 */
export interface SimUniverse {
  /** Ids of markets the simulation may trade (stale or closed ids are skipped later). */
  readonly marketIds: readonly string[]
  /** Featured and trending market ids: drawn more often. */
  readonly hotMarketIds: readonly string[]
  /** Simulated traders are 'sim-0' .. 'sim-(count-1)'. */
  readonly simTraderCount: number
}

export interface SimOptions {
  readonly tickMs: number
  readonly maxTicks: number
  readonly intentsPerTick: number
  /** Share of intents that go to hot markets. */
  readonly hotShare: number
  /**
   * Markets a simulated trader looks at per tick to keep their book (bids on each side; see
   * advance.ts): they are taken in turn through the universe, so every market's book is
   * looked after once per pass. Absent: none (the seeded past builds its book at the end).
   */
  readonly bookMarketsPerTick?: number
}

/** Most markets whose book one call looks after, however long the gap (its writes stay small). */
export const MAX_BOOK_MARKETS_PER_CALL = 48

export const DEFAULT_SIM_OPTIONS: SimOptions = {
  tickMs: 5_000,
  maxTicks: 24,
  intentsPerTick: 3,
  hotShare: 0.4,
  bookMarketsPerTick: 24,
}

export interface SimIntent {
  readonly at: number
  readonly marketId: string
  readonly accountId: string
}

export interface AdvancePlan {
  readonly fromMs: number
  readonly toMs: number
  readonly intents: readonly SimIntent[]
  /**
   * A simulated trader looks after a market's book (advance.ts keepBook). Their markets are not
   * in marketIds (a book kept is no trade: no chart point); the handler reads them too.
   */
  readonly bookIntents?: readonly SimIntent[]
  /** Rows to read: markets (and their price histories), accounts, positions and pool shares by id. */
  readonly marketIds: readonly string[]
  readonly accountIds: readonly string[]
  readonly positionIds: readonly string[]
  readonly lpShareIds: readonly string[]
}

function tickTimes(fromMs: number, toMs: number, options: SimOptions): number[] {
  const count = Math.min(options.maxTicks, Math.floor((toMs - fromMs) / options.tickMs))
  const step = count > 0 ? (toMs - fromMs) / count : 0
  return Array.from({ length: count }, (_, i) => Math.round(fromMs + step * (i + 1)))
}

/**
 * Each market has its own crowd: a window of MARKET_CROWD traders starting at
 * a hash of the market id, and MARKET_REGULARS regulars who come back to it often
 * (REGULAR_SHARE of its intents): traders return to markets they hold, so they
 * add to positions, take profit and cut losses, and trader counts grow believably.
 * The regulars are drawn from the exchange's ACTIVE_TRADERS (the first simulated
 * traders), as on a real exchange, where a few dozen people make most of the trades
 * across many markets: they are the ones who close enough trades (sold or settled)
 * to be ranked on the leaderboard (docs/product.md), even in a seeded month.
 */
const MARKET_CROWD = 600
const MARKET_REGULARS = 4
const REGULAR_SHARE = 0.75
export const ACTIVE_TRADERS = 16
/** Steps between a market's regulars among the active traders (coprime with ACTIVE_TRADERS: four distinct people). */
const REGULAR_STRIDE = 7

function drawTrader(marketId: string, universe: SimUniverse, rng: Rng): string {
  const count = universe.simTraderCount
  const hash = hashString(marketId)
  if (chance(rng, REGULAR_SHARE)) {
    const active = Math.min(ACTIVE_TRADERS, count)
    const k = randomInt(rng, Math.min(MARKET_REGULARS, count))
    return simTraderId((hash + k * REGULAR_STRIDE) % active)
  }
  return simTraderId(((hash % count) + randomInt(rng, Math.min(MARKET_CROWD, count))) % count)
}

function drawMarket(universe: SimUniverse, options: SimOptions, rng: Rng): string | undefined {
  if (universe.marketIds.length === 0) return undefined
  const hot = universe.hotMarketIds.length > 0 && chance(rng, options.hotShare)
  return pick(rng, hot ? universe.hotMarketIds : universe.marketIds)
}

export function planAdvance(
  universe: SimUniverse,
  fromMs: number,
  toMs: number,
  rng: Rng,
  options: SimOptions = DEFAULT_SIM_OPTIONS,
): AdvancePlan {
  const intents: SimIntent[] = []
  if (universe.simTraderCount > 0) {
    for (const at of tickTimes(fromMs, toMs, options)) {
      for (let i = 0; i < options.intentsPerTick; i += 1) {
        const marketId = drawMarket(universe, options, rng)
        if (marketId === undefined) break
        intents.push({ at, marketId, accountId: drawTrader(marketId, universe, rng) })
      }
    }
  }
  const bookIntents = planBooks(universe, fromMs, toMs, options)
  const marketIds = [...new Set(intents.map((i) => i.marketId))]
  const accountIds = [...new Set([...intents, ...bookIntents].map((i) => i.accountId))]
  const positionIds = [
    ...new Set(intents.flatMap((i) => [positionId(i.accountId, i.marketId, 'yes'), positionId(i.accountId, i.marketId, 'no')])),
  ]
  const lpShareIds = [...new Set(intents.map((i) => lpShareId(i.accountId, i.marketId)))]
  return { fromMs, toMs, intents, bookIntents, marketIds, accountIds, positionIds, lpShareIds }
}

/**
 * The markets whose book is looked after in this step: the next ones in turn through the
 * universe (a cursor from the clock: tick number x markets per tick), each by one of its own
 * crowd, chosen by a hash so the trading intents' random draws stay as they were.
 */
function planBooks(universe: SimUniverse, fromMs: number, toMs: number, options: SimOptions): SimIntent[] {
  const perTick = options.bookMarketsPerTick ?? 0
  const count = universe.marketIds.length
  if (perTick <= 0 || count === 0 || universe.simTraderCount === 0) return []
  const ticks = tickTimes(fromMs, toMs, options)
  if (ticks.length === 0) return []
  const take = Math.min(ticks.length * perTick, MAX_BOOK_MARKETS_PER_CALL, count)
  const first = Math.floor(ticks[0] / options.tickMs) * perTick
  const at = ticks[ticks.length - 1]
  const intents: SimIntent[] = []
  for (let i = 0; i < take; i += 1) {
    const marketId = universe.marketIds[(first + i) % count]
    const crowd = Math.min(MARKET_CROWD, universe.simTraderCount)
    const start = hashString(marketId) % universe.simTraderCount
    const pickIndex = hashString(`book|${marketId}|${at}`) % crowd
    intents.push({ at, marketId, accountId: simTraderId((start + pickIndex) % universe.simTraderCount) })
  }
  return intents
}
