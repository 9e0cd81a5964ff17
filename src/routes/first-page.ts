import { HomePage, LandingPage } from './index'
import { MarketPage } from './signed-in'

/**
 * Loads the code of the page a visit starts on, for the pages people most often start on.
 * Rendering before it arrives would show a fallback and then, at least 300 ms later (React's
 * Suspense reveal throttle), the page; rendering once it is here paints the page at once.
 */
export function loadFirstPage(pathname: string, signedIn: boolean): Promise<unknown> {
  const page = pathname === '/' ? (signedIn ? HomePage : LandingPage) : pathname.startsWith('/market/') ? MarketPage : null
  return Promise.resolve(page?.preload?.()).catch(() => undefined)
}
