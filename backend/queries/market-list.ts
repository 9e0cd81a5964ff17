import Dexie, { type Collection, type InsertType } from 'dexie'
import type { Backend } from '../backend'
import type { StoredMarket } from '../db'
import type { MarketsQuery } from '../../src/api/contract'
import { DEFAULT_MARKETS_PAGE } from '../../src/api/contract'
import { closeIfDue, isInstantMarket } from '../../src/exchange'
import { toStoredMarket } from '../exchange-store'
import { activeInstantMarkets } from '../instant-markets'
import { seedMeta } from '../seed-db'
import { rowKey, useRowLocks } from '../row-locks'
import { answersOf, dueAnswerIds } from './answers'

type Query = {
  categoryId?: string
  trending?: 'true' | 'false'
  featured?: 'true'
  kind?: 'binary' | 'multi'
  q?: string
  limit?: number
  offset?: number
}

const MIN = Dexie.minKey
const MAX = Dexie.maxKey

type MarketCollection = Collection<StoredMarket, string, InsertType<StoredMarket, 'id'>>

/**
 * Active markets whose close has passed: stored status lags the clock (nothing runs at closesAt).
 * Not the answers of multi-answer markets: they close with their market (closeMarkets).
 */
async function dueMarketIds(backend: Backend, now: number): Promise<string[]> {
  const [due, answers] = await Promise.all([
    backend.db.markets.where('[status+closesAt]').between(['active', MIN], ['active', now], true, true).primaryKeys(),
    dueAnswerIds(backend.db, now),
  ])
  if (answers.length === 0) return due
  const skip = new Set(answers)
  return due.filter((id) => !skip.has(id))
}

/**
 * Flips the given markets to 'closed' (those past their close at `now`), in one rw transaction:
 * on the server locking those markets' rows, not the table (backend/row-locks.ts), so a list
 * asked for while trades run does not hold them off.
 */
async function closeMarkets(backend: Backend, due: string[], now: number): Promise<void> {
  const { db } = backend
  await db.transaction('rw', db.markets, async () => {
    useRowLocks(due.map(rowKey.market))
    const rows = (await db.markets.bulkGet(due)).filter((m): m is StoredMarket => !!m)
    // A multi-answer market's answers close with it, under its lock.
    const answers = [...(await answersOf(db, rows)).values()].flat()
    await db.markets.bulkPut([...rows, ...answers].map((m) => toStoredMarket(closeIfDue(m, now))))
  })
}

/**
 * Markets flipped per transaction: on the server each is a lock, and PostgreSQL's lock table is
 * shared by every connection (64 per connection by default); a server left without lists for
 * months may find thousands due at once.
 */
const CLOSE_BATCH = 200

/**
 * Before answering a list, flip markets past their close to 'closed' so the indexes below
 * stay truthful.
 */
export async function closeDueMarkets(backend: Backend): Promise<void> {
  const now = backend.now()
  const due = await dueMarketIds(backend, now)
  for (let i = 0; i < due.length; i += CLOSE_BATCH) await closeMarkets(backend, due.slice(i, i + CLOSE_BATCH), now)
}

interface ActivePage {
  rows: StoredMarket[]
  total: number
}

/** The page, read in the caller's transaction over markets, categories and meta. */
function readPage(backend: Backend, query: Query): Promise<ActivePage> {
  // Only a search reads the category names (it matches them too), and only for markets its
  // index has not met yet: read once, when first needed.
  let names: Promise<Map<string, string>> | null = null
  const categoryNames = () => (names ??= backend.db.categories.toArray().then((rows) => new Map(rows.map((c) => [c.id, c.name]))))
  return listActiveMarkets(backend, query, categoryNames)
}

/**
 * One page of active markets as closeDueMarkets + listActiveMarkets would answer it, in one
 * read transaction when no market is due (nearly always): the due check runs alongside the
 * page's reads, instead of in a transaction of its own before them (each transaction costs
 * more than these reads). When some are due, they are closed and the page is read again.
 */
