// First: keep the browser's own fetch before the in-browser backend wraps it.
import './lib/native-fetch'
import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { createQueryClient } from './api/query-client'
import { persistAnswers } from './api/persist'
import { AUTH_USER_KEY } from './api/auth'
import { createAppRouter } from './router'
import { startPwa } from './pwa/start-pwa'
import { getDataSource } from './config'
import { hasInBrowserSession, startBackendNotBefore, startInBrowserBackend } from './api/backend'
import { afterFirstScreen } from './lib/first-screen-painted'
import './index.css'

// How a visit starts: docs/start-up.md.
const queryClient = createQueryClient()
const inBrowser = getDataSource().mode === 'in-browser'
const AUTH_USER_HASH = JSON.stringify(AUTH_USER_KEY)

void persistAnswers(queryClient).then(async (restored) => {
  const router = createAppRouter(queryClient)
  // Signed out since (here or in another tab, or the session ended): the page's beforeLoad runs again.
  let signedIn = restored
  queryClient.getQueryCache().subscribe(({ type, query }) => {
    if (type !== 'updated' || query.queryHash !== AUTH_USER_HASH) return
    if (signedIn && !query.state.data) void router.invalidate()
    signedIn = Boolean(query.state.data)
  })
  // With answers at hand (restored, or nobody signed in here) the route loads without the exchange
  // (a page whose data was not kept starts it now): render it whole. Otherwise render at once; the
  // router shows 'Loading...' until the answers come.
  if (restored || (inBrowser && !hasInBrowserSession())) await router.load().catch(() => undefined)
  // A returning trader's last answers paint first; the exchange starts after that paint.
  if (restored) startBackendNotBefore(afterFirstScreen())
  if (inBrowser && hasInBrowserSession()) void startInBrowserBackend()
  // Live updates (src/api/live.ts) once the first screen is up: not on the critical path.
  void afterFirstScreen()
    .then(() => import('./api/live'))
    .then(({ startLiveUpdates }) => startLiveUpdates(queryClient))
  const root = createRoot(document.getElementById('root')!)
  // A transition renders in slices that yield to the browser: no long task on a slow phone.
  startTransition(() => {
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    )
  })
})

// Install offer, theme colour, and (once the first screen shows its content and the network is
// quiet) the service worker.
startPwa(queryClient)
