import { applyToSlice, emptySlice } from './change-set'
import type { ChangeSet, ExchangeSlice } from './change-set'
import { claimFees } from './fee-claim'
import { sequentialIds } from './ledger'
import { addFunding, removeFunding } from './liquidity'
import type { AddFundingCommand, RemoveFundingCommand } from './liquidity'
import { isDueForResolution } from './lifecycle'
import { withdrawLiquidity } from './pool-exit'
import type { WithdrawCommand } from './pool-exit'
import { lpShareId, positionId } from './positions'
import type { Rng } from './random'
import { settleMarket } from './settlement'
import { resolveMarketNow, type ResolutionCommand } from './market-admin'
import type { SettlementCommand } from './settlement'
import { placeTrade, sellContracts } from './trade'
import { cancelOrder, closeDueOrders, executeMarketTrade, placeLimitOrder } from './orders'
import type { MarketTradeCommand, MatchRows, PlaceOrderCommand } from './orders'
import type { TradeCommand, TradeRows } from './trade'
import { advance } from './simulation/advance'
import { openMultiMarket, settleMultiMarket, tradeMulti, type MultiMarketSpec, type MultiTradeCommand } from './multi/market'
import { placeMultiOrder, tradeMultiWithOrders, type MultiBookRows, type MultiOrderCommand } from './multi/orders'
import { planAdvance } from './simulation/plan'
import type { SimOptions, SimUniverse } from './simulation/plan'
import type { IdSource, LedgerEntry, TradeRow } from './types'

/**
 * The whole exchange in memory, wired exactly like a Dexie handler would be:
 * read the rows a command needs, call the pure function, apply its ChangeSet.
 * Used by the property tests and benchmarks; handlers can copy the row
 * selection from here.
 */
export class MemoryExchange {
  readonly slice: ExchangeSlice = emptySlice()
  readonly trades: TradeRow[] = []
  readonly ledger: LedgerEntry[] = []

  constructor(readonly ids: IdSource = sequentialIds()) {}

  apply(changes: ChangeSet): void {
    applyToSlice(this.slice, changes)
    this.trades.push(...changes.trades)
    this.ledger.push(...changes.ledger)
  }

  tradeRows(accountId: string, marketId: string): TradeRows {
    const positions = [positionId(accountId, marketId, 'yes'), positionId(accountId, marketId, 'no')]
      .map((id) => this.slice.positions.get(id))
      .filter((p) => p !== undefined)
    return {
      market: this.slice.markets.get(marketId),
      account: this.slice.accounts.get(accountId),
      positions,
      history: this.slice.histories.get(marketId),
    }
  }

  buy(command: TradeCommand) {
    const result = placeTrade(this.tradeRows(command.accountId, command.marketId), command, this.ids)
    this.apply(result.changes)
    return result
  }

  sell(command: TradeCommand) {
    const result = sellContracts(this.tradeRows(command.accountId, command.marketId), command, this.ids)
    this.apply(result.changes)
    return result
  }

  /** What the matcher reads: the market's open orders, and the accounts and positions of their owners and the taker. */
  matchRows(accountId: string, marketId: string): MatchRows {
    const orders = [...this.slice.orders.values()].filter((o) => o.marketId === marketId && o.status === 'open')
    const owners = new Set([accountId, ...orders.map((o) => o.accountId)])
    const positions = [...owners]
      .flatMap((owner) => (['yes', 'no'] as const).map((side) => this.slice.positions.get(positionId(owner, marketId, side))))
      .filter((p) => p !== undefined)
    const accounts = [...owners].map((id) => this.slice.accounts.get(id)).filter((a) => a !== undefined)
    return { market: this.slice.markets.get(marketId), accounts, positions, orders, history: this.slice.histories.get(marketId) }
  }

  /** A market trade through the resting orders and the pool (what people and simulated traders do). */
  marketTrade(command: MarketTradeCommand) {
    const result = executeMarketTrade(this.matchRows(command.accountId, command.marketId), command, this.ids)
    this.apply(result.changes)
    return result
  }

