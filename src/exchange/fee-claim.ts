import { emptyChangeSet } from './change-set'
import type { ChangeSet } from './change-set'
import { ExchangeError } from './errors'
import { adjustBalance, ledgerEntry } from './ledger'
import { feesWithdrawableBy, payFees } from './lp-fees'
import type { AccountRow, IdSource, LpShareRow, MarketRow } from './types'

interface FeeClaimRows {
  readonly market: MarketRow | undefined
  readonly account: AccountRow | undefined
  readonly lpShare: LpShareRow | undefined
}

interface FeeClaimResult {
  readonly changes: ChangeSet
  readonly claimedCents: number
}

/**
 * Pays a provider's withdrawable fees (feesWithdrawableBy) to their balance.
 * Claiming with nothing pending is not an error: it returns an empty change.
 */
export function claimFees(
  rows: FeeClaimRows,
  command: { accountId: string; marketId: string; now: number },
  ids: IdSource,
): FeeClaimResult {
  const { market, account, lpShare } = rows
  if (market === undefined || market.id !== command.marketId) throw new ExchangeError('NOT_FOUND', 'Market not found')
  if (account === undefined || account.id !== command.accountId) throw new ExchangeError('NOT_FOUND', 'Account not found')
  if (lpShare === undefined) throw new ExchangeError('NOT_FOUND', 'No liquidity in this market')
  const cents = feesWithdrawableBy(market, lpShare)
  if (cents === 0) {
    return { claimedCents: 0, changes: emptyChangeSet() }
  }
  const paid = payFees(market, lpShare, cents, command.now)
  return {
    claimedCents: cents,
    changes: {
      markets: [paid.market],
      accounts: [adjustBalance(account, cents)],
      positions: [],
      lpShares: [paid.lp],
      histories: [],
      trades: [],
      ledger: [
        ledgerEntry(ids, { accountId: account.id, marketId: market.id, kind: 'fee_claim', amountCents: cents, at: command.now }),
      ],
    },
  }
}

/** Value of LP shares at current prices: their fraction of 2YN/(Y+N) dollars, in cents, floored. */
export function lpValueCents(market: MarketRow, shares: number): number {
  if (market.lpSharesTotal <= 0 || market.status === 'resolved') return 0
  const { yesReserve: y, noReserve: n } = market
  const poolDollars = (2 * y * n) / (y + n)
  return Math.floor((shares / market.lpSharesTotal) * poolDollars * 100 + 1e-9)
}

/** LP shares whose value is `cents` (for "remove $X"), capped at `held`. */
export function sharesForValueCents(market: MarketRow, cents: number, held: number): number {
  const total = lpValueCents(market, market.lpSharesTotal)
  if (total <= 0) return 0
  return Math.min(held, (cents / total) * market.lpSharesTotal)
}
