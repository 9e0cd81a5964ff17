import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { Order } from '../../api/contract'
import { errorMessage } from '../../api/client'
import { cancelOrder, ordersQuery, refreshAfterOrder } from '../../api/orders'
import { toast } from '../toast/toast-store'
import { Button } from '../ui/button'
import { SideBadge } from '../ui/side-badge'
import { cn } from '../ui/cn'
import { formatCount, formatDateTime, formatMoney, marketName } from '../../lib/format'
import { orderCancelledToast } from '../../lib/order-messages'

/**
 * The trader's own open limit orders, each with Cancel (which releases what it holds back): in one
 * market on its page, or (no `marketId`) in every market on the Portfolio, each naming its market.
 */
export function MyOrders({ marketId }: { marketId?: string }) {
  const everywhere = marketId === undefined
  const page = useQuery(ordersQuery(everywhere ? { status: 'open' } : { status: 'open', marketId })).data
  const orders = page?.orders ?? []
  if (orders.length === 0) return null
  const id = everywhere ? 'open-orders' : 'my-orders'
  return (
    <section
      id={everywhere ? id : undefined}
      aria-labelledby={`${id}-title`}
      // On the Portfolio it is a card among its cards (their padding and title size).
      className={cn(
        'scroll-mt-24 rounded-xl border border-line bg-surface shadow-sm',
        everywhere ? 'px-5 pb-3 pt-5' : 'px-4 py-3',
      )}
      data-testid={id}
    >
      <h2 id={`${id}-title`} className={everywhere ? 'text-lg font-semibold tracking-tight' : 'text-sm font-semibold'}>
        {everywhere ? 'Open orders' : 'Your open orders'}
        {everywhere && page && page.total > orders.length && (
          <span className="font-normal text-muted">
            {' '}
            · the latest {formatCount(orders.length)} of {formatCount(page.total)}
          </span>
        )}
      </h2>
      <ul className="mt-2 divide-y divide-line">
        {orders.map((o) => (
          <OrderLine key={o.id} order={o} named={everywhere} />
        ))}
      </ul>
    </section>
  )
}

function OrderLine({ order: o, named }: { order: Order; named: boolean }) {
  const queryClient = useQueryClient()
  const cancel = useMutation({
    mutationFn: () => cancelOrder(o.id),
    onSuccess: (done) => toast(orderCancelledToast(done)),
    onError: (error) =>
      toast({
        title: 'Cancel Failed',
        description: errorMessage(error, 'Unable to cancel the order. Please try again.'),
        variant: 'destructive',
      }),
    onSettled: () => refreshAfterOrder(queryClient),
  })
  const words = `${o.action === 'buy' ? 'Buy' : 'Sell'} ${formatCount(o.quantity)} ${o.side.toUpperCase()} at ${o.limitPriceCents}¢`
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
      <div className="min-w-0">
        {named && (
          <Link
            to="/market/$id"
            params={{ id: o.market.id }}
            className="block font-medium leading-snug hover:text-brand-700 dark:hover:text-brand-100"
          >
            {marketName(o.market)}
          </Link>
        )}
        {/* On a multi-answer market's page, the answer the order is on. */}
        {!named && o.market.answer && <p className="font-medium leading-snug">{o.market.answer.text}</p>}
        <p className="flex items-center gap-1.5 font-medium">
          <SideBadge side={o.side} /> {words}
        </p>
        <p className="text-xs text-muted">
          {o.filledQuantity > 0 && `${formatCount(o.filledQuantity)} filled · `}
          {o.action === 'buy' ? `holds ${formatMoney(o.reservedCash)}` : `holds ${formatCount(o.reservedContracts)} contracts`}
          {' · '}
          {o.expiresAt ? `expires ${formatDateTime(o.expiresAt)}` : 'good till cancelled'}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        // On the right even when a long line puts it on a line of its own.
        className="ml-auto h-11 sm:h-9"
        disabled={cancel.isPending}
        onClick={() => cancel.mutate()}
        // On the Portfolio two markets may hold the same order: the name says which.
        aria-label={
          named || o.market.answer
            ? `Cancel order: ${words} on ${named ? marketName(o.market) : o.market.answer!.text}`
            : `Cancel order: ${words}`
        }
      >
        {cancel.isPending ? 'Cancelling...' : 'Cancel'}
      </Button>
    </li>
  )
}
