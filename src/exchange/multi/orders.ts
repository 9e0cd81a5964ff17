import { mergeChangeSets, type ChangeSet } from '../change-set'
import { ExchangeError } from '../errors'
import { priceBeforeFeeCents } from '../figures'
import { adjustBalance, ledgerEntry } from '../ledger'
import { assertOpen } from '../lifecycle'
import { assertLimitPrice, closedOrder, type OrderEvent } from '../orders'
import { emptyPosition, positionId } from '../positions'
import { assertQuantity, assertSide } from '../quote'
import type {
  AccountRow,
  IdSource,
  LedgerEntry,
  MarketRow,
  OrderRow,
  PositionRow,
  PriceHistoryRow,
  Side,
  TradeRow,
} from '../types'
import type { MultiAction } from './arbitrage'
import { fillableOnPools, largest, multiReserveCents } from './limit-preview'
import { isMultiMarket, tradeMulti, type MultiTradeCommand } from './market'
import { plannedWithinBounds } from './quote'

/**
 * Limit orders on the answers of a multi-answer market (docs/product.md, "Multi-answer markets",
 * "Limit orders on answers"). An order names one answer, a side, buy or sell, a quantity and a
 * limit price (whole cents 1..99), as on a Yes/No market, and is stored under the answer's id.
 *
 * Its other side is always the answers' pools: a Yes/No market's orders also meet each other, but
 * here every fill goes through tradeMulti, whose arbitrage keeps the chances at 100 %, so that an
 * order on one answer, filled, moves every answer as a trade does. An order fills, up to its
 * limit, as far as the pool's price allows (the answer's side price after the fill within the
 * limit, as a Yes/No order fills from the pool up to its limit): at once when placed, and then
 * whenever a trade in the market (on any answer: the arbitrage moves them all) has brought the
 * price to it; the oldest order first, again until none can fill. A fill pays the pool's fee.
 *
 * Money as for a Yes/No order: a buy holds back quantity × limit and the largest fee
 * (order_reserve); a fill is paid out of that reserve (order_release of the fill's cost, then the
 * trade's own entries); what is left comes back when the order fills, is cancelled, expires or its
 * market closes or resolves. A sell holds back its contracts (reservedQuantity): no sale, order
 * or market trade, can sell them while it rests.
 */

/** Every row an order command on a multi-answer market reads. */
export interface MultiBookRows {
  readonly market: MarketRow | undefined
  /** All the market's answers, in their order. */
  readonly answers: readonly MarketRow[]
  /** The caller's account and the accounts of the owners of `orders`. */
  readonly accounts: readonly AccountRow[]
  /** Every position of those accounts in the market's answers. */
  readonly positions: readonly PositionRow[]
  /** The open orders on the market's answers. */
  readonly orders: readonly OrderRow[]
  readonly histories: readonly PriceHistoryRow[]
}

export interface MultiOrderCommand {
  readonly accountId: string
  readonly marketId: string
  readonly answerId: string
  readonly side: Side
  readonly action: MultiAction
  readonly quantity: number
  readonly limitPriceCents: number
  /** ms, or null: good till cancelled. */
  readonly expiresAt: number | null
  readonly now: number
}

export interface MultiBookResult {
  readonly changes: ChangeSet
  /** The caller's trade: a market trade's, or what a limit order filled at once (null: nothing). */
  readonly trade: TradeRow | null
  /** placeMultiOrder: the order as placed. */
  readonly order: OrderRow | null
  /** What happened to orders (the caller's and those the sweep filled or expired). */
  readonly events: readonly OrderEvent[]
}

/** At most this many fills of resting orders after one command (each moves the prices). */
const MAX_SWEEP_FILLS = 100

/** The rows of one command, changed in memory as it goes. */
class MultiBook {
  market: MarketRow
  readonly answers: MarketRow[]
  readonly accounts: Map<string, AccountRow>
  readonly positions: Map<string, PositionRow>
  readonly orders: Map<string, OrderRow>
  readonly histories: Map<string, PriceHistoryRow>
  readonly sets: ChangeSet[] = []
  readonly events: OrderEvent[] = []
  private readonly ledger: LedgerEntry[] = []
  private readonly touched = { accounts: new Set<string>(), positions: new Set<string>(), orders: new Set<string>() }

