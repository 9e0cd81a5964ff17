import { createRouter } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { rootRoute } from './routes/root'
import { indexRoute } from './routes/index'
import { joinRoute, loginRoute, logoutRoute, registerRoute, simulatedLoginRoute } from './routes/auth'
import {
  adminRoute,
  eventAdminRoute,
  marketsAdminRoute,
  eventRoute,
  insightsRoute,
  instantRoute,
  liquidityRoute,
  marketRoute,
  myTradesRoute,
  portfolioRoute,
  settingsRoute,
  socialRoute,
} from './routes/signed-in'
import { LoadingScreen } from './components/ui/loading-screen'
import { RouteError } from './routes/route-error'

const routeTree = rootRoute.addChildren([
  indexRoute,
  loginRoute,
  registerRoute,
  joinRoute,
  simulatedLoginRoute,
  logoutRoute,
  marketRoute,
  portfolioRoute,
  myTradesRoute,
  insightsRoute,
  adminRoute,
  eventAdminRoute,
  marketsAdminRoute,
  eventRoute,
  socialRoute,
  liquidityRoute,
  instantRoute,
  settingsRoute,
])

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPendingComponent: LoadingScreen,
    // A page that could not start (the session check failed, its code did not arrive): said, with Try again.
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
  interface StaticDataRouteOption {
    /** The page fills the screen without the app's header, tabs and footer (src/features/shell/app-layout.tsx). */
    fullScreen?: boolean
  }
}