  placeOrder(command: PlaceOrderCommand) {
    const result = placeLimitOrder(this.matchRows(command.accountId, command.marketId), command, this.ids)
    this.apply(result.changes)
    return result
  }

  cancelOrder(command: { orderId: string; accountId: string; now: number }) {
    const order = this.slice.orders.get(command.orderId)
    const rows = {
      order,
      account: order ? this.slice.accounts.get(order.accountId) : undefined,
      position: order ? this.slice.positions.get(positionId(order.accountId, order.marketId, order.side)) : undefined,
      market: order ? this.slice.markets.get(order.marketId) : undefined,
    }
    const result = cancelOrder(rows, command, this.ids)
    this.apply(result.changes)
    return result
  }

  /** Expires orders past their expiry and cancels those of closed markets (the background sweep). */
  closeDueOrders(now: number, marketId?: string) {
    const orders = [...this.slice.orders.values()].filter(
      (o) => o.status === 'open' && (marketId === undefined || o.marketId === marketId),
    )
    const result = closeDueOrders(
      {
        markets: this.slice.markets,
        accounts: [...this.slice.accounts.values()],
        positions: [...this.slice.positions.values()],
        orders,
      },
      now,
      this.ids,
    )
    this.apply(result.changes)
    return result
  }

  private liquidityRows(accountId: string, marketId: string) {
    const rows = this.tradeRows(accountId, marketId)
    return { ...rows, lpShare: this.slice.lpShares.get(lpShareId(accountId, marketId)) }
  }

  addFunding(command: AddFundingCommand) {
    const result = addFunding(this.liquidityRows(command.accountId, command.marketId), command, this.ids)
    this.apply(result.changes)
    return result
  }

  removeFunding(command: RemoveFundingCommand) {
    const result = removeFunding(this.liquidityRows(command.accountId, command.marketId), command, this.ids)
    this.apply(result.changes)
    return result
  }

  withdrawLiquidity(command: WithdrawCommand) {
    const result = withdrawLiquidity(this.liquidityRows(command.accountId, command.marketId), command, this.ids)
    this.apply(result.changes)
    return result
  }

  claimFees(command: { accountId: string; marketId: string; now: number }) {
    const result = claimFees(this.liquidityRows(command.accountId, command.marketId), command, this.ids)
    this.apply(result.changes)
    return result
  }

  /** All rows of one market: what settlement (and the simulation's settling) needs. */
  marketRows(marketId: string) {
    const positions = [...this.slice.positions.values()].filter((p) => p.marketId === marketId)
    const lpShares = [...this.slice.lpShares.values()].filter((l) => l.marketId === marketId)
    const owners = new Set([...positions, ...lpShares].map((r) => r.accountId))
    const accounts = [...owners].map((id) => this.slice.accounts.get(id)).filter((a) => a !== undefined)
    const ledger = this.ledger.filter((e) => e.marketId === marketId)
    return { market: this.slice.markets.get(marketId), positions, lpShares, accounts, ledger }
  }

  settle(command: SettlementCommand) {
    // At the close every open order is cancelled and its reserve released before the payouts.
    const market = this.slice.markets.get(command.marketId)
    if (market !== undefined && market.status !== 'resolved' && command.now >= market.closesAt)
      this.closeDueOrders(command.now, market.id)
    const result = settleMarket(this.marketRows(command.marketId), command, this.ids)
    this.apply(result.changes)
    return result
  }

  /** An admin's resolution (market-admin.ts): closes the market now if it is open, cancels its orders, pays out. */
  resolve(command: ResolutionCommand) {
    const rows = this.marketRows(command.marketId)
    const orders = [...this.slice.orders.values()].filter((o) => o.status === 'open' && o.marketId === command.marketId)
    const owners = new Set([...rows.accounts.map((a) => a.id), ...orders.map((o) => o.accountId)])
    const accounts = [...owners].map((id) => this.slice.accounts.get(id)).filter((a) => a !== undefined)
    const result = resolveMarketNow({ ...rows, orders, accounts }, command, this.ids)
    this.apply(result.changes)
    return result
  }

