import {
  ExchangeError,
  addFunding,
  executeMarketTrade,
  isOpenAt,
  lpShareId,
  maxSellQuantity,
  pick,
  placeLimitOrder,
  priceBeforeFeeCents,
  randomInt,
  sideBp,
  sigmoid,
  tenthsOfCent,
  yesProbability,
} from '../../src/exchange'
import type { ChangeSet, IdSource, MarketRow, OrderEvent, Rng, Side, TradeAction, TradeRow } from '../../src/exchange'
import { simTraderProfile } from '../sim-traders'
import type { PastWorld } from './world'

/**
 * The demo trader's month, played through the same exchange commands a person's requests
 * run, on the rows their handlers read (backend/trading.ts bookTrade, bookOrder;
 * backend/handlers/liquidity.ts): executeMarketTrade for buys, sells and the copy (the market's
 * resting orders first, then the pool), addFunding, placeLimitOrder. Each runs at its moment
 * in the seeded past, with the rows it touches written like any other change. What it should show after 30 days
 * (docs/product.md, "The seeded past"): about eight open positions, some won and some lost,
 * two markets sold out of, three settled, a trade every day (30 days of points on the
 * My Trades charts), one liquidity position, three traders followed and one trade copied.
 * Markets are chosen up front from the catalogue as seeded; sides and sizes are decided
 * when each action runs, from the market as it then stands.
 *
 * Two resting limit orders close the month (placeLimitOrder, good till cancelled): buys of
 * more of a side held, well under its price, so they are still in the book at the seed's now.
 */
export const DEMO_ACCOUNT_ID = 'demo-user'

export type StoryAction =
  | {
      readonly kind: 'buy'
      readonly at: number
      readonly marketId: string
      readonly size: number
      readonly lean: 'with' | 'against'
      /** Bought where the crowd's hidden view is furthest from the price when it runs (marketId unused). */
      readonly widest?: boolean
    }
  | { readonly kind: 'sell'; readonly at: number; readonly marketId: string }
  | { readonly kind: 'liquidity'; readonly at: number; readonly marketId: string; readonly amountCents: number }
  | {
      readonly kind: 'limit'
      readonly at: number
      /** The first of these (markets held) where the order can rest that far under the price, and none rests yet. */
      readonly marketIds: readonly string[]
      readonly quantity: number
      /** At least this many cents under the side's price when placed (then down to a multiple of 5¢). */
      readonly underCents: number
    }
  | { readonly kind: 'follow'; readonly at: number }
  | { readonly kind: 'copy'; readonly at: number }
  | { readonly kind: 'view'; readonly at: number; readonly action: 'portfolio_viewed' | 'trades_viewed' }

/** The activity log's actions the story writes (ACTIVITY_ACTIONS in src/api/contract; the seed may not import it). */
export type StoryActivityAction =
  | 'trade_placed'
  | 'trade_sold'
  | 'trade_copied'
  | 'market_viewed'
  | 'portfolio_viewed'
  | 'trades_viewed'
  | 'trader_followed'
  | 'liquidity_added'
  | 'order_placed'
  | 'order_filled'
  | 'order_cancelled'
  | 'order_expired'

/** An activity log entry (backend/db.ts ActivityRow, without its id). */
export interface StoryActivity {
  readonly userId: string
  readonly action: StoryActivityAction
  readonly details: {
    side?: Side
    tradeAction?: 'buy' | 'sell'
    quantity?: number
    price?: string
    marketTitle?: string
    name?: string
  }
  readonly metadata: { amount?: number; side?: Side }
  readonly timestamp: number
}

export interface StoryFollow {
  readonly id: string
  readonly followerId: string
  readonly traderId: string
  readonly createdAt: number
}
export interface StoryCopy {
  readonly id: string
  readonly userId: string
  readonly sourceTradeId: string
  readonly traderId: string
  readonly tradeId: string
  readonly createdAt: number
}

export interface StoryMarkets {
  /** Open markets (featured or trending) that stay open past the seed's now. */
  readonly open: readonly MarketRow[]
  /** Markets that close and settle inside the past, while the demo trader holds them. */
  readonly settling: readonly MarketRow[]
}

