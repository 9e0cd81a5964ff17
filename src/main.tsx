// First: keep the browser's own fetch before the in-browser backend wraps it.
import './lib/native-fetch'
import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { createQueryClient } from './api/query-client'
import { createAppRouter } from './router'
import { startPwa } from './pwa/start-pwa'
import { getDataSource } from './config'
import { hasInBrowserSession, startBackendNotBefore, startInBrowserBackend } from './api/backend'
import { keepFirstScreen, restoreFirstScreen } from './api/first-screen'
import { afterFirstScreen } from './lib/first-screen-painted'
import { loadFirstPage } from './routes/first-page'
import './index.css'

const queryClient = createQueryClient()
// A returning trader's last-seen screen, at once (refetched as soon as it shows).
const restored = restoreFirstScreen(queryClient)
keepFirstScreen(queryClient)
if (restored) startBackendNotBefore(afterFirstScreen())

const inBrowser = getDataSource().mode === 'in-browser'
const signedIn = inBrowser ? hasInBrowserSession() : restored

// Signed in with the in-browser exchange, the first screen needs the exchange: ask for it
// now (it waits for a restored screen to paint first, when there is one).
if (inBrowser && signedIn) void startInBrowserBackend()

// The first page's code is already on its way (a few KB): render once it is here. (A remote
// backend without a restored screen: who is signed in is not known yet, so nothing to load.)
const firstPage = inBrowser || restored ? loadFirstPage(location.pathname, signedIn) : Promise.resolve()
// The router is made, and matches the address, in a task of its own (the modules' evaluation
// and the restore above are one already) and before the first render, not in the render's
// effects: there, its state changing under a just-rendered tree re-renders the whole screen
// synchronously (useSyncExternalStore), a 100 ms task at 4× CPU. (Its errors show in the render.)
const routed = new Promise<void>((resolve) => setTimeout(resolve, 0)).then(async () => {
  const router = createAppRouter(queryClient)
  await router.load().catch(() => undefined)
  return router
})
void Promise.all([routed, firstPage]).then(([router]) => {
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
