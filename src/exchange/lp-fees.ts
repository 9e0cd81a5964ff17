import type { LpShareRow, MarketRow } from './types'

/**
 * LP fee accounting (MasterChef-style accumulator). Each fee adds
 * fee / lpSharesTotal to market.feeIndex; an LP's pending fees are
 * shares * feeIndex - feeDebt. Payouts are floored to whole cents and capped
 * by the market's fee pool, so float error can never pay out cash that does
 * not exist.
 */
export function pendingFeesExact(market: MarketRow, lp: LpShareRow): number {
  return Math.max(0, lp.shares * market.feeIndex - lp.feeDebt)
}

/** Whole cents of fees this provider can withdraw now (Gnosis feesWithdrawableBy). */
export function feesWithdrawableBy(market: MarketRow, lp: LpShareRow | undefined): number {
  if (lp === undefined) return 0
  const cents = Math.floor(pendingFeesExact(market, lp) + 1e-9)
  return Math.max(0, Math.min(cents, market.feePoolCents))
}

/** Debt change that keeps pending fees unchanged when shares change by `deltaShares`. */
export function withShares(market: MarketRow, lp: LpShareRow, shares: number, now: number): LpShareRow {
  const feeDebt = lp.feeDebt + (shares - lp.shares) * market.feeIndex
  return { ...lp, shares, feeDebt, updatedAt: now }
}

/** Records a fee payout on both rows. */
export function payFees(market: MarketRow, lp: LpShareRow, cents: number, now: number): { market: MarketRow; lp: LpShareRow } {
  return {
    market: { ...market, feePoolCents: market.feePoolCents - cents },
    lp: { ...lp, feeDebt: lp.feeDebt + cents, updatedAt: now },
  }
}