const DAY_MS = 24 * 60 * 60 * 1000
const HOUR_MS = 60 * 60 * 1000
/** Every action of day `d` (days before now) happens this long before now's time of day: on a step boundary of the past (a multiple of its coarse step, seed/past/run.ts). */
const TIME_OF_DAY_OFFSET_MS = 4 * HOUR_MS
export const STORY_OPEN_POSITIONS = 8
const SOLD_MARKETS = 2
const SETTLED_MARKETS = 3
const FOLLOWS = 3
/** The resting orders: days before now, contracts, cents under the price at least (far enough to stay unfilled). */
const LIMIT_ORDERS = [
  { daysAgo: 1, quantity: 100, underCents: 15 },
  { daysAgo: 0, quantity: 50, underCents: 20 },
] as const

/** Days before now of the late call with the crowd (planStory). */
const LATE_CALL_DAYS_AGO = 3
/** Its contracts (a fixed size, so the plan's random draws stay as they were). */
const LATE_CALL_SIZE = 120

/** When day `d` (0 = today) of the story happens. */
export function storyTime(nowMs: number, daysAgo: number): number {
  return nowMs - daysAgo * DAY_MS - TIME_OF_DAY_OFFSET_MS
}

function takeDistinct(rng: Rng, from: readonly MarketRow[], count: number, taken: Set<string>): MarketRow[] {
  const pool = from.filter((m) => !taken.has(m.id))
  const chosen: MarketRow[] = []
  while (chosen.length < count && pool.length > 0) {
    const [m] = pool.splice(randomInt(rng, pool.length), 1)
    chosen.push(m!)
    taken.add(m!.id)
  }
  return chosen
}

/** The month's actions, in time order. */
export function planStory(nowMs: number, markets: StoryMarkets, rng: Rng): StoryAction[] {
  const at = (daysAgo: number) => storyTime(nowMs, daysAgo)
  const taken = new Set<string>()
  const keep = takeDistinct(rng, markets.open, STORY_OPEN_POSITIONS, taken)
  const sold = takeDistinct(rng, markets.open, SOLD_MARKETS, taken)
  const pool = takeDistinct(rng, markets.open, 1, taken)[0]
  // Settled: bought a few days before each closes.
  const settling = takeDistinct(
    rng,
    markets.settling.filter((m) => m.closesAt - 3 * DAY_MS > at(29) && m.closesAt < at(1)),
    SETTLED_MARKETS,
    taken,
  )
  const actions: StoryAction[] = []
  // The open positions: first buys spread over the month, three of them against the crowd.
  const firstBuyDays = [29, 27, 24, 21, 17, 13, 9, 5]
  keep.forEach((m, i) =>
    actions.push({
      kind: 'buy',
      at: at(firstBuyDays[i]!),
      marketId: m.id,
      size: 60 + randomInt(rng, 140),
      lean: i % 3 === 1 ? 'against' : 'with',
    }),
  )
  // Two markets bought and later sold out of.
  sold.forEach((m, i) => {
    actions.push({ kind: 'buy', at: at(26 - 7 * i), marketId: m.id, size: 80 + randomInt(rng, 120), lean: 'with' })
    actions.push({ kind: 'sell', at: at(15 - 7 * i), marketId: m.id })
  })
  // One of them against the crowd's view, where that view is surest (the market resolves by it, seed/past/run.ts):
  // a settled loss beside the wins, whatever the crowd traded meanwhile.
  const surest = settling.reduce((best, m, i) => (Math.abs(m.hiddenLogit) > Math.abs(settling[best]!.hiddenLogit) ? i : best), 0)
  settling.forEach((m, i) => {
    const daysAgo = Math.min(29, Math.floor((nowMs - m.closesAt) / DAY_MS) + 3)
    actions.push({
      kind: 'buy',
      at: at(daysAgo),
      marketId: m.id,
      size: 100 + randomInt(rng, 150),
      lean: settling.length > 1 && i === surest ? 'against' : 'with',
    })
  })
  // A late call with the crowd, where it is furthest from the price: the crowd moves it the buyer's way in the days
  // left, so the month ends with a gain among the open positions whatever the random walks did to the others.
  actions.push({
    kind: 'buy',
    at: at(LATE_CALL_DAYS_AGO),
    marketId: '',
    size: LATE_CALL_SIZE,
    lean: 'with',
    widest: true,
  })
  if (pool) actions.push({ kind: 'liquidity', at: at(20), marketId: pool.id, amountCents: 75_000 })
  for (let i = 0; i < FOLLOWS; i += 1) actions.push({ kind: 'follow', at: at(12 - i) })
  actions.push({ kind: 'copy', at: at(2) })
  // A trade every day: days with none add a little to a position already held.
  const tradeDays = new Set(actions.filter((a) => a.kind === 'buy' || a.kind === 'sell' || a.kind === 'copy').map((a) => a.at))
  for (let d = 29; d >= 0; d -= 1) {
    if (tradeDays.has(at(d))) continue
    const held = keep.filter((_, i) => firstBuyDays[i]! > d)
    if (held.length > 0)
      actions.push({ kind: 'buy', at: at(d), marketId: pick(rng, held).id, size: 10 + randomInt(rng, 40), lean: 'with' })
  }
  // Resting buys on two of the open positions (the first bought that can take one: held the longest).
  for (const o of LIMIT_ORDERS)
    actions.push({
      kind: 'limit',
      at: at(o.daysAgo),
      marketIds: keep.map((m) => m.id),
      quantity: o.quantity,
      underCents: o.underCents,
    })
  for (const d of [25, 16, 8, 3, 0])
    actions.push({ kind: 'view', at: at(d) + 5 * 60_000, action: d % 2 === 0 ? 'portfolio_viewed' : 'trades_viewed' })
  const order = { view: 0, buy: 1, sell: 1, liquidity: 2, follow: 3, copy: 4, limit: 5 } as const
  return actions.sort((a, b) => a.at - b.at || order[a.kind] - order[b.kind])
}

