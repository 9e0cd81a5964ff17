import type { Market, MarketsQuery } from '../../api/contract'
import type { MarketPage } from '../../api/markets'

/** The home list's filter: a category (null = All) and the trending flag (null = neither toggle). */
export interface MarketFilters {
  categoryId: string | null
  /** true = Trending, false = New (newest first), null = no toggle pressed. */
  trending: boolean | null
}

/** The GET /api/markets query for the filters and the header search text (without paging). */
export function buildMarketsQuery(filters: MarketFilters, q: string | undefined): MarketsQuery {
  const query: MarketsQuery = {}
  if (filters.categoryId) query.categoryId = filters.categoryId
  if (filters.trending !== null) query.trending = filters.trending ? 'true' : 'false'
  const text = q?.trim()
  if (text) query.q = text
  return query
}

/**
 * Every loaded market once, in page order. Pages are fetched by offset, so a market whose
 * rank moved between two page fetches could show up twice; the first sighting wins.
 */
export function flattenMarketPages(pages: readonly MarketPage[]): Market[] {
  const seen = new Set<string>()
  const markets: Market[] = []
  for (const page of pages) {
    for (const market of page.markets) {
      if (seen.has(market.id)) continue
      seen.add(market.id)
      markets.push(market)
    }
  }
  return markets
}

/** The offset of the next page, or undefined once every market counted by the server is loaded. */
export function nextPageOffset(pages: readonly MarketPage[]): number | undefined {
  const last = pages.at(-1)
  if (!last || last.markets.length === 0) return undefined
  const loaded = pages.reduce((n, page) => n + page.markets.length, 0)
  return loaded < last.total ? loaded : undefined
}
