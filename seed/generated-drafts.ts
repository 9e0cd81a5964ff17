import { chance, shuffle } from '../src/exchange'
import type { Rng } from '../src/exchange'
import type { CategoryId } from './categories'
import type { DraftKind, MarketDraft } from './drafts'
import { TEMPLATES } from './templates'
import type { MarketTemplate } from './templates'
import { DAY_MS, HOUR_MS, endOfMonth, endOfPreviousMonth, eveningOf, fillTokens, hasDateToken, hasMonthToken } from './text'

/**
 * Templated markets: every (template, entity, level) combination in a seeded
 * order, drawn with a fresh close date each time. Templates whose titles carry
 * a date may be drawn again with another date, so the catalogue can grow past
 * the number of combinations without duplicate titles.
 */
interface Combo {
  readonly template: MarketTemplate
  readonly entity: string
  readonly level: string | undefined
  readonly levelIndex: number
}

interface CategoryQuota {
  readonly categoryId: CategoryId
  readonly total: number
  readonly resolved: number
  readonly closed: number
  /** Chance that an active generated market is flagged trending. */
  readonly trendingChance: number
}

function combosOf(templates: readonly MarketTemplate[]): Combo[] {
  return templates.flatMap((template) =>
    template.entities.flatMap((entity) => {
      const levels = template.levels ?? [undefined]
      return levels.map((level, levelIndex) => ({ template, entity, level, levelIndex }))
    }),
  )
}

function between(rng: Rng, min: number, max: number): number {
  return min + rng.next() * (max - min)
}

function closeTime(combo: Combo, kind: DraftKind, nowMs: number, rng: Rng): number {
  const monthly = hasMonthToken(combo.template.title)
  if (kind === 'closed') return nowMs - Math.round(between(rng, 1, 25)) * 60_000
  if (kind === 'resolved') {
    const past = eveningOf(nowMs - between(rng, 1, 120) * DAY_MS)
    const at = monthly ? endOfMonth(past) : past
    return at < nowMs - HOUR_MS ? at : endOfPreviousMonth(nowMs)
  }
  const [lo, hi] = combo.template.horizonDays
  const raw = nowMs + between(rng, lo, hi) * DAY_MS
  if (monthly) return endOfMonth(raw)
  if (hi <= 3) return Math.ceil(raw / (15 * 60_000)) * 15 * 60_000
  return Math.max(eveningOf(raw), nowMs + HOUR_MS)
}

function probabilityOf(combo: Combo, rng: Rng): number {
  const [lo, hi] = combo.template.probability
  const p = between(rng, lo, hi) - (combo.template.levelStep ?? 0) * combo.levelIndex
  return Math.round(Math.min(0.96, Math.max(0.04, p)) * 100) / 100
}

function kindAt(index: number, quota: CategoryQuota): DraftKind {
  if (index < quota.resolved) return 'resolved'
  return index < quota.resolved + quota.closed ? 'closed' : 'active'
}

function draftOf(
  combo: Combo,
  kind: DraftKind,
  quota: CategoryQuota,
  nowMs: number,
  rng: Rng,
  taken: Set<string>,
): MarketDraft | null {
  const closesAt = closeTime(combo, kind, nowMs, rng)
  const tokens = { x: combo.entity, level: combo.level, closesAt }
  const title = fillTokens(combo.template.title, tokens)
  if (taken.has(title)) return null
  taken.add(title)
  let probability = probabilityOf(combo, rng)
  let resolution: MarketDraft['resolution'] = null
  if (kind === 'resolved') {
    resolution = chance(rng, probability) ? 'yes' : 'no'
    const confidence = between(rng, 0.86, 0.97)
    probability = Math.round((resolution === 'yes' ? confidence : 1 - confidence) * 100) / 100
  }
  const age = between(rng, 2, 150) * DAY_MS
  const createdAt = Math.floor(Math.min(nowMs - age, closesAt - 2 * DAY_MS) / HOUR_MS) * HOUR_MS
  return {
    title,
    description: fillTokens(combo.template.description, tokens),
    categoryId: quota.categoryId,
    kind,
    createdAt,
    closesAt,
    probability,
    featured: false,
    trending: kind === 'active' && chance(rng, quota.trendingChance),
    resolution,
    curated: false,
  }
}

/** `quota.total` generated drafts for one category; titles never repeat `taken`. */
export function generatedDrafts(quota: CategoryQuota, nowMs: number, rng: Rng, taken: Set<string>): MarketDraft[] {
  const combos = shuffle(rng, combosOf(TEMPLATES[quota.categoryId]))
  const drafts: MarketDraft[] = []
  for (let pass = 0; pass < 12 && drafts.length < quota.total; pass += 1) {
    for (const combo of combos) {
      if (drafts.length >= quota.total) break
      if (pass > 0 && !hasDateToken(combo.template.title)) continue
      const draft = draftOf(combo, kindAt(drafts.length, quota), quota, nowMs, rng, taken)
      if (draft !== null) drafts.push(draft)
    }
  }
  if (drafts.length < quota.total) throw new Error(`templates for ${quota.categoryId} cannot fill ${quota.total} markets`)
  return drafts
}
