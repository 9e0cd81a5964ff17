import { isOpenAt, priceBeforeFeeCents, tenthsOfCent } from '../../src/exchange'
import type { CopyTradeResult } from '../../src/api/contract'
import type { Backend } from '../backend'
import { HttpError } from '../http'
import { logActivity } from '../activity'
import { bookTrade, tradingTables } from '../trading'
import { copyId } from './recent-trades'
import { lockRows, rowKey, useRowLocks } from '../row-locks'

/**
 * Copies another trader's pending buy: the same side and quantity for the person,
 * at today's price, through the same code as POST /api/trades (bookTrade logs
 * 'trade_placed'), then 'trade_copied'. One transaction: a refusal changes nothing.
 * 404 unknown trade; 400 your own trade; 409 a sell, a market no longer open, or a
 * trade already copied; 422 when the balance does not cover it.
 */
export async function copyTrade(backend: Backend, userId: string, tradeId: string): Promise<CopyTradeResult> {
  const { db } = backend
  return db.transaction('rw', [...tradingTables(backend), db.copies], async () => {
    // On the server it locks rows as a trade does (backend/row-locks.ts): its market, which stands
    // for the copies of the market's trades too (two copies of one trade wait on each other), then
    // the accounts (bookTrade). Trades elsewhere go on. A trade row never changes: no lock.
    useRowLocks()
    const source = await db.trades.get(tradeId)
    if (!source) throw new HttpError(404, 'Trade not found')
    if (source.accountId === userId) throw new HttpError(400, 'You cannot copy your own trade')
    if (source.action !== 'buy') throw new HttpError(409, 'Only buy trades can be copied')
    lockRows([rowKey.market(source.marketId)])
    const market = await db.markets.get(source.marketId)
    if (!market) throw new HttpError(404, 'Market not found')
    if (market.status === 'resolved') throw new HttpError(409, 'This trade is no longer pending: its market has resolved')
    if (!isOpenAt(market, backend.now())) throw new HttpError(409, 'This market is closed for trading')
    const id = copyId(userId, source.id)
    if (await db.copies.get(id)) throw new HttpError(409, 'You already copied this trade')
    const booked = await bookTrade(backend, userId, { marketId: source.marketId, side: source.side, quantity: source.quantity })
    const now = backend.now()
    await db.copies.add({
      id,
      userId,
      sourceTradeId: source.id,
      traderId: source.accountId,
      tradeId: booked.row.id,
      createdAt: now,
    })
    await logActivity(db, {
      userId,
      action: 'trade_copied',
      details: {
        side: source.side,
        quantity: source.quantity,
        price: String(tenthsOfCent(priceBeforeFeeCents(booked.row))),
        marketTitle: market.title,
      },
      metadata: { amount: booked.row.cashCents / 100, side: source.side },
      timestamp: now,
    })
    return { trade: booked.trade, sourceTradeId: source.id, traderId: source.accountId }
  })
}