/** A trade's price as the activity log keeps it: before the fee, to a tenth of a cent (docs/product.md, "A trade, and its price"). */
function priceBeforeFee(trade: TradeRow): string {
  // The tenth is taken from the price to a hundredth, as the API writes it: 37.0476¢ is "37.05" there and 37.1¢ here too.
  return String(tenthsOfCent(priceBeforeFeeCents(trade)))
}

/** Plays the story against the world, action by action, as time reaches each. */
export class StoryRunner {
  readonly activity: StoryActivity[] = []
  readonly follows: StoryFollow[] = []
  readonly copies: StoryCopy[] = []
  private next = 0
  private readonly viewed = new Set<string>()

  constructor(
    private readonly world: PastWorld,
    private readonly actions: readonly StoryAction[],
    private readonly ids: IdSource,
    private readonly nowMs: number,
  ) {}

  /** Runs every action due by `toMs`. */
  runUntil(toMs: number): void {
    while (this.next < this.actions.length && this.actions[this.next]!.at <= toMs) this.runAction(this.actions[this.next++]!)
  }

  private log(entry: Omit<StoryActivity, 'userId'>): void {
    this.activity.push({ userId: DEMO_ACCOUNT_ID, ...entry })
  }

  private runAction(action: StoryAction): void {
    switch (action.kind) {
      case 'buy':
        return this.buy(action)
      case 'sell':
        return this.sell(action.marketId, action.at)
      case 'liquidity':
        return this.addLiquidity(action.marketId, action.amountCents, action.at)
      case 'limit':
        return this.placeLimit(action)
      case 'follow':
        return this.follow(action.at)
      case 'copy':
        return this.copy(action.at)
      case 'view':
        return this.log({ action: action.action, details: {}, metadata: {}, timestamp: action.at })
    }
  }

  /** A command's changes, or null when the exchange refuses it (the story then just skips that step). */
  private attempt<T extends { changes: ChangeSet }>(command: () => T): T | null {
    try {
      const result = command()
      this.world.apply(result.changes)
      return result
    } catch (error) {
      if (error instanceof ExchangeError) return null
      throw error
    }
  }

  /**
   * A market trade as POST /api/trades books it (backend/trading.ts bookTrade): executeMarketTrade
   * on the market, its open orders and their owners' rows, so it fills resting orders before the
   * pool. Null when the exchange refuses it.
   */
  private marketTrade(marketId: string, side: Side, action: TradeAction, quantity: number, at: number): TradeRow | null {
    const result = this.attempt(() =>
      executeMarketTrade(
        this.world.matchRows(DEMO_ACCOUNT_ID, marketId),
        { accountId: DEMO_ACCOUNT_ID, marketId, side, action, quantity, now: at },
        this.ids,
      ),
    )
    if (result === null) return null
    this.logOrderEvents(result.events, marketId, at)
    return result.trade
  }

  /** What happened to the demo trader's own orders in a command, logged as backend/trading.ts logOrderEvents logs a person's. */
  private logOrderEvents(events: readonly OrderEvent[], marketId: string, at: number): void {
    const marketTitle = this.world.markets.get(marketId)?.title ?? ''
    for (const { kind, order, quantity, priceCents } of events) {
      if (order.accountId !== DEMO_ACCOUNT_ID) continue
      this.log({
        action: kind === 'placed' ? 'order_placed' : `order_${kind}`,
        details: {
          side: order.side,
          tradeAction: order.action,
          quantity,
          price: String(tenthsOfCent(priceCents)),
          marketTitle,
        },
        metadata:
          kind === 'filled' ? { amount: Math.round(quantity * priceCents) / 100, side: order.side } : { side: order.side },
        timestamp: at,
      })
    }
  }

