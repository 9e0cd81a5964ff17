/**
 * The eight categories. Colours are mid-tone so they stay readable as badge
 * text or fills on both the light (#ffffff) and dark (#0b1220) themes; the
 * seed test checks a contrast of at least 3:1 against both.
 */
export interface CategoryRow {
  readonly id: string
  readonly name: string
  readonly color: string
}

export const CATEGORIES: readonly CategoryRow[] = [
  { id: 'politics', name: 'Politics', color: '#3B6FE0' },
  { id: 'sports', name: 'Sports', color: '#1F8F4E' },
  { id: 'economics', name: 'Economics', color: '#0E8A7E' },
  { id: 'culture', name: 'Culture', color: '#C2409A' },
  { id: 'crypto', name: 'Crypto', color: '#C26A08' },
  { id: 'climate', name: 'Climate', color: '#5E8A12' },
  { id: 'tech', name: 'Tech', color: '#7B55D6' },
  { id: 'science', name: 'Science', color: '#D0452B' },
]

export type CategoryId = 'politics' | 'sports' | 'economics' | 'culture' | 'crypto' | 'climate' | 'tech' | 'science'
