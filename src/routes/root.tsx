import { createRootRouteWithContext } from '@tanstack/react-router'
import { lazyPage } from './lazy-page'
import type { QueryClient } from '@tanstack/react-query'
import { Suspense } from 'react'
import { AppLayout } from '../features/shell/app-layout'
import { TicketMount } from '../features/market/ticket/ticket-mount'

// Only a mistyped or stale address needs it: its code comes when one does.
const LazyNotFoundPage = lazyPage(() => import('../features/shell/not-found-page'), 'NotFoundPage')

function NotFound() {
  return (
    <Suspense fallback={null}>
      <LazyNotFoundPage />
    </Suspense>
  )
}

interface RouterContext {
  queryClient: QueryClient
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  // The one trade ticket, mounted once beside the shell (src/lib/ticket-store.ts).
  component: () => (
    <>
      <AppLayout />
      <TicketMount />
    </>
  ),
  notFoundComponent: NotFound,
})
