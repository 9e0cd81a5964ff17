import { createRouter } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { rootRoute } from './routes/root'
import { indexRoute } from './routes/index'
import { loginRoute, logoutRoute, registerRoute, simulatedLoginRoute } from './routes/auth'
import { signedInRoutes } from './routes/signed-in'

const routeTree = rootRoute.addChildren([
  indexRoute,
  loginRoute,
  registerRoute,
  simulatedLoginRoute,
  logoutRoute,
  ...signedInRoutes,
])

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    scrollRestoration: true,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
