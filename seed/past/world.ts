import { positionId, sliceFrom } from '../../src/exchange'
import type {
  AccountRow,
  AdvancePlan,
  ChangeSet,
  ExchangeSlice,
  LedgerEntry,
  LpShareRow,
  MarketRow,
  MatchRows,
  OrderRow,
  PositionRow,
  PriceHistoryRow,
  TradeRow,
} from '../../src/exchange'
import { updateTraderStats, type TraderStatsRow } from '../../src/exchange/trader-stats'
import { updateFlowBuckets, type FlowBucketRow } from '../../src/exchange/trade-flow'

/**
 * The whole exchange in memory while the seed plays its past: every command's ChangeSet is
 * applied here exactly as backend/exchange-store.ts writes one (with the derived trader stats
 * and trade-flow buckets folded in first, from the positions as they were), and every row a
 * change touched is remembered, so the seed writes only those (bulk, once) instead of
 * thousands of small transactions.
 */
export class PastWorld {
  readonly markets = new Map<string, MarketRow>()
  readonly accounts = new Map<string, AccountRow>()
  readonly positions = new Map<string, PositionRow>()
  readonly lpShares = new Map<string, LpShareRow>()
  readonly histories = new Map<string, PriceHistoryRow>()
  /** Limit orders (the simulated traders rest some of their buys), open or not. */
  readonly orders = new Map<string, OrderRow>()
  readonly trades: TradeRow[] = []
  readonly ledger: LedgerEntry[] = []
  readonly stats = new Map<string, TraderStatsRow>()
  readonly buckets = new Map<string, FlowBucketRow>()
  /** Ids of rows some change wrote (histories by market id). */
  readonly changed = {
    markets: new Set<string>(),
    accounts: new Set<string>(),
    positions: new Set<string>(),
    lpShares: new Set<string>(),
    histories: new Set<string>(),
    orders: new Set<string>(),
  }
  private readonly positionsByMarket = new Map<string, Set<string>>()
  private readonly lpSharesByMarket = new Map<string, Set<string>>()
  /** Order ids by market (open or not: a reader filters). */
  private readonly ordersByMarket = new Map<string, Set<string>>()

  constructor(rows: {
    markets: readonly MarketRow[]
    accounts: readonly AccountRow[]
    positions: readonly PositionRow[]
    lpShares: readonly LpShareRow[]
  }) {
    for (const m of rows.markets) this.markets.set(m.id, m)
    for (const a of rows.accounts) this.accounts.set(a.id, a)
    for (const p of rows.positions) this.putPosition(p)
    for (const l of rows.lpShares) this.putLpShare(l)
  }

  private putPosition(p: PositionRow): void {
    this.positions.set(p.id, p)
    let ids = this.positionsByMarket.get(p.marketId)
    if (ids === undefined) this.positionsByMarket.set(p.marketId, (ids = new Set()))
    ids.add(p.id)
  }

  private putLpShare(l: LpShareRow): void {
    this.lpShares.set(l.id, l)
    let ids = this.lpSharesByMarket.get(l.marketId)
    if (ids === undefined) this.lpSharesByMarket.set(l.marketId, (ids = new Set()))
    ids.add(l.id)
  }

  /** Applies a command's changes, as writeChangeSet would (stats first, from the rows before). */
  apply(changes: ChangeSet): void {
    if (changes.trades.length > 0 || changes.positions.length > 0) {
      const before = new Map<string, PositionRow>()
      for (const p of changes.positions) {
        const old = this.positions.get(p.id)
        if (old !== undefined) before.set(p.id, old)
      }
      for (const row of updateTraderStats(changes, this.stats, before)) this.stats.set(row.id, row)
      for (const row of updateFlowBuckets(changes, this.buckets)) this.buckets.set(row.id, row)
    }
    for (const m of changes.markets) {
      this.markets.set(m.id, m)
      this.changed.markets.add(m.id)
    }
    for (const a of changes.accounts) {
      this.accounts.set(a.id, a)
      this.changed.accounts.add(a.id)
    }
    for (const p of changes.positions) {
      this.putPosition(p)
      this.changed.positions.add(p.id)
    }
    for (const l of changes.lpShares) {
      this.putLpShare(l)
      this.changed.lpShares.add(l.id)
    }
    for (const h of changes.histories) {
      this.histories.set(h.marketId, h)
      this.changed.histories.add(h.marketId)
    }
    for (const o of changes.orders ?? []) {
      this.orders.set(o.id, o)
      this.changed.orders.add(o.id)
      let ids = this.ordersByMarket.get(o.marketId)
      if (ids === undefined) this.ordersByMarket.set(o.marketId, (ids = new Set()))
      ids.add(o.id)
    }
    for (const t of changes.trades) this.trades.push(t)
    for (const e of changes.ledger) this.ledger.push(e)
  }

