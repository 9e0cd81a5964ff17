import type { AccountFigures, LpShareRow, MarketRow, OrderRow, PositionRow, TradeRow } from '../../src/exchange'
import { orderBook, sideBp } from '../../src/exchange'
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
import { dollars, toMarketSummary } from './markets'

/** A trade with its figures (docs/product.md, "Figures"): cost is the cash charged. */
export function toTrade(row: TradeRow, market: MarketRow, now: number): Trade {
  const figures = tradeFigures(row, market)
  return {
    id: row.id,
    marketId: row.marketId,
    side: row.side,
    action: row.action,
    kind: row.orderId ? 'fill' : 'market',
    orderId: row.orderId ?? null,
    quantity: row.quantity,
    price: row.priceCents.toFixed(2),
    cost: dollars(figures.costCents),
    proceeds: dollars(row.action === 'sell' ? row.cashCents : 0),
    fee: dollars(row.feeCents),
    priceAfter: ((row.side === 'yes' ? row.yesBpAfter : 10_000 - row.yesBpAfter) / 100).toFixed(2),
    value: dollars(figures.valueCents),
    pnl: dollars(figures.pnlCents),
    status: figures.result,
    userId: row.accountId,
    createdAt: new Date(row.createdAt).toISOString(),
    market: toMarketSummary(market, now),
  }
}

function toPosition(row: PositionRow, market: MarketRow, now: number): Position {
  const figures = positionFigures(row, market)
  return {
    marketId: row.marketId,
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
    market: toMarketSummary(market, now),
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
    totalPnlPercent: percentOf(f.totalPnlCents, STARTING_BALANCE_CENTS),
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
 * open ones and settled ones (with their payout), most recently changed first.
 */
export function toPortfolio(rows: PortfolioRows, now: number): Portfolio {
  const { markets } = rows
  const orderReservedCents = rows.openOrders.reduce((sum, o) => sum + o.reservedCents, 0)
  const figures = accountFigures({ ...rows, orderReservedCents })
  const shown = rows.positions.filter((p) => markets.has(p.marketId) && (p.quantity > 0 || p.settled))
  return {
    balance: dollars(rows.balanceCents),
    cashAvailable: dollars(rows.balanceCents),
    cashReserved: dollars(orderReservedCents),
    openOrders: rows.openOrders.length,
    totalValue: dollars(figures.totalValueCents),
    positions: [...shown].sort((a, b) => b.updatedAt - a.updatedAt).map((p) => toPosition(p, markets.get(p.marketId)!, now)),
    figures: toFigures(figures, rows.investedCents),
  }
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

/** A limit order as GET/POST/DELETE /api/orders answer it. */
export function toOrder(row: OrderRow, market: MarketRow, now: number): Order {
  return {
    id: row.id,
    userId: row.accountId,
    marketId: row.marketId,
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
    market: toMarketSummary(market, now),
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
