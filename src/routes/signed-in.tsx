import { createRoute, lazyRouteComponent, type AnyRoute, type RouteComponent } from '@tanstack/react-router'
import type { ComponentType } from 'react'
import { rootRoute } from './root'
import { AUTH_USER_KEY } from '../api/auth'
import { RequireAuth, SignInGate, SignInPrompt } from '../features/auth/require-auth'

/** Signed-in only: signed-out visitors go to /local-login and come back after. */
function guarded(Page: ComponentType) {
  return function Guarded() {
    return <RequireAuth><Page /></RequireAuth>
  }
}

const page = (path: string, component: RouteComponent) =>
  createRoute({ getParentRoute: () => rootRoute, path, component })

/**
 * Social, liquidity and instant: signed-out visitors see the page's sign-in prompt
 * (docs/product.md, Who sees what). The prompt's code is asked for as the route loads, alongside the page's,
 * unless someone is known to be signed in; not awaited: nothing waits for it but the prompt.
 */
function gatedPage(path: string, Page: ComponentType, title: string, description: string) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    component: function Gated() {
      return <SignInGate title={title} description={description}><Page /></SignInGate>
    },
    loader: ({ context }) => {
      if (!context.queryClient.getQueryData(AUTH_USER_KEY)) void Promise.resolve(SignInPrompt.preload?.()).catch(() => undefined)
    },
  })
}

export const MarketPage = lazyRouteComponent(() => import('../features/market/market-page'), 'MarketPage')
export const marketRoute = page('/market/$id', guarded(MarketPage))

export const signedInRoutes: AnyRoute[] = [
  marketRoute,
  page('/portfolio', guarded(lazyRouteComponent(() => import('../features/portfolio/portfolio-page'), 'PortfolioPage'))),
  page('/my-trades', guarded(lazyRouteComponent(() => import('../features/my-trades/my-trades-page'), 'MyTradesPage'))),
  page('/insights', guarded(lazyRouteComponent(() => import('../features/insights/insights-page'), 'InsightsPage'))),
  page('/admin', guarded(lazyRouteComponent(() => import('../features/admin/admin-page'), 'AdminPage'))),
  gatedPage('/social', lazyRouteComponent(() => import('../features/social/social-page'), 'SocialPage'),
    'Sign in to see social trading', 'Follow top traders, see their recent trades and copy the ones still pending.'),
  gatedPage('/liquidity', lazyRouteComponent(() => import('../features/liquidity/liquidity-page'), 'LiquidityPage'),
    'Sign in to provide liquidity', 'Add cash to market pools and earn a share of every trading fee.'),
  gatedPage('/instant', lazyRouteComponent(() => import('../features/instant/instant-page'), 'InstantPage'),
    'Sign in to trade instant markets', 'Short-lived markets that settle within hours, with payouts the moment they resolve.'),
  page('/settings', lazyRouteComponent(() => import('../features/settings/settings-page'), 'SettingsPage')),
]
