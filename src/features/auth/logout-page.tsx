import { useEffect } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { AUTH_USER_KEY, logout } from '../../api/auth'
import { getDataSource } from '../../config'
import { LoadingScreen } from '../../components/ui/loading-screen'
import { logoutHref } from '../../lib/external-auth'
import { stopKeepingAnswers } from '../../api/persist'

/** /api/logout in the in-browser mode: ends the session server-side and returns to "/". */
export function LogoutPage() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()

  useEffect(() => {
    if (getDataSource().mode === 'remote') {
      stopKeepingAnswers()
      window.location.replace(logoutHref())
      return
    }
    let cancelled = false
    logout()
      .catch(() => undefined)
      .finally(() => {
        if (cancelled) return
        queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'auth' })
        queryClient.setQueryData(AUTH_USER_KEY, null)
        void navigate({ to: '/', replace: true })
      })
    return () => {
      cancelled = true
    }
  }, [navigate, queryClient])

  return <LoadingScreen />
}
