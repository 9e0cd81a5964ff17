import {
  ExchangeError,
  executeMarketTrade,
  isInstantMarket,
  isOpenAt,
  placeLimitOrder,
  randomInt,
  shuffle,
  sideBp,
} from '../../src/exchange'
import type { IdSource, MarketRow, MatchResult, Rng, Side } from '../../src/exchange'
import { simTraderProfile } from '../sim-traders'
import type { PastWorld } from './world'

/**
 * The book the seeded crowd leaves resting at the seed's now (docs/product.md, "The seeded
 * past"): in every open market the past traded, simulated traders bid for both sides a few
 * cents under the price, at two to four levels each, and those holding contracts offer some
 * of them a few cents over it. Where fewer than two traders hold a side to offer, a market
 * maker first buys an inventory of both sides from the pool (the same number of each, so the
 * price ends about where it was), through executeMarketTrade like a person's market buy.
 * Each order goes through placeLimitOrder, the command a person's POST /api/orders runs (buys
 * hold back their cash, sells their contracts), and expires within days, by when the live
 * simulation has placed and cancelled its own. In the other featured and trending markets
 * (the past did not trade them, so nobody holds contracts and their rows stay as seeded) the
 * crowd only bids.
 */
const HOUR_MS = 60 * 60 * 1000
/** A market closing sooner keeps whatever book the past left (its traders are settling up). */
const MIN_OPEN_AHEAD_MS = 48 * HOUR_MS
/** Levels per side and direction: 2 to MAX_LEVELS, each at its own price (1 to MAX_OFFSET cents away). */
const MAX_LEVELS = 4
const MAX_OFFSET_CENTS = 6
/** A bid's size: 10 to 200 contracts, in fives. */
const BID_SIZES = 39
/** Holders offer a fifth to a half of what they hold, and at least this many contracts. */
const MIN_OFFER_CONTRACTS = 5
/** A market maker's inventory of each side: 20 to 80 contracts, in fives. */
const STOCK_SIZES = 13

/** Distinct offsets 1..max (at most MAX_OFFSET_CENTS), nearest first. */
function offsets(rng: Rng, count: number, max: number): number[] {
  const all = Array.from({ length: Math.max(0, Math.min(MAX_OFFSET_CENTS, max)) }, (_, i) => i + 1)
  return shuffle(rng, all)
    .slice(0, count)
    .sort((a, b) => a - b)
}

export function seedBooks(
  world: PastWorld,
  marketIds: readonly string[],
  /** Markets the past traded: a maker may stock up there (the others stay as seeded). */
  stockIds: ReadonlySet<string>,
  nowMs: number,
  rng: Rng,
  ids: IdSource,
): void {
  const makers = [...world.accounts.keys()].filter((id) => simTraderProfile(id) !== null).sort()
  /** A command's changes applied, or false when the exchange refuses it (too little cash or contracts: the trader sits it out). */
  const attempt = (command: () => MatchResult): MatchResult | false => {
    try {
      const result = command()
      world.apply(result.changes)
      return result
    } catch (error) {
      if (error instanceof ExchangeError) return false
      throw error
    }
  }
  const place = (
    market: MarketRow,
    accountId: string,
    side: Side,
    action: 'buy' | 'sell',
    quantity: number,
    limitPriceCents: number,
  ) => {
    if (limitPriceCents < 1 || limitPriceCents > 99 || quantity < 1) return false
    // Resting only: the book is built at one moment, under and over the price, so nothing fills.
    const result = attempt(() =>
      placeLimitOrder(
        world.matchRows(accountId, market.id),
        {
          accountId,
          marketId: market.id,
          side,
          action,
          quantity,
          limitPriceCents,
          expiresAt: nowMs + HOUR_MS * (24 + randomInt(rng, 96)),
          now: nowMs,
        },
        ids,
      ),
    )
    return result !== false && result.order?.status === 'open'
  }
  /** The simulated traders holding enough of a side to offer some (2 × MIN_OFFER_CONTRACTS or more). */
  const holdersOf = (id: string, side: Side) =>
    world
      .positionsIn(id)
      .filter(
        (p) => p.side === side && !p.settled && p.quantity >= 2 * MIN_OFFER_CONTRACTS && simTraderProfile(p.accountId) !== null,
      )
      .sort((a, b) => (a.id < b.id ? -1 : 1))
  const buy = (accountId: string, marketId: string, side: Side, quantity: number) =>
    attempt(() =>
      executeMarketTrade(
        world.matchRows(accountId, marketId),
        { accountId, marketId, side, action: 'buy', quantity, now: nowMs },
        ids,
      ),
    ) !== false
  /** A market maker buys an inventory of both sides unless two traders or more hold each already. */
  const stockUp = (id: string) => {
    if ((['yes', 'no'] as const).every((side) => holdersOf(id, side).length >= 2)) return
    const quantity = 20 + 5 * randomInt(rng, STOCK_SIZES)
    for (const maker of shuffle(rng, [...makers]).slice(0, 8)) {
      if (!buy(maker, id, 'yes', quantity)) continue
      buy(maker, id, 'no', quantity)
      return
    }
  }
  for (const id of marketIds) {
    const start = world.markets.get(id)
    if (start === undefined || isInstantMarket(start) || !isOpenAt(start, nowMs)) continue
    if (start.closesAt - nowMs < MIN_OPEN_AHEAD_MS || makers.length === 0) continue
    if (stockIds.has(id)) stockUp(id)
    for (const side of ['yes', 'no'] as const) {
      // Bids: different traders, each under the side's price by its own offset.
      const bidders = shuffle(rng, [...makers])
      // Strictly under the price, at 1¢ or more.
      const under = Math.ceil(sideBp(world.markets.get(id)!, side) / 100)
      for (const offset of offsets(rng, 2 + randomInt(rng, MAX_LEVELS - 1), under - 1)) {
        const market = world.markets.get(id)!
        const price = Math.ceil(sideBp(market, side) / 100) - offset
        const quantity = 10 + 5 * randomInt(rng, BID_SIZES)
        while (bidders.length > 0 && !place(market, bidders.pop()!, side, 'buy', quantity, price)) {
          /* next trader */
        }
      }
      // Asks: holders of this side (not already offering), over the price.
      const offering = new Set(
        [...world.orders.values()]
          .filter((o) => o.marketId === id && o.status === 'open' && o.action === 'sell')
          .map((o) => o.accountId),
      )
      const sellers = shuffle(
        rng,
        holdersOf(id, side).filter((p) => !offering.has(p.accountId)),
      )
      // Strictly over the price, at 99¢ or less.
      const over = Math.floor(sideBp(world.markets.get(id)!, side) / 100)
      for (const offset of offsets(rng, 2 + randomInt(rng, MAX_LEVELS - 1), 99 - over)) {
        const seller = sellers.pop()
        if (seller === undefined) break
        const market = world.markets.get(id)!
        const price = Math.floor(sideBp(market, side) / 100) + offset
        const held = world.positions.get(seller.id)!
        const share = 0.2 + 0.3 * rng.next()
        const quantity = Math.max(MIN_OFFER_CONTRACTS, Math.floor(held.quantity * share))
        place(market, seller.accountId, side, 'sell', quantity, price)
      }
    }
  }
}
