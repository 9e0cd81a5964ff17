import type { ChangeSet } from './change-set'
import { ExchangeError } from './errors'
import { assertOwnPool } from './lifecycle'
import { ledgerEntry } from './ledger'
import { feesWithdrawableBy } from './lp-fees'
import { PAYOUT_CENTS } from './money'
import { assertSide } from './quote'
import type { AccountRow, IdSource, LedgerEntry, LpShareRow, MarketRow, PositionRow, Resolution } from './types'

/**
 * Settlement: pays 100 cents per winning contract to every holder, then hands
 * what is left of the market's cash to its liquidity providers pro rata to LP
 * shares (the pool's own winning shares plus rounding dust), and pays out the
 * fee pool. After it, the market holds no cash, every position is marked
 * settled, and the market is 'resolved' so a second call throws
 * ALREADY_RESOLVED: each winning contract is paid exactly once.
 *
 * The caller must pass ALL positions and LP rows of the market and the
 * accounts of all their owners (Dexie: where('marketId').equals(id)), and write
 * the returned changes in one transaction.
 */
interface SettlementRows {
  readonly market: MarketRow | undefined
  readonly positions: readonly PositionRow[]
  readonly lpShares: readonly LpShareRow[]
  readonly accounts: readonly AccountRow[]
}

export interface SettlementCommand {
  readonly marketId: string
  readonly resolution: Resolution
  readonly now: number
}

interface SettlementResult {
  readonly changes: ChangeSet
  readonly paidToHoldersCents: number
  readonly paidToProvidersCents: number
}

class Payouts {
  readonly balances = new Map<string, AccountRow>()
  readonly ledger: LedgerEntry[] = []
  constructor(
    accounts: readonly AccountRow[],
    private readonly ids: IdSource,
    private readonly marketId: string,
    private readonly now: number,
  ) {
    for (const account of accounts) this.balances.set(account.id, account)
  }

  credit(accountId: string, kind: LedgerEntry['kind'], amountCents: number): void {
    if (amountCents === 0) return
    const account = this.balances.get(accountId)
    if (account === undefined) throw new ExchangeError('NOT_FOUND', `Account ${accountId} missing from settlement input`)
    this.balances.set(accountId, { ...account, balanceCents: account.balanceCents + amountCents })
    this.ledger.push(ledgerEntry(this.ids, { accountId, marketId: this.marketId, kind, amountCents, at: this.now }))
  }

  changedAccounts(): AccountRow[] {
    const touched = new Set(this.ledger.map((e) => e.accountId))
    return [...this.balances.values()].filter((a) => touched.has(a.id))
  }
}

/** The market's positions still to settle. */
const unsettled = (rows: SettlementRows, market: MarketRow) =>
  rows.positions.filter((position) => position.marketId === market.id && !position.settled)

function settlePositions(
  positionsToSettle: readonly PositionRow[],
  payoutOf: (position: PositionRow) => number,
  payouts: Payouts,
  now: number,
  voided: boolean,
) {
  let paid = 0
  const positions: PositionRow[] = []
  for (const position of positionsToSettle) {
    const payoutCents = payoutOf(position)
    payouts.credit(position.accountId, 'settlement', payoutCents)
    paid += payoutCents
    positions.push({
      ...position,
      settled: true,
      ...(voided ? { voided: true } : {}),
      payoutCents,
      realizedCents: position.realizedCents + payoutCents - position.costCents,
      updatedAt: now,
    })
  }
  return { paid, positions }
}

/** Splits `cents` by weight with floors; the remainder goes to the first (largest) row. */
function splitByWeight(cents: number, weights: readonly number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0)
  if (total <= 0) return weights.map(() => 0)
  const parts = weights.map((w) => Math.floor((cents * w) / total))
  const rest = cents - parts.reduce((a, b) => a + b, 0)
  parts[0] = (parts[0] ?? 0) + rest
  return parts
}

/**
 * A void's refunds (docs/product.md, "Voiding"): each account gets back what it put into the
 * market's contracts net of what it took out, Σ (cost basis held − realized P&L) over its positions
 * in the market (both sides), never below zero: a trader who sold at a profit keeps it, and is not
 * refunded beyond it. The market's cash pays the refunds, its collateral first and then its fee
 * pool; the providers get what is left. Should the market's cash fall short (providers who left
 * the pool early, while traders took profits), every refund is cut in proportion, to the cent.
 * Returns each position's share of its owner's refund (positions owed nothing apart).
 */
function voidRefunds(positions: readonly PositionRow[], cashCents: number): Map<string, number> {
  const byAccount = new Map<string, PositionRow[]>()
  for (const p of positions) {
    const held = byAccount.get(p.accountId)
    if (held) held.push(p)
    else byAccount.set(p.accountId, [p])
  }
  const owed = [...byAccount.entries()]
    .map(([accountId, held]) => ({ accountId, held, cents: held.reduce((sum, p) => sum + p.costCents - p.realizedCents, 0) }))
    .filter((account) => account.cents > 0)
    .sort((a, b) => b.cents - a.cents || (a.accountId < b.accountId ? -1 : 1))
  const wanted = owed.reduce((sum, account) => sum + account.cents, 0)
  const refunds =
    wanted <= cashCents
      ? owed.map((a) => a.cents)
      : splitByWeight(
          cashCents,
          owed.map((a) => a.cents),
        )
  const byPosition = new Map<string, number>()
  owed.forEach((account, i) => {
    // The account's refund goes to its positions that are owed something, in turn.
    let left = refunds[i] ?? 0
    for (const p of account.held) {
      const share = Math.min(left, Math.max(0, p.costCents - p.realizedCents))
      if (share > 0) byPosition.set(p.id, share)
      left -= share
    }
  })
  return byPosition
}