  /** Opens a multi-answer market funded by `spec.providerId` (multi/market.ts). */
  openMulti(spec: MultiMarketSpec) {
    const provider = this.slice.accounts.get(spec.providerId)
    if (provider === undefined) throw new Error(`no account ${spec.providerId}`)
    const result = openMultiMarket(spec, provider, this.ids)
    this.apply(result.changes)
    return result
  }

  answersOf(marketId: string) {
    return [...this.slice.markets.values()].filter((m) => m.groupId === marketId)
  }

  /** A buy or sale on one answer of a multi-answer market, with its arbitrage. */
  tradeMulti(command: MultiTradeCommand) {
    const answers = this.answersOf(command.marketId)
    const positions = answers
      .flatMap((a) => (['yes', 'no'] as const).map((side) => this.slice.positions.get(positionId(command.accountId, a.id, side))))
      .filter((p) => p !== undefined)
    const rows = {
      market: this.slice.markets.get(command.marketId),
      answers,
      account: this.slice.accounts.get(command.accountId),
      positions,
      histories: answers.map((a) => this.slice.histories.get(a.id)).filter((h) => h !== undefined),
    }
    const result = tradeMulti(rows, command, this.ids)
    this.apply(result.changes)
    return result
  }

  /** What an order command on a multi-answer market reads: every account, and every position and open order in its answers. */
  multiBookRows(marketId: string): MultiBookRows {
    const answers = this.answersOf(marketId)
    const ids = new Set(answers.map((a) => a.id))
    return {
      market: this.slice.markets.get(marketId),
      answers,
      accounts: [...this.slice.accounts.values()],
      positions: [...this.slice.positions.values()].filter((p) => ids.has(p.marketId)),
      orders: [...this.slice.orders.values()].filter((o) => o.status === 'open' && ids.has(o.marketId)),
      histories: answers.map((a) => this.slice.histories.get(a.id)).filter((h) => h !== undefined),
    }
  }

  /** A trade on one answer that fills the resting orders it reaches (multi/orders.ts). */
  tradeMultiWithOrders(command: MultiTradeCommand) {
    const result = tradeMultiWithOrders(this.multiBookRows(command.marketId), command, this.ids)
    this.apply(result.changes)
    return result
  }

  /** A limit order on one answer (multi/orders.ts). */
  placeMultiOrder(command: MultiOrderCommand) {
    const result = placeMultiOrder(this.multiBookRows(command.marketId), command, this.ids)
    this.apply(result.changes)
    return result
  }

  /** Settles a closed multi-answer market: a winning answer, or void (its answers' open orders cancelled first). */
  settleMulti(command: Parameters<typeof settleMultiMarket>[1]) {
    for (const answer of this.answersOf(command.marketId)) this.closeDueOrders(command.now, answer.id)
    const answers = this.answersOf(command.marketId)
    const ids = new Set(answers.map((a) => a.id))
    const positions = [...this.slice.positions.values()].filter((p) => ids.has(p.marketId))
    const lpShares = [...this.slice.lpShares.values()].filter((l) => l.marketId === command.marketId)
    const owners = new Set([...positions, ...lpShares].map((r) => r.accountId))
    const accounts = [...owners].map((id) => this.slice.accounts.get(id)).filter((a) => a !== undefined)
    const ledger = this.ledger.filter((e) => e.marketId !== null && (e.marketId === command.marketId || ids.has(e.marketId)))
    const result = settleMultiMarket(
      { market: this.slice.markets.get(command.marketId), answers, positions, lpShares, accounts, ledger },
      command,
      this.ids,
    )
    this.apply(result.changes)
    return result
  }

  /** One simulation step over the whole in-memory exchange (a handler loads only plan rows). */
  simulate(universe: SimUniverse, fromMs: number, toMs: number, rng: Rng, options?: SimOptions) {
    const plan = planAdvance(universe, fromMs, toMs, rng, options)
    const settleMarketIds = [...this.slice.markets.values()].filter((m) => isDueForResolution(m, toMs)).map((m) => m.id)
    const result = advance(this.slice, { plan, settleMarketIds, clockNow: toMs, rng, ids: this.ids })
    this.apply(result.changes)
    return result
  }
}
