import type { ChangeSet } from './change-set'
import { ExchangeError } from './errors'
import { sharesToReachPrice, sharesToSellToPrice } from './fpmm'
import { recordPricePoint } from './history'
import { adjustBalance, ledgerEntry } from './ledger'
import { assertOpen, assertOwnPool } from './lifecycle'
import { applyTradeToMarket } from './market-cash'
import { MAX_QUANTITY, PAYOUT_CENTS, feeForCents } from './money'
import { addToPosition, emptyPosition, positionId, removeFromPosition } from './positions'
import { sideBp, yesBp } from './prices'
import { tenthsOfCent } from './rounding'
import { assertQuantity, assertSide, quoteBuy, quoteSell } from './quote'
import type {
  AccountRow,
  IdSource,
  LedgerEntry,
  MarketRow,
  OrderRow,
  PoolState,
  PositionRow,
  PriceHistoryRow,
  Side,
  TradeRow,
} from './types'

/**
 * Limit orders beside the market maker, modelled on Manifold's computeFills
 * (common/src/calculate-cpmm.ts): a taker (a market trade, or a limit order as it
 * is placed) fills against the pool only until the pool's price reaches the best
 * resting order on the other side; that order fills next, at its own limit price,
 * best price first and oldest first at a price; then the pool again, and so on,
 * up to the taker's limit. What a limit order cannot fill at once rests.
 *
 * Every order is a wish about one side's price. A taker buying side S meets the
 * resting sellers of S (at their limit) and the resting buyers of the other side
 * at q (who would pay q for the other side, so S costs 100 - q): the two buys mint
 * complete sets. A taker selling S meets the buyers of S and the sellers of the
 * other side (the two sells merge sets). Fills between orders pay no fee; the pool
 * charges its fee as for any trade (docs/product.md, "Limit orders").
 *
 * Money: a buy order holds back quantity x limit plus the largest fee it could pay
 * (an order_reserve ledger entry); a fill pays its price out of the reserve (the
 * balance does not move); what is left comes back (order_release) when the order
 * fills, is cancelled, expires or its market closes. A sell order holds back its contracts (reservedQuantity).
 */

export type TradeAction = 'buy' | 'sell'

export interface MatchRows {
  readonly market: MarketRow | undefined
  /** The taker's account and the accounts of the owners of `orders`. */
  readonly accounts: readonly AccountRow[]
  /** This market's positions of the taker and of the owners of `orders`. */
  readonly positions: readonly PositionRow[]
  /** The market's open orders (others are ignored). */
  readonly orders: readonly OrderRow[]
  readonly history: PriceHistoryRow | undefined
}

export interface MarketTradeCommand {
  readonly accountId: string
  readonly marketId: string
  readonly side: Side
  readonly action: TradeAction
  readonly quantity: number
  readonly now: number
  /** Slippage protection: the worst average price per contract accepted (cents, fee included). */
  readonly averageLimitCents?: number
}

export interface PlaceOrderCommand {
  readonly accountId: string
  readonly marketId: string
  readonly side: Side
  readonly action: TradeAction
  readonly quantity: number
  readonly limitPriceCents: number
  /** ms, or null: good till cancelled. */
  readonly expiresAt: number | null
  readonly now: number
}

/** Something that happened to an order, for the activity log of its owner. */
export interface OrderEvent {
  readonly kind: 'placed' | 'filled' | 'cancelled' | 'expired'
  readonly order: OrderRow
  /** filled: the contracts and the price of this fill. */
  readonly quantity: number
  readonly priceCents: number
  /** filled: the cash it moved, in cents, as charged (the activity log's amount is this, not worked back from the price). */
  readonly cashCents?: number
  /** cancelled: 'market_closed' when the exchange cancelled it because its market closed (not its owner). */
  readonly reason?: 'market_closed'
}

export interface MatchResult {
  readonly changes: ChangeSet
  /** The taker's trade (null when a limit order filled nothing at once). */
  readonly trade: TradeRow | null
  /** The limit order as placed (placeLimitOrder only). */
  readonly order: OrderRow | null
  readonly events: readonly OrderEvent[]
}

/** The quote a refused trade (past its average limit) answers with. */
export interface SlippageQuote {
  readonly action: TradeAction
  readonly side: Side
  readonly quantity: number
  readonly averagePriceCents: number
  readonly totalCents: number
  readonly priceAfterCents: number
}

export class SlippageError extends ExchangeError {
  readonly quote: SlippageQuote
  constructor(message: string, quote: SlippageQuote) {
    super('SLIPPAGE', message)
    this.quote = quote
  }
}

/**
 * A market trade's slippage check: a buy whose average price (fee included) is above the trader's
 * limit, or a sale's below it, throws with the quote as it stands and nothing is traded.
 */