  constructor(
    market: MarketRow,
    rows: MultiBookRows,
    readonly now: number,
    readonly ids: IdSource,
  ) {
    this.market = market
    this.answers = rows.answers.filter((a) => a.groupId === market.id)
    const answerIds = new Set(this.answers.map((a) => a.id))
    this.accounts = new Map(rows.accounts.map((a) => [a.id, a]))
    this.positions = new Map(rows.positions.filter((p) => answerIds.has(p.marketId)).map((p) => [p.id, p]))
    this.orders = new Map(rows.orders.filter((o) => answerIds.has(o.marketId) && o.status === 'open').map((o) => [o.id, o]))
    this.histories = new Map(rows.histories.map((h) => [h.marketId, h]))
  }

  answer(id: string): MarketRow {
    const answer = this.answers.find((a) => a.id === id)
    if (answer === undefined) throw new ExchangeError('NOT_FOUND', 'Answer not found')
    return answer
  }

  account(id: string): AccountRow {
    const account = this.accounts.get(id)
    if (account === undefined) throw new ExchangeError('NOT_FOUND', 'Account not found')
    return account
  }

  position(accountId: string, answerId: string, side: Side): PositionRow {
    return this.positions.get(positionId(accountId, answerId, side)) ?? emptyPosition(accountId, answerId, side, this.now)
  }

  setPosition(position: PositionRow): void {
    this.positions.set(position.id, position)
    this.touched.positions.add(position.id)
  }

  setOrder(order: OrderRow): void {
    this.orders.set(order.id, order)
    this.touched.orders.add(order.id)
  }

  /** Moves cash on an account with its ledger entry (refused below zero). */
  credit(order: OrderRow, kind: LedgerEntry['kind'], amountCents: number): void {
    if (amountCents === 0) return
    this.accounts.set(order.accountId, adjustBalance(this.account(order.accountId), amountCents))
    this.touched.accounts.add(order.accountId)
    this.ledger.push(
      ledgerEntry(this.ids, {
        accountId: order.accountId,
        marketId: order.marketId,
        kind,
        amountCents,
        at: this.now,
        refId: order.id,
      }),
    )
  }

  /** A trade through the pools (tradeMulti), its rows kept for the next step. */
  trade(command: Omit<MultiTradeCommand, 'marketId' | 'now'>, orderId: string | null): TradeRow {
    const { accountId } = command
    const ids = new Set(this.answers.map((a) => a.id))
    const { changes, trade } = tradeMulti(
      {
        market: this.market,
        answers: this.answers,
        account: this.account(accountId),
        positions: [...this.positions.values()].filter((p) => p.accountId === accountId && ids.has(p.marketId)),
        histories: this.answers.flatMap((a) => this.histories.get(a.id) ?? []),
      },
      { ...command, marketId: this.market.id, now: this.now },
      this.ids,
    )
    const row = orderId === null ? trade : { ...trade, orderId }
    this.sets.push({ ...changes, trades: [row] })
    for (const m of changes.markets) {
      if (m.id === this.market.id) this.market = m
      else this.answers[this.answers.findIndex((a) => a.id === m.id)] = m
    }
    for (const a of changes.accounts) this.accounts.set(a.id, a)
    for (const p of changes.positions) this.positions.set(p.id, p)
    for (const h of changes.histories) this.histories.set(h.marketId, h)
    return row
  }

  /** Whole contracts of `side` on `answerId` the pools trade before its price passes `limitCents` (at most `max`). */
  fillable(answerId: string, side: Side, action: MultiAction, limitCents: number, max: number): number {
    this.answer(answerId)
    return fillableOnPools(this.answers, answerId, side, action, limitCents, max)
  }

