import { createRoute } from '@tanstack/react-router'
import { lazyPage } from './lazy-page'
import { rootRoute } from './root'
import { authUserQuery } from '../api/auth'
import { categoriesQuery } from '../api/markets'
import { useAuth } from '../lib/use-auth'

interface HomeSearch {
  q?: string
}

const LandingPage = lazyPage(() => import('../features/auth/landing-page'), 'LandingPage')
const HomePage = lazyPage(() => import('../features/markets/home-page'), 'HomePage')

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
  // The page's code before its first render: rendering before it arrives would show a fallback
  // and then, at least 300 ms later (React's Suspense reveal throttle), the page.
  loader: async ({ context: { queryClient } }) => {
    // A failed check (not a 401) is thrown: the page says so with Try again (RouteError), rather than
    // showing a signed-in person the landing page.
    const user = await queryClient.ensureQueryData(authUserQuery)
    if (!user) return LandingPage.preload?.()
    await Promise.all([HomePage.preload?.(), queryClient.ensureQueryData(categoriesQuery).catch(() => undefined)])
  },
  component: IndexPage,
})
