import Dexie from 'dexie'
import type { MarketRow } from '../../src/exchange'
import type { ForesightDB, StoredMarket } from '../db'

/**
 * Multi-answer markets in the store (src/exchange/multi/market.ts): the market is a row of kind
 * 'multi' listing its answers' ids, each answer a row of kind 'answer' in the same table (positions,
 * trades, orders and price histories name the answer's id, so a position is valued by its own
 * pool). An answer is never listed on its own: it is stored without its category (so the
 * category lists never meet it) and the other lists take it out (queries/market-list.ts).
 */

const present = <T>(rows: (T | undefined)[]): T[] => rows.filter((r): r is T => r !== undefined)

/**
 * The answers of each multi-answer market among `rows`, in their order, by market id: with their
 * market's category again (the exchange's rows carry it; the trade flow counts by it).
 */
export async function answersOf(db: ForesightDB, rows: readonly MarketRow[]): Promise<Map<string, MarketRow[]>> {
  const multi = rows.filter((m) => m.kind === 'multi' && m.answerIds?.length)
  if (multi.length === 0) return new Map()
  const found = new Map(present(await db.markets.bulkGet(multi.flatMap((m) => [...m.answerIds!]))).map((a) => [a.id, a]))
  return new Map(
    multi.map((m) => [m.id, present(m.answerIds!.map((id) => found.get(id))).map((a) => ({ ...a, categoryId: m.categoryId }))]),
  )
}

/**
 * The markets of `ids` by id, with the multi-answer market of each answer among them (trades,
 * positions and orders on an answer are named by their market: views/markets.ts, toMarketSummary).
 */
export async function marketsWithGroups(db: ForesightDB, ids: readonly string[]): Promise<Map<string, StoredMarket>> {
  const rows = present(await db.markets.bulkGet([...new Set(ids)]))
  const byId = new Map(rows.map((m) => [m.id, m]))
  const groups = [...new Set(rows.flatMap((m) => (m.groupId !== undefined && !byId.has(m.groupId) ? [m.groupId] : [])))]
  if (groups.length) for (const g of present(await db.markets.bulkGet(groups))) byId.set(g.id, g)
  return byId
}

/**
 * Multi-answer markets and answers still stored as active but past their close at `now` (ids
 * only, from the small [kind+status+closesAt] index). An answer is written only under its
 * market's lock (a trade locks the market alone): it closes with its market, never on its own.
 */
export async function groupedDueIds(db: ForesightDB, now: number): Promise<string[]> {
  const due = (kind: 'multi' | 'answer') =>
    db.markets
      .where('[kind+status+closesAt]')
      .between([kind, 'active', Dexie.minKey], [kind, 'active', now], true, true)
      .primaryKeys()
  return (await Promise.all([due('multi'), due('answer')])).flat()
}

/** Just the answers among groupedDueIds. */
export function dueAnswerIds(db: ForesightDB, now: number): Promise<string[]> {
  return db.markets
    .where('[kind+status+closesAt]')
    .between(['answer', 'active', Dexie.minKey], ['answer', 'active', now], true, true)
    .primaryKeys()
}
