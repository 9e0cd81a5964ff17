import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { categoriesQuery } from '../api/markets'
import type { Category } from '../api/contract'

/** Categories from GET /api/categories, and a lookup by id for the cards. */
export function useCategories() {
  const query = useQuery(categoriesQuery)
  const byId = useMemo(() => new Map<string, Category>((query.data ?? []).map((c) => [c.id, c])), [query.data])
  return { categories: query.data ?? [], byId, isPending: query.isPending }
}
