import type { ChangeSet } from './change-set'
import { ExchangeError } from './errors'
import { contractsValueCents } from './prices'
import { adjustBalance, assertCovers, ledgerEntry } from './ledger'
import { assertOpen, assertOwnPool } from './lifecycle'
import { feesWithdrawableBy, payFees, withShares } from './lp-fees'
import { isWholeCents } from './money'
import { addToPosition, emptyLpShare, findPosition } from './positions'
import { sideBp } from './prices'
import type { AccountRow, IdSource, LpShareRow, MarketRow, PositionRow, Side } from './types'

/**
 * Liquidity with FPMM semantics (Gnosis addFunding / removeFunding). LP shares
 * are in cents units: the first funding of C cents mints C shares.
 *
 * Positions hold whole contracts, so the shares a provider gets back are
 * floored; the sub-contract dust stays as extra collateral in the market and
 * reaches the LPs at settlement. Reserves always change proportionally, so
 * liquidity never moves the price.
 */
export interface LiquidityRows {
  readonly market: MarketRow | undefined
  readonly account: AccountRow | undefined
  readonly lpShare: LpShareRow | undefined
  /** This account's position rows in the market (0..2). */
  readonly positions: readonly PositionRow[]
}

export interface LiquidityResult {
  readonly changes: ChangeSet
  /** LP shares minted (add) or burned (remove). */
  readonly shares: number
  /** Whole contracts handed back as a position (0 if none). */
  readonly returnedContracts: number
  readonly returnedSide: Side | null
  /** Cash paid out on remove (merged sets + claimed fees). */
  readonly cashOutCents: number
}

function found(rows: LiquidityRows, accountId: string, marketId: string) {
  const { market, account } = rows
  if (market === undefined || market.id !== marketId) throw new ExchangeError('NOT_FOUND', 'Market not found')
  if (account === undefined || account.id !== accountId) throw new ExchangeError('NOT_FOUND', 'Account not found')
  return { market, account, lp: rows.lpShare ?? emptyLpShare(accountId, marketId, 0) }
}

/** The side with fewer shares in the pool, i.e. the one handed back on add/remove. */
function scarceSide(market: MarketRow): Side {
  return market.yesReserve < market.noReserve ? 'yes' : 'no'
}

/**
 * Contracts handed back become a position; their cost basis is their value at the
 * current price (the rest of the cash is the pool share's), so handing them back
 * makes no P&L. docs/product.md, "Liquidity".
 */
function returnContracts(rows: LiquidityRows, market: MarketRow, accountId: string, side: Side, contracts: number, now: number) {
  const position = findPosition(rows.positions, accountId, market.id, side, now)
  const costCents = contractsValueCents(contracts, sideBp(market, side))
  return { position: addToPosition(position, contracts, costCents, now), costCents }
}

export interface AddFundingCommand {
  readonly accountId: string
  readonly marketId: string
  readonly amountCents: number
  readonly now: number
}

/** Throws INVALID_AMOUNT, NOT_FOUND, MARKET_CLOSED, INSUFFICIENT_BALANCE. */
export function addFunding(rows: LiquidityRows, command: AddFundingCommand, ids: IdSource): LiquidityResult {
  const { amountCents, now, accountId } = command
  if (!isWholeCents(amountCents) || amountCents <= 0) {
    throw new ExchangeError('INVALID_AMOUNT', 'Amount must be a positive number of cents')
  }
  const { market, account, lp } = found(rows, accountId, command.marketId)
  assertOwnPool(market)
  assertOpen(market, now)
  assertCovers(account, amountCents)
  const weight = Math.max(market.yesReserve, market.noReserve)
  const added = amountCents / 100
  const factor = (weight + added) / weight
  const side = scarceSide(market)
  const scarce = side === 'yes' ? market.yesReserve : market.noReserve
  const contracts = Math.floor(added - (added * scarce) / weight + 1e-9)
  const minted = (amountCents * market.lpSharesTotal) / (weight * 100)
  const grown: MarketRow = {
    ...market,
    yesReserve: market.yesReserve * factor,
    noReserve: market.noReserve * factor,
    collateralCents: market.collateralCents + amountCents,
    lpSharesTotal: market.lpSharesTotal + minted,
  }
  const returned = contracts > 0 ? returnContracts(rows, market, accountId, side, contracts, now) : null
  const lpAfter = withShares(market, lp, lp.shares + minted, now)
  return {
    shares: minted,
    returnedContracts: contracts,
    returnedSide: contracts > 0 ? side : null,
    cashOutCents: 0,
    changes: {
      markets: [grown],
      accounts: [adjustBalance(account, -amountCents)],
      positions: returned ? [returned.position] : [],
      lpShares: [
        {
          ...lpAfter,
          contributedCents: lp.contributedCents + amountCents - (returned?.costCents ?? 0),
          // Only counted on from a known start (see LpShareRow).
          ...(lp.addedCents === undefined ? {} : { addedCents: lp.addedCents + amountCents }),
        },
      ],
      histories: [],
      trades: [],
      ledger: [ledgerEntry(ids, { accountId, marketId: market.id, kind: 'liquidity_add', amountCents: -amountCents, at: now })],
    },
  }
}

