import Dexie from 'dexie'
import { isOpenAt, MAX_QUANTITY, priceBeforeFeeCents, tradeFigures, type MarketRow, type TradeRow } from '../../src/exchange'
import { tradeOutcome } from '../../src/exchange/leaderboard'
import { TRADER_RECENT_TRADES, type TraderTrade } from '../../src/api/contract'
import type { ForesightDB } from '../db'
import { marketsWithGroups } from '../queries/answers'
import { groupOf } from '../views/markets'

/** Id of the row that records `userId` copying `tradeId`. */
export const copyId = (userId: string, tradeId: string) => `${userId}:${tradeId}`

/** Each trader's latest buys (sells are exits, not predictions), newest first: one index walk per trader. */
async function latestBuys(db: ForesightDB, traderIds: readonly string[]): Promise<Map<string, TradeRow[]>> {
  const lists = await Promise.all(
    traderIds.map((id) =>
      db.trades
        .where('[accountId+createdAt]')
        .between([id, Dexie.minKey], [id, Dexie.maxKey])
        .reverse()
        .filter((t) => t.action === 'buy')
        .limit(TRADER_RECENT_TRADES)
        .toArray(),
    ),
  )
  return new Map(traderIds.map((id, i) => [id, lists[i] ?? []]))
}

function toTraderTrade(
  trade: TradeRow,
  market: MarketRow,
  now: number,
  copiable: { self: boolean; copied: boolean },
  group?: MarketRow,
): TraderTrade {
  const outcome = tradeOutcome(trade, market)
  return {
    id: trade.id,
    // A trade on an answer is named by its market and the answer, and opens the market's page.
    market: group ? `${group.title} · ${market.title}` : market.title,
    marketId: group?.id ?? market.id,
    prediction: trade.side === 'yes' ? 'YES' : 'NO',
    side: trade.side,
    outcome,
    profit: tradeFigures(trade, market).pnlCents / 100,
    quantity: trade.quantity,
    price: Number(priceBeforeFeeCents(trade).toFixed(2)),
    timestamp: new Date(trade.createdAt).toISOString(),
    // A copy trades by side on a Yes/No market (backend/social/copy-trade.ts): not an answer's.
    copyable: !group && outcome === 'pending' && isOpenAt(market, now) && !copiable.self && trade.quantity <= MAX_QUANTITY,
    copied: copiable.copied,
  }
}

/** Recent trades of each trader as the social page shows them, with the viewer's Copy state. */
export async function recentTradesOf(db: ForesightDB, traderIds: readonly string[], viewerId: string, now: number) {
  const buys = await latestBuys(db, traderIds)
  const all = [...buys.values()].flat()
  const [marketById, copies] = await Promise.all([
    marketsWithGroups(
      db,
      all.map((t) => t.marketId),
    ),
    db.copies.bulkGet(all.map((t) => copyId(viewerId, t.id))),
  ])
  const copied = new Set(copies.filter((c) => c !== undefined).map((c) => c.sourceTradeId))
  const result = new Map<string, TraderTrade[]>()
  for (const [traderId, trades] of buys) {
    result.set(
      traderId,
      trades.flatMap((t) => {
        const market = marketById.get(t.marketId)
        const group = market ? groupOf(market, marketById) : undefined
        return market ? [toTraderTrade(t, market, now, { self: traderId === viewerId, copied: copied.has(t.id) }, group)] : []
      }),
    )
  }
  return result
}
