import type { Side } from '../src/exchange'

/** A market before it becomes rows: what the catalogue decides, in plain terms. */
export type DraftKind = 'active' | 'closed' | 'resolved'

export interface MarketDraft {
  readonly title: string
  readonly description: string
  readonly categoryId: string
  readonly kind: DraftKind
  readonly createdAt: number
  readonly closesAt: number
  /** Yes probability now (for resolved markets: the last traded price). */
  readonly probability: number
  readonly featured: boolean
  readonly trending: boolean
  readonly resolution: Side | null
  readonly curated: boolean
}
