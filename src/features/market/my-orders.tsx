import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Order } from '../../api/contract'
import { errorMessage } from '../../api/client'
import { cancelOrder, ordersQuery, refreshAfterOrder } from '../../api/orders'
import { toast } from '../../components/toast/toast-store'
import { Button } from '../../components/ui/button'
import { SideBadge } from '../../components/ui/side-badge'
import { formatCount, formatDateTime, formatMoney } from '../../lib/format'
import { orderCancelledToast } from './ticket/order-messages'

/** The trader's own open limit orders in this market, each with Cancel (which releases what it holds back). */
export function MyOrders({ marketId }: { marketId: string }) {
  const orders = useQuery(ordersQuery({ status: 'open', marketId })).data?.orders ?? []
  if (orders.length === 0) return null
  return (
    <section
      aria-labelledby="my-orders"
      className="rounded-xl border border-line bg-surface px-4 py-3 shadow-sm"
      data-testid="my-orders"
    >
      <h2 id="my-orders" className="text-sm font-semibold">
        Your open orders
      </h2>
      <ul className="mt-2 divide-y divide-line">
        {orders.map((o) => (
          <OrderLine key={o.id} order={o} />
        ))}
      </ul>
    </section>
  )
}

function OrderLine({ order: o }: { order: Order }) {
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
        className="h-11 sm:h-9"
        disabled={cancel.isPending}
        onClick={() => cancel.mutate()}
        aria-label={`Cancel order: ${words}`}
      >
        {cancel.isPending ? 'Cancelling...' : 'Cancel'}
      </Button>
    </li>
  )
}
