import type { MarketRow, PositionRow, TradeRow } from '../../src/exchange'
import { sidePriceCents } from '../../src/exchange'
import type { Portfolio, Position, Trade } from '../../src/api/contract'
import { dollars, toMarketSummary } from './markets'

export function toTrade(row: TradeRow, market: MarketRow, now: number): Trade {
  return {
    id: row.id,
    marketId: row.marketId,
    side: row.side,
    quantity: row.quantity,
    price: row.priceCents.toFixed(2),
    cost: dollars(row.cashCents),
    fee: dollars(row.feeCents),
    userId: row.accountId,
    createdAt: new Date(row.createdAt).toISOString(),
    market: toMarketSummary(market, now),
  }
}

export function toPosition(row: PositionRow, market: MarketRow, now: number): Position {
  return {
    marketId: row.marketId,
    side: row.side,
    quantity: row.quantity,
    avgPrice: Math.round(row.avgPriceCents * 100) / 100,
    settled: row.settled,
    payout: dollars(row.payoutCents),
    market: toMarketSummary(market, now),
  }
}

/** Current value of open positions in cents, at the side's current price. */
function openValueCents(positions: readonly PositionRow[], markets: Map<string, MarketRow>): number {
  let cents = 0
  for (const p of positions) {
    const market = markets.get(p.marketId)
    if (!market || p.settled || p.quantity <= 0) continue
    cents += p.quantity * sidePriceCents(market, p.side)
  }
  return Math.round(cents)
}

/**
 * Balance, total value (balance + open positions at current prices) and the
 * positions worth showing: open ones and settled ones (with their payout).
 */
export function toPortfolio(balanceCents: number, positions: readonly PositionRow[], markets: Map<string, MarketRow>, now: number): Portfolio {
  const shown = positions.filter((p) => markets.has(p.marketId) && (p.quantity > 0 || p.settled))
  return {
    balance: dollars(balanceCents),
    totalValue: dollars(balanceCents + openValueCents(shown, markets)),
    positions: shown
      .sort((a, b) => b.updatedAt - a.updatedAt)
      .map((p) => toPosition(p, markets.get(p.marketId)!, now)),
  }
}
