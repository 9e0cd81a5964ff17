import { ApiError, errorMessage } from '../../api/client'
import type { Side } from '../../api/contract'
import { formatMoney } from '../../lib/format'
import type { ToastInput } from '../trading/trade-messages'

/** The instant page's toasts (spec 8). */
export const NOT_AUTHENTICATED = 'User not authenticated'
export const INSTANT_TRADE_FAILED_FALLBACK = 'Failed to place trade. Please try again.'

export class NotAuthenticatedError extends Error {
  constructor() {
    super(NOT_AUTHENTICATED)
    this.name = 'NotAuthenticatedError'
  }
}

export function instantSuccessToast(side: Side, amount: number): ToastInput {
  return { title: 'Trade Placed Successfully!', description: `Your ${side.toUpperCase()} trade for ${formatMoney(amount)} has been placed.` }
}

export function instantFailureToast(error: unknown): ToastInput {
  const signedOut = error instanceof NotAuthenticatedError || (error instanceof ApiError && error.status === 401)
  return {
    title: 'Trade Failed',
    description: signedOut ? NOT_AUTHENTICATED : errorMessage(error, INSTANT_TRADE_FAILED_FALLBACK),
    variant: 'destructive',
  }
}
