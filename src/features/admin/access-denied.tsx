import { useEffect } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { Card } from '../../components/ui/card'
import { ShieldIcon } from '../../components/ui/icons'

/** Non-admins are sent home after 1.5 s (docs/product.md, Screens). */
export const ADMIN_REDIRECT_MS = 1500

export function AccessDenied() {
  const navigate = useNavigate()
  useEffect(() => {
    const timer = setTimeout(() => void navigate({ to: '/', replace: true }), ADMIN_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [navigate])

  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-16">
      <Card role="alert" className="w-full p-8 text-center">
        <div className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-no-50 text-no-600 dark:bg-no-500/15 dark:text-no-500">
          <ShieldIcon size={22} />
        </div>
        <h1 className="text-xl font-semibold">Access Denied</h1>
        <p className="mt-2 text-sm text-muted">Admin access required. Redirecting...</p>
      </Card>
    </div>
  )
}