export function assertWithinLimit(
  command: { readonly action: TradeAction; readonly side: Side; readonly quantity: number; readonly averageLimitCents?: number },
  trade: Pick<TradeRow, 'priceCents' | 'cashCents'>,
  priceAfterCents: number,
): void {
  const limit = command.averageLimitCents
  if (limit === undefined) return
  const past = command.action === 'buy' ? trade.priceCents > limit + 1e-9 : trade.priceCents < limit - 1e-9
  if (!past) return
  const quote: SlippageQuote = {
    action: command.action,
    side: command.side,
    quantity: command.quantity,
    averagePriceCents: trade.priceCents,
    totalCents: trade.cashCents,
    priceAfterCents,
  }
  const verb = command.action === 'buy' ? 'cost' : 'pay'
  throw new SlippageError(
    `The price moved past your limit of ${limit.toFixed(2)}¢: ${command.quantity} ${command.side.toUpperCase()} contracts now ${verb} ` +
      `$${(trade.cashCents / 100).toFixed(2)} with the fee (${trade.priceCents.toFixed(2)}¢ a contract). Nothing was traded.`,
    quote,
  )
}

/** A limit price the API accepts: whole cents 1..99. */
export function assertLimitPrice(cents: unknown): asserts cents is number {
  if (typeof cents !== 'number' || !Number.isInteger(cents) || cents < 1 || cents > 99) {
    throw new ExchangeError('INVALID_PRICE', 'Limit price must be a whole number of cents from 1 to 99')
  }
}

/** Cash a buy order of `quantity` at `limitCents` holds back: the contracts at the limit and the largest fee it could pay. */
export function buyReserveCents(quantity: number, limitCents: number): number {
  const atLimit = quantity * limitCents
  return atLimit + feeForCents(atLimit)
}

/**
 * An open order closed at `now` (filled, cancelled or expired), holding nothing back any more, and
 * what its owner's log says of it (nothing for a fill: its fills say it). Releasing what it held
 * is the caller's: a Yes/No market's matcher and a multi-answer market's book keep their rows apart.
 */
export function closedOrder(
  order: OrderRow,
  status: Exclude<OrderRow['status'], 'open'>,
  now: number,
  reason?: OrderEvent['reason'],
): { closed: OrderRow; event: OrderEvent | null } {
  const closed: OrderRow = { ...order, status, reservedCents: 0, reservedShares: 0, closedAt: now }
  if (status === 'filled') return { closed, event: null }
  return {
    closed,
    event: {
      kind: status,
      order: closed,
      quantity: order.quantity,
      priceCents: order.limitPriceCents,
      ...(reason ? { reason } : {}),
    },
  }
}

export function isOrderOpenAt(order: OrderRow, now: number): boolean {
  return order.status === 'open' && (order.expiresAt === null || order.expiresAt > now)
}

/** The price the taker pays or gets per contract of its side when it meets `maker`. */
function priceForTaker(maker: OrderRow, takerSide: Side): number {
  return maker.side === takerSide ? maker.limitPriceCents : PAYOUT_CENTS - maker.limitPriceCents
}

/** True when `maker` is on the other side of a taker doing `action` on `side`. */
function opposes(maker: OrderRow, side: Side, action: TradeAction): boolean {
  return maker.side === side ? maker.action !== action : maker.action === action
}

/** The working state of one command: rows by id, what changed, the trade and ledger rows written. */
class Matcher {
  market: MarketRow
  readonly accounts = new Map<string, AccountRow>()
  readonly positions = new Map<string, PositionRow>()
  readonly orders = new Map<string, OrderRow>()
  readonly changedAccounts = new Set<string>()
  readonly changedPositions = new Set<string>()
  readonly changedOrders = new Set<string>()
  readonly trades: TradeRow[] = []
  readonly ledger: LedgerEntry[] = []
  /** Where this command's entry of each account, kind and reference is in `ledger` (see entry). */
  private readonly entryAt = new Map<string, number>()
  /** bestMaker's opposing orders for each side and action, best first, and how far it has got. */
  private readonly makers = new Map<string, { ids: string[]; next: number }>()
  readonly events: OrderEvent[] = []
  readonly traders: Set<string>
  marketChanged = false

  constructor(
    market: MarketRow,
    rows: MatchRows,
    readonly ids: IdSource,
    /** The command's time; the sweep (closeDueOrders) sets it to when each order closed. */
    public now: number,
  ) {
    this.market = market
    for (const a of rows.accounts) this.accounts.set(a.id, a)
    for (const p of rows.positions) if (p.marketId === market.id) this.positions.set(p.id, p)
    for (const o of rows.orders) if (o.marketId === market.id && o.status === 'open') this.orders.set(o.id, o)
    this.traders = new Set([...this.positions.values()].map((p) => p.accountId))
  }

  account(id: string): AccountRow {
    const account = this.accounts.get(id)
    if (account === undefined) throw new ExchangeError('NOT_FOUND', 'Account not found')
    return account
  }

  setAccount(account: AccountRow): void {
    this.accounts.set(account.id, account)
    this.changedAccounts.add(account.id)
  }

  position(accountId: string, side: Side): PositionRow {
    const id = positionId(accountId, this.market.id, side)
    return this.positions.get(id) ?? emptyPosition(accountId, this.market.id, side, this.now)
  }

  setPosition(position: PositionRow): void {
    this.positions.set(position.id, position)
    this.changedPositions.add(position.id)
  }

  setOrder(order: OrderRow): void {
    // An order new to the book: bestMaker sorts it in next time.
    if (!this.orders.has(order.id)) this.makers.clear()
    this.orders.set(order.id, order)
    this.changedOrders.add(order.id)
  }

