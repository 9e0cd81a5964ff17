import type { AccountFigures, LpShareRow, MarketRow, OrderRow, PositionRow, TradeRow } from '../../src/exchange'
import { orderBook, positionLots, priceBeforeFeeCents, sideBp, type LotFigures } from '../../src/exchange'
import {
  accountFigures,
  availableQuantity,
  positionPriceBp,
  percentOf,
  positionFigures,
  STARTING_BALANCE_CENTS,
  tradeFigures,
  winRate,
} from '../../src/exchange'
import type { Order, OrderBook, Portfolio, PortfolioFigures, Position, Trade } from '../../src/api/contract'
import { dollars, groupOf, toMarketSummary } from './markets'

const priceAfter = (row: TradeRow) => ((row.side === 'yes' ? row.yesBpAfter : 10_000 - row.yesBpAfter) / 100).toFixed(2)

interface LotFields {
  heldQuantity: number
  heldCostCents: number
  soldQuantity: number
  proceedsCents: number
  valueCents: number
  realizedCents: number
  unrealizedCents: number
  status: Trade['status']
}

/** A buy's lot figures (src/exchange/lots.ts); without its lot (a row from before lots), the buy as if all still held. */
function buyLotFields(row: TradeRow, market: MarketRow, lot: LotFigures | undefined): LotFields {
  if (lot) {
    return {
      heldQuantity: lot.lot.heldQuantity,
      heldCostCents: lot.lot.heldCostCents,
      soldQuantity: lot.lot.soldQuantity,
      proceedsCents: lot.lot.proceedsCents,
      valueCents: lot.heldValueCents,
      realizedCents: lot.realizedCents,
      unrealizedCents: lot.unrealizedCents,
      status: lot.status,
    }
  }
  const figures = tradeFigures(row, market)
  const resolved = figures.result !== 'open'
  return {
    heldQuantity: row.quantity,
    heldCostCents: row.cashCents,
    soldQuantity: 0,
    proceedsCents: 0,
    valueCents: figures.valueCents,
    realizedCents: resolved ? figures.pnlCents : 0,
    unrealizedCents: resolved ? 0 : figures.pnlCents,
    status: figures.result,
  }
}

function saleFields(row: TradeRow): LotFields {
  const realizedCents = row.cashCents - (row.costBasisCents ?? 0)
  return {
    heldQuantity: 0,
    heldCostCents: 0,
    soldQuantity: row.quantity,
    proceedsCents: row.cashCents,
    valueCents: row.cashCents,
    realizedCents,
    unrealizedCents: 0,
    status: 'sold',
  }
}

/**
 * One row of the trade history (docs/product.md, "Lots"): a buy with its lot's figures, or a
 * sale with its proceeds and realized P&L. Cost is the cash charged (a sale's: the cost basis
 * of the contracts it took); price is before the fee.
 */
export function toTrade(row: TradeRow, market: MarketRow, now: number, lot?: LotFigures, group?: MarketRow): Trade {
  const f = row.action === 'sell' ? saleFields(row) : buyLotFields(row, market, lot)
  const costCents = row.action === 'sell' ? (row.costBasisCents ?? 0) : row.cashCents
  const closedAt = row.action === 'sell' ? row.createdAt : lotClosedAt(f.status, lot?.lot.closedAt, market)
  return {
    id: row.id,
    marketId: group?.id ?? row.marketId,
    side: row.side,
    action: row.action,
    kind: row.orderId ? 'fill' : 'market',
    orderId: row.orderId ?? null,
    quantity: row.quantity,
    price: priceBeforeFeeCents(row).toFixed(2),
    cost: dollars(costCents),
    proceeds: dollars(f.proceedsCents),
    fee: dollars(row.feeCents),
    value: dollars(f.valueCents),
    heldQuantity: f.heldQuantity,
    heldCost: dollars(f.heldCostCents),
    soldQuantity: f.soldQuantity,
    realizedPnl: dollars(f.realizedCents),
    unrealizedPnl: dollars(f.unrealizedCents),
    pnl: dollars(f.realizedCents + f.unrealizedCents),
    priceAfter: priceAfter(row),
    status: f.status,
    userId: row.accountId,
    createdAt: new Date(row.createdAt).toISOString(),
    closedAt: isoOrNull(closedAt),
    market: toMarketSummary(market, now, group),
  }
}

