import { pendingFeesExact } from './lp-fees'
import type { LedgerEntry, LpShareRow, MarketRow } from './types'

/**
 * Liquidity-page figures from real fees. Every trade pays a 1.5% fee into its
 * market's pool, shared by the liquidity providers in proportion to their LP
 * shares (lp-fees.ts). These helpers turn a day of those fees into the numbers
 * the page shows.
 */
/** The window of "24h" figures. */
export const FEES_WINDOW_MS = 24 * 60 * 60 * 1000

/** Yearly yield in percent if the last 24 h of fees repeated: fees24h / pool value x 365 x 100. */
export function apyPercent(fees24hCents: number, poolValueCents: number): number {
  if (!(poolValueCents > 0) || !(fees24hCents > 0)) return 0
  return (fees24hCents / poolValueCents) * 365 * 100
}

/** A provider's share of some fees at their current share of the pool (fractional cents). */
export function feeShareCents(feesCents: number, shares: number, totalShares: number): number {
  if (!(totalShares > 0) || !(shares > 0)) return 0
  return (feesCents * Math.min(shares, totalShares)) / totalShares
}

interface EarnedFeesInput {
  readonly market: MarketRow
  readonly lp: LpShareRow | undefined
  /** The pool's fees from trades in the last 24 h. */
  readonly fees24hCents: number
  /** Fees this provider was paid from this pool in the last 24 h (ledger 'fee_claim'). */
  readonly claimed24hCents: number
}

/**
 * Fees a provider earned from one pool in the last 24 h, in whole cents (floored).
 *
 * Their current share of the pool's 24 h fees, capped by what really accrued to
 * them (unclaimed fees plus fees claimed in the window): a provider who joined an
 * hour ago earns only that hour's share, because nothing older accrued to them.
 */
export function feesEarned24hCents(input: EarnedFeesInput): number {
  const { market, lp } = input
  if (lp === undefined || lp.shares <= 0) return Math.max(0, input.claimed24hCents)
  const share = feeShareCents(input.fees24hCents, lp.shares, market.lpSharesTotal)
  const accrued = pendingFeesExact(market, lp) + Math.max(0, input.claimed24hCents)
  return Math.floor(Math.min(share, accrued) + 1e-9)
}

/** Fees paid to `accountId` from `marketId` within (now - 24 h, now]. */
export function claimedFees24hCents(ledger: readonly LedgerEntry[], accountId: string, marketId: string, now: number): number {
  return ledger
    .filter(
      (e) =>
        e.accountId === accountId &&
        e.marketId === marketId &&
        e.kind === 'fee_claim' &&
        e.at > now - FEES_WINDOW_MS &&
        e.at <= now,
    )
    .reduce((sum, e) => sum + e.amountCents, 0)
}

/** Average of APYs weighted by each pool's weight (the provider's contribution); 0 with no weight. */
export function weightedApyPercent(items: readonly { readonly apyPercent: number; readonly weight: number }[]): number {
  const total = items.reduce((sum, i) => sum + Math.max(0, i.weight), 0)
  if (total <= 0) return 0
  return items.reduce((sum, i) => sum + i.apyPercent * Math.max(0, i.weight), 0) / total
}