export async function readActivePage(backend: Backend, query: Query): Promise<ActivePage> {
  const { db } = backend
  const read = (withDueCheck: boolean) =>
    db.transaction('r', [db.markets, db.categories, db.meta], () => {
      const now = backend.now()
      return Promise.all([withDueCheck ? dueMarketIds(backend, now) : [], readPage(backend, query), now] as const)
    })
  const [due, page, now] = await read(true)
  if (!due.length) return page
  await closeMarkets(backend, due, now)
  return (await read(false))[1]
}

function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
}

/**
 * Active markets in the order the list shows them, using the narrowest index for the filters.
 * `exact`: the index applies every filter and gives the order (at most one filter is set), so
 * no row needs checking or sorting; otherwise `needsSort` says whether to sort by createdAt.
 */
function activeCollection(backend: Backend, query: Query): { collection: MarketCollection; needsSort: boolean; exact: boolean } {
  const { markets } = backend.db
  const filters = [query.categoryId, query.trending === 'true', query.featured === 'true'].filter(Boolean).length
  const indexed = (collection: MarketCollection, needsSort = false) => ({
    collection,
    needsSort,
    exact: filters <= 1 && !needsSort,
  })
  if (query.categoryId) {
    return indexed(
      markets
        .where('[categoryId+status+volumeCents]')
        .between([query.categoryId, 'active', MIN], [query.categoryId, 'active', MAX])
        .reverse(),
      query.trending === 'false',
    )
  }
  if (query.trending === 'true')
    return indexed(markets.where('[status+isTrending+volumeCents]').between(['active', 1, MIN], ['active', 1, MAX]).reverse())
  if (query.featured === 'true')
    return indexed(markets.where('[status+isFeatured+volumeCents]').between(['active', 1, MIN], ['active', 1, MAX]).reverse())
  if (query.trending === 'false')
    return indexed(markets.where('[status+createdAt]').between(['active', MIN], ['active', MAX]).reverse())
  return indexed(markets.where('[status+volumeCents]').between(['active', MIN], ['active', MAX]).reverse())
}

/** Listed on the main lists: neither an instant market (those live on /instant) nor an answer (its market is listed). */
const isStandard = (m: StoredMarket) => !isInstantMarket(m) && m.kind !== 'answer'

/** Active rows of one kind (multi-answer markets or their answers) through the small [kind+status+closesAt] index. */
const activeOfKind = (backend: Backend, kind: 'multi' | 'answer') =>
  backend.db.markets.where('[kind+status+closesAt]').between([kind, 'active', MIN], [kind, 'active', MAX])

/**
 * The rows in the list's index that the list leaves out: the open instant markets a filter would
 * match (a handful: about INSTANT_TARGET_LIVE), the active answers when the index is one they are
 * in (not the category's, trending's or featured's: queries/answers.ts), and for kind=binary the
 * multi-answer markets the filter matches (a few dozen).
 */
async function unlistedMatching(backend: Backend, query: Query, matches: (m: StoredMarket) => boolean): Promise<number> {
  const answersIndexed = !query.categoryId && query.trending !== 'true' && query.featured !== 'true'
  const [instant, answers, multi] = await Promise.all([
    activeInstantMarkets(backend.db).then((rows) => rows.filter(matches).length),
    answersIndexed ? activeOfKind(backend, 'answer').count() : 0,
    query.kind === 'binary' ? activeOfKind(backend, 'multi').filter(matches).count() : 0,
  ])
  return instant + answers + multi
}

/** Rows read past a first page's end, so that the instant markets among them rarely need a second read. */
const SPARE_ROWS = 8

/**
 * The first page (the one nearly every list call asks for) in a single round trip: the open
 * instant markets, the count and the page plus a few spare rows, all at once, instead of the
 * instant markets first. Only when more instant markets than spare rows sit in the page's
 * range (new instant markets trade little, so they sort last) is the page read again, wider.
 */
async function firstPage(
  backend: Backend,
  query: Query,
  collection: MarketCollection,
  limit: number,
  matches: (m: StoredMarket) => boolean,
) {
  const listed = (m: StoredMarket) => isStandard(m) && kindMatches(query, m)
  const [instant, count, read] = await Promise.all([
    unlistedMatching(backend, query, matches),
    collection.clone().count(),
    collection
      .clone()
      .limit(limit + SPARE_ROWS)
      .toArray(),
  ])
  const standard = read.filter(listed)
  const complete = standard.length >= limit || read.length < limit + SPARE_ROWS
  const rows = complete
    ? standard
    : (
        await collection
          .clone()
          .limit(limit + instant)
          .toArray()
      ).filter(listed)
  return { rows: rows.slice(0, limit), total: count - instant }
}

