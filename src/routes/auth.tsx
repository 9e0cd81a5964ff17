import { createRoute } from '@tanstack/react-router'
import { lazyPage } from './lazy-page'
import { rootRoute } from './root'

/** Where to go after signing in: only same-app paths (no open redirects). */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/api/')) return undefined
  // Never back to the sign-in pages themselves.
  return /^\/(local-login|register|join)(\/|\?|#|$)/.test(value) ? undefined : value
}

const redirectSearch = (search: Record<string, unknown>): { redirect?: string } => {
  const redirect = safeRedirect(search.redirect)
  return redirect ? { redirect } : {}
}

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/local-login',
  validateSearch: redirectSearch,
  component: lazyPage(() => import('../features/auth/login-page'), 'LoginPage'),
})

export const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/register',
  component: lazyPage(() => import('../features/auth/register-page'), 'RegisterPage'),
})

/** An event's one-step join: a name and a password, then signed in on the markets (the big screen's QR code). */
export const joinRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/join',
  component: lazyPage(() => import('../features/auth/join-page'), 'JoinPage'),
})

/** In-browser mode: a simulated identity provider (the real backend serves /api/login itself). */
export const simulatedLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/api/login',
  validateSearch: redirectSearch,
  component: lazyPage(() => import('../features/auth/simulated-idp-page'), 'SimulatedIdpPage'),
})

export const logoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/api/logout',
  component: lazyPage(() => import('../features/auth/logout-page'), 'LogoutPage'),
})
