import { ExchangeError } from './errors'
import { contractsValueCents } from './prices'
import { lpValueCents, sharesForValueCents } from './fee-claim'
import { adjustBalance } from './ledger'
import { assertOpen, assertOwnPool } from './lifecycle'
import { removeFunding } from './liquidity'
import type { LiquidityResult, LiquidityRows } from './liquidity'
import { formatCentsAsDollars, isWholeCents, PAYOUT_CENTS } from './money'
import { findPosition, removeFromPosition } from './positions'
import { sideBp } from './prices'
import type { IdSource, LpShareRow, MarketRow, Side } from './types'

/**
 * "Remove $X of liquidity": the dollar-denominated exit the liquidity page offers.
 *
 * It burns the LP shares worth X at current prices (all of them when X is the
 * whole value, so no dust is left behind), takes the proportional reserves back
 * (removeFunding), and then merges the contracts handed back with the opposite
 * contracts the provider already holds (typically the ones handed back when they
 * added): each yes + no pair is a complete set, worth exactly $1.00, so it goes
 * back to cash. That is why adding and then removing liquidity with no trades in
 * between returns the cash, less sub-contract rounding that stays in the pool.
 *
 * Pools lock when their market closes: the pool is paid out at settlement.
 */
export interface WithdrawCommand {
  readonly accountId: string
  readonly marketId: string
  /** Value to take out, integer cents (at most the provider's LP value). */
  readonly valueCents: number
  readonly now: number
}

interface WithdrawResult extends LiquidityResult {
  /** Complete sets merged back to cash from the provider's own positions. */
  readonly mergedSets: number
  /** The side the pool handed contracts back on (returnedContracts + mergedSets of them), before any merging. */
  readonly handedBackSide: Side | null
}

/** What the provider's LP shares are worth now (cents, floored): the most they can remove. */
export function withdrawableCents(market: MarketRow, lp: LpShareRow | undefined): number {
  return lp === undefined || lp.shares <= 0 ? 0 : lpValueCents(market, lp.shares)
}

/** LP shares to burn for `valueCents`; throws INVALID_AMOUNT or INSUFFICIENT_SHARES. */
function sharesToWithdraw(market: MarketRow, lp: LpShareRow | undefined, valueCents: number): number {
  if (!isWholeCents(valueCents) || valueCents <= 0) {
    throw new ExchangeError('INVALID_AMOUNT', 'Amount must be a positive number of cents')
  }
  const max = withdrawableCents(market, lp)
  if (lp === undefined || max <= 0) throw new ExchangeError('INSUFFICIENT_SHARES', 'You have no liquidity in this pool')
  if (valueCents > max) {
    throw new ExchangeError(
      'INSUFFICIENT_SHARES',
      `You can remove at most $${formatCentsAsDollars(max)}, your share of this pool`,
    )
  }
  return valueCents === max ? lp.shares : sharesForValueCents(market, valueCents, lp.shares)
}

function opposite(side: Side): Side {
  return side === 'yes' ? 'no' : 'yes'
}

/** Redeems complete sets formed by the contracts handed back and the provider's opposite holding. */
function mergeSets(rows: LiquidityRows, removed: LiquidityResult, market: MarketRow, command: WithdrawCommand): WithdrawResult {
  const { accountId, now } = command
  const side = removed.returnedSide
  if (side === null || removed.returnedContracts === 0) return { ...removed, mergedSets: 0, handedBackSide: side }
  const other = findPosition(rows.positions, accountId, market.id, opposite(side), now)
  const sets = Math.min(removed.returnedContracts, other.settled ? 0 : other.quantity)
  const [returned] = removed.changes.positions
  const [pool] = removed.changes.markets
  const [account] = removed.changes.accounts
  const [entry, ...rest] = removed.changes.ledger
  if (sets === 0 || returned === undefined || pool === undefined || account === undefined || entry === undefined) {
    return { ...removed, mergedSets: 0, handedBackSide: side }
  }
  const cash = sets * PAYOUT_CENTS
  // The handed-back contracts leave at the current price; the opposite ones get the rest of the $1.
  const sideCents = contractsValueCents(sets, sideBp(market, side))
  return {
    ...removed,
    mergedSets: sets,
    handedBackSide: side,
    returnedContracts: removed.returnedContracts - sets,
    returnedSide: removed.returnedContracts - sets > 0 ? side : null,
    cashOutCents: removed.cashOutCents + cash,
    changes: {
      ...removed.changes,
      markets: [{ ...pool, collateralCents: pool.collateralCents - cash }],
      accounts: [adjustBalance(account, cash)],
      positions: [removeFromPosition(returned, sets, sideCents, now), removeFromPosition(other, sets, cash - sideCents, now)],
      ledger: [{ ...entry, amountCents: entry.amountCents + cash }, ...rest],
    },
  }
}

/** Throws NOT_FOUND, MARKET_CLOSED, INVALID_AMOUNT, INSUFFICIENT_SHARES, LIQUIDITY_LOCKED. */
export function withdrawLiquidity(rows: LiquidityRows, command: WithdrawCommand, ids: IdSource): WithdrawResult {
  const { market, account } = rows
  if (market === undefined || market.id !== command.marketId) throw new ExchangeError('NOT_FOUND', 'Market not found')
  if (account === undefined || account.id !== command.accountId) throw new ExchangeError('NOT_FOUND', 'Account not found')
  assertOwnPool(market)
  assertOpen(market, command.now)
  const shares = sharesToWithdraw(market, rows.lpShare, command.valueCents)
  const removed = removeFunding(rows, { accountId: command.accountId, marketId: market.id, shares, now: command.now }, ids)
  return mergeSets(rows, removed, market, command)
}