  /** A stored chart for a market that had none (the seeded one, up to the first change). */
  startHistory(history: PriceHistoryRow): void {
    this.histories.set(history.marketId, history)
    this.changed.histories.add(history.marketId)
  }

  positionsIn(marketId: string): PositionRow[] {
    return [...(this.positionsByMarket.get(marketId) ?? [])].map((id) => this.positions.get(id)!)
  }

  lpSharesIn(marketId: string): LpShareRow[] {
    return [...(this.lpSharesByMarket.get(marketId) ?? [])].map((id) => this.lpShares.get(id)!)
  }

  /** An account's rows in one market, as a trade command reads them. */
  tradeRows(accountId: string, marketId: string) {
    const positions = [positionId(accountId, marketId, 'yes'), positionId(accountId, marketId, 'no')]
      .map((id) => this.positions.get(id))
      .filter((p) => p !== undefined)
    return {
      market: this.markets.get(marketId),
      account: this.accounts.get(accountId),
      positions,
      history: this.histories.get(marketId),
    }
  }

  /** A market's open orders. */
  openOrdersIn(marketId: string): OrderRow[] {
    const open: OrderRow[] = []
    for (const id of this.ordersByMarket.get(marketId) ?? []) {
      const order = this.orders.get(id)!
      if (order.status === 'open') open.push(order)
    }
    return open
  }

  /** What the order matcher reads for a command of `accountId` in a market: its open orders and their owners' rows. */
  matchRows(accountId: string, marketId: string): MatchRows {
    const orders = this.openOrdersIn(marketId)
    const owners = [...new Set([accountId, ...orders.map((o) => o.accountId)])]
    return {
      market: this.markets.get(marketId),
      accounts: owners.flatMap((id) => this.accounts.get(id) ?? []),
      positions: owners.flatMap((id) => this.tradeRows(id, marketId).positions),
      orders,
      history: this.histories.get(marketId),
    }
  }

  /**
   * The rows a simulation step reads (what backend/simulation.ts loads from IndexedDB): the
   * plan's markets, accounts, positions and pool shares, and every row of the markets it settles.
   */
  sliceFor(
    plan: Pick<AdvancePlan, 'marketIds' | 'accountIds' | 'positionIds' | 'lpShareIds'>,
    settleIds: readonly string[],
  ): ExchangeSlice {
    const { marketIds, accountIds, positionIds } = plan
    const markets = [...new Set([...marketIds, ...settleIds])].flatMap((id) => this.markets.get(id) ?? [])
    const positions = new Map<string, PositionRow>()
    for (const id of positionIds) {
      const p = this.positions.get(id)
      if (p !== undefined) positions.set(id, p)
    }
    const lpShares = new Map<string, LpShareRow>()
    for (const id of plan.lpShareIds) {
      const l = this.lpShares.get(id)
      if (l !== undefined) lpShares.set(id, l)
    }
    const owners = new Set(accountIds)
    for (const id of settleIds) {
      for (const p of this.positionsIn(id)) {
        positions.set(p.id, p)
        owners.add(p.accountId)
      }
      for (const l of this.lpSharesIn(id)) {
        lpShares.set(l.id, l)
        owners.add(l.accountId)
      }
    }
    // The open orders of these markets, with their owners' rows (the matcher fills them, a close cancels them).
    const inSlice = new Set(markets.map((m) => m.id))
    const orders = [...this.orders.values()].filter((o) => o.status === 'open' && inSlice.has(o.marketId))
    for (const o of orders) {
      owners.add(o.accountId)
      for (const p of this.tradeRows(o.accountId, o.marketId).positions) positions.set(p.id, p)
    }
    return sliceFrom({
      markets,
      histories: markets.flatMap((m) => this.histories.get(m.id) ?? []),
      positions: positions.values(),
      lpShares: lpShares.values(),
      accounts: [...owners].flatMap((id) => this.accounts.get(id) ?? []),
      orders,
    })
  }
}
