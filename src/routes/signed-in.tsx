import { createRoute, redirect, type ParsedLocation } from '@tanstack/react-router'
import { lazyPage } from './lazy-page'
import type { QueryClient } from '@tanstack/react-query'
import { Suspense, type ComponentType } from 'react'
import { rootRoute } from './root'
import { authUserQuery } from '../api/auth'
import { adminUsersQuery } from '../api/admin'
import { instantMarketsQuery } from '../api/instant'
import { liquidityPoolsQuery } from '../api/liquidity'
import { marketFromLists, marketQuery } from '../api/markets'
import { portfolioQuery } from '../api/portfolio'
import { socialSummaryQuery, tradersQuery } from '../api/social'
import { tradesQuery } from '../api/trades'
import { useAuth } from '../lib/use-auth'

interface GuardArgs {
  context: { queryClient: QueryClient }
  location: ParsedLocation
}

/**
 * Who is signed in (null: nobody, a 401). Any other failure is thrown, never taken for a sign-out:
 * the person stays on the page they asked for, which says what failed with Try again (RouteError).
 */
const signedInUser = (client: QueryClient) => client.ensureQueryData(authUserQuery)

/** A page's data: a failed answer shows on the page itself, as its error state. */
const settled = (...answers: Promise<unknown>[]) =>
  Promise.all(answers).then(
    () => undefined,
    () => undefined,
  )

/** Signed-in pages: a signed-out visitor is sent to sign in and brought back afterwards. */
async function requireSignIn({ context, location }: GuardArgs) {
  const user = await signedInUser(context.queryClient)
  if (!user) throw redirect({ to: '/local-login', search: { redirect: location.href }, replace: true })
  return { user }
}

// For signed-out visitors only, so not in the first chunk.
const SignInPrompt = lazyPage(() => import('../features/auth/sign-in-prompt'), 'SignInPrompt')

/**
 * Social, liquidity and instant: signed-out visitors see the page's sign-in prompt instead
 * (docs/product.md, Who sees what). The prompt's code comes with the route when nobody is signed in.
 */
function gated(Page: ComponentType, title: string, description: string) {
  return {
    beforeLoad: async ({ context }: GuardArgs) => {
      const user = await signedInUser(context.queryClient)
      if (!user) void Promise.resolve(SignInPrompt.preload?.()).catch(() => undefined)
      return { user }
    },
    component: function Gated() {
      const { isAuthenticated } = useAuth()
      if (!isAuthenticated)
        return (
          <Suspense fallback={null}>
            <SignInPrompt title={title} description={description} />
          </Suspense>
        )
      return <Page />
    },
  }
}

export const marketRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/market/$id',
  beforeLoad: requireSignIn,
  // A market on a list already seen shows its listed copy at once; its page asks for the rest.
  loader: ({ context: { queryClient }, params: { id } }) =>
    marketFromLists(queryClient, id) ? undefined : settled(queryClient.ensureQueryData(marketQuery(id))),
  component: lazyPage(() => import('../features/market/market-page'), 'MarketPage'),
})

export const portfolioRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/portfolio',
  beforeLoad: requireSignIn,
  loader: ({ context: { queryClient, user } }) => settled(queryClient.ensureQueryData(portfolioQuery(user.id))),
  component: lazyPage(() => import('../features/portfolio/portfolio-page'), 'PortfolioPage'),
})

export const myTradesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/my-trades',
  // ?tab=history opens Trade History (the portfolio's "View all" under its finished trades).
  validateSearch: (search: Record<string, unknown>): { tab?: 'history' } => (search.tab === 'history' ? { tab: 'history' } : {}),
  beforeLoad: requireSignIn,
  loader: ({ context: { queryClient, user } }) =>
    settled(queryClient.ensureQueryData(tradesQuery(user.id)), queryClient.ensureQueryData(portfolioQuery(user.id))),
  component: lazyPage(() => import('../features/my-trades/my-trades-page'), 'MyTradesPage'),
})

export const insightsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/insights',
  beforeLoad: requireSignIn,
  component: lazyPage(() => import('../features/insights/insights-page'), 'InsightsPage'),
})

export const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin',
  beforeLoad: requireSignIn,
  // Only an admin's answer is worth waiting for: the page tells anyone else it is not theirs.
  loader: ({ context: { queryClient, user } }) =>
    user.role === 'admin' ? settled(queryClient.ensureQueryData(adminUsersQuery)) : undefined,
  component: lazyPage(() => import('../features/admin/admin-page'), 'AdminPage'),
})

/** Event mode: the admin's screen (join code, sign-up open or closed) and the big screen. */
export const eventAdminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/event',
  beforeLoad: requireSignIn,
  component: lazyPage(() => import('../features/admin/event-page'), 'EventAdminPage'),
})

/** Markets admins make: the new-market form and the list to resolve (docs/product.md, "Markets admins make"). */
export const marketsAdminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/markets',
  beforeLoad: requireSignIn,
  component: lazyPage(() => import('../features/admin/markets-admin-page'), 'MarketsAdminPage'),
})

export const eventRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/event',
  // The projector's page: full screen, no app header.
  staticData: { fullScreen: true },
  beforeLoad: requireSignIn,
  component: lazyPage(() => import('../features/event/event-screen'), 'EventScreen'),
})

export const socialRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/social',
  ...gated(
    lazyPage(() => import('../features/social/social-page'), 'SocialPage'),
    'Sign in to see social trading',
    'Follow top traders, see their recent trades and copy the ones still pending.',
  ),
  loader: ({ context: { queryClient, user } }) =>
    user
      ? settled(queryClient.ensureQueryData(tradersQuery(user.id)), queryClient.ensureQueryData(socialSummaryQuery(user.id)))
      : undefined,
})

export const liquidityRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/liquidity',
  ...gated(
    lazyPage(() => import('../features/liquidity/liquidity-page'), 'LiquidityPage'),
    'Sign in to provide liquidity',
    'Add cash to market pools and earn a share of every trading fee.',
  ),
  loader: ({ context: { queryClient, user } }) => (user ? settled(queryClient.ensureQueryData(liquidityPoolsQuery)) : undefined),
})

export const instantRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/instant',
  ...gated(
    lazyPage(() => import('../features/instant/instant-page'), 'InstantPage'),
    'Sign in to trade instant markets',
    'Short-lived markets that settle within hours, with payouts the moment they resolve.',
  ),
  loader: ({ context: { queryClient, user } }) => (user ? settled(queryClient.ensureQueryData(instantMarketsQuery)) : undefined),
})

export const settingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings',
  component: lazyPage(() => import('../features/settings/settings-page'), 'SettingsPage'),
})
