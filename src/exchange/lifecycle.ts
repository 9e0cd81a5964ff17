import { ExchangeError } from './errors'
import type { MarketKind, MarketRow, MarketStatus } from './types'

/**
 * Market lifecycle: active while now < closesAt, then closed (awaiting
 * resolution), then resolved 'yes' | 'no' by settlement. The stored status can
 * lag the clock (nothing runs at closesAt), so rules read the effective status.
 */

/** How long the simulation leaves a closed market awaiting resolution. */
export const RESOLUTION_DELAY_MS = 30 * 60 * 1000
/** Instant markets promise a quick payout: they settle a few minutes after closing. */
export const INSTANT_RESOLUTION_DELAY_MS = 3 * 60 * 1000

/** The resolution delay for a market of this kind (absent kind = standard). */
export function resolutionDelayMs(market: { readonly kind?: MarketKind }): number {
  return market.kind === 'instant' ? INSTANT_RESOLUTION_DELAY_MS : RESOLUTION_DELAY_MS
}

export function marketStatusAt(market: MarketRow, now: number): MarketStatus {
  if (market.status === 'resolved') return 'resolved'
  return now >= market.closesAt ? 'closed' : 'active'
}

export function isOpenAt(market: MarketRow, now: number): boolean {
  return marketStatusAt(market, now) === 'active'
}

/**
 * Commands on one Yes/No pool (trades, orders, liquidity, settlement) refuse a multi-answer market
 * and its answers: those trade through multi/market.ts, which keeps the answers' chances adding up.
 */
export function assertOwnPool(market: MarketRow): void {
  if (market.kind === 'answer') throw new ExchangeError('NOT_FOUND', 'Market not found')
  if (market.kind === 'multi') {
    throw new ExchangeError('ANSWER_REQUIRED', 'This market has several answers: name the answer to trade')
  }
}

export function assertOpen(market: MarketRow, now: number): void {
  const status = marketStatusAt(market, now)
  if (status !== 'active') {
    throw new ExchangeError(
      'MARKET_CLOSED',
      status === 'resolved' ? 'This market has been resolved' : 'This market is closed for trading',
    )
  }
}

/** The stored row brought up to date with the clock (unchanged if nothing is due). */
export function closeIfDue(market: MarketRow, now: number): MarketRow {
  if (market.status === 'active' && now >= market.closesAt) {
    return { ...market, status: 'closed' }
  }
  return market
}

/**
 * True when the simulation should resolve and settle the market: never for a market an admin
 * made (market-admin.ts), which waits, closed, for an admin's resolution.
 */
export function isDueForResolution(market: MarketRow, now: number): boolean {
  // A multi-answer market and its answers settle together (multi/market.ts), never one answer alone.
  if (market.kind === 'multi' || market.kind === 'answer') return false
  return market.createdBy === undefined && market.status !== 'resolved' && now >= market.closesAt + resolutionDelayMs(market)
}

/**
 * Which stored markets a simulation step at `toMs` must load with all their
 * rows to resolve them: status !== 'resolved' and closesAt <= this cutoff.
 */
export function resolutionCutoff(toMs: number, kind: MarketKind = 'standard'): number {
  return toMs - resolutionDelayMs({ kind })
}