  /** Closes an open order and gives back what it still holds. */
  close(order: OrderRow, status: Exclude<OrderRow['status'], 'open'>, reason?: OrderEvent['reason']): OrderRow {
    if (order.reservedCents > 0) this.credit(order, 'order_release', order.reservedCents)
    if (order.reservedShares > 0) {
      const position = this.position(order.accountId, order.marketId, order.side)
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

  expireDue(): void {
    for (const order of this.orders.values()) {
      if (order.status === 'open' && order.expiresAt !== null && order.expiresAt <= this.now) this.close(order, 'expired')
    }
  }

  /** Fills a resting order by `quantity` contracts through the pools, paid out of what it holds back. */
  fill(order: OrderRow, quantity: number): void {
    let n = quantity
    if (order.action === 'buy') {
      // The reserve pays, and keeps enough for the rest at the limit (multiReserveCents covers every fill's fee and rounding).
      const rest = order.quantity - order.filledQuantity
      const covered = (k: number) =>
        plannedWithinBounds(this.answers, order.marketId, order.side, 'buy', k).cashCents <=
        order.reservedCents - (rest - k) * order.limitPriceCents
      n = largest(n, covered)
      if (n === 0) return
      const cost = plannedWithinBounds(this.answers, order.marketId, order.side, 'buy', n).cashCents
      this.credit(order, 'order_release', cost)
      order = { ...order, reservedCents: order.reservedCents - cost }
    } else {
      // The contracts it holds back are the ones it sells.
      const position = this.position(order.accountId, order.marketId, order.side)
      this.setPosition({ ...position, reservedQuantity: Math.max(0, (position.reservedQuantity ?? 0) - n) })
      order = { ...order, reservedShares: order.reservedShares - n }
    }
    const trade = this.trade(
      { accountId: order.accountId, answerId: order.marketId, side: order.side, action: order.action, quantity: n },
      order.id,
    )
    let updated: OrderRow = {
      ...order,
      filledQuantity: order.filledQuantity + n,
      filledCashCents: order.filledCashCents + trade.cashCents,
      feeCents: order.feeCents + trade.feeCents,
    }
    this.setOrder(updated)
    if (updated.filledQuantity === updated.quantity) updated = this.close(updated, 'filled')
    this.events.push({
      kind: 'filled',
      order: updated,
      quantity: n,
      priceCents: priceBeforeFeeCents(trade),
      cashCents: trade.cashCents,
    })
  }

  /** Resting orders the prices have reached fill, oldest first, until none can. */
  sweep(): void {
    for (let fills = 0; fills < MAX_SWEEP_FILLS; fills += 1) {
      const open = [...this.orders.values()]
        .filter((o) => o.status === 'open' && (o.expiresAt === null || o.expiresAt > this.now))
        .sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      // The oldest order the pools would fill now, and by how much (each worked out once).
      let next: OrderRow | undefined
      let quantity = 0
      for (const o of open) {
        quantity = this.fillable(o.marketId, o.side, o.action, o.limitPriceCents, o.quantity - o.filledQuantity)
        if (quantity > 0) {
          next = o
          break
        }
      }
      if (next === undefined) return
      const before = next.filledQuantity
      this.fill(next, quantity)
      // A buy whose reserve could not pay one more contract is left as it is.
      if (this.orders.get(next.id)!.filledQuantity === before) return
    }
  }

  changes(): ChangeSet {
    const own: ChangeSet = {
      markets: [],
      accounts: [...this.touched.accounts].map((id) => this.accounts.get(id)!),
      positions: [...this.touched.positions].map((id) => this.positions.get(id)!),
      lpShares: [],
      histories: [],
      trades: [],
      ledger: this.ledger,
      orders: [...this.touched.orders].map((id) => this.orders.get(id)!),
    }
    // The latest of each row wins: the trades' rows, then what changed after them here.
    const merged = mergeChangeSets([...this.sets, own])
    return {
      ...merged,
      accounts: merged.accounts.map((a) => this.accounts.get(a.id)!),
      positions: merged.positions.map((p) => this.positions.get(p.id)!),
    }
  }
}

function bookFor(rows: MultiBookRows, marketId: string, now: number, ids: IdSource): MultiBook {
  const { market } = rows
  if (market === undefined || market.id !== marketId || !isMultiMarket(market))
    throw new ExchangeError('NOT_FOUND', 'Market not found')
  assertOpen(market, now)
  return new MultiBook(market, rows, now, ids)
}

/** Contracts of a side an account may sell on an answer: held, not settled, not held back by its open sell orders. */
function assertCanSell(book: MultiBook, accountId: string, answerId: string, side: Side, quantity: number): void {
  const position = book.position(accountId, answerId, side)
  const held = position.settled ? 0 : position.quantity
  const reserved = position.reservedQuantity ?? 0
  if (held - reserved < quantity) {
    throw new ExchangeError(
      'INSUFFICIENT_SHARES',
      held === 0
        ? `You hold no ${side.toUpperCase()} contracts on this answer`
        : `You hold ${held} ${side.toUpperCase()} contracts${reserved > 0 ? ` (${reserved} held back by open sell orders)` : ''}`,
    )
  }
}

/**
 * A market trade on one answer (POST /api/trades with answerId, the simulated traders): tradeMulti,
 * then the resting orders it brought within reach fill. Throws as tradeMulti does, and
 * INSUFFICIENT_SHARES for contracts held back by the seller's open sell orders.
 */
export function tradeMultiWithOrders(rows: MultiBookRows, command: MultiTradeCommand, ids: IdSource): MultiBookResult {
  const book = bookFor(rows, command.marketId, command.now, ids)
  book.answer(command.answerId)
  book.expireDue()
  if (command.action === 'sell') assertCanSell(book, command.accountId, command.answerId, command.side, command.quantity)
  const trade = book.trade(command, null)
  book.sweep()
  return { changes: book.changes(), trade, order: null, events: book.events }
}

/**
 * Places a limit order on an answer: fills at once what the pools give within its limit, holds
 * back cash (a buy) or contracts (a sale) for the rest, which rests; then the other resting orders
 * that fill moved within reach fill. Throws INVALID_SIDE, INVALID_QUANTITY, INVALID_PRICE,
 * INVALID_EXPIRY, NOT_FOUND, MARKET_CLOSED, INSUFFICIENT_SHARES, INSUFFICIENT_BALANCE.
 */
export function placeMultiOrder(rows: MultiBookRows, command: MultiOrderCommand, ids: IdSource): MultiBookResult {
  assertSide(command.side)
  assertQuantity(command.quantity)
  assertLimitPrice(command.limitPriceCents)
  if (command.action !== 'buy' && command.action !== 'sell')
    throw new ExchangeError('INVALID_SIDE', "Action must be 'buy' or 'sell'")
  if (command.expiresAt !== null && !(command.expiresAt > command.now)) {
    throw new ExchangeError('INVALID_EXPIRY', 'expiresAt must be in the future')
  }
  const book = bookFor(rows, command.marketId, command.now, ids)
  const answer = book.answer(command.answerId)
  if (answer.status !== 'active') throw new ExchangeError('MARKET_CLOSED', 'This answer is no longer trading')
  book.account(command.accountId)
  book.expireDue()
  const { accountId, answerId, side, action, quantity, limitPriceCents } = command
  if (action === 'sell') assertCanSell(book, accountId, answerId, side, quantity)
  const orderId = ids.next('ord')
  const now = book.fillable(answerId, side, action, limitPriceCents, quantity)
  const trade = now > 0 ? book.trade({ accountId, answerId, side, action, quantity: now }, orderId) : null
  const remaining = quantity - now
  const placed: OrderRow = {
    id: orderId,
    accountId,
    marketId: answerId,
    side,
    action,
    quantity,
    filledQuantity: now,
    limitPriceCents,
    filledCashCents: trade?.cashCents ?? 0,
    feeCents: trade?.feeCents ?? 0,
    reservedCents: 0,
    reservedShares: 0,
    status: remaining === 0 ? 'filled' : 'open',
    createdAt: command.now,
    expiresAt: command.expiresAt,
    closedAt: remaining === 0 ? command.now : null,
  }
  let order = placed
  if (remaining > 0 && action === 'buy') {
    order = { ...order, reservedCents: multiReserveCents(remaining, limitPriceCents) }
    book.credit(order, 'order_reserve', -order.reservedCents)
  } else if (remaining > 0) {
    order = { ...order, reservedShares: remaining }
    const position = book.position(accountId, answerId, side)
    book.setPosition({ ...position, reservedQuantity: (position.reservedQuantity ?? 0) + remaining, updatedAt: command.now })
  }
  book.setOrder(order)
  book.events.unshift({ kind: 'placed', order, quantity, priceCents: limitPriceCents })
  if (trade !== null) {
    book.events.splice(1, 0, {
      kind: 'filled',
      order,
      quantity: now,
      priceCents: priceBeforeFeeCents(trade),
      cashCents: trade.cashCents,
    })
  }
  book.sweep()
  return { changes: book.changes(), trade, order: book.orders.get(orderId)!, events: book.events }
}