const isoOrNull = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

/**
 * When a lot finished (docs/product.md, "Lots"): when its last contract left, or when its market
 * resolved while it held some; null while open, and for a lot sold out before the time was kept.
 */
function lotClosedAt(status: Trade['status'], soldOutAt: number | undefined, market: MarketRow): number | null {
  if (status === 'open') return null
  if (status === 'sold') return soldOutAt ?? null
  return market.resolvedAt ?? soldOutAt ?? null
}

/** Contracts a pool handed back, as a row of the history: a lot with no trade (kind 'pool', no fee). */
function toPoolLot(lot: LotFigures, accountId: string, market: MarketRow, now: number, group?: MarketRow): Trade {
  const { lot: l } = lot
  return {
    id: `pool:${lot.positionId}:${l.at}`,
    marketId: group?.id ?? lot.marketId,
    side: lot.side,
    action: 'buy',
    kind: 'pool',
    orderId: null,
    quantity: l.quantity,
    price: (l.quantity > 0 ? l.costCents / l.quantity : 0).toFixed(2),
    cost: dollars(l.costCents),
    proceeds: dollars(l.proceedsCents),
    fee: dollars(0),
    value: dollars(lot.heldValueCents),
    heldQuantity: l.heldQuantity,
    heldCost: dollars(l.heldCostCents),
    soldQuantity: l.soldQuantity,
    realizedPnl: dollars(lot.realizedCents),
    unrealizedPnl: dollars(lot.unrealizedCents),
    pnl: dollars(lot.pnlCents),
    priceAfter: (sideBp(market, lot.side) / 100).toFixed(2),
    status: lot.status,
    userId: accountId,
    createdAt: new Date(l.at).toISOString(),
    closedAt: isoOrNull(lotClosedAt(lot.status, l.closedAt, market)),
    market: toMarketSummary(market, now, group),
  }
}

interface HistoryRows {
  accountId: string
  /** The account's trades, newest first. */
  trades: readonly TradeRow[]
  positions: readonly PositionRow[]
  /** Their markets, and the multi-answer markets of any answers among them. */
  markets: ReadonlyMap<string, MarketRow>
}

/**
 * GET /api/trades: the account's buys as lots (with the lots pools handed back), and its sales,
 * newest first. Rows whose market is gone are left out.
 */
export function toTradeHistory(rows: HistoryRows, now: number): Trade[] {
  const byTrade = new Map<string, LotFigures>()
  const poolLots: Trade[] = []
  for (const position of rows.positions) {
    const market = rows.markets.get(position.marketId)
    if (!market) continue
    for (const lot of positionLots(position, market)) {
      if (lot.lot.tradeId !== null) byTrade.set(lot.lot.tradeId, lot)
      else if (position.lots) poolLots.push(toPoolLot(lot, rows.accountId, market, now, groupOf(market, rows.markets)))
    }
  }
  const trades = rows.trades.flatMap((t) => {
    const market = rows.markets.get(t.marketId)
    return market ? [toTrade(t, market, now, byTrade.get(t.id), groupOf(market, rows.markets))] : []
  })
  if (poolLots.length === 0) return trades
  // Stable by time, newest first: a pool lot sits among the trades of its moment.
  return [...trades, ...poolLots].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
}

function toPosition(row: PositionRow, market: MarketRow, now: number, group?: MarketRow): Position {
  const figures = positionFigures(row, market)
  return {
    marketId: group?.id ?? row.marketId,
    side: row.side,
    quantity: row.quantity,
    avgPrice: Math.round(row.avgPriceCents * 100) / 100,
    currentPrice: (positionPriceBp(row, market) / 100).toFixed(2),
    reservedQuantity: row.settled ? 0 : (row.reservedQuantity ?? 0),
    availableQuantity: availableQuantity(row),
    pnlPercent: Math.round(percentOf(figures.pnlCents, figures.costCents) * 100) / 100,
    realizedPnl: dollars(row.realizedCents),
    settled: row.settled,
    payout: dollars(row.payoutCents),
    cost: dollars(figures.costCents),
    value: dollars(figures.valueCents),
    pnl: dollars(figures.pnlCents),
    status: figures.result,
    market: toMarketSummary(market, now, group),
  }
}

