import { lpValueCents } from './fee-claim'
import { marketStatusAt } from './lifecycle'
import { feesWithdrawableBy } from './lp-fees'
import { displayPrices } from './prices'
import type { LpShareRow, MarketRow, MarketStatus, PricePoint, Resolution, TradeRow } from './types'

/**
 * Read-side helpers: the numbers screens show, derived from rows. Pure, so
 * handlers and tests agree on them. Money figures of trades, positions and
 * accounts (cost, value, P&L, portfolio value, win rate) are in figures.ts.
 */
export interface MarketSummary {
  /** Numeric strings in cents, 2 decimals, summing to exactly 100. */
  readonly yesPrice: string
  readonly noPrice: string
  readonly yesBp: number
  /** Dollars (API unit). */
  readonly volume: number
  readonly traderCount: number
  readonly status: MarketStatus
  readonly resolution: Resolution | null
}

export function marketSummary(market: MarketRow, now: number): MarketSummary {
  const prices = displayPrices(market)
  return {
    yesPrice: prices.yesPrice,
    noPrice: prices.noPrice,
    yesBp: prices.yesBp,
    volume: market.volumeCents / 100,
    traderCount: market.traderCount,
    status: marketStatusAt(market, now),
    resolution: market.resolution,
  }
}

interface PoolView {
  /** Pool value at current prices (cents). */
  readonly liquidityCents: number
  readonly volume24hCents: number
  readonly fees24hCents: number
  /** fees24h x 365 / liquidity, in percent (0 when the pool is empty). */
  readonly apyPercent: number
  readonly myShares: number
  readonly myValueCents: number
  readonly myContributionCents: number
  readonly myFeesCents: number
}

/** Liquidity-page numbers from real fees. `trades` may include older ones; only the last 24 h count. */
export function poolView(market: MarketRow, trades: readonly TradeRow[], now: number, mine?: LpShareRow): PoolView {
  const recent = trades.filter((t) => t.marketId === market.id && t.createdAt > now - 86_400_000 && t.createdAt <= now)
  const fees24hCents = recent.reduce((s, t) => s + t.feeCents, 0)
  const liquidityCents = lpValueCents(market, market.lpSharesTotal)
  return {
    liquidityCents,
    volume24hCents: recent.reduce((s, t) => s + t.cashCents, 0),
    fees24hCents,
    apyPercent: liquidityCents > 0 ? (fees24hCents * 365 * 100) / liquidityCents : 0,
    myShares: mine?.shares ?? 0,
    myValueCents: mine ? lpValueCents(market, mine.shares) : 0,
    myContributionCents: mine?.contributedCents ?? 0,
    myFeesCents: feesWithdrawableBy(market, mine),
  }
}

interface PricePointView {
  readonly timestamp: number
  /** Cents with one decimal; yesPrice + noPrice is 100 (computed in tenths, so no float drift). */
  readonly yesPrice: number
  readonly noPrice: number
}

export function pricePointView(point: PricePoint): PricePointView {
  const tenths = Math.round(point.y * 10)
  return { timestamp: point.t, yesPrice: tenths / 10, noPrice: (1000 - tenths) / 10 }
}
