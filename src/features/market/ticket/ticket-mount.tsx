import { useRouter } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useTicket } from '../../../lib/ticket-store'

// The ticket's code comes the first time a ticket opens: no first screen waits for it.
const TicketSheet = lazy(() => import('./ticket-sheet').then((m) => ({ default: m.TicketSheet })))

/** Where the shell mounts the one trade ticket (src/lib/ticket-store.ts). */
export function TicketMount() {
  const open = useTicket((s) => s.request !== null)
  const [wanted, setWanted] = useState(false)
  const router = useRouter()
  // A new page (a link, the phone's Back) closes the ticket: left open over another page, it
  // could still place a trade on a market the person had left, the page under it inert.
  useEffect(
    () =>
      router.subscribe('onBeforeNavigate', (event) => {
        if (event.pathChanged && useTicket.getState().request !== null) useTicket.getState().closeTicket()
      }),
    [router],
  )
  // Once asked for it stays mounted, so it can close with its transition and open again at once.
  if (open && !wanted) setWanted(true)
  return wanted ? (
    <Suspense fallback={null}>
      <TicketSheet />
    </Suspense>
  ) : null
}
