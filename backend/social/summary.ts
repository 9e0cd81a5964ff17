import type { SocialSummary } from '../../src/api/contract'
import type { Backend } from '../backend'

const DAY_MS = 24 * 60 * 60 * 1000

/** Summary-card figures: index counts only. */
export async function loadSummary(backend: Backend, userId: string): Promise<SocialSummary> {
  const { db } = backend
  const now = backend.now()
  return db.transaction('r', [db.follows, db.copies, db.traderStats], async () => {
    const [tradersFollowed, activeTraders, rankedTraders, tradesCopied] = await Promise.all([
      db.follows.where('followerId').equals(userId).count(),
      db.traderStats
        .where('lastTradeAt')
        .between(now - DAY_MS, now, false, true)
        .count(),
      db.traderStats.where('lastTradeAt').above(0).count(),
      db.copies.where('userId').equals(userId).count(),
    ])
    return { tradersFollowed, activeTraders, rankedTraders, tradesCopied }
  })
}
