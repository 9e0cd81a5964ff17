import { ApiError, errorMessage } from '../api/client'
import type { Trade } from '../api/contract'
import { formatMoney } from './format'
import type { ToastInput } from './trade-messages'

/** The instant page's toasts. */
export const NOT_AUTHENTICATED = 'User not authenticated'
export const INSTANT_TRADE_FAILED_FALLBACK = 'Failed to place trade. Please try again.'

export class NotAuthenticatedError extends Error {
  constructor() {
    super(NOT_AUTHENTICATED)
    this.name = 'NotAuthenticatedError'
  }
}

/** The success toast; its amount is what the trade cost (the exchange's charge, fee included), not what was typed. */
export function instantSuccessToast(trade: Pick<Trade, 'side' | 'cost'>): ToastInput {
  return {
    title: 'Trade Placed Successfully!',
    description: `Your ${trade.side.toUpperCase()} trade for ${formatMoney(trade.cost)} has been placed.`,
  }
}

export function instantFailureToast(error: unknown): ToastInput {
  const signedOut = error instanceof NotAuthenticatedError || (error instanceof ApiError && error.status === 401)
  return {
    title: 'Trade Failed',
    description: signedOut ? NOT_AUTHENTICATED : errorMessage(error, INSTANT_TRADE_FAILED_FALLBACK),
    variant: 'destructive',
  }
}
