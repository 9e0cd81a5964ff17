import { applyToSlice, changeSet, mergeChangeSets } from '../change-set'
import type { ChangeSet, ExchangeSlice } from '../change-set'
import { recordPricePoint } from '../history'
import { openAccount } from '../ledger'
import { closeIfDue, isDueForResolution, isOpenAt, resolutionDelayMs } from '../lifecycle'
import { isInstantMarket } from '../instant/generator'
import { lpShareId, positionId } from '../positions'
import { addFunding, removeFunding } from '../liquidity'
import type { LiquidityResult } from '../liquidity'
import { yesBp } from '../prices'
import { createRng, hashString, randomInt, shuffle } from '../random'
import type { Rng } from '../random'
import { settleMarket } from '../settlement'
import { cancelOrder, closeDueOrders, executeMarketTrade, placeLimitOrder } from '../orders'
import type { MatchResult, MatchRows, OrderEvent } from '../orders'
import { ExchangeError } from '../errors'
import type { IdSource, MarketRow, OrderRow, Side } from '../types'
import { sideBp } from '../prices'
import { PAYOUT_CENTS } from '../money'
import { decide } from './decide'
import { driftHidden } from './hidden'
import type { AdvancePlan, SimIntent } from './plan'
import { sigmoid } from './traits'

/**
 * Phase 2 of a simulation step: run the plan against the rows the handler
 * read, then close markets past closesAt and resolve + settle the ones due
 * (resolution drawn with the hidden probability). Returns one merged
 * ChangeSet to write in a single transaction. The input slice is not mutated.
 */
export interface AdvanceInput {
  readonly plan: AdvancePlan
  /**
   * Markets whose COMPLETE rows (all positions, LP rows, owners' accounts)
   * are in the slice: only these may be settled. Others just close.
   */
  readonly settleMarketIds?: readonly string[]
  /**
   * Outcomes already decided for some of them (the seed's catalogue says how its past markets
   * resolved): the draw is still made, so every other market's outcome replays the same.
   */
  readonly outcomes?: ReadonlyMap<string, Side>
  /**
   * The exchange clock's now, as the store holds it. A step never runs past it: a market
   * it settled would stand resolved before it closes, by the clock everyone else reads.
   */
  readonly clockNow: number
  readonly rng: Rng
  readonly ids: IdSource
}

export interface AdvanceResult {
  readonly changes: ChangeSet
  readonly tradeCount: number
  /** What happened to limit orders (people's fills, expiries and cancels go to their activity log). */
  readonly orderEvents: readonly OrderEvent[]
  readonly resolved: readonly { readonly marketId: string; readonly resolution: Side }[]
}

/** Most settlements per call, to keep a catch-up after a long absence bounded. */
export const MAX_SETTLEMENTS_PER_ADVANCE = 25

function copySlice(slice: ExchangeSlice): ExchangeSlice {
  return {
    markets: new Map(slice.markets),
    accounts: new Map(slice.accounts),
    positions: new Map(slice.positions),
    lpShares: new Map(slice.lpShares),
    histories: new Map(slice.histories),
    orders: new Map(slice.orders),
  }
}

/** Share of a simulated trader's buys and sells placed as a limit order a few cents away from the price. */
const LIMIT_ORDER_CHANCE = 0.3
/** Chance a simulated trader with an open order in a market cancels it when it looks again. */
const CANCEL_CHANCE = 0.25
const HOUR = 3_600_000
/** Keeping a book: bids per side it tops up to, 1 to BOOK_MAX_OFFSET cents under the price. */
const BOOK_BIDS_PER_SIDE = 2
const BOOK_MAX_OFFSET = 6
/** A market closing sooner is left to its traders (they are settling up, not bidding). */
const BOOK_MIN_OPEN_AHEAD = 48 * HOUR

/** Sorts a trader's orders in a market by age, then side, action and price (fixed width). */
const orderKey = (o: OrderRow) =>
  `${String(o.createdAt).padStart(16, '0')}:${o.side}:${o.action}:${String(o.limitPriceCents).padStart(2, '0')}`

class Run {
  readonly sets: ChangeSet[] = []
  readonly orderEvents: OrderEvent[] = []
  tradeCount = 0
  constructor(
    readonly slice: ExchangeSlice,
    readonly rng: Rng,
    readonly ids: IdSource,
  ) {}

