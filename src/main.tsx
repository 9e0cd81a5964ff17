// First: keep the browser's own fetch before the in-browser backend wraps it.
import './lib/native-fetch'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { createQueryClient } from './api/query-client'
import { createAppRouter } from './router'
import { startPwa } from './pwa/start-pwa'
import { getDataSource } from './config'
import { hasInBrowserSession, startInBrowserBackend } from './api/backend'
import './index.css'

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)

// Install offer, theme colour, and (after load, when idle) the service worker.
startPwa()

// Signed in with the in-browser exchange: the first screen needs the exchange and the home
// page's code, so fetch both now, alongside the first render, not once the shell asks.
if (getDataSource().mode === 'in-browser' && hasInBrowserSession()) {
  void startInBrowserBackend()
  if (location.pathname === '/') void import('./features/markets/home-page')
}