/** One page of active markets and the total that match the filters (instant markets excluded). */
async function listActiveMarkets(
  backend: Backend,
  query: Query,
  categoryNames: () => Promise<Map<string, string>>,
): Promise<ActivePage> {
  const limit = query.limit ?? DEFAULT_MARKETS_PAGE
  const offset = query.offset ?? 0
  const { collection, needsSort, exact } = activeCollection(backend, query)
  const words = query.q ? normalise(query.q).split(/\s+/).filter(Boolean) : []
  const extra = (m: StoredMarket) =>
    (!query.categoryId || m.categoryId === query.categoryId) &&
    (query.trending !== 'true' || m.trending) &&
    (query.featured !== 'true' || m.featured)
  const rest = (rows: StoredMarket[]): ActivePage => {
    const all = rows.filter((m) => isStandard(m) && kindMatches(query, m) && extra(m))
    if (needsSort) all.sort((a, b) => b.createdAt - a.createdAt)
    return { rows: all.slice(offset, offset + limit), total: all.length }
  }
  if (query.kind === 'multi') return multiPage(backend, query, words, categoryNames, extra, needsSort)
  if (words.length) {
    // Matched on the kept search text: only the page's rows are read (or, when the index does
    // not apply every filter, the matched ones, to check them).
    const matched = await searchMatches(backend, collection, words, categoryNames, query.kind === 'binary')
    if (!exact) return rest(await readRows(backend, matched))
    return { rows: await readRows(backend, matched.slice(offset, offset + limit)), total: matched.length }
  }
  if (exact) {
    // Instant markets live on /instant: take the few open ones off the indexed count, and read
    // just enough more rows (one getAll, no cursor walk) to drop them from the page.
    if (offset === 0) return firstPage(backend, query, collection, limit, extra)
    const instant = await unlistedMatching(backend, query, extra)
    const [count, rows] = await Promise.all([
      collection.clone().count(),
      instant === 0
        ? collection.clone().offset(offset).limit(limit).toArray()
        : collection
            .clone()
            .limit(offset + limit + instant)
            .toArray()
            .then((all) => all.filter((m) => isStandard(m) && kindMatches(query, m)).slice(offset, offset + limit)),
    ])
    return { rows, total: count - instant }
  }
  // Combined filters read the whole range at once (one getAll in index order, reversed here: a
  // filtered cursor walk costs a round trip per row) and filter in memory.
  return rest((await collection.clone().reverse().toArray()).reverse())
}

const kindMatches = (query: Query, m: StoredMarket) =>
  query.kind === undefined || (query.kind === 'multi') === (m.kind === 'multi')

/**
 * kind=multi: the few active multi-answer markets, read whole through their own index, filtered,
 * searched and ordered here as the list orders (volume, or newest first for trending=false).
 */
async function multiPage(
  backend: Backend,
  query: Query,
  words: string[],
  categoryNames: () => Promise<Map<string, string>>,
  extra: (m: StoredMarket) => boolean,
  newestFirst: boolean,
): Promise<ActivePage> {
  const limit = query.limit ?? DEFAULT_MARKETS_PAGE
  const offset = query.offset ?? 0
  const rows = (await activeOfKind(backend, 'multi').toArray()).filter(extra)
  const names = words.length ? await categoryNames() : new Map<string, string>()
  const answers = words.length ? await answerTitles(backend, rows) : new Map<string, { title: string }[]>()
  const found = rows.filter((m) => {
    const text = searchText(m, names, answers.get(m.id))
    return words.every((w) => text.includes(w))
  })
  found.sort((a, b) => (newestFirst || query.trending === 'false' ? b.createdAt - a.createdAt : b.volumeCents - a.volumeCents))
  return { rows: found.slice(offset, offset + limit), total: found.length }
}

/**
 * The answers of the multi-answer markets among `rows`, by market id, for their words: one read by
 * key (a Dexie promise, so the caller's transaction goes on after it).
 */