  commit(changes: ChangeSet): void {
    applyToSlice(this.slice, changes)
    this.sets.push(changes)
  }

  /** The matcher's rows from the slice: the market's open orders and their owners' rows (the handler loads them). */
  matchRows(market: MarketRow, accountId: string): MatchRows {
    const orders = [...this.slice.orders.values()].filter((o) => o.marketId === market.id && o.status === 'open')
    const owners = new Set([accountId, ...orders.map((o) => o.accountId)])
    const positions = [...owners]
      .flatMap((owner) => [
        this.slice.positions.get(positionId(owner, market.id, 'yes')),
        this.slice.positions.get(positionId(owner, market.id, 'no')),
      ])
      .filter((p) => p !== undefined)
    const accounts = [...owners].map((id) => this.slice.accounts.get(id)).filter((a) => a !== undefined)
    return { market, accounts, positions, orders, history: this.slice.histories.get(market.id) }
  }

  /**
   * The trader's oldest open order in the market. It may hold several (a kept book's bids, placed
   * together): ties go by side, action and price, never by id (random outside the tests).
   */
  ownOpenOrder(accountId: string, marketId: string): OrderRow | undefined {
    let oldest: OrderRow | undefined
    for (const o of this.slice.orders.values()) {
      if (o.accountId !== accountId || o.marketId !== marketId || o.status !== 'open') continue
      if (oldest === undefined || orderKey(o) < orderKey(oldest)) oldest = o
    }
    return oldest
  }

  market(id: string): MarketRow | undefined {
    return this.slice.markets.get(id)
  }

  /** A simulated trader's account, opened (with its deposit) only once it actually trades. */
  accountFor(accountId: string, at: number) {
    const existing = this.slice.accounts.get(accountId)
    if (existing !== undefined) return { account: existing, opened: null }
    const opened = openAccount(this.ids, accountId, 'sim', at)
    return { account: opened.account, opened }
  }

  runIntent(intent: SimIntent): void {
    const current = this.market(intent.marketId)
    if (current === undefined || !isOpenAt(current, intent.at)) return
    const market = driftHidden(current, intent.at, this.rng)
    const { account, opened } = this.accountFor(intent.accountId, intent.at)
    const yes = this.slice.positions.get(positionId(account.id, market.id, 'yes'))
    const no = this.slice.positions.get(positionId(account.id, market.id, 'no'))
    const lp = this.slice.lpShares.get(lpShareId(account.id, market.id))
    const decision = decide({ traderId: account.id, market, account, yes, no, lp }, this.rng)
    // Opened now, the account is in the slice for the matcher (its deposit is committed with the trade).
    if (opened !== null) this.slice.accounts.set(account.id, account)
    const result = this.act(decision, market, account.id, intent.at)
    if (result === null) {
      if (opened !== null) this.slice.accounts.delete(account.id)
      // Keep the drifted hidden probability even when nobody trades.
      this.commit(changeSet({ markets: [market] }))
      return
    }
    if (opened !== null) {
      this.commit(changeSet({ ledger: [opened.entry] }))
    }
    this.commit(result.changes)
    this.orderEvents.push(...result.events)
    if (result.trade !== null) this.tradeCount += 1
  }

  /**
   * What a simulated trader does: cancel an open order of its own now and then, move liquidity
   * in or out of the pool, place a buy as a limit order a few cents under the price or a sell a
   * few cents over it (good for some hours) now and then, else trade at the market.
   */
  private act(decision: ReturnType<typeof decide>, market: MarketRow, accountId: string, at: number): MatchResult | null {
    const own = this.ownOpenOrder(accountId, market.id)
    if (own !== undefined && this.rng.next() < CANCEL_CHANCE) {
      return this.attempt(() =>
        cancelOrder(
          {
            order: own,
            account: this.slice.accounts.get(accountId),
            position: this.slice.positions.get(positionId(accountId, market.id, own.side)),
            market,
          },
          { orderId: own.id, accountId, now: at },
          this.ids,
        ),
      )
    }
    if (decision === null) return null
    if (decision.kind === 'add-liquidity' || decision.kind === 'remove-liquidity') {
      return this.liquidity(decision, market, accountId, at)
    }
    const rows = this.matchRows(market, accountId)
    if ((decision.kind === 'buy' || decision.kind === 'sell') && this.rng.next() < LIMIT_ORDER_CHANCE) {
      // A buy rests a few cents under the side's price, a sell (of contracts held) a few over it.
      const away = 1 + Math.floor(this.rng.next() * 4)
      const limitPriceCents =
        decision.kind === 'buy'
          ? Math.ceil(sideBp(market, decision.side) / 100) - away
          : Math.floor(sideBp(market, decision.side) / 100) + away
      if (limitPriceCents < 1 || limitPriceCents > 99) return null
      const expiresAt = at + HOUR * (1 + Math.floor(this.rng.next() * 24))
      return this.attempt(() =>
        placeLimitOrder(
          rows,
          {
            accountId,
            marketId: market.id,
            side: decision.side,
            action: decision.kind,
            quantity: decision.quantity,
            limitPriceCents,
            expiresAt,
            now: at,
          },
          this.ids,
        ),
      )
    }
    return this.attempt(() =>
      executeMarketTrade(
        rows,
        {
          accountId,
          marketId: market.id,
          side: decision.side,
          action: decision.kind,
          quantity: decision.quantity,
          now: at,
        },
        this.ids,
      ),
    )
  }

