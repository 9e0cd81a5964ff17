import { Outlet, useRouterState } from '@tanstack/react-router'
import { Header } from './header'
import { BottomBar } from './bottom-bar'
import { LoadingScreen } from '../../components/ui/loading-screen'
import { useAuth } from '../../lib/use-auth'
import { OfflineIndicator } from '../../pwa/offline-indicator'
import { Toaster } from '../../components/toast/toaster'
import { DbOutdatedBanner } from '../../pwa/db-outdated-banner'
import { useShellExtras } from './use-shell-extras'
import { useFirstScreenPainted } from '../../lib/first-screen-painted'
import { useExchangeClockSync } from '../../lib/exchange-clock'

/** The shell around every page; 'Loading...' while the user call is in flight. */
export function AppLayout() {
  const { isLoading, isAuthenticated } = useAuth()
  // Days left, countdowns and charts read the exchange's clock, which a demo fast-forward moves.
  useExchangeClockSync(isAuthenticated)
  // Work that can wait (the exchange behind a restored screen) starts after this.
  useFirstScreenPainted()
  // Footer and update prompt: their code comes after the first screen's content.
  const extras = useShellExtras()
  // A full-screen page (the projector's /event: staticData.fullScreen) draws without the shell.
  const fullScreen = useRouterState({ select: (s) => s.matches.some((m) => m.staticData.fullScreen === true) })
  if (fullScreen)
    return (
      <main id="main" className="min-h-dvh">
        {isLoading ? <LoadingScreen /> : <Outlet />}
        <Toaster />
      </main>
    )
  return (
    // Padded by the phone's tab bar and a market page's trade bar above it (--bottom-bar-h,
    // --trade-bar-h: 0 where they do not show): nothing hides under them, the footer included.
    <div className="flex min-h-dvh flex-col pb-[calc(var(--bottom-bar-h)+var(--trade-bar-h,0px))]">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-[200] focus:rounded-md focus:bg-surface focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <DbOutdatedBanner />
      <Header />
      <OfflineIndicator />
      {/* At least a screen tall: the footer starts below the fold, so pages that grow as their
          data arrives never push it across the screen (a layout shift Lighthouse counts). */}
      <main id="main" className="min-h-dvh flex-1">
        {isLoading ? <LoadingScreen /> : <Outlet />}
      </main>
      {extras && (
        <>
          <extras.Footer />
          <extras.UpdatePrompt />
        </>
      )}
      {isAuthenticated && <BottomBar />}
      <Toaster />
    </div>
  )
}
