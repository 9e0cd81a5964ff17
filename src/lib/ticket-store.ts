import { create } from 'zustand'
import type { Side } from '../api/contract'

/**
 * The one trade ticket (docs/product.md, Trading panel). Any feature that offers a trade
 * (a card's quick buy, the market page, an instant market, a copy trade) opens it here
 * instead of placing the trade itself; the ticket, mounted once by the app shell, shows
 * the preview and places the trade only when the trader confirms.
 */
export interface TicketRequest {
  marketId: string
  side: Side
  /** Buy by default; selling is offered where the trader holds contracts. */
  action?: 'buy' | 'sell'
  /** A fixed number of contracts to start from (cards' quick buy: 100). */
  quantity?: number
  /** A dollar amount to start from (instant markets). */
  amountCents?: number
  /** Where the ticket was opened from, for the success message and the activity log. */
  source: 'card' | 'panel' | 'instant' | 'copy'
  /** A copy trade: the leader's name and the price they paid, shown beside today's. */
  copyOf?: { traderName: string; priceCents: number }
}

interface TicketState {
  request: TicketRequest | null
  openTicket: (request: TicketRequest) => void
  closeTicket: () => void
}

export const useTicket = create<TicketState>((set) => ({
  request: null,
  openTicket: (request) => set({ request }),
  closeTicket: () => set({ request: null }),
}))

export const openTicket = (request: TicketRequest) => useTicket.getState().openTicket(request)
