import Dexie, { type Table } from 'dexie'
import { answerIdPrefix, type MarketRow } from '../../src/exchange'
import type { ForesightDB, StoredMarket } from '../db'

/**
 * Multi-answer markets in the store (src/exchange/multi/market.ts): the market is a row of kind
 * 'multi' listing its answers' ids, each answer a row of kind 'answer' in the same table (positions,
 * trades, orders and price histories name the answer's id, so a position is valued by its own
 * pool). An answer is never listed on its own: it is stored without its category (so the
 * category lists never meet it) and the other lists take it out (queries/market-list.ts).
 */

/** The rows found among a bulkGet's answers. */
export const present = <T>(rows: (T | undefined)[]): T[] => rows.filter((r): r is T => r !== undefined)

/**
 * The rows of `table` whose keys start with `prefix`: one range read. Other rows may share a prefix
 * (a market whose id goes on from another's): the caller keeps the ones it asked for.
 */
export function inKeyRange<T>(table: Table<T, string, unknown>, prefix: string): Promise<T[]> {
  return table.where(':id').startsWith(prefix).toArray()
}

/** Whether `market`'s answers are named after it (answerRowId), so that inKeyRange finds their rows. */
export const answersInKeyRange = (market: MarketRow): boolean =>
  (market.answerIds ?? []).every((id) => id.startsWith(answerIdPrefix(market.id)))

/**
 * `answer` with the pool its market's row holds (StoredMarket.answerPools): the answer's own row
 * may hold an older one (backend/exchange-store.ts writes it only when more than its pool changes).
 * Every read of an answer's row goes through here (answersOf, marketsWithGroups).
 */
export function withGroupPool<T extends MarketRow>(answer: T, group: StoredMarket | undefined): T {
  const i = group?.answerIds?.indexOf(answer.id) ?? -1
  const pool = i >= 0 ? group!.answerPools?.[i] : undefined
  return pool === undefined ? answer : { ...answer, yesReserve: pool[0], noReserve: pool[1] }
}

/** `markets` with each answer among them taking its pool from its market's row among them (a whole table's rows, say). */
export function withAnswerPools<T extends MarketRow>(markets: readonly T[]): T[] {
  const byId = new Map(markets.map((m) => [m.id, m]))
  return markets.map((m) => (m.groupId === undefined ? m : withGroupPool(m, byId.get(m.groupId))))
}

/**
 * The answers of each multi-answer market among `rows`, in their order, by market id: with their
 * market's category again (the exchange's rows carry it; the trade flow counts by it). A market's
 * answers named after it are one range read; others (answers an admin opened before they were
 * named so) are read one by one.
 */
export async function answersOf(db: ForesightDB, rows: readonly StoredMarket[]): Promise<Map<string, MarketRow[]>> {
  const multi = rows.filter((m) => m.kind === 'multi' && m.answerIds?.length)
  if (multi.length === 0) return new Map()
  const ranged: StoredMarket[] = []
  const single: string[] = []
  for (const m of multi) {
    if (answersInKeyRange(m)) ranged.push(m)
    else single.push(...m.answerIds!)
  }
  const [byRange, byKey] = await Promise.all([
    Promise.all(ranged.map((m) => inKeyRange(db.markets, answerIdPrefix(m.id)))),
    single.length ? db.markets.bulkGet(single) : [],
  ])
  const found = new Map([...byRange.flat(), ...present(byKey)].map((a) => [a.id, a]))
  return new Map(multi.map((m) => [m.id, answersFrom(m, found)]))
}

/** `market`'s answers among rows read (by id), in its order, with its category and their pools (withGroupPool). */
export function answersFrom(market: StoredMarket, found: ReadonlyMap<string, StoredMarket>): MarketRow[] {
  return present((market.answerIds ?? []).map((id) => found.get(id))).map((a) =>
    withGroupPool({ ...a, categoryId: market.categoryId }, market),
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
  for (const m of rows) if (m.groupId !== undefined) byId.set(m.id, withGroupPool(m, byId.get(m.groupId)))
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
