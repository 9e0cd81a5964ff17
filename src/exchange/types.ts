/**
 * Plain-data rows of the exchange. Each maps 1:1 onto an IndexedDB table row.
 * Units: cash is always integer cents (`...Cents`), times are ms since epoch,
 * quantities of contracts are shares (1 share pays 100 cents if it wins).
 */
export type Side = 'yes' | 'no'
/** How a market resolved: a side won, or it was voided (each trader refunded, settlement.ts). */
export type Resolution = Side | 'void'
export type MarketStatus = 'active' | 'closed' | 'resolved'
export type AccountKind = 'user' | 'sim' | 'house'
/**
 * 'instant': a short-lived market the simulation lists and settles on its own (see instant/).
 * 'multi': a question with 2..20 answers, exactly one of which wins (multi/market.ts); each answer
 * is a row of kind 'answer' with the multi market's id as its groupId, and its own Yes/No pool.
 */
export type MarketKind = 'standard' | 'instant' | 'multi' | 'answer'

/** The two reserves of a binary fixed-product market maker, in shares (may be fractional). */
export interface PoolState {
  readonly yesReserve: number
  readonly noReserve: number
}

export interface MarketRow extends PoolState {
  readonly id: string
  readonly title: string
  readonly description: string
  readonly imageUrl: string | null
  readonly categoryId: string
  readonly createdAt: number
  readonly closesAt: number
  /** Stored status; the effective one at a time is `marketStatusAt(market, now)`. */
  readonly status: MarketStatus
  readonly resolution: Resolution | null
  readonly resolvedAt: number | null
  readonly trending: boolean
  readonly featured: boolean
  /** Cash held by the market: backs outstanding complete sets (1 yes + 1 no = 100 cents). */
  readonly collateralCents: number
  /** Trading fees not yet paid out to liquidity providers (cash). */
  readonly feePoolCents: number
  /** Cumulative fee cents per LP share (accounting only; payouts are floored to cents). */
  readonly feeIndex: number
  readonly lpSharesTotal: number
  /** Lifetime traded cash (seeded history + real trades); API shows volumeCents / 100 dollars. */
  readonly volumeCents: number
  /** Seeded base count + distinct accounts that traded here since the seed. */
  readonly traderCount: number
  /** Simulation only, never expose through the API: hidden true probability in logit space. */
  readonly hiddenLogit: number
  /** Simulation only: when hiddenLogit last drifted (ms). */
  readonly simAt: number
  /** Absent means 'standard'. Instant markets stay out of the main lists. */
  readonly kind?: MarketKind
  /**
   * An answer of a multi-answer market: that market's id (multi/market.ts). An answer row holds
   * its pool, volume and traders; its market holds the cash of all its answers.
   */
  readonly groupId?: string
  /** A multi-answer market: its answers' row ids, in the order they were given (a market page reads them at once). */
  readonly answerIds?: readonly string[]
  /** A resolved multi-answer market: the answer that won (its resolution is 'yes'; a void is 'void'). */
  readonly winningAnswerId?: string
  /** A market an admin made (market-admin.ts): the admin's user id. Absent: the catalogue's or the simulation's. */
  readonly createdBy?: string
  /** How an admin's market resolves, in words, and where the answer will be read. */
  readonly rules?: string
  readonly resolutionSource?: string | null
  /** An admin's resolution: who made it (a user id) and the note they gave. */
  readonly resolvedBy?: string
  readonly resolvedByName?: string
  readonly resolutionNote?: string
}

export interface AccountRow {
  readonly id: string // equals the user id for people, 'sim-N' for simulated traders
  readonly kind: AccountKind
  readonly balanceCents: number
  readonly createdAt: number
}

export interface PositionRow {
  readonly id: string // positionId(accountId, marketId, side)
  readonly accountId: string
  readonly marketId: string
  readonly side: Side
  /** Whole contracts held (never negative). */
  readonly quantity: number
  /** Cost basis of the contracts held, fee included (integer cents): the sum of the held lots' cost. */
  readonly costCents: number
  /** costCents / quantity, cents per contract (0 when flat). */
  readonly avgPriceCents: number
  /** Proceeds minus cost basis of contracts already sold or settled (cents). */
  readonly realizedCents: number
  /** True once the market resolved and this row was paid (or expired worthless). */
  readonly settled: boolean
  /** Settled by a void (settlement.ts): payoutCents is the owner's refund, nobody won or lost. Absent: not voided. */
  readonly voided?: boolean
  /** Contracts held back by open sell orders (absent: none); never more than quantity. */
  readonly reservedQuantity?: number
  readonly payoutCents: number
  readonly updatedAt: number
  /**
   * The position's lots, oldest first: every buy (and every batch of contracts a pool handed
   * back) is one lot; a sale takes contracts from the oldest lots first (docs/product.md,
   * "Lots"). Absent on rows kept from before lots: such a row is one lot of what it holds.
   */
  readonly lots?: readonly PositionLot[]
}

