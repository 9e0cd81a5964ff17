import { create } from 'zustand'
import type { MarketFilters } from './market-list'

interface FiltersState extends MarketFilters {
  /** Only the trader's starred markets (the Watchlist toggle). */
  watchlist: boolean
  toggleWatchlist: () => void
  setCategory: (categoryId: string | null) => void
  /** Pressing the pressed toggle again releases it. */
  toggleTrending: (trending: boolean) => void
}

/** Kept outside the page so the filters survive a visit to a market and back. */
export const useMarketFilters = create<FiltersState>((set) => ({
  categoryId: null,
  trending: null,
  watchlist: false,
  toggleWatchlist: () => set((s) => ({ watchlist: !s.watchlist })),
  setCategory: (categoryId) => set({ categoryId }),
  toggleTrending: (trending) => set((s) => ({ trending: s.trending === trending ? null : trending })),
}))
