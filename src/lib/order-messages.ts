import type { Order, Side, Trade } from '../api/contract'
import type { ToastInput } from './trade-messages'
import { formatCentsPrecise, formatCount } from './format'

/** The ticket's toasts for sells and limit orders, in the words of the activity log (docs/product.md). */
export function sellSuccessToast(trade: Pick<Trade, 'quantity' | 'side' | 'price'>): ToastInput {
  return {
    title: 'Trade Successful',
    description: `Sold ${trade.quantity} ${trade.side.toUpperCase()} contracts at ${formatCentsPrecise(Number(trade.price))}`,
  }
}

/** An order on one answer of a multi-answer market says which: "YES on Team Blue". */
const onAnswer = (o: { market?: Pick<Order['market'], 'answer'> }) => (o.market?.answer ? ` on ${o.market.answer.text}` : '')

const orderWords = (
  o: Pick<Order, 'action' | 'quantity' | 'side' | 'limitPriceCents'> & { market?: Pick<Order['market'], 'answer'> },
) => `${o.action} ${formatCount(o.quantity)} ${o.side.toUpperCase()}${onAnswer(o)} at ${o.limitPriceCents}¢`

/**
 * An order as placed. Filled at once, it says the price the fill paid before the fee (`fillPrice`,
 * the fill's trade's price, cents), as the history and the activity log do, not the limit.
 */
export function orderPlacedToast(order: Order, fillPrice?: string): ToastInput {
  if (order.status === 'filled') {
    const at = fillPrice !== undefined ? ` at ${formatCentsPrecise(Number(fillPrice))}` : ''
    return {
      title: 'Order Filled',
      description: `Limit order filled: ${formatCount(order.quantity)} ${order.side.toUpperCase()}${onAnswer(order)}${at}.`,
    }
  }
  // What filled at once says its price, as a filled order's toast does.
  const at = fillPrice !== undefined ? ` at ${formatCentsPrecise(Number(fillPrice))}` : ''
  const filled =
    order.filledQuantity > 0
      ? ` ${formatCount(order.filledQuantity)} filled at once${at}; ${formatCount(order.remainingQuantity)} resting.`
      : ''
  return { title: 'Order Placed', description: `Placed limit order to ${orderWords(order)}.${filled}` }
}

export function orderCancelledToast(order: Order): ToastInput {
  return { title: 'Order Cancelled', description: `Cancelled limit order to ${orderWords(order)}.` }
}

export const sideWord = (side: Side) => (side === 'yes' ? 'Yes' : 'No')

/**
 * When a contract pays $1.00: "YES is right", or on one answer of a multi-answer market "the answer
 * is Rebeca Grynspan" (Yes) and "the answer is not Rebeca Grynspan" (No), since a bare YES there
 * does not say on what (docs/product.md, "Multi-answer markets").
 */
export function paysIf(side: Side, answerText?: string): string {
  if (answerText === undefined) return `${side.toUpperCase()} is right`
  return side === 'yes' ? `the answer is ${answerText}` : `the answer is not ${answerText}`
}
