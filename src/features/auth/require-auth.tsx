import { lazyRouteComponent, Navigate, useLocation } from '@tanstack/react-router'
import { Suspense, type ReactNode } from 'react'
import { useAuth } from '../../lib/use-auth'

/**
 * For signed-out visitors only, so not in the first chunk: the gated routes ask for it as they
 * load (SignInPrompt.preload() in src/routes/signed-in.tsx), alongside the page's own code.
 */
export const SignInPrompt = lazyRouteComponent(() => import('./sign-in-prompt'), 'SignInPrompt')

/** Signed-in routes: a signed-out visitor is sent to sign in and brought back afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAuth()
  const location = useLocation()
  if (!isAuthenticated) {
    // While the redirect is under way this guard can render once more with the sign-in
    // page's location: do not redirect again (that would nest redirect=… forever).
    if (location.pathname === '/local-login') return null
    return <Navigate to="/local-login" search={{ redirect: location.href }} replace />
  }
  return <>{children}</>
}

/** Social, liquidity and instant: signed-out visitors see the page's sign-in prompt. */
export function SignInGate({ children, title, description }: { children: ReactNode; title: string; description: string }) {
  const { isAuthenticated } = useAuth()
  if (!isAuthenticated) return <Suspense fallback={null}><SignInPrompt title={title} description={description} /></Suspense>
  return <>{children}</>
}