export interface RemoveFundingCommand {
  readonly accountId: string
  readonly marketId: string
  readonly shares: number
  readonly now: number
}

/**
 * Burns LP shares: takes the same fraction of both reserves, merges matched
 * pairs into cash (floored to the cent), returns the unmatched whole contracts
 * as a position, and pays the provider's pending fees. Throws INVALID_AMOUNT,
 * NOT_FOUND, MARKET_CLOSED (resolved: the pool was paid out at settlement),
 * INSUFFICIENT_SHARES, LIQUIDITY_LOCKED (the last liquidity of a market).
 */
export function removeFunding(rows: LiquidityRows, command: RemoveFundingCommand, ids: IdSource): LiquidityResult {
  const { shares, now, accountId } = command
  if (typeof shares !== 'number' || !Number.isFinite(shares) || shares <= 0) {
    throw new ExchangeError('INVALID_AMOUNT', 'Shares must be a positive number')
  }
  const { market, account, lp } = found(rows, accountId, command.marketId)
  if (market.status === 'resolved') throw new ExchangeError('MARKET_CLOSED', 'This market has been resolved')
  if (lp.shares <= 0 || shares > lp.shares + 1e-9)
    throw new ExchangeError('INSUFFICIENT_SHARES', 'You do not hold that many pool shares')
  if (shares >= market.lpSharesTotal - 1e-9) {
    throw new ExchangeError('LIQUIDITY_LOCKED', 'The last liquidity cannot leave a market before it resolves')
  }
  const burned = Math.min(shares, lp.shares)
  const fraction = burned / market.lpSharesTotal
  const takeYes = market.yesReserve * fraction
  const takeNo = market.noReserve * fraction
  const mergedCents = Math.floor(Math.min(takeYes, takeNo) * 100 + 1e-7)
  const side = scarceSide(market) === 'yes' ? 'no' : 'yes' // the side with more shares taken
  const contracts = Math.floor(Math.abs(takeYes - takeNo) + 1e-9)
  const fees = feesWithdrawableBy(market, lp)
  const paid = payFees(market, lp, fees, now)
  const shrunk: MarketRow = {
    ...paid.market,
    yesReserve: market.yesReserve - takeYes,
    noReserve: market.noReserve - takeNo,
    collateralCents: market.collateralCents - mergedCents,
    lpSharesTotal: market.lpSharesTotal - burned,
  }
  const returned = contracts > 0 ? returnContracts(rows, market, accountId, side, contracts, now) : null
  const lpAfter = withShares(market, paid.lp, paid.lp.shares - burned, now)
  const remaining = Math.round(lp.contributedCents * (1 - burned / lp.shares))
  const ledger = [
    ledgerEntry(ids, { accountId, marketId: market.id, kind: 'liquidity_remove', amountCents: mergedCents, at: now }),
  ]
  if (fees > 0) ledger.push(ledgerEntry(ids, { accountId, marketId: market.id, kind: 'fee_claim', amountCents: fees, at: now }))
  return {
    shares: burned,
    returnedContracts: contracts,
    returnedSide: contracts > 0 ? side : null,
    cashOutCents: mergedCents + fees,
    changes: {
      markets: [shrunk],
      accounts: [adjustBalance(account, mergedCents + fees)],
      positions: returned ? [returned.position] : [],
      lpShares: [{ ...lpAfter, contributedCents: remaining }],
      histories: [],
      trades: [],
      ledger,
    },
  }
}
