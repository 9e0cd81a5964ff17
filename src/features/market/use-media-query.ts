import { useSyncExternalStore } from 'react'

/** Whether a media query matches now, following changes (the market page's phone layout). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', changed)
      return () => list.removeEventListener('change', changed)
    },
    () => window.matchMedia(query).matches,
  )
}

/** Phones (under 640 px): the ticket opens as a bottom sheet from a bar at the bottom. */
export const WIDE_SCREEN = '(min-width: 640px)'
