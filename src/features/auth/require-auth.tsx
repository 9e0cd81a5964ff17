import { Navigate, useLocation } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useAuth } from './use-auth'
import { SignInPrompt } from './sign-in-prompt'

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
  if (!isAuthenticated) return <SignInPrompt title={title} description={description} />
  return <>{children}</>
}
