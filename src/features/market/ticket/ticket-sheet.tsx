import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { ApiError } from '../../../api/client'
import type { Side } from '../../../api/contract'
import { marketFromLists, marketQuery } from '../../../api/markets'
import { toast } from '../../../components/toast/toast-store'
import { XIcon } from '../../../components/ui/icons'
import { Skeleton } from '../../../components/ui/skeleton'
import { isTradable } from '../../../lib/market-status'
import { answerTicketMarket, useTicket, type TicketRequest } from '../../../lib/ticket-store'
import { marketNotFoundToast, signedOutToast } from '../../../lib/trade-messages'
import { NOT_AUTHENTICATED } from '../../../lib/instant-messages'
import { useAuth } from '../../../lib/use-auth'
import { ClosedNotice } from './closed-notice'
import { TradeTicket } from './trade-ticket'

function sheetTitle(request: TicketRequest): string {
  if (request.source === 'instant') return 'Place an instant trade'
  if (request.copyOf) return `Copy ${request.copyOf.traderName}'s trade`
  if (request.close) return 'Close position'
  return 'Trade'
}

/**
 * The trade ticket opened from anywhere (src/lib/ticket-store.ts): a bottom sheet on phones,
 * in reach of the thumb, and a panel at the right on wider screens. Mounted once by the shell.
 */
export function TicketSheet() {
  const request = useTicket((s) => s.request)
  const opened = useTicket((s) => s.opened)
  const close = useTicket((s) => s.closeTicket)
  return (
    <Dialog open={request !== null} onClose={close} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <div className="fixed inset-0 flex items-end sm:items-stretch sm:justify-end">
        <DialogPanel
          data-testid="trade-ticket"
          className="max-h-[92dvh] w-full overflow-y-auto overscroll-contain rounded-t-2xl border border-line bg-surface px-4 pb-[max(1rem,env(safe-area-inset-bottom))] pt-3 shadow-2xl sm:max-h-none sm:w-[420px] sm:rounded-none sm:rounded-l-2xl sm:p-6"
        >
          <div aria-hidden="true" className="mx-auto mb-3 h-1.5 w-10 rounded-full bg-line sm:hidden" />
          {request && <SheetBody key={opened} request={request} onClose={close} />}
        </DialogPanel>
      </div>
    </Dialog>
  )
}

function SheetBody({ request, onClose }: { request: TicketRequest; onClose: () => void }) {
  const queryClient = useQueryClient()
  const { user } = useAuth()
  const [side, setSide] = useState<Side>(request.side)
  // Read afresh as the ticket opens; until then the opener's copy (the newest seen) quotes.
  const query = useQuery({ ...marketQuery(request.marketId), enabled: !!user, refetchOnMount: 'always' })
  const fresh = query.isFetchedAfterMount ? query.data : undefined
  const loaded = query.data ?? marketFromLists(queryClient, request.marketId)
  // One answer of a multi-answer market trades on that answer's pool and prices.
  const answer = request.answer
  const market = answer
    ? ((fresh && answerTicketMarket(fresh, answer.id)) ?? request.market ?? (loaded && answerTicketMarket(loaded, answer.id)))
    : (fresh ?? request.market ?? loaded)
  const missing = query.error instanceof ApiError && query.error.status === 404

  // Trading needs a signed-in user: say so where the trade was offered, as a press on Buy did.
  useEffect(() => {
    if (user && !missing) return
    toast(
      !user
        ? request.source === 'instant'
          ? { title: 'Trade Failed', description: NOT_AUTHENTICATED, variant: 'destructive' }
          : signedOutToast(request.source === 'card' ? 'card' : 'panel')
        : marketNotFoundToast(),
    )
    onClose()
  }, [user, missing, request.source, onClose])

  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <DialogTitle className="text-lg font-semibold tracking-tight">{sheetTitle(request)}</DialogTitle>
          <p className="mt-0.5 line-clamp-2 text-sm text-muted">{market?.title ?? request.market?.title ?? ''}</p>
          {answer && (
            <p className="mt-1 text-sm font-semibold" data-testid="ticket-answer">
              {answer.text}
            </p>
          )}
        </div>
        <button
          type="button"
          aria-label="Close"
          onClick={onClose}
          className="-mr-2 -mt-1 flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-surface-2"
        >
          <XIcon size={18} />
        </button>
      </div>
      <div className="mt-4">
        {!market ? (
          <TicketSkeleton />
        ) : fresh && !isTradable(fresh) ? (
          <ClosedNotice market={fresh} />
        ) : (
          <TradeTicket
            market={market}
            request={request}
            side={side}
            onSideChange={setSide}
            layout="sheet"
            onDone={onClose}
            onCancel={onClose}
          />
        )}
      </div>
      <p className="mt-3 text-center text-xs text-muted">A demo with simulated trading: no real money is used.</p>
    </>
  )
}

function TicketSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the market" className="flex flex-col gap-4">
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-12 w-full" />
    </div>
  )
}
