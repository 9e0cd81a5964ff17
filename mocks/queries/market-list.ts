import Dexie, { type Collection, type InsertType } from 'dexie'
import type { Backend } from '../backend'
import type { StoredMarket } from '../db'
import type { MarketsQuery } from '../../src/api/contract'
import { DEFAULT_MARKETS_PAGE } from '../../src/api/contract'
import { closeIfDue } from '../../src/exchange'
import { toStoredMarket } from '../exchange-store'

type Query = { categoryId?: string; trending?: 'true' | 'false'; featured?: 'true'; q?: string; limit?: number; offset?: number }

const MIN = Dexie.minKey
const MAX = Dexie.maxKey

/**
 * Stored status lags the clock (nothing runs at closesAt). Before answering a list,
 * flip markets past their close to 'closed' so the indexes below stay truthful.
 */
export async function closeDueMarkets(backend: Backend): Promise<void> {
  const { db } = backend
  const now = backend.now()
  const due = await db.markets.where('[status+closesAt]').between(['active', MIN], ['active', now], true, true).primaryKeys()
  if (!due.length) return
  await db.transaction('rw', db.markets, async () => {
    const rows = (await db.markets.bulkGet(due)).filter((m): m is StoredMarket => !!m)
    await db.markets.bulkPut(rows.map((m) => toStoredMarket(closeIfDue(m, now))))
  })
}

function normalise(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
}

/** Active markets in the order the list shows them, using the narrowest index for the filters. */
function activeCollection(backend: Backend, query: Query): { collection: Collection<StoredMarket, string, InsertType<StoredMarket, 'id'>>; needsSort: boolean } {
  const { markets } = backend.db
  if (query.categoryId) {
    const c = markets.where('[categoryId+status+volumeCents]').between([query.categoryId, 'active', MIN], [query.categoryId, 'active', MAX]).reverse()
    return { collection: c, needsSort: query.trending === 'false' }
  }
  if (query.trending === 'true') {
    return { collection: markets.where('[status+isTrending+volumeCents]').between(['active', 1, MIN], ['active', 1, MAX]).reverse(), needsSort: false }
  }
  if (query.featured === 'true') {
    return { collection: markets.where('[status+isFeatured+volumeCents]').between(['active', 1, MIN], ['active', 1, MAX]).reverse(), needsSort: false }
  }
  if (query.trending === 'false') {
    return { collection: markets.where('[status+createdAt]').between(['active', MIN], ['active', MAX]).reverse(), needsSort: false }
  }
  return { collection: markets.where('[status+volumeCents]').between(['active', MIN], ['active', MAX]).reverse(), needsSort: false }
}

/** One page of active markets and the total that match the filters. */
export async function listActiveMarkets(backend: Backend, query: Query, categoryNames: Map<string, string>): Promise<{ rows: StoredMarket[]; total: number }> {
  const limit = query.limit ?? DEFAULT_MARKETS_PAGE
  const offset = query.offset ?? 0
  const { collection, needsSort } = activeCollection(backend, query)
  const words = query.q ? normalise(query.q).split(/\s+/).filter(Boolean) : []
  const extra = (m: StoredMarket) =>
    (!query.categoryId || m.categoryId === query.categoryId) &&
    (query.trending !== 'true' || m.trending) &&
    (query.featured !== 'true' || m.featured) &&
    (!words.length || matchesWords(m, words, categoryNames))
  const simple = !words.length && !needsSort && !(query.categoryId && (query.trending === 'true' || query.featured === 'true'))
  if (simple) {
    const [total, rows] = await Promise.all([collection.clone().count(), collection.clone().offset(offset).limit(limit).toArray()])
    return { rows, total }
  }
  let all = await collection.filter(extra).toArray()
  if (needsSort) all = all.sort((a, b) => b.createdAt - a.createdAt)
  return { rows: all.slice(offset, offset + limit), total: all.length }
}

function matchesWords(m: StoredMarket, words: string[], categoryNames: Map<string, string>): boolean {
  const haystack = normalise(`${m.title} ${m.description} ${categoryNames.get(m.categoryId) ?? ''}`)
  return words.every((w) => haystack.includes(w))
}

export type { Query as MarketListQuery, MarketsQuery }
