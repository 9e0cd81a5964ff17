import type { ChangeSet } from './change-set'
import { ExchangeError } from './errors'
import { assertOwnPool } from './lifecycle'
import { ledgerEntry } from './ledger'
import { feesWithdrawableBy } from './lp-fees'
import { splitCents } from './positions'
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
  /** A void only: the market's ledger entries (its answers' too), which say what each account put in and took out. */
  readonly ledger?: readonly LedgerEntry[]
  /** A void of a multi-answer market: its answers' ids, whose entries count as the market's. */
  readonly marketIds?: readonly string[]
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
  // One ledger entry per account, however many of its positions pay (both sides of a void, or the
  // answers of a multi-answer market): fewer rows to write.
  const byAccount = new Map<string, number>()
  for (const position of positionsToSettle) {
    const payoutCents = payoutOf(position)
    byAccount.set(position.accountId, (byAccount.get(position.accountId) ?? 0) + payoutCents)
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
  for (const [accountId, cents] of byAccount) payouts.credit(accountId, 'settlement', cents)
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

/** Ledger kinds that move cash between an account and a market: its trades, and its liquidity. */
const TRADING_KINDS: ReadonlySet<LedgerEntry['kind']> = new Set(['trade', 'fee'])
const PROVIDING_KINDS: ReadonlySet<LedgerEntry['kind']> = new Set(['liquidity_add', 'liquidity_remove', 'fee_claim'])

/** Pays `claims` in full when `cash` covers them, else shares `cash` in proportion (largest remainders: no part above its claim). */
function cut(cash: number, claims: readonly number[]): number[] {
  const wanted = claims.reduce((a, b) => a + b, 0)
  return wanted <= cash ? [...claims] : splitCents(Math.max(0, cash), claims)
}

interface VoidRefunds {
  /** Each trader's refund shared among their positions (positions owed nothing apart). */
  readonly byPosition: Map<string, number>
  /** Refunds of traders with no position to carry them (none in practice), and of providers: by account. */
  readonly byAccount: Map<string, { cents: number; kind: LedgerEntry['kind'] }>
}

/**
 * A void's refunds (docs/product.md, "Voiding"), read off the ledger of the market (`marketIds`: a
 * Yes/No market's id; a multi-answer market's and its answers'):
 * - a trader gets back what they paid for its contracts less what they took out, the sum of their
 *   trade and fee entries there, never below zero (a trader who sold at a profit keeps it);
 * - a liquidity provider gets back their liquidity and trading, net, the same way: what they put
 *   in less what they took out (liquidity removed, fees claimed, sales). Contracts a pool handed
 *   back cost them no cash, so they count for nothing of their own.
 * Traders are paid first; the providers share what is left, so they bear the profits traders
 * took. Whoever cannot be paid in full (the market's cash falls short) is paid in proportion,
 * to the cent, never above their claim.
 */
function voidRefunds(
  positions: readonly PositionRow[],
  ledger: readonly LedgerEntry[],
  marketIds: ReadonlySet<string>,
  cashCents: number,
): VoidRefunds {
  const trading = new Map<string, number>()
  const providing = new Map<string, number>()
  for (const e of ledger) {
    if (e.marketId === null || !marketIds.has(e.marketId)) continue
    const into = TRADING_KINDS.has(e.kind) ? trading : PROVIDING_KINDS.has(e.kind) ? providing : null
    into?.set(e.accountId, (into.get(e.accountId) ?? 0) - e.amountCents)
  }
  const byOwner = (a: { id: string; cents: number }, b: { id: string; cents: number }) =>
    b.cents - a.cents || (a.id < b.id ? -1 : 1)
  const traders = [...trading]
    .filter(([id]) => !providing.has(id))
    .map(([id, cents]) => ({ id, cents }))
    .filter((a) => a.cents > 0)
    .sort(byOwner)
  const providers = [...providing]
    .map(([id, cents]) => ({ id, cents: cents + (trading.get(id) ?? 0) }))
    .filter((a) => a.cents > 0)
    .sort(byOwner)
  const traderRefunds = cut(
    cashCents,
    traders.map((a) => a.cents),
  )
  const afterTraders = cashCents - traderRefunds.reduce((a, b) => a + b, 0)
  const providerRefunds = cut(
    afterTraders,
    providers.map((a) => a.cents),
  )
  const held = new Map<string, PositionRow[]>()
  for (const p of positions) {
    const list = held.get(p.accountId)
    if (list) list.push(p)
    else held.set(p.accountId, [p])
  }
  const byPosition = new Map<string, number>()
  const byAccount = new Map<string, { cents: number; kind: LedgerEntry['kind'] }>()
  // Shared among the positions that cost something (cost basis held − realized), in turn; what is
  // left (rows kept from before lots) goes to the first.
  const shareAmong = (own: readonly PositionRow[], refund: number) => {
    let left = refund
    for (const p of own) {
      const share = Math.min(left, Math.max(0, p.costCents - p.realizedCents))
      if (share > 0) byPosition.set(p.id, share)
      left -= share
    }
    if (left > 0) byPosition.set(own[0]!.id, (byPosition.get(own[0]!.id) ?? 0) + left)
  }
  traders.forEach((trader, i) => {
    const refund = traderRefunds[i] ?? 0
    const own = held.get(trader.id) ?? []
    if (own.length === 0) {
      if (refund > 0) byAccount.set(trader.id, { cents: refund, kind: 'settlement' })
      return
    }
    shareAmong(own, refund)
  })
  providers.forEach((provider, i) => {
    const refund = providerRefunds[i] ?? 0
    // A provider who also traded here: what their trading put in comes back on their positions, as
    // a trader's does (their portfolio's refunded rows, the Resolve dialog's traders), the rest as
    // their liquidity. The same cents either way; a shortfall falls on the liquidity first.
    const own = held.get(provider.id) ?? []
    const traded = own.length ? Math.min(refund, Math.max(0, trading.get(provider.id) ?? 0)) : 0
    if (traded > 0) shareAmong(own, traded)
    if (refund - traded > 0) byAccount.set(provider.id, { cents: refund - traded, kind: 'liquidity_remove' })
  })
  return { byPosition, byAccount }
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
export interface SettledCash {
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
  let refunds: VoidRefunds | null = null
  if (outcome === 'void') {
    if (rows.ledger === undefined) throw new Error(`voiding ${market.id} needs its ledger entries`)
    const marketIds = new Set([market.id, ...positions.map((p) => p.marketId), ...(rows.marketIds ?? [])])
    refunds = voidRefunds(positions, rows.ledger, marketIds, market.collateralCents + market.feePoolCents)
  }
  const holders = settlePositions(
    positions,
    (p) => (refunds ? (refunds.byPosition.get(p.id) ?? 0) : outcome !== 'void' && outcome(p) ? p.quantity * PAYOUT_CENTS : 0),
    payouts,
    now,
    refunds !== null,
  )
  let paid = holders.paid
  for (const [accountId, refund] of refunds?.byAccount ?? []) {
    payouts.credit(accountId, refund.kind, refund.cents)
    paid += refund.cents
  }
  // Refunds beyond the collateral come out of the fee pool (voidRefunds never pays out more than both).
  const fromFees = Math.max(0, paid - market.collateralCents)
  const collateralLeft = market.collateralCents - paid + fromFees
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
    paidToProvidersCents: paid - holders.paid + providers.paid + providers.fees,
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
    changes: settledChanges(settled, [resolved]),
  }
}

/** A settlement's change set: the resolved market rows, and the rows its cash moved. */
export function settledChanges(settled: SettledCash, markets: readonly MarketRow[]): ChangeSet {
  return {
    markets,
    accounts: settled.accounts,
    positions: settled.positions,
    lpShares: settled.lpShares,
    histories: [],
    trades: [],
    ledger: settled.ledger,
  }
}