  /** Counts an account as a trader of the market the first time it holds a position here. */
  newTrader(accountId: string): boolean {
    if (this.traders.has(accountId)) return false
    this.traders.add(accountId)
    return true
  }

  /**
   * One ledger entry per account, kind and reference in a command: a taker that meets fifty
   * resting orders and the pool on the way pays one 'trade' entry (and one 'fee') for its
   * trade, not one per fill. Every entry is a row the command writes.
   */
  entry(accountId: string, kind: LedgerEntry['kind'], amountCents: number, refId: string | null): void {
    if (amountCents === 0) return
    const key = `${accountId}\n${kind}\n${refId}`
    const at = this.entryAt.get(key)
    if (at !== undefined) {
      const earlier = this.ledger[at]
      this.ledger[at] = { ...earlier, amountCents: earlier.amountCents + amountCents }
      return
    }
    this.entryAt.set(key, this.ledger.length)
    this.ledger.push(ledgerEntry(this.ids, { accountId, marketId: this.market.id, kind, amountCents, at: this.now, refId }))
  }

  credit(accountId: string, kind: LedgerEntry['kind'], amountCents: number, refId: string | null): void {
    this.setAccount(adjustBalance(this.account(accountId), amountCents))
    this.entry(accountId, kind, amountCents, refId)
  }

  /** Closes an open order (filled, cancelled or expired) and gives back what it still holds. */
  close(order: OrderRow, status: Exclude<OrderRow['status'], 'open'>, reason?: OrderEvent['reason']): OrderRow {
    if (order.reservedCents > 0) this.credit(order.accountId, 'order_release', order.reservedCents, order.id)
    if (order.reservedShares > 0) {
      const id = positionId(order.accountId, this.market.id, order.side)
      // Releasing contracts from a row the caller did not read would overwrite the real one.
      if (!this.positions.has(id)) throw new Error(`position ${id} of sell order ${order.id} missing from the input`)
      const position = this.positions.get(id)!
      this.setPosition({
        ...position,
        reservedQuantity: Math.max(0, (position.reservedQuantity ?? 0) - order.reservedShares),
        updatedAt: this.now,
      })
    }
    const { closed, event } = closedOrder(order, status, this.now, reason)
    this.setOrder(closed)
    if (event) this.events.push(event)
    return closed
  }

  /** Open orders past their expiry expire before anything trades. */
  expireDue(): void {
    for (const order of this.orders.values()) {
      if (order.status === 'open' && order.expiresAt !== null && order.expiresAt <= this.now) this.close(order, 'expired')
    }
  }

