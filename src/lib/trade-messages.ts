import { ApiError, errorMessage } from '../api/client'
import type { Side } from '../api/contract'

export interface ToastInput {
  title: string
  description?: string
  variant?: 'default' | 'destructive'
}

/** Where the trade was placed: the list cards and the panel word two messages differently (docs/product.md, Trading panel). */
export type TradeOrigin = 'card' | 'panel'

const TRADE_FAILED = 'Trade Failed'
const TRADE_FAILED_FALLBACK = 'Unable to complete trade. Please try again.'

export function tradeSuccessToast(quantity: number, side: Side): ToastInput {
  return { title: 'Trade Successful', description: `Successfully bought ${quantity} ${side.toUpperCase()} contracts` }
}

/** Signed out (no user, or the server answered 401). */
export function signedOutToast(origin: TradeOrigin): ToastInput {
  return {
    title: 'Authentication Required',
    description: origin === 'card' ? 'Please log in to place trades' : 'Please log in to place trades.',
    variant: 'destructive',
  }
}

/** A quick-buy for a market that is not in the loaded list. */
export function marketNotFoundToast(): ToastInput {
  return { title: TRADE_FAILED, description: 'Market not found', variant: 'destructive' }
}

/** Any refused trade: the server's own words (closed market, balance, ...) or 'Trade Failed' (docs/product.md, Trading panel). */
export function tradeFailureToast(error: unknown, origin: TradeOrigin): ToastInput {
  if (error instanceof ApiError && error.status === 401) return signedOutToast(origin)
  return { title: TRADE_FAILED, description: errorMessage(error, TRADE_FAILED_FALLBACK), variant: 'destructive' }
}
