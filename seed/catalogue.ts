import type { Rng } from '../src/exchange'
import { CATEGORIES } from './categories'
import type { CategoryId } from './categories'
import { curatedDrafts } from './curated-drafts'
import type { MarketDraft } from './drafts'
import { generatedDrafts } from './generated-drafts'

/**
 * The catalogue: hand-written markets first, then templated ones up to
 * TARGET_MARKETS, spread evenly over the categories, with a share resolved in
 * the past, a few closed and awaiting resolution, and ~5% trending.
 */
export const TARGET_MARKETS = 3_200
const RESOLVED_PER_CATEGORY = 18
const CLOSED_PER_CATEGORY = 1
const TRENDING_SHARE = 0.05

export function buildCatalogue(nowMs: number, rng: Rng): MarketDraft[] {
  const curated = curatedDrafts(nowMs, rng)
  const taken = new Set(curated.map((d) => d.title))
  const remaining = TARGET_MARKETS - curated.length
  const perCategory = Math.floor(remaining / CATEGORIES.length)
  const curatedTrending = curated.filter((d) => d.trending).length
  const trendingChance = (TARGET_MARKETS * TRENDING_SHARE - curatedTrending) / remaining
  const generated = CATEGORIES.flatMap((category, i) =>
    generatedDrafts(
      {
        categoryId: category.id as CategoryId,
        total: perCategory + (i < remaining % CATEGORIES.length ? 1 : 0),
        resolved: RESOLVED_PER_CATEGORY,
        closed: CLOSED_PER_CATEGORY,
        trendingChance,
      },
      nowMs,
      rng,
      taken,
    ),
  )
  return [...curated, ...generated]
}
