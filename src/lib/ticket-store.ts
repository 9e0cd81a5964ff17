import { create } from 'zustand'
import type { Answer, PoolReserves, Side } from '../api/contract'

/**
 * The pool a ticket quotes on. On one answer of a multi-answer market (`multi`), that answer's
 * pool, with every answer's: a trade there moves them all (src/exchange/multi/arbitrage.ts).
 */
export type TicketPool = PoolReserves & {
  multi?: { answerId: string; answers: readonly (PoolReserves & { id: string })[] }
}

/** What the ticket needs of a market to quote it at once; the ticket refreshes it from the API. */
export interface TicketMarket {
  id: string
  title: string
  yesPrice: string
  noPrice: string
  pool: TicketPool
  /** One answer of a multi-answer market: its text (the ticket says what a contract pays on). */
  answerText?: string
}

/** One answer of a multi-answer market, as a ticket trades it: the market's id and title, the answer's prices and pool. */
export function answerTicketMarket(
  market: TicketMarket & {
    closesAt?: string
    answers?: readonly Pick<Answer, 'id' | 'text' | 'yesPrice' | 'noPrice' | 'pool'>[]
  },
  answerId: string,
): (TicketMarket & { closesAt?: string }) | undefined {
  const answer = market.answers?.find((a) => a.id === answerId)
  if (!answer) return undefined
  return {
    id: market.id,
    title: market.title,
    // A limit order "Until the market closes" expires at the market's close.
    ...(market.closesAt !== undefined ? { closesAt: market.closesAt } : {}),
    yesPrice: answer.yesPrice,
    noPrice: answer.noPrice,
    answerText: answer.text,
    pool: { ...answer.pool, multi: { answerId, answers: market.answers!.map((a) => ({ id: a.id, ...a.pool })) } },
  }
}

/**
 * The one trade ticket (docs/product.md, Trading panel). Any feature that offers a trade
 * (a card's quick buy, the market page, an instant market, a copy trade) opens it here
 * instead of placing the trade itself; the ticket, mounted once by the app shell, shows
 * the preview and places the trade only when the trader confirms.
 */
export interface TicketRequest {
  marketId: string
  /** A multi-answer market: the answer traded (its text names it in the ticket). */
  answer?: { id: string; text: string }
  side: Side
  /** Buy by default; selling is offered where the trader holds contracts. */
  action?: 'buy' | 'sell'
  /** A fixed number of contracts to start from (cards' quick buy: 100). */
  quantity?: number
  /** A dollar amount to start from (instant markets). */
  amountCents?: number
  /** Where the ticket was opened from, for the success message and the activity log. */
  source: 'card' | 'panel' | 'instant' | 'copy'
  /** A copy trade: the trade copied (its side and quantity), who placed it and the price they paid. */
  copyOf?: { tradeId: string; traderName: string; priceCents: number }
  /** The market as the opener shows it, so the ticket quotes before its own answer arrives. */
  market?: TicketMarket
  /** Close a position: sell every contract held (the portfolio's Close). */
  close?: boolean
  /** An instant market: when it settles, and how far the exchange's clock runs ahead of this tab's. */
  instant?: { settlementTime: string; clockSkewMs: number }
}

interface TicketState {
  request: TicketRequest | null
  /** Counts the openings: a ticket opened again starts afresh. */
  opened: number
  openTicket: (request: TicketRequest) => void
  closeTicket: () => void
}

/** What had focus when the ticket opened (a card's Buy, the trade bar's Sell): focus goes back to it. */
let opener: HTMLElement | null = null

/**
 * Once the sheet has gone, the opener gets focus back if nothing else took it (the dialog gives it
 * back only to an element it saw focused, and the card's button may have re-rendered meanwhile).
 */
function returnFocus(): void {
  const to = opener
  opener = null
  if (!to || typeof window === 'undefined') return
  window.setTimeout(() => {
    const active = document.activeElement
    if (to.isConnected && (active === null || active === document.body)) to.focus({ preventScroll: true })
  }, 0)
}

export const useTicket = create<TicketState>((set) => ({
  request: null,
  opened: 0,
  openTicket: (request) => {
    if (
      typeof document !== 'undefined' &&
      document.activeElement instanceof HTMLElement &&
      document.activeElement !== document.body
    )
      opener = document.activeElement
    set((s) => ({ request, opened: s.opened + 1 }))
  },
  closeTicket: () => {
    set({ request: null })
    returnFocus()
  },
}))

export const openTicket = (request: TicketRequest) => useTicket.getState().openTicket(request)

/** Opens the ticket on one answer of a multi-answer market (its row's Yes/No, its position's Sell). */
export function openAnswerTicket(
  market: Parameters<typeof answerTicketMarket>[0],
  answer: Pick<Answer, 'id' | 'text'>,
  side: Side,
  action: 'buy' | 'sell' = 'buy',
): void {
  openTicket({
    marketId: market.id,
    answer: { id: answer.id, text: answer.text },
    side,
    ...(action === 'sell' ? { action } : {}),
    source: 'panel',
    market: answerTicketMarket(market, answer.id),
  })
}