  /**
   * A simulated trader keeps a market's book: where a side has fewer than BOOK_BIDS_PER_SIDE
   * resting bids, it bids for that side at distinct prices 1 to BOOK_MAX_OFFSET cents under
   * the price (10 to 60 contracts, good for one to five days), through placeLimitOrder like a
   * person's order. A bid for one side is an offer of the other (the book shows both), so both
   * sides of every open market the simulation looks after have prices to trade against. Its
   * own random source (from the market and the time) leaves the trading intents' draws as
   * they were.
   */
  keepBook(intent: SimIntent): void {
    const market = this.market(intent.marketId)
    if (market === undefined || isInstantMarket(market) || !isOpenAt(market, intent.at)) return
    if (market.closesAt - intent.at < BOOK_MIN_OPEN_AHEAD) return
    const rng = createRng(hashString(`book|${market.id}|${intent.at}`))
    for (const side of ['yes', 'no'] as const) {
      const open = [...this.slice.orders.values()].filter((o) => o.marketId === market.id && o.status === 'open')
      const bids = open.filter((o) => o.side === side && o.action === 'buy')
      const missing = BOOK_BIDS_PER_SIDE - bids.length
      if (missing <= 0) continue
      const top = Math.ceil(sideBp(this.market(market.id)!, side) / 100)
      // Prices no resting order already holds for a seller of this side (its buys, the other side's
      // sells turned round): orders level with each other and placed at the same moment would be
      // filled in the order of their ids, which are random outside the tests.
      const taken = new Set([
        ...bids.map((o) => o.limitPriceCents),
        ...open.filter((o) => o.side !== side && o.action === 'sell').map((o) => PAYOUT_CENTS - o.limitPriceCents),
      ])
      const prices = shuffle(
        rng,
        Array.from({ length: BOOK_MAX_OFFSET }, (_, i) => top - 1 - i).filter((p) => p >= 1 && !taken.has(p)),
      ).slice(0, missing)
      for (const limitPriceCents of prices) {
        const { account, opened } = this.accountFor(intent.accountId, intent.at)
        if (opened !== null) this.slice.accounts.set(account.id, account)
        const result = this.attempt(() =>
          placeLimitOrder(
            this.matchRows(this.market(market.id)!, account.id),
            {
              accountId: account.id,
              marketId: market.id,
              side,
              action: 'buy',
              quantity: 10 + 5 * randomInt(rng, 11),
              limitPriceCents,
              expiresAt: intent.at + HOUR * (24 + randomInt(rng, 97)),
              now: intent.at,
            },
            this.ids,
          ),
        )
        if (result === null) {
          if (opened !== null) this.slice.accounts.delete(account.id)
          return
        }
        if (opened !== null) this.commit(changeSet({ ledger: [opened.entry] }))
        this.commit(result.changes)
        this.orderEvents.push(...result.events)
        if (result.trade !== null) this.tradeCount += 1
      }
    }
  }