/** Contracts that came into a position together, and what became of them. */
export interface PositionLot {
  /** The trade that bought them, or null when a pool handed them back (or the row predates lots). */
  readonly tradeId: string | null
  readonly at: number
  /** Contracts that came in, and what they cost (fee included). */
  readonly quantity: number
  readonly costCents: number
  /** Contracts of it still held, and their cost basis (costCents in proportion). */
  readonly heldQuantity: number
  readonly heldCostCents: number
  /** Contracts of it sold (or paired into cash in a pool), and what they brought in. */
  readonly soldQuantity: number
  readonly proceedsCents: number
  /** When its last contract left (sold or paired): absent while it holds some, and on rows from before this was kept. */
  readonly closedAt?: number
}

export interface LpShareRow {
  readonly id: string // lpShareId(accountId, marketId)
  readonly accountId: string
  readonly marketId: string
  readonly shares: number
  /** Fee accounting: pending fees = shares * market.feeIndex - feeDebt. */
  readonly feeDebt: number
  /** Net cash put into the pool (added minus cash taken out), for display. */
  readonly contributedCents: number
  /**
   * Cash ever added to the pool (the sum of the account's liquidity_add entries here), for the
   * portfolio's Total Invested without reading the ledger. Absent on rows kept from before it
   * was counted, and on an opening provider's row: then the ledger is read instead.
   */
  readonly addedCents?: number
  readonly updatedAt: number
}

export type LedgerKind =
  | 'deposit' // starting balance
  | 'trade' // buy (negative, net of fee) or sale proceeds (positive, before fee)
  | 'fee' // trading fee (negative)
  | 'settlement' // 100 cents per winning contract
  | 'liquidity_add'
  | 'liquidity_remove' // includes the LPs' share of collateral at settlement
  | 'fee_claim'
  | 'order_reserve' // cash a buy order holds back (negative)
  | 'order_release' // reserved cash back: what is left when the order fills, is cancelled, expires or its market closes

export interface LedgerEntry {
  readonly id: string
  readonly accountId: string
  readonly marketId: string | null
  readonly kind: LedgerKind
  /** Signed integer cents: positive credits the account. */
  readonly amountCents: number
  readonly at: number
  /** The trade id this entry belongs to, if any. */
  readonly refId: string | null
}

export interface TradeRow {
  readonly id: string
  readonly accountId: string
  readonly marketId: string
  readonly side: Side
  readonly action: 'buy' | 'sell'
  readonly quantity: number
  /** Average price per contract incl. fee, cents (cashCents / quantity). */
  readonly priceCents: number
  /** Cash paid (buy) or received (sell), fee included, positive integer cents. */
  readonly cashCents: number
  readonly feeCents: number
  /** Yes price after the trade, hundredths of a cent (basis points of $1). */
  readonly yesBpAfter: number
  readonly createdAt: number
  /** The account's limit order this trade fills (absent or null: a market trade). */
  readonly orderId?: string | null
  /** Sells: the cost basis of the contracts sold (realized P&L = cashCents - costBasisCents). */
  readonly costBasisCents?: number
}

export type OrderStatus = 'open' | 'filled' | 'cancelled' | 'expired'

/** A limit order (docs/product.md, "Limit orders"). */
export interface OrderRow {
  readonly id: string
  readonly accountId: string
  readonly marketId: string
  readonly side: Side
  readonly action: 'buy' | 'sell'
  readonly quantity: number
  readonly filledQuantity: number
  /** Whole cents, 1..99: a buy's highest price, a sell's lowest. */
  readonly limitPriceCents: number
  /** Cash paid (buy) or received (sell) by the fills so far, fee included. */
  readonly filledCashCents: number
  readonly feeCents: number
  /** Cash a buy order still holds back (0 for sells and once closed). */
  readonly reservedCents: number
  /** Contracts a sell order still holds back (0 for buys and once closed). */
  readonly reservedShares: number
  readonly status: OrderStatus
  readonly createdAt: number
  readonly expiresAt: number | null
  readonly closedAt: number | null
}

/** y: yes price in cents with one decimal. */
export interface PricePoint {
  readonly t: number
  readonly y: number
}

export interface PriceHistoryRow {
  readonly marketId: string
  readonly points: readonly PricePoint[]
}

/** Unique ids for new trade and ledger rows; handlers may back it by crypto.randomUUID. */
export interface IdSource {
  next(prefix: string): string
}
