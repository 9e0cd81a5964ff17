import { lazy, Suspense, useState } from 'react'
import { useTicket } from '../../../lib/ticket-store'

// The ticket's code comes the first time a ticket opens: no first screen waits for it.
const TicketSheet = lazy(() => import('./ticket-sheet').then((m) => ({ default: m.TicketSheet })))

/** Where the shell mounts the one trade ticket (src/lib/ticket-store.ts). */
export function TicketMount() {
  const open = useTicket((s) => s.request !== null)
  const [wanted, setWanted] = useState(false)
  // Once asked for it stays mounted, so it can close with its transition and open again at once.
  if (open && !wanted) setWanted(true)
  return wanted ? (
    <Suspense fallback={null}>
      <TicketSheet />
    </Suspense>
  ) : null
}