  /** Funds the pool or takes a share of it out, through the same commands a person's requests call. */
  private liquidity(
    decision: Extract<ReturnType<typeof decide>, { kind: 'add-liquidity' | 'remove-liquidity' }>,
    market: MarketRow,
    accountId: string,
    at: number,
  ): MatchResult | null {
    const rows = {
      market,
      account: this.slice.accounts.get(accountId),
      lpShare: this.slice.lpShares.get(lpShareId(accountId, market.id)),
      positions: (['yes', 'no'] as const).flatMap(
        (side) => this.slice.positions.get(positionId(accountId, market.id, side)) ?? [],
      ),
    }
    const run = (): LiquidityResult =>
      decision.kind === 'add-liquidity'
        ? addFunding(rows, { accountId, marketId: market.id, amountCents: decision.amountCents, now: at }, this.ids)
        : removeFunding(rows, { accountId, marketId: market.id, shares: decision.shares, now: at }, this.ids)
    return this.attempt(() => ({ changes: run().changes, trade: null, order: null, events: [] }))
  }

  /** A refused simulated order is just an order not placed; anything else is a bug and throws. */
  private attempt(command: () => MatchResult): MatchResult | null {
    try {
      return command()
    } catch (error) {
      if (error instanceof ExchangeError) return null
      throw error
    }
  }

  /** Orders past their expiry expire; open orders of markets closed by `now` are cancelled (before any settlement). */
  closeOrders(now: number): void {
    const open = [...this.slice.orders.values()].filter((o) => o.status === 'open')
    if (open.length === 0) return
    const result = closeDueOrders(
      {
        markets: this.slice.markets,
        accounts: [...this.slice.accounts.values()],
        positions: [...this.slice.positions.values()],
        orders: open,
      },
      now,
      this.ids,
    )
    this.commit(result.changes)
    this.orderEvents.push(...result.events)
  }

  /** A point at the end of the step for every traded market, so charts reach "now". */
  recordTickPoints(marketIds: readonly string[], at: number): void {
    const histories = marketIds.flatMap((id) => {
      const market = this.market(id)
      if (market === undefined || !isOpenAt(market, at)) return []
      return [recordPricePoint(this.slice.histories.get(id), id, at, yesBp(market))]
    })
    this.commit(changeSet({ histories }))
  }

  settleDue(marketIds: readonly string[], now: number, outcomes?: ReadonlyMap<string, Side>) {
    const resolved: { marketId: string; resolution: Side }[] = []
    for (const id of marketIds) {
      const current = this.market(id)
      if (current === undefined || !isDueForResolution(current, now)) continue
      if (resolved.length >= MAX_SETTLEMENTS_PER_ADVANCE) break
      const market = driftHidden(current, current.closesAt, this.rng)
      const drawn: Side = this.rng.next() < sigmoid(market.hiddenLogit) ? 'yes' : 'no'
      const resolution = outcomes?.get(id) ?? drawn
      // Dated when the market was due, so a catch-up keeps a believable timeline.
      const at = Math.min(now, market.closesAt + resolutionDelayMs(market))
      this.commit(settleMarket(this.marketRows(market), { marketId: id, resolution, now: at }, this.ids).changes)
      resolved.push({ marketId: id, resolution })
    }
    return resolved
  }

  marketRows(market: MarketRow) {
    const positions = [...this.slice.positions.values()].filter((p) => p.marketId === market.id)
    const lpShares = [...this.slice.lpShares.values()].filter((l) => l.marketId === market.id)
    return { market, positions, lpShares, accounts: [...this.slice.accounts.values()] }
  }

  closeDue(now: number): void {
    const closed: MarketRow[] = []
    for (const market of this.slice.markets.values()) {
      const next = closeIfDue(market, now)
      if (next !== market) closed.push(next)
    }
    if (closed.length > 0) this.commit(changeSet({ markets: closed }))
  }
}

export function advance(slice: ExchangeSlice, input: AdvanceInput): AdvanceResult {
  if (input.plan.toMs > input.clockNow) {
    throw new Error(`simulation step to ${input.plan.toMs} runs past the clock (${input.clockNow})`)
  }
  const run = new Run(copySlice(slice), input.rng, input.ids)
  for (const intent of input.plan.intents) run.runIntent(intent)
  for (const intent of input.plan.bookIntents ?? []) run.keepBook(intent)
  run.recordTickPoints(input.plan.marketIds, input.plan.toMs)
  run.closeOrders(input.plan.toMs)
  const resolved = run.settleDue(input.settleMarketIds ?? [], input.plan.toMs, input.outcomes)
  run.closeDue(input.plan.toMs)
  return { changes: mergeChangeSets(run.sets), tradeCount: run.tradeCount, orderEvents: run.orderEvents, resolved }
}