function toFigures(f: AccountFigures, invested: number): PortfolioFigures {
  return {
    positionsValue: dollars(f.positionsValueCents),
    poolsValue: dollars(f.poolsValueCents),
    reserved: dollars(f.reservedCents),
    positionsPnl: dollars(f.positionsPnlCents),
    poolsPnl: dollars(f.poolsPnlCents),
    unrealizedPnl: dollars(f.unrealizedPnlCents),
    realizedPnl: dollars(f.realizedPnlCents),
    tradingRealizedPnl: dollars(f.tradingRealizedCents),
    totalPnl: dollars(f.totalPnlCents),
    // Cents of the $10,000 start: exact at four decimals (without the rounding, -0.24550000000000002).
    totalPnlPercent: Math.round(percentOf(f.totalPnlCents, STARTING_BALANCE_CENTS) * 10_000) / 10_000,
    invested: dollars(invested),
    currentValue: dollars(invested + f.totalPnlCents),
    openPositions: f.openPositions,
    wins: f.wins,
    losses: f.losses,
    winRate: winRate(f),
  }
}

interface PortfolioRows {
  balanceCents: number
  positions: readonly PositionRow[]
  lpShares: readonly LpShareRow[]
  markets: ReadonlyMap<string, MarketRow>
  /** The account's open orders: the cash they reserve. */
  openOrders: readonly OrderRow[]
  /** What it invested (figures.ts's investedCents). */
  investedCents: number
}

/**
 * Balance, portfolio value, the account's figures, and the positions worth showing:
 * open ones and settled ones (with their payout), most recently changed first. A position sold
 * out is left out, before its market resolves and after (unless a void refunded it something).
 */
export function toPortfolio(rows: PortfolioRows, now: number): Portfolio {
  const { markets } = rows
  const orderReservedCents = rows.openOrders.reduce((sum, o) => sum + o.reservedCents, 0)
  const figures = accountFigures({ ...rows, orderReservedCents })
  // A settled position shows when it held contracts at the resolution, or a void refunded it
  // something: one sold out before its market resolved is done with, not "Lost" (QA pass).
  const shown = rows.positions.filter((p) => markets.has(p.marketId) && (p.quantity > 0 || (p.settled && p.payoutCents !== 0)))
  return {
    balance: dollars(rows.balanceCents),
    cashAvailable: dollars(rows.balanceCents),
    cashReserved: dollars(orderReservedCents),
    openOrders: rows.openOrders.length,
    totalValue: dollars(figures.totalValueCents),
    positions: [...shown]
      .sort((a, b) => b.updatedAt - a.updatedAt)
      .map((p) => {
        const market = markets.get(p.marketId)!
        return toPosition(p, market, now, groupOf(market, markets))
      }),
    figures: toFigures(figures, rows.investedCents),
  }
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

/** A limit order as GET/POST/DELETE /api/orders answer it. */
export function toOrder(row: OrderRow, market: MarketRow, now: number, group?: MarketRow): Order {
  return {
    id: row.id,
    userId: row.accountId,
    marketId: group?.id ?? row.marketId,
    side: row.side,
    action: row.action,
    quantity: row.quantity,
    filledQuantity: row.filledQuantity,
    remainingQuantity: row.status === 'open' ? row.quantity - row.filledQuantity : 0,
    limitPriceCents: row.limitPriceCents,
    averageFillPriceCents: row.filledQuantity > 0 ? Math.round((row.filledCashCents / row.filledQuantity) * 100) / 100 : null,
    status: row.status,
    reservedCash: dollars(row.reservedCents),
    reservedContracts: row.reservedShares,
    createdAt: new Date(row.createdAt).toISOString(),
    expiresAt: iso(row.expiresAt),
    closedAt: iso(row.closedAt),
    market: toMarketSummary(market, now, group),
  }
}

/** GET /api/markets/{id}/book: the open orders by level, and the pool's prices. */
export function toOrderBook(market: MarketRow, orders: readonly OrderRow[], now: number): OrderBook {
  const book = orderBook(orders, now)
  return {
    marketId: market.id,
    yesPrice: (sideBp(market, 'yes') / 100).toFixed(2),
    noPrice: (sideBp(market, 'no') / 100).toFixed(2),
    pool: { yesReserve: market.yesReserve, noReserve: market.noReserve },
    yes: book.yes,
    no: book.no,
  }
}
