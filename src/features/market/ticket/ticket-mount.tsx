import { useRouter } from '@tanstack/react-router'
import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { useTicket } from '../../../lib/ticket-store'
import { toast } from '../../../components/toast/toast-store'

// The ticket's code comes the first time a ticket opens: no first screen waits for it. A load
// that failed is asked for afresh (React keeps a lazy component's failure for good).
const loadSheet = () => lazy(() => import('./ticket-sheet').then((m) => ({ default: m.TicketSheet })))

/**
 * The ticket's code did not arrive (the server restarting, the connection dropped, no offline
 * cache yet): without this the failure reached the root and replaced the whole app with "Couldn't
 * load this page", and Try again met the same kept failure.
 */
class TicketLoadBoundary extends Component<{ onFailed: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }
  override componentDidCatch(): void {
    this.props.onFailed()
  }
  override render(): ReactNode {
    return this.state.failed ? null : this.props.children
  }
}

/** Where the shell mounts the one trade ticket (src/lib/ticket-store.ts). */
export function TicketMount() {
  const open = useTicket((s) => s.request !== null)
  const [wanted, setWanted] = useState(false)
  const [sheet, setSheet] = useState(() => ({ Sheet: loadSheet(), attempt: 0 }))
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
  const failed = () => {
    useTicket.getState().closeTicket()
    toast({
      title: 'Could not open the ticket',
      description: "The trade ticket didn't load. Check your connection, then try again.",
      variant: 'destructive',
    })
    // The next Buy asks for the code again.
    setWanted(false)
    setSheet((s) => ({ Sheet: loadSheet(), attempt: s.attempt + 1 }))
  }
  const { Sheet } = sheet
  return wanted ? (
    <TicketLoadBoundary key={sheet.attempt} onFailed={failed}>
      <Suspense fallback={null}>
        <Sheet />
      </Suspense>
    </TicketLoadBoundary>
  ) : null
}