  private placeBuy(marketId: string, side: Side, quantity: number, at: number): TradeRow | null {
    const market = this.world.markets.get(marketId)
    if (market === undefined || !isOpenAt(market, at)) return null
    if (!this.viewed.has(marketId)) {
      this.viewed.add(marketId)
      this.log({ action: 'market_viewed', details: { marketTitle: market.title }, metadata: {}, timestamp: at - 2 * 60_000 })
    }
    const trade = this.marketTrade(marketId, side, 'buy', quantity, at)
    if (trade === null) return null
    this.log({
      action: 'trade_placed',
      details: { side, quantity, price: priceBeforeFee(trade), marketTitle: market.title },
      metadata: { amount: trade.cashCents / 100, side },
      timestamp: at,
    })
    return trade
  }

  private buy(action: Extract<StoryAction, { kind: 'buy' }>): void {
    const market = this.world.markets.get(action.widest ? this.widestGap(action.at) : action.marketId)
    if (market === undefined) return
    const held = this.world.tradeRows(DEMO_ACCOUNT_ID, market.id).positions.find((p) => !p.settled && p.quantity > 0)
    // More of a side already held; otherwise the side the crowd's hidden view favours (or not).
    const favoured: Side = sigmoid(market.hiddenLogit) >= yesProbability(market) ? 'yes' : 'no'
    const side: Side = held?.side ?? (action.lean === 'with' ? favoured : favoured === 'yes' ? 'no' : 'yes')
    this.placeBuy(market.id, side, action.size, action.at)
  }

  /**
   * The open catalogue market (closing more than a week later, not yet held) whose crowd's hidden view is
   * furthest from its price, the first by id on a tie: '' when there is none.
   */
  private widestGap(at: number): string {
    let best = ''
    let gap = 0
    for (const m of this.world.markets.values()) {
      if (m.kind === 'instant' || !isOpenAt(m, at) || m.closesAt < at + 7 * DAY_MS) continue
      if (this.world.tradeRows(DEMO_ACCOUNT_ID, m.id).positions.some((p) => p.quantity > 0)) continue
      const g = Math.abs(sigmoid(m.hiddenLogit) - yesProbability(m))
      if (g > gap || (g === gap && best !== '' && m.id < best)) [best, gap] = [m.id, g]
    }
    return best
  }

  private sell(marketId: string, at: number): void {
    const { market, positions } = this.world.tradeRows(DEMO_ACCOUNT_ID, marketId)
    const held = positions.find((p) => !p.settled && p.quantity > 0)
    if (market === undefined || held === undefined || !isOpenAt(market, at)) return
    // All it holds (less any held back by its sell orders), as much as the pool alone could take.
    const available = held.quantity - (held.reservedQuantity ?? 0)
    const quantity = Math.min(available, maxSellQuantity(market, held.side, available))
    if (quantity <= 0) return
    const trade = this.marketTrade(marketId, held.side, 'sell', quantity, at)
    if (trade === null) return
    // Logged as a person's sale is ("Sold 40 YES contracts at 52.3¢": the price before the fee, to one decimal).
    const price = priceBeforeFee(trade)
    this.log({
      action: 'trade_sold',
      details: { side: held.side, quantity, price, marketTitle: market.title },
      metadata: { amount: trade.cashCents / 100, side: held.side },
      timestamp: at,
    })
  }

  private addLiquidity(marketId: string, amountCents: number, at: number): void {
    const rows = {
      ...this.world.tradeRows(DEMO_ACCOUNT_ID, marketId),
      lpShare: this.world.lpShares.get(lpShareId(DEMO_ACCOUNT_ID, marketId)),
    }
    const market = rows.market
    if (market === undefined) return
    const result = this.attempt(() => addFunding(rows, { accountId: DEMO_ACCOUNT_ID, marketId, amountCents, now: at }, this.ids))
    if (result !== null)
      this.log({
        action: 'liquidity_added',
        details: { marketTitle: market.title },
        metadata: { amount: amountCents / 100 },
        timestamp: at,
      })
  }

