import { useEffect, useRef } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { logView } from '../api/logs'
import type { ViewLogBody } from '../api/contract'

/**
 * Records one page view per visit (POST /api/logs), then refreshes the activity log so
 * the view shows there. The ref survives StrictMode's double effect, so it posts once.
 */
export function usePageView(body: ViewLogBody, userId: string): void {
  const queryClient = useQueryClient()
  const logged = useRef<string | null>(null)
  // Compared as text so a new object literal each render is the same view.
  const bodyJson = JSON.stringify(body)

  useEffect(() => {
    const key = `${userId}:${bodyJson}`
    if (logged.current === key) return
    logged.current = key
    logView(JSON.parse(bodyJson) as ViewLogBody)
      .then(() => queryClient.invalidateQueries({ queryKey: ['logs', userId] }))
      .catch(() => {
        /* a lost view record must not disturb the page */
      })
  }, [bodyJson, userId, queryClient])
}