function settleProviders(rows: SettlementRows, market: MarketRow, collateralLeft: number, payouts: Payouts, now: number) {
  const providers = rows.lpShares
    .filter((lp) => lp.marketId === market.id && lp.shares > 0)
    .sort((a, b) => b.shares - a.shares || (a.id < b.id ? -1 : 1))
  if (providers.length === 0) return { paid: 0, fees: 0, lpShares: [] as LpShareRow[] }
  let feesLeft = market.feePoolCents
  const owed = providers.map((lp) => {
    const cents = Math.min(feesWithdrawableBy(market, lp), feesLeft)
    feesLeft -= cents
    return cents
  })
  owed[0] = (owed[0] ?? 0) + feesLeft // rounding leftovers go to the largest LP
  const collateral = splitByWeight(
    collateralLeft,
    providers.map((lp) => lp.shares),
  )
  providers.forEach((lp, i) => {
    payouts.credit(lp.accountId, 'liquidity_remove', collateral[i] ?? 0)
    payouts.credit(lp.accountId, 'fee_claim', owed[i] ?? 0)
  })
  const lpShares = providers.map((lp) => ({ ...lp, shares: 0, feeDebt: 0, contributedCents: 0, updatedAt: now }))
  return { paid: collateralLeft, fees: market.feePoolCents, lpShares }
}

/** What settling a market's cash comes to: the rows it changes and what it paid whom. */
interface SettledCash {
  /** The market holding the cash, with what is left of it (nothing, once providers are paid). */
  readonly market: MarketRow
  readonly positions: PositionRow[]
  readonly lpShares: LpShareRow[]
  readonly accounts: AccountRow[]
  readonly ledger: LedgerEntry[]
  readonly paidToHoldersCents: number
  readonly paidToProvidersCents: number
}

/**
 * Settles `positions` from the cash of `market` (its collateral, then for refunds its fee pool):
 * each winning contract (`wins`) 100 cents, or for a void each account's refund (voidRefunds);
 * then the market's providers get what is left. A Yes/No market settles its own positions; a
 * multi-answer market (multi/market.ts) those of all its answers, from the cash they share.
 */
export function settleFromCash(
  rows: Omit<SettlementRows, 'market' | 'positions'> & { readonly market: MarketRow },
  positions: readonly PositionRow[],
  outcome: 'void' | ((position: PositionRow) => boolean),
  now: number,
  ids: IdSource,
): SettledCash {
  const { market } = rows
  const payouts = new Payouts(rows.accounts, ids, market.id, now)
  const refunds = outcome === 'void' ? voidRefunds(positions, market.collateralCents + market.feePoolCents) : null
  const holders = settlePositions(
    positions,
    (p) => (refunds ? (refunds.get(p.id) ?? 0) : outcome !== 'void' && outcome(p) ? p.quantity * PAYOUT_CENTS : 0),
    payouts,
    now,
    refunds !== null,
  )
  // Refunds beyond the collateral come out of the fee pool (voidRefunds never asks for more than both).
  const fromFees = Math.max(0, holders.paid - market.collateralCents)
  const collateralLeft = market.collateralCents - holders.paid + fromFees
  if (collateralLeft < 0 || fromFees > market.feePoolCents) throw new Error(`market ${market.id} cannot cover its payouts`)
  const funded: MarketRow = { ...market, feePoolCents: market.feePoolCents - fromFees }
  const providers = settleProviders({ ...rows, positions: [] }, funded, collateralLeft, payouts, now)
  return {
    market: {
      ...market,
      collateralCents: collateralLeft - providers.paid,
      feePoolCents: funded.feePoolCents - providers.fees,
      lpSharesTotal: providers.lpShares.length > 0 ? 0 : market.lpSharesTotal,
    },
    positions: holders.positions,
    lpShares: providers.lpShares,
    accounts: payouts.changedAccounts(),
    ledger: payouts.ledger,
    paidToHoldersCents: holders.paid,
    paidToProvidersCents: providers.paid + providers.fees,
  }
}

export function settleMarket(rows: SettlementRows, command: SettlementCommand, ids: IdSource): SettlementResult {
  const { market } = rows
  const { resolution, now } = command
  if (market === undefined || market.id !== command.marketId) throw new ExchangeError('NOT_FOUND', 'Market not found')
  if (market.status === 'resolved') throw new ExchangeError('ALREADY_RESOLVED', 'This market is already resolved')
  if (now < market.closesAt) throw new ExchangeError('NOT_CLOSED', 'This market is still open')
  if (resolution !== 'void') assertSide(resolution)
  assertOwnPool(market)
  const settled = settleFromCash(
    { ...rows, market },
    unsettled(rows, market),
    resolution === 'void' ? 'void' : (p) => p.side === resolution,
    now,
    ids,
  )
  const resolved: MarketRow = { ...settled.market, status: 'resolved', resolution, resolvedAt: now }
  return {
    paidToHoldersCents: settled.paidToHoldersCents,
    paidToProvidersCents: settled.paidToProvidersCents,
    changes: {
      markets: [resolved],
      accounts: settled.accounts,
      positions: settled.positions,
      lpShares: settled.lpShares,
      histories: [],
      trades: [],
      ledger: settled.ledger,
    },
  }
}
