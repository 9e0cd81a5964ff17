import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from './root'
import { useAuth } from '../lib/use-auth'

export interface HomeSearch {
  q?: string
}

export const LandingPage = lazyRouteComponent(() => import('../features/auth/landing-page'), 'LandingPage')
export const HomePage = lazyRouteComponent(() => import('../features/markets/home-page'), 'HomePage')

/** "/" is the markets home when signed in, the landing page otherwise. */
function IndexPage() {
  const { isAuthenticated } = useAuth()
  return isAuthenticated ? <HomePage /> : <LandingPage />
}

export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  validateSearch: (search: Record<string, unknown>): HomeSearch => {
    const q = typeof search.q === 'string' ? search.q.slice(0, 100) : ''
    return q.trim() ? { q } : {}
  },
  component: IndexPage,
})