  /**
   * The best resting order a taker doing `action` on `side` meets: best price for the taker, then
   * oldest. The opposing orders are sorted once per command (a fill changes no order's place, it
   * only leaves it open or closes it; a new order is placed after the taker has filled), so a
   * trade that fills fifty orders does not scan the book fifty times.
   */
  bestMaker(side: Side, action: TradeAction): OrderRow | null {
    const key = `${side}:${action}`
    let queue = this.makers.get(key)
    if (queue === undefined) {
      const sign = action === 'buy' ? 1 : -1
      queue = {
        next: 0,
        ids: [...this.orders.values()]
          .filter((o) => o.status === 'open' && opposes(o, side, action))
          .sort(
            (a, b) =>
              sign * (priceForTaker(a, side) - priceForTaker(b, side)) ||
              a.createdAt - b.createdAt ||
              (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
          )
          .map((o) => o.id),
      }
      this.makers.set(key, queue)
    }
    for (; queue.next < queue.ids.length; queue.next++) {
      const order = this.orders.get(queue.ids[queue.next])!
      if (order.status === 'open') return order
    }
    return null
  }

  changes(): ChangeSet {
    return {
      markets: this.marketChanged ? [this.market] : [],
      accounts: [...this.changedAccounts].map((id) => this.accounts.get(id)!),
      positions: [...this.changedPositions].map((id) => this.positions.get(id)!),
      lpShares: [],
      histories: [],
      trades: this.trades,
      ledger: this.ledger.filter((e) => e.amountCents !== 0),
      orders: [...this.changedOrders].map((id) => this.orders.get(id)!),
    }
  }
}

interface Taken {
  filled: number
  /** Cash the taker paid (buy) or received (sell), fee included. */
  cashCents: number
  feeCents: number
  /** Sells: cost basis of the contracts sold. */
  costBasisCents: number
}

/** Whole contracts the pool trades before `side`'s price reaches `targetCents` (all when there is no target). */
function poolQuantity(m: Matcher, side: Side, action: TradeAction, targetCents: number | null, remaining: number): number {
  if (targetCents === null) return remaining
  const exact =
    action === 'buy'
      ? sharesToReachPrice(m.market, side, targetCents / 100)
      : sharesToSellToPrice(m.market, side, targetCents / 100)
  return Math.max(0, Math.min(remaining, MAX_QUANTITY, Math.floor(exact + 1e-9)))
}

/** The taker trades `quantity` contracts with the pool (fee included). Returns false when the pool cannot. */
function tradeWithPool(
  m: Matcher,
  accountId: string,
  side: Side,
  action: TradeAction,
  quantity: number,
  taken: Taken,
  refs: { refId: string; tradeId: string },
  strict: boolean,
): boolean {
  const { refId } = refs
  let n = quantity
  // The last contract before a limit can tip the rounded price past 1..99: take one fewer.
  for (;;) {
    if (n <= 0) return false
    try {
      if (action === 'buy') {
        const quote = quoteBuy(m.market, side, n)
        m.market = applyTradeToMarket(m.market, {
          poolAfter: quote.poolAfter,
          collateralDeltaCents: quote.netCents,
          feeCents: quote.feeCents,
          volumeCents: quote.costCents,
          newTrader: false,
        })
        m.credit(accountId, 'trade', -quote.netCents, refId)
        m.credit(accountId, 'fee', -quote.feeCents, refId)
        m.setPosition(addToPosition(m.position(accountId, side), n, quote.costCents, m.now, refs.tradeId))
        taken.cashCents += quote.costCents
        taken.feeCents += quote.feeCents
      } else {
        const quote = quoteSell(m.market, side, n)
        m.market = applyTradeToMarket(m.market, {
          poolAfter: quote.poolAfter,
          collateralDeltaCents: -quote.grossCents,
          feeCents: quote.feeCents,
          volumeCents: quote.grossCents,
          newTrader: false,
        })
        m.credit(accountId, 'trade', quote.grossCents, refId)
        m.credit(accountId, 'fee', -quote.feeCents, refId)
        const before = m.position(accountId, side)
        const after = removeFromPosition(before, n, quote.proceedsCents, m.now)
        m.setPosition(after)
        taken.costBasisCents += before.costCents - after.costCents
        taken.cashCents += quote.proceedsCents
        taken.feeCents += quote.feeCents
      }
      m.marketChanged = true
      taken.filled += n
      return true
    } catch (error) {
      if (strict || !(error instanceof ExchangeError) || error.code !== 'PRICE_LIMIT') throw error
      n -= 1
    }
  }
}

/** The taker and one resting order trade `n` contracts at the order's limit price (no fee). */
function fillMaker(m: Matcher, taker: Taker, maker: OrderRow, n: number, taken: Taken): void {
  const takerPrice = priceForTaker(maker, taker.side)
  const takerCash = n * takerPrice
  const makerCash = n * maker.limitPriceCents
  // Taker's side of the fill.
  if (taker.action === 'buy') {
    m.credit(taker.accountId, 'trade', -takerCash, taker.refId)
    m.setPosition(addToPosition(m.position(taker.accountId, taker.side), n, takerCash, m.now, taker.tradeId))
  } else {
    m.credit(taker.accountId, 'trade', takerCash, taker.refId)
    const before = m.position(taker.accountId, taker.side)
    const after = removeFromPosition(before, n, takerCash, m.now)
    m.setPosition(after)
    taken.costBasisCents += before.costCents - after.costCents
  }
  taken.filled += n
  taken.cashCents += takerCash
  // The resting order's side, paid from (or into) what it holds back.
  const current = m.orders.get(maker.id)!
  const makerTradeId = m.ids.next('tr')
  let costBasisCents: number | undefined
  const isNewTrader = m.newTrader(maker.accountId)
  if (maker.action === 'buy') {
    // Paid out of the reserve: the balance does not move, so no ledger entry (the order_reserve
    // entry took the cash out when the order was placed; what is left comes back at the close).
    m.setPosition(addToPosition(m.position(maker.accountId, maker.side), n, makerCash, m.now, makerTradeId))
  } else {
    const before = m.position(maker.accountId, maker.side)
    const after = removeFromPosition(before, n, makerCash, m.now)
    m.setPosition({ ...after, reservedQuantity: Math.max(0, (before.reservedQuantity ?? 0) - n) })
    costBasisCents = before.costCents - after.costCents
    m.credit(maker.accountId, 'trade', makerCash, maker.id)
  }
  // Two buys mint complete sets, two sells merge them; a buy meeting a sell moves contracts.
  const setsDelta = maker.side === taker.side ? 0 : taker.action === 'buy' ? n : -n
  const market = m.market
  m.market = {
    ...market,
    collateralCents: market.collateralCents + setsDelta * PAYOUT_CENTS,
    volumeCents: market.volumeCents + takerCash + (setsDelta !== 0 ? makerCash : 0),
    traderCount: market.traderCount + (isNewTrader ? 1 : 0),
  }
  m.marketChanged = true
  const filledQuantity = current.filledQuantity + n
  let updated: OrderRow = {
    ...current,
    filledQuantity,
    filledCashCents: current.filledCashCents + makerCash,
    reservedCents: maker.action === 'buy' ? current.reservedCents - makerCash : 0,
    reservedShares: maker.action === 'sell' ? current.reservedShares - n : 0,
  }
  m.setOrder(updated)
  if (filledQuantity === current.quantity) updated = m.close(updated, 'filled')
  m.trades.push({
    id: makerTradeId,
    accountId: maker.accountId,
    marketId: m.market.id,
    side: maker.side,
    action: maker.action,
    quantity: n,
    priceCents: maker.limitPriceCents,
    cashCents: makerCash,
    feeCents: 0,
    yesBpAfter: yesBp(m.market),
    createdAt: m.now,
    orderId: maker.id,
    ...(costBasisCents !== undefined ? { costBasisCents } : {}),
  })
  m.events.push({ kind: 'filled', order: updated, quantity: n, priceCents: maker.limitPriceCents, cashCents: makerCash })
}

/**
 * The taker's fills, in Manifold's order: the pool up to the best resting order's price,
 * that order, again, until `quantity` is filled or the taker's limit (side cents) is reached.
 * With no limit, the pool takes whatever the resting orders leave.
 */
/** Who takes: `refId` names their ledger entries (the trade, or the order), `tradeId` their trade row. */
interface Taker {
  readonly accountId: string
  readonly side: Side
  readonly action: TradeAction
  readonly refId: string
  readonly tradeId: string
}

function take(m: Matcher, taker: Taker, quantity: number, limitCents: number | null): Taken {
  const taken: Taken = { filled: 0, cashCents: 0, feeCents: 0, costBasisCents: 0 }
  const { side, action } = taker
  const within = (price: number) => limitCents === null || (action === 'buy' ? price <= limitCents : price >= limitCents)
  while (taken.filled < quantity) {
    const remaining = quantity - taken.filled
    const candidate = m.bestMaker(side, action)
    const maker = candidate !== null && within(priceForTaker(candidate, side)) ? candidate : null
    const target = maker !== null ? priceForTaker(maker, side) : limitCents
    const poolQty = poolQuantity(m, side, action, target, remaining)
    if (poolQty > 0) {
      const traded = tradeWithPool(m, taker.accountId, side, action, poolQty, taken, taker, target === null)
      if (!traded && maker === null) break
    }
    if (taken.filled >= quantity) break
    if (maker === null) break
    fillMaker(m, taker, maker, Math.min(quantity - taken.filled, maker.quantity - m.orders.get(maker.id)!.filledQuantity), taken)
  }
  return taken
}

function checkMarket(rows: MatchRows, marketId: string, now: number): MarketRow {
  const { market } = rows
  if (market === undefined || market.id !== marketId) throw new ExchangeError('NOT_FOUND', 'Market not found')
  assertOwnPool(market)
  assertOpen(market, now)
  return market
}

function assertCanSell(m: Matcher, accountId: string, side: Side, quantity: number): void {
  const position = m.position(accountId, side)
  const available = position.settled ? 0 : position.quantity - (position.reservedQuantity ?? 0)
  if (available < quantity) {
    const held = position.settled ? 0 : position.quantity
    const reserved = held - available
    throw new ExchangeError(
      'INSUFFICIENT_SHARES',
      held === 0
        ? `You hold no ${side.toUpperCase()} contracts in this market`
        : `You hold ${held} ${side.toUpperCase()} contracts${reserved > 0 ? ` (${reserved} held back by open sell orders)` : ''}`,
    )
  }
}

function takerTrade(
  m: Matcher,
  command: { accountId: string; side: Side; action: TradeAction; now: number },
  id: string,
  taken: Taken,
  orderId: string | null,
): TradeRow {
  return {
    id,
    accountId: command.accountId,
    marketId: m.market.id,
    side: command.side,
    action: command.action,
    quantity: taken.filled,
    priceCents: taken.cashCents / taken.filled,
    cashCents: taken.cashCents,
    feeCents: taken.feeCents,
    yesBpAfter: yesBp(m.market),
    createdAt: command.now,
    orderId,
    ...(command.action === 'sell' ? { costBasisCents: taken.costBasisCents } : {}),
  }
}

function withHistory(m: Matcher, rows: MatchRows, changes: ChangeSet): ChangeSet {
  if (!m.marketChanged) return changes
  return { ...changes, histories: [recordPricePoint(rows.history, m.market.id, m.now, yesBp(m.market))] }
}

/**
 * A market trade (POST /api/trades, the simulated traders): buys or sells exactly `quantity`
 * contracts against the resting orders and the pool. Throws INVALID_SIDE, INVALID_QUANTITY,
 * NOT_FOUND, MARKET_CLOSED, INSUFFICIENT_SHARES, INSUFFICIENT_BALANCE, PRICE_LIMIT, and
 * SLIPPAGE (with the quote) when the average price is past averageLimitCents.
 */
export function executeMarketTrade(rows: MatchRows, command: MarketTradeCommand, ids: IdSource): MatchResult {
  assertSide(command.side)
  assertQuantity(command.quantity)
  if (command.action !== 'buy' && command.action !== 'sell')
    throw new ExchangeError('INVALID_SIDE', "Action must be 'buy' or 'sell'")
  const market = checkMarket(rows, command.marketId, command.now)
  const m = new Matcher(market, rows, ids, command.now)
  m.account(command.accountId)
  m.expireDue()
  if (command.action === 'sell') assertCanSell(m, command.accountId, command.side, command.quantity)
  const isNew = m.newTrader(command.accountId)
  const tradeId = ids.next('tr')
  const taken = take(
    m,
    { accountId: command.accountId, side: command.side, action: command.action, refId: tradeId, tradeId },
    command.quantity,
    null,
  )
  if (isNew) m.market = { ...m.market, traderCount: m.market.traderCount + 1 }
  const trade = takerTrade(m, command, tradeId, taken, null)
  assertWithinLimit(command, trade, sideBp(m.market, command.side) / 100)
  m.trades.unshift(trade)
  return { changes: withHistory(m, rows, m.changes()), trade, order: null, events: m.events }
}

/**
 * Places a limit order: fills at once what it can (resting orders, then the pool up to the
 * limit), reserves for the rest and leaves it resting. Throws like executeMarketTrade, plus
 * INVALID_PRICE and INVALID_EXPIRY; INSUFFICIENT_BALANCE when the cash cannot cover the fills
 * and the reserve.
 */
export function placeLimitOrder(rows: MatchRows, command: PlaceOrderCommand, ids: IdSource): MatchResult {
  assertSide(command.side)
  assertQuantity(command.quantity)
  assertLimitPrice(command.limitPriceCents)
  if (command.action !== 'buy' && command.action !== 'sell')
    throw new ExchangeError('INVALID_SIDE', "Action must be 'buy' or 'sell'")
  if (command.expiresAt !== null && !(command.expiresAt > command.now)) {
    throw new ExchangeError('INVALID_EXPIRY', 'expiresAt must be in the future')
  }
  const market = checkMarket(rows, command.marketId, command.now)
  const m = new Matcher(market, rows, ids, command.now)
  m.account(command.accountId)
  m.expireDue()
  if (command.action === 'sell') assertCanSell(m, command.accountId, command.side, command.quantity)
  const orderId = ids.next('ord')
  const isNew = m.newTrader(command.accountId)
  const tradeId = ids.next('tr')
  const taker = { accountId: command.accountId, side: command.side, action: command.action, refId: orderId, tradeId }
  const taken = take(m, taker, command.quantity, command.limitPriceCents)
  if (isNew && taken.filled > 0) m.market = { ...m.market, traderCount: m.market.traderCount + 1 }
  const remaining = command.quantity - taken.filled
  let reservedCents = 0
  let reservedShares = 0
  if (remaining > 0 && command.action === 'buy') {
    reservedCents = buyReserveCents(remaining, command.limitPriceCents)
    m.credit(command.accountId, 'order_reserve', -reservedCents, orderId)
  } else if (remaining > 0) {
    reservedShares = remaining
    const position = m.position(command.accountId, command.side)
    m.setPosition({ ...position, reservedQuantity: (position.reservedQuantity ?? 0) + remaining, updatedAt: command.now })
  }
  const order: OrderRow = {
    id: orderId,
    accountId: command.accountId,
    marketId: command.marketId,
    side: command.side,
    action: command.action,
    quantity: command.quantity,
    filledQuantity: taken.filled,
    limitPriceCents: command.limitPriceCents,
    filledCashCents: taken.cashCents,
    feeCents: taken.feeCents,
    reservedCents,
    reservedShares,
    status: remaining === 0 ? 'filled' : 'open',
    createdAt: command.now,
    expiresAt: command.expiresAt,
    closedAt: remaining === 0 ? command.now : null,
  }
  m.setOrder(order)
  m.events.unshift({ kind: 'placed', order, quantity: command.quantity, priceCents: command.limitPriceCents })
  let trade: TradeRow | null = null
  if (taken.filled > 0) {
    trade = takerTrade(m, command, tradeId, taken, orderId)
    m.trades.unshift(trade)
    m.events.splice(1, 0, {
      kind: 'filled',
      order,
      quantity: taken.filled,
      // Its price as every screen gives a trade's: before the fee (docs/product.md, "A trade, and its price").
      priceCents: tenthsOfCent(
        (command.action === 'buy' ? taken.cashCents - taken.feeCents : taken.cashCents + taken.feeCents) / taken.filled,
      ),
      cashCents: taken.cashCents,
    })
  }
  return { changes: withHistory(m, rows, m.changes()), trade, order, events: m.events }
}

export interface CancelRows {
  readonly order: OrderRow | undefined
  readonly account: AccountRow | undefined
  /** The owner's position on the order's side (sell orders). */
  readonly position: PositionRow | undefined
  readonly market: MarketRow | undefined
}

/**
 * Cancels an open order and releases what it holds back. NOT_FOUND for an unknown order,
 * FORBIDDEN for another account's, NOT_OPEN for one already filled, cancelled or expired
 * (an order past its expiry expires instead: the answer says so).
 */
export function cancelOrder(
  rows: CancelRows,
  command: { orderId: string; accountId: string; now: number },
  ids: IdSource,
): MatchResult {
  const { order } = rows
  if (order === undefined || order.id !== command.orderId) throw new ExchangeError('NOT_FOUND', 'Order not found')
  if (order.accountId !== command.accountId) throw new ExchangeError('FORBIDDEN', 'You can only cancel your own orders')
  if (order.status !== 'open') throw new ExchangeError('NOT_OPEN', `This order is already ${order.status}`)
  const market = rows.market
  if (market === undefined) throw new ExchangeError('NOT_FOUND', 'Market not found')
  const m = new Matcher(
    market,
    {
      market,
      accounts: rows.account ? [rows.account] : [],
      positions: rows.position ? [rows.position] : [],
      orders: [order],
      history: undefined,
    },
    ids,
    command.now,
  )
  m.account(order.accountId)
  // Past its expiry it is expired, not cancellable (the sweep marks it so).
  if (order.expiresAt !== null && order.expiresAt <= command.now) throw new ExchangeError('NOT_OPEN', 'This order has expired')
  const closed = m.close(order, 'cancelled')
  return { changes: m.changes(), trade: null, order: closed, events: m.events }
}

export interface CloseOrdersRows {
  /** Every market of `orders`. */
  readonly markets: ReadonlyMap<string, MarketRow>
  readonly accounts: readonly AccountRow[]
  /** The owners' positions on the sides of the sell orders. */
  readonly positions: readonly PositionRow[]
  readonly orders: readonly OrderRow[]
}

/**
 * The sweep: every open order past its expiry expires, and every open order of a market
 * that is closed (or resolved) by `now` is cancelled, its reserve released: settlement
 * pays out only after it. Orders still open and in time are left alone.
 */
export function closeDueOrders(
  rows: CloseOrdersRows,
  now: number,
  ids: IdSource,
): { changes: ChangeSet; events: readonly OrderEvent[] } {
  const byMarket = new Map<string, OrderRow[]>()
  for (const order of rows.orders) {
    if (order.status !== 'open') continue
    const list = byMarket.get(order.marketId) ?? []
    list.push(order)
    byMarket.set(order.marketId, list)
  }
  const accounts = new Map(rows.accounts.map((a) => [a.id, a]))
  const positions = new Map(rows.positions.map((p) => [p.id, p]))
  // Each market's matcher gets only its orders' owners and its own positions: handing every
  // market all the rows made the sweep quadratic in a world of thousands of markets.
  const positionIds = new Map<string, Set<string>>()
  const indexPosition = (p: PositionRow) => {
    const set = positionIds.get(p.marketId) ?? new Set<string>()
    set.add(p.id)
    positionIds.set(p.marketId, set)
  }
  rows.positions.forEach(indexPosition)
  const changed: ChangeSet[] = []
  const events: OrderEvent[] = []
  for (const [marketId, orders] of byMarket) {
    const market = rows.markets.get(marketId)
    if (market === undefined) continue
    const closedMarket = market.status !== 'active' || now >= market.closesAt
    const due = orders.filter((o) => closedMarket || (o.expiresAt !== null && o.expiresAt <= now))
    // Nothing due here: nothing to close, so no matcher.
    if (due.length === 0) continue
    const owners = [...new Set(orders.map((o) => o.accountId))].flatMap((id) => accounts.get(id) ?? [])
    const own = [...(positionIds.get(marketId) ?? [])].map((id) => positions.get(id)!)
    const m = new Matcher(market, { market, accounts: owners, positions: own, orders, history: undefined }, ids, now)
    // Each closes when it did, not when the sweep came by (a fast-forward's sweep comes days
    // later): at its market's close, or at its expiry.
    const closedAt = closedMarket ? Math.min(now, market.closesAt) : now
    for (const order of due) {
      // Expired before its market closed: it expired.
      const expired = order.expiresAt !== null && order.expiresAt <= closedAt
      m.now = expired ? order.expiresAt! : closedAt
      if (expired) m.close(order, 'expired')
      else m.close(order, 'cancelled', 'market_closed')
    }
    const changes = m.changes()
    for (const a of changes.accounts) accounts.set(a.id, a)
    for (const p of changes.positions) {
      positions.set(p.id, p)
      indexPosition(p)
    }
    changed.push(changes)
    events.push(...m.events)
  }
  const accountsOut = new Map<string, AccountRow>()
  const positionsOut = new Map<string, PositionRow>()
  for (const c of changed) {
    for (const a of c.accounts) accountsOut.set(a.id, accounts.get(a.id)!)
    for (const p of c.positions) positionsOut.set(p.id, positions.get(p.id)!)
  }
  return {
    changes: {
      markets: [],
      lpShares: [],
      histories: [],
      trades: [],
      accounts: [...accountsOut.values()],
      positions: [...positionsOut.values()],
      ledger: changed.flatMap((c) => c.ledger),
      orders: changed.flatMap((c) => c.orders ?? []),
    },
    events,
  }
}

export interface BookLevelRow {
  readonly priceCents: number
  readonly quantity: number
  readonly orders: number
}

export interface BookRows {
  readonly yes: { readonly bids: BookLevelRow[]; readonly asks: BookLevelRow[] }
  readonly no: { readonly bids: BookLevelRow[]; readonly asks: BookLevelRow[] }
}

/** Resting orders by price level for each side: bids (buys) highest first, asks (sells) lowest first. */
export function orderBook(orders: readonly OrderRow[], now: number): BookRows {
  const levels = new Map<string, { priceCents: number; quantity: number; orders: number }>()
  for (const order of orders) {
    if (!isOrderOpenAt(order, now)) continue
    const key = `${order.side}:${order.action}:${order.limitPriceCents}`
    const level = levels.get(key) ?? { priceCents: order.limitPriceCents, quantity: 0, orders: 0 }
    level.quantity += order.quantity - order.filledQuantity
    level.orders += 1
    levels.set(key, level)
  }
  const pick = (side: Side, action: TradeAction) => {
    const list = [...levels.entries()].filter(([k]) => k.startsWith(`${side}:${action}:`)).map(([, v]) => v)
    return list.sort((a, b) => (action === 'buy' ? b.priceCents - a.priceCents : a.priceCents - b.priceCents))
  }
  return {
    yes: { bids: pick('yes', 'buy'), asks: pick('yes', 'sell') },
    no: { bids: pick('no', 'buy'), asks: pick('no', 'sell') },
  }
}

export interface FillPreview {
  /** Contracts that would fill at once (all of them for a market trade). */
  readonly filledQuantity: number
  /** Cash paid (buy) or received (sell) for them, fee included. */
  readonly cashCents: number
  readonly feeCents: number
  /** cashCents / filledQuantity (0 when nothing fills). */
  readonly averagePriceCents: number
  /** The fill's price as every screen gives a trade's: before the fee (0 when nothing fills). */
  readonly priceBeforeFeeCents: number
  /** The side's price after (cents, 2 decimals). */
  readonly priceAfterCents: number
  /** What a limit order would hold back for the rest: cash for a buy, contracts for a sell. */
  readonly reserveCents: number
  readonly reserveContracts: number
}

const PREVIEW = 'preview'
const BOOK = 'book'

/**
 * What a trade or a limit order would do now, from the pool's reserves and the order book as
 * GET /api/markets/{id}/book answers it: the same matcher the exchange runs, so the trade
 * ticket's preview (how much fills at once, at what average, the price after, the reserve)
 * is what happens unless the market moves first. `limitPriceCents` null: a market trade.
 * Throws like the commands (PRICE_LIMIT, INVALID_QUANTITY...).
 */
export function previewFill(
  pool: PoolState,
  book: BookRows,
  command: { side: Side; action: TradeAction; quantity: number; limitPriceCents: number | null },
): FillPreview {
  assertSide(command.side)
  assertQuantity(command.quantity)
  if (command.limitPriceCents !== null) assertLimitPrice(command.limitPriceCents)
  const market: MarketRow = {
    id: PREVIEW,
    title: '',
    description: '',
    imageUrl: null,
    categoryId: '',
    createdAt: 0,
    closesAt: Number.MAX_SAFE_INTEGER,
    status: 'active',
    resolution: null,
    resolvedAt: null,
    trending: false,
    featured: false,
    yesReserve: pool.yesReserve,
    noReserve: pool.noReserve,
    collateralCents: Number.MAX_SAFE_INTEGER / 4,
    feePoolCents: 0,
    feeIndex: 0,
    lpSharesTotal: 0,
    volumeCents: 0,
    traderCount: 0,
    hiddenLogit: 0,
    simAt: 0,
  }
  // Each level stands for one resting order (its contracts fill at its price, in price order).
  let n = 0
  const orders: OrderRow[] = (['yes', 'no'] as const).flatMap((side) =>
    (
      [
        ['buy', book[side].bids],
        ['sell', book[side].asks],
      ] as const
    ).flatMap(([action, levels]) =>
      levels.map((level) => ({
        id: `lvl-${(n += 1)}`,
        accountId: BOOK,
        marketId: PREVIEW,
        side,
        action,
        quantity: level.quantity,
        filledQuantity: 0,
        limitPriceCents: level.priceCents,
        filledCashCents: 0,
        feeCents: 0,
        reservedCents: 0,
        reservedShares: 0,
        status: 'open' as const,
        createdAt: 0,
        expiresAt: null,
        closedAt: null,
      })),
    ),
  )
  const rich = Number.MAX_SAFE_INTEGER / 4
  const accounts: AccountRow[] = [
    { id: PREVIEW, kind: 'user', balanceCents: rich, createdAt: 0 },
    { id: BOOK, kind: 'user', balanceCents: rich, createdAt: 0 },
  ]
  const held: PositionRow = { ...emptyPosition(PREVIEW, PREVIEW, command.side, 0), quantity: command.quantity, costCents: 0 }
  const m = new Matcher(market, { market, accounts, positions: [held], orders, history: undefined }, sequentialPreviewIds(), 0)
  const taken = take(
    m,
    { accountId: PREVIEW, side: command.side, action: command.action, refId: PREVIEW, tradeId: PREVIEW },
    command.quantity,
    command.limitPriceCents,
  )
  const rest = command.quantity - taken.filled
  return {
    filledQuantity: taken.filled,
    cashCents: taken.cashCents,
    feeCents: taken.feeCents,
    averagePriceCents: taken.filled > 0 ? taken.cashCents / taken.filled : 0,
    priceBeforeFeeCents:
      taken.filled > 0
        ? (command.action === 'buy' ? taken.cashCents - taken.feeCents : taken.cashCents + taken.feeCents) / taken.filled
        : 0,
    priceAfterCents: sideBp(m.market, command.side) / 100,
    reserveCents:
      command.limitPriceCents !== null && command.action === 'buy' && rest > 0
        ? buyReserveCents(rest, command.limitPriceCents)
        : 0,
    reserveContracts: command.limitPriceCents !== null && command.action === 'sell' ? rest : 0,
  }
}

function sequentialPreviewIds(): IdSource {
  let i = 0
  return { next: (prefix) => `${prefix}-preview-${(i += 1)}` }
}
