import { positionKey } from './position-key'
import { ApiError, errorMessage } from '../api/client'
import type { Side, Trade } from '../api/contract'
import type { ToastInput } from '../components/toast/toast-store'
import { formatCentsPrecise, formatMoney } from './format'

export type { ToastInput }

/** The link every trade and settlement toast offers: the trader's positions. */
export const POSITION_LINK = { label: 'View position', to: '/portfolio' } as const

/** Where the trade was placed: the list cards and the panel word two messages differently (docs/product.md, Trading panel). */
export type TradeOrigin = 'card' | 'panel'

const TRADE_FAILED = 'Trade Failed'
const TRADE_FAILED_FALLBACK = 'Unable to complete trade. Please try again.'

type BookedTrade = Pick<Trade, 'price' | 'cost'> &
  Partial<Pick<Trade, 'action' | 'proceeds' | 'marketId' | 'side'>> & { market: Pick<Trade['market'], 'title' | 'answer'> }

/** What any trade's toast adds under its title: the market, the average price and the amount, and a link to the position. */
export function tradeDetails(trade: BookedTrade): Pick<ToastInput, 'subject' | 'answer' | 'figures' | 'link'> {
  const amount =
    trade.action === 'sell' && trade.proceeds !== undefined ? `${formatMoney(trade.proceeds)} received` : formatMoney(trade.cost)
  return {
    subject: trade.market.title,
    ...(trade.market.answer ? { answer: trade.market.answer.text } : {}),
    // A sale's words already give its price ("Sold 10 YES contracts at 62.9¢"): only what it brought in.
    figures:
      trade.action === 'sell' && trade.proceeds !== undefined
        ? amount
        : // The price is before the fee and the cost includes it: "+ fee" says why 42 × 58.1¢ is not $24.79.
          `${formatCentsPrecise(Number(trade.price))} each + fee · ${amount}`,
    // To the position's own row on the portfolio, which scrolls to it and marks it.
    link:
      trade.marketId !== undefined && trade.side !== undefined
        ? { ...POSITION_LINK, hash: positionKey({ marketId: trade.marketId, side: trade.side, market: trade.market }) }
        : POSITION_LINK,
  }
}

/** The success toast's words; given the booked trade, it also names the market, the price and the cost. */
export function tradeSuccessToast(quantity: number, side: Side, trade?: BookedTrade): ToastInput {
  const description = `Successfully bought ${quantity} ${side.toUpperCase()} contracts`
  return trade ? { title: 'Trade Successful', description, ...tradeDetails(trade) } : { title: 'Trade Successful', description }
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

/** A position the trader held that settled: its side, market, payout and P&L (dollars). */
export interface SettledPosition {
  marketId: string
  side: Side
  title: string
  payout: string
  pnl: string
  /** Its market was voided: the payout is a refund, nobody won. */
  refunded?: boolean
}

const SETTLED_LINES = 3

/**
 * One line per settled position: "Your NO on “…” lost $25.31" / "Your YES on “…” won $40.00 (paid $100.00)" /
 * "Your YES on “…” was refunded $20.51 (the market was voided)".
 */
export function settledLine(p: SettledPosition): string {
  if (p.refunded)
    return `Your ${p.side.toUpperCase()} on “${p.title}” was refunded ${formatMoney(p.payout)} (the market was voided)`
  const pnl = Number(p.pnl)
  const what = pnl < 0 ? `lost ${formatMoney(-pnl)}` : `won ${formatMoney(pnl)} (paid ${formatMoney(p.payout)})`
  return `Your ${p.side.toUpperCase()} on “${p.title}” ${what}`
}

/** After a fast-forward or any settlement: what happened to the trader's own positions. */
export function settlementToast(settled: readonly SettledPosition[]): ToastInput {
  const shown = settled.slice(0, SETTLED_LINES).map(settledLine)
  const more = settled.length - shown.length
  return {
    title: settled.length === 1 ? 'Position Settled' : `${settled.length} Positions Settled`,
    details: more > 0 ? [...shown, `and ${more} more`] : shown,
    link: { label: 'View portfolio', to: '/portfolio' },
  }
}
