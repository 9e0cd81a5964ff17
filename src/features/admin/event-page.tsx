import { useState } from 'react'
import { Switch } from '@headlessui/react'
import { Link } from '@tanstack/react-router'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { eventStateQuery, setSignupOpen } from '../../api/event'
import { errorMessage } from '../../api/client'
import { getDataSource } from '../../config'
import { useAuth } from '../../lib/use-auth'
import { Button, buttonClass } from '../../components/ui/button'
import { EventResetDialog } from './event-reset-dialog'
import { Card, CardHeader, CardTitle } from '../../components/ui/card'
import { ErrorState, LOAD_FAILED } from '../../components/ui/error-state'
import { cn } from '../../components/ui/cn'
import { AccessDenied } from './access-denied'
import { JoinCode, joinUrl } from '../../components/ui/join-code'

/** Addresses that reach this computer only: a phone scanning them would find nothing. */
const LOOPBACK = /^(localhost|127(\.\d+){3}|\[::1\])$/

/** /admin/event: how a room joins (link and QR code), sign-up open or closed, and the big screen. */
export function EventAdminPage() {
  const { isAdmin } = useAuth()
  if (!isAdmin) return <AccessDenied />
  return <EventAdmin />
}

function EventAdmin() {
  const queryClient = useQueryClient()
  const state = useQuery(eventStateQuery)
  const toggle = useMutation({ mutationFn: (open: boolean) => setSignupOpen(queryClient, open) })
  const url = joinUrl()
  const inBrowser = getDataSource().mode === 'in-browser'
  const open = state.data?.signupOpen ?? true
  const [resetting, setResetting] = useState(false)

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:py-8">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Event</h1>
          <p className="mt-1 text-sm text-muted">
            Everyone in the room scans the code, joins with a name and a password, and trades in this exchange, on one
            leaderboard.
          </p>
        </div>
        <Link to="/admin/markets" hash="new" className={buttonClass('primary', 'md')}>
          New question for the room
        </Link>
      </header>
      {inBrowser && (
        <p
          role="note"
          className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-200"
        >
          This app runs its own exchange in this browser. For a room to share one exchange, run the Foresight server (npm run
          server) and open this page there.
        </p>
      )}
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_18rem]">
        <Card>
          <CardHeader>
            <CardTitle>Join</CardTitle>
            <p className="text-sm text-muted">
              Put this on the screen: a phone's camera opens the join page (a name and a password, then trading).
            </p>
          </CardHeader>
          <div className="space-y-4 px-5 pb-5">
            <p className="break-all rounded-lg bg-surface-2 px-3 py-2 font-mono text-lg font-semibold" data-testid="join-url">
              {url}
            </p>
            {LOOPBACK.test(window.location.hostname) && (
              <p role="note" className="text-sm text-amber-800 dark:text-amber-300" data-testid="loopback-note">
                This address works on this computer only. Open this page at the computer's network address (start the server with
                HOST=0.0.0.0) so that phones in the room can reach it.
              </p>
            )}
            <div className="flex flex-wrap items-center gap-3">
              <Switch
                checked={open}
                disabled={state.isPending || toggle.isPending}
                onChange={(next) => toggle.mutate(next)}
                className={cn(
                  'relative inline-flex h-8 w-14 shrink-0 items-center rounded-full transition-colors disabled:opacity-60',
                  open ? 'bg-yes-600' : 'bg-line',
                )}
              >
                <span className="sr-only">Sign-up open</span>
                <span
                  aria-hidden="true"
                  className={cn(
                    'inline-block h-6 w-6 rounded-full bg-white shadow transition-transform',
                    open ? 'translate-x-7' : 'translate-x-1',
                  )}
                />
              </Switch>
              <span className="text-sm font-medium" data-testid="signup-state">
                {open ? 'Sign-up is open' : 'Sign-up is closed: newcomers are turned away'}
              </span>
            </div>
            {toggle.isError && (
              <p role="alert" className="text-sm text-no-700 dark:text-no-500">
                {errorMessage(toggle.error, 'Could not change sign-up. Try again.')}
              </p>
            )}
            {/* A failed refresh keeps the last count (the server may be restarting); only none at all is an error. */}
            {state.isError && state.data === undefined ? (
              <ErrorState
                title="Could not load the event"
                message={errorMessage(state.error, LOAD_FAILED)}
                onRetry={() => void state.refetch()}
              />
            ) : (
              <p className="text-sm text-muted">
                <span className="text-2xl font-bold tabular-nums text-fg" data-testid="joiners">
                  {state.data?.joiners ?? '—'}
                </span>{' '}
                {state.data?.joiners === 1 ? 'person has joined' : 'people have joined'}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <Link to="/event" className={buttonClass('primary', 'md')}>
                Open the big screen
              </Link>
              <Button variant="danger" onClick={() => setResetting(true)}>
                Reset the event
              </Button>
            </div>
          </div>
        </Card>
        {resetting && <EventResetDialog onClose={() => setResetting(false)} />}
        <Card className="p-5">
          <JoinCode url={url} className="w-full" />
          <p className="mt-3 text-center text-sm text-muted">Scan to join</p>
        </Card>
      </div>
    </div>
  )
}