  /** A resting buy of more of the side held, well under its price, logged as the app logs an order placed. */
  private placeLimit(action: Extract<StoryAction, { kind: 'limit' }>): void {
    const resting = new Set(
      [...this.world.orders.values()]
        .filter((o) => o.accountId === DEMO_ACCOUNT_ID && o.status === 'open')
        .map((o) => o.marketId),
    )
    for (const marketId of action.marketIds) {
      if (!resting.has(marketId) && this.placeLimitIn(marketId, action)) return
    }
  }

  private placeLimitIn(marketId: string, action: Extract<StoryAction, { kind: 'limit' }>): boolean {
    const { market, positions } = this.world.tradeRows(DEMO_ACCOUNT_ID, marketId)
    const side = positions.find((p) => !p.settled && p.quantity > 0)?.side
    if (market === undefined || side === undefined || !isOpenAt(market, action.at)) return false
    const limitPriceCents = Math.floor((Math.floor(sideBp(market, side) / 100) - action.underCents) / 5) * 5
    if (limitPriceCents < 5) return false
    const result = this.attempt(() =>
      placeLimitOrder(
        this.world.matchRows(DEMO_ACCOUNT_ID, market.id),
        {
          accountId: DEMO_ACCOUNT_ID,
          marketId: market.id,
          side,
          action: 'buy',
          quantity: action.quantity,
          limitPriceCents,
          expiresAt: null,
          now: action.at,
        },
        this.ids,
      ),
    )
    if (result === null) return false
    // As bookOrder logs it ("Placed limit order to buy 100 YES at 40¢"), with any fill at once.
    this.logOrderEvents(result.events, market.id, action.at)
    return result.order?.status === 'open'
  }

  /**
   * Follows the simulated trader with the best realized result so far, not followed yet,
   * among those holding a position in a market that stays open past the seed's now (so a
   * trade of theirs is still there to copy).
   */
  private follow(at: number): void {
    const followed = new Set(this.follows.map((f) => f.traderId))
    const holding = new Set<string>()
    for (const p of this.world.positions.values()) {
      if (p.settled || p.quantity === 0 || simTraderProfile(p.accountId) === null) continue
      const market = this.world.markets.get(p.marketId)
      if (market !== undefined && market.closesAt > this.nowMs + DAY_MS && isOpenAt(market, at)) holding.add(p.accountId)
    }
    const bestOf = (eligible: (id: string) => boolean) => {
      let best: { id: string; realizedCents: number } | undefined
      for (const s of this.world.stats.values()) {
        if (followed.has(s.id) || !eligible(s.id) || simTraderProfile(s.id) === null || s.wins + s.losses === 0) continue
        if (
          best === undefined ||
          s.realizedCents > best.realizedCents ||
          (s.realizedCents === best.realizedCents && s.id < best.id)
        )
          best = s
      }
      return best
    }
    // Failing that, the best with results at all (another followed trader then has the trade to copy).
    const best = bestOf((id) => holding.has(id)) ?? bestOf(() => true)
    if (best === undefined) return
    const profile = simTraderProfile(best.id)!
    this.follows.push({ id: `${DEMO_ACCOUNT_ID}:${best.id}`, followerId: DEMO_ACCOUNT_ID, traderId: best.id, createdAt: at })
    this.log({
      action: 'trader_followed',
      details: { name: `${profile.firstName} ${profile.lastName}` },
      metadata: {},
      timestamp: at,
    })
  }

  /** Copies the latest buy of a followed trader in a market that stays open past the seed's now. */
  private copy(at: number): void {
    const followed = new Set(this.follows.map((f) => f.traderId))
    const trades = this.world.trades
    for (let i = trades.length - 1; i >= 0; i -= 1) {
      const source = trades[i]!
      if (!followed.has(source.accountId) || source.action !== 'buy' || source.quantity > 1_000) continue
      const market = this.world.markets.get(source.marketId)
      if (market === undefined || market.closesAt <= this.nowMs + DAY_MS || !isOpenAt(market, at)) continue
      const trade = this.placeBuy(market.id, source.side, source.quantity, at)
      if (trade === null) continue
      this.copies.push({
        id: `${DEMO_ACCOUNT_ID}:${source.id}`,
        userId: DEMO_ACCOUNT_ID,
        sourceTradeId: source.id,
        traderId: source.accountId,
        tradeId: trade.id,
        createdAt: at,
      })
      this.log({
        action: 'trade_copied',
        details: {
          side: source.side,
          quantity: source.quantity,
          price: priceBeforeFee(trade),
          marketTitle: market.title,
        },
        metadata: { amount: trade.cashCents / 100, side: source.side },
        timestamp: at,
      })
      return
    }
  }
}
