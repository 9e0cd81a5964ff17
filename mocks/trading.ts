import { placeTrade, positionId, type MarketRow, type Side, type TradeRow } from '../src/exchange'
import type { Trade } from '../src/api/contract'
import type { Backend } from './backend'
import { ensureAccount } from './accounts'
import { exchangeTables, randomIds, writeChangeSet } from './exchange-store'
import { historyOf } from './histories'
import { logActivity } from './activity'
import { toTrade } from './views/trades'

export interface Order {
  marketId: string
  side: Side
  quantity: number
}

export interface Booked {
  /** The API answer for the trade. */
  trade: Trade
  row: TradeRow
  market: MarketRow
}

/** Tables bookTrade writes: open the transaction with at least these. */
export function tradingTables(backend: Backend) {
  return [...exchangeTables(backend.db), backend.db.activity]
}

/**
 * Buys for a person at today's price through the exchange (POST /api/trades and
 * copy-trade share it): reads the rows, calls placeTrade, writes the ChangeSet and
 * logs 'trade_placed'. Call inside an rw transaction over tradingTables(); a refused
 * order throws (ExchangeError) and nothing is written.
 */
export async function bookTrade(backend: Backend, userId: string, order: Order): Promise<Booked> {
  const { db } = backend
  const now = backend.now()
  // Every read at once, and below every write at once: each wait is a round trip to IndexedDB.
  const [account, market, stored, history] = await Promise.all([
    ensureAccount(backend, userId),
    db.markets.get(order.marketId),
    db.positions.bulkGet([positionId(userId, order.marketId, 'yes'), positionId(userId, order.marketId, 'no')]),
    db.histories.get(order.marketId),
  ])
  const positions = stored.filter((p) => p !== undefined)
  const result = placeTrade(
    { market, account, positions, history: historyOf(market, history) },
    { accountId: userId, marketId: order.marketId, side: order.side, quantity: order.quantity, now },
    randomIds,
  )
  await Promise.all([
    writeChangeSet(db, result.changes, { positions, markets: market ? [market] : [] }),
    logActivity(db, {
      userId,
      action: 'trade_placed',
      details: { side: order.side, quantity: order.quantity, price: String(Math.round(result.trade.priceCents)), marketTitle: market!.title },
      metadata: { amount: result.trade.cashCents / 100, side: order.side },
      timestamp: now,
    }),
  ])
  const marketAfter = result.changes.markets[0] as MarketRow
  return { trade: toTrade(result.trade, marketAfter, now), row: result.trade, market: marketAfter }
}