function answerTitles(backend: Backend, rows: readonly StoredMarket[]): Promise<Map<string, { title: string }[]>> {
  const ids = rows.flatMap((m) => (m.kind === 'multi' ? (m.answerIds ?? []) : []))
  if (ids.length === 0) return Dexie.Promise.resolve(new Map())
  return backend.db.markets.bulkGet(ids).then((answers) => {
    const by = new Map<string, { title: string }[]>()
    for (const a of answers) if (a?.groupId) by.set(a.groupId, [...(by.get(a.groupId) ?? []), a])
    return by
  })
}

/** What a search matches a market on: its title, description, category and (multi-answer) answers. */
function searchText(m: StoredMarket, categories: ReadonlyMap<string, string>, answers: readonly { title: string }[] = []) {
  return normalise(`${m.title} ${m.description} ${categories.get(m.categoryId) ?? ''} ${answers.map((a) => a.title).join(' ')}`)
}

/** The rows of `ids` (a Dexie promise, not an async function's: awaited inside the transaction). */
function readRows(backend: Backend, ids: string[]): Promise<StoredMarket[]> {
  return backend.db.markets.bulkGet(ids).then((rows) => rows.filter((m): m is StoredMarket => !!m))
}

/**
 * Each market's normalised search text and whether it is a standard (listed) market, for one
 * catalogue, per backend. A catalogue market's title, description and category never change once
 * it is made, so they are read once instead of on every search (an admin's market, whose words an
 * admin may change, is read again each time: there are few) (reading every active market to match
 * its text would be most of a search's time). The
 * catalogue is the seed's identity (value and clock): a demo reset to another one, here or in
 * another tab, starts a new index; markets made since (instant ones) are read when first met.
 */
interface SearchEntry {
  text: string
  standard: boolean
  /** A market an admin made: its words can change (PATCH /api/admin/markets/{id}), so they are read each search. */
  changeable: boolean
  /** A multi-answer market (kind=binary leaves it out). */
  multi: boolean
}
interface SearchIndex {
  catalogue: string
  entries: Map<string, SearchEntry>
}
const searchIndexes = new WeakMap<Backend, SearchIndex>()

/**
 * The ids of the standard markets in `collection` whose text holds every word, in its order.
 * Reads the ids, the seed's identity and (for markets not met before) their rows; without a
 * seeded catalogue (nothing to name it by) the index is built for this search only.
 */
async function searchMatches(
  backend: Backend,
  collection: MarketCollection,
  words: string[],
  categoryNames: () => Promise<Map<string, string>>,
  /** kind=binary: leave the multi-answer markets out. */
  yesNoOnly = false,
): Promise<string[]> {
  const [meta, reversed] = await Promise.all([seedMeta(backend), collection.clone().reverse().primaryKeys()])
  // The ids in list order (one getAllKeys read forwards, turned around here).
  const ids = reversed.reverse()
  let entries = new Map<string, SearchEntry>()
  if (meta) {
    const catalogue = `${meta.seedValue}@${meta.nowMs}`
    let index = searchIndexes.get(backend)
    if (index?.catalogue !== catalogue) {
      index = { catalogue, entries }
      searchIndexes.set(backend, index)
    }
    entries = index.entries
  }
  const unknown = ids.filter((id) => !entries.has(id) || entries.get(id)!.changeable)
  if (unknown.length) {
    const rows = await readRows(backend, unknown)
    const names = rows.some(isStandard) ? await categoryNames() : new Map<string, string>()
    // A multi-answer market is found by its answers' words too ("Hamnet": the Best Picture market).
    const multi = rows.filter((m) => isStandard(m) && m.kind === 'multi')
    const answers = await answerTitles(backend, multi)
    // Instant markets are never listed: their text is not kept.
    for (const m of rows)
      entries.set(
        m.id,
        isStandard(m)
          ? {
              text: searchText(m, names, answers.get(m.id)),
              standard: true,
              changeable: m.createdBy !== undefined,
              multi: m.kind === 'multi',
            }
          : { text: '', standard: false, changeable: false, multi: false },
      )
  }
  return ids.filter((id) => {
    const entry = entries.get(id)
    return !!entry?.standard && !(yesNoOnly && entry.multi) && words.every((w) => entry.text.includes(w))
  })
}

export type { Query as MarketListQuery, MarketsQuery }
