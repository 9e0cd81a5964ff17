import type { AccountFigures, LedgerEntry, LpShareRow, MarketRow, PositionRow, TradeRow } from '../../src/exchange'
import { accountFigures, investedCents, percentOf, positionFigures, STARTING_BALANCE_CENTS, tradeFigures, winRate } from '../../src/exchange'
import type { Portfolio, PortfolioFigures, Position, Trade } from '../../src/api/contract'
import { dollars, toMarketSummary } from './markets'

/** A trade with its figures (docs/product.md, "Figures"): cost is the cash charged. */
export function toTrade(row: TradeRow, market: MarketRow, now: number): Trade {
  const figures = tradeFigures(row, market)
  return {
    id: row.id,
    marketId: row.marketId,
    side: row.side,
    quantity: row.quantity,
    price: row.priceCents.toFixed(2),
    cost: dollars(row.cashCents),
    fee: dollars(row.feeCents),
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
  /** The account's trades and ledger entries: what it invested. */
  trades: readonly TradeRow[]
  ledger: readonly LedgerEntry[]
}

/**
 * Balance, portfolio value, the account's figures, and the positions worth showing:
 * open ones and settled ones (with their payout), most recently changed first.
 */
export function toPortfolio(rows: PortfolioRows, now: number): Portfolio {
  const { markets } = rows
  const figures = accountFigures(rows)
  const shown = rows.positions.filter((p) => markets.has(p.marketId) && (p.quantity > 0 || p.settled))
  return {
    balance: dollars(rows.balanceCents),
    totalValue: dollars(figures.totalValueCents),
    positions: [...shown]
      .sort((a, b) => b.updatedAt - a.updatedAt)
      .map((p) => toPosition(p, markets.get(p.marketId)!, now)),
    figures: toFigures(figures, investedCents(rows.trades, rows.ledger)),
  }
}
