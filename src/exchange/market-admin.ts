import { mergeChangeSets, type ChangeSet } from './change-set'
import { ExchangeError } from './errors'
import { recordPricePoint } from './history'
import { ledgerEntry } from './ledger'
import { assertOwnPool } from './lifecycle'
import { openMarket, type MarketSpec } from './market-factory'
import { closeDueOrders, type OrderEvent } from './orders'
import { emptyPosition } from './positions'
import { settleMarket } from './settlement'
import { yesBp } from './prices'
import type { AccountRow, IdSource, LedgerEntry, LpShareRow, MarketRow, OrderRow, PositionRow, Resolution } from './types'

/**
 * Markets people make (docs/product.md, "Markets admins make"): an admin lists a Yes/No market
 * funded by the house, and resolves it by hand. The simulation never resolves such a market
 * (`resolvedByPeople`): its outcome is a fact an admin reads off the world, not a coin the
 * simulation tosses.
 */

/** House liquidity of a market an admin lists without naming any: $1,000 (the catalogue's depth). */
export const DEFAULT_ADMIN_LIQUIDITY_CENTS = 100_000

export interface AdminMarketSpec {
  readonly id: string
  readonly title: string
  readonly description: string
  readonly categoryId: string
  readonly closesAt: number
  /** How it resolves, in words. */
  readonly rules: string
  readonly resolutionSource: string | null
  /** Initial chance of Yes, whole percent 1..99. */
  readonly initialProbability: number
  readonly liquidityCents: number
  readonly createdBy: string
  readonly now: number
}

/** True for a market an admin made: only an admin resolves it. */
export function resolvedByPeople(market: Pick<MarketRow, 'createdBy'>): boolean {
  return market.createdBy !== undefined
}

/**
 * Opens an admin's market, funded by `house` (a deposit tops the house up when it runs short, as
 * for the simulation's instant markets): the market, the house's LP share and handed-back
 * contracts, its first chart point and the ledger entries.
 */
export function createAdminMarket(
  spec: AdminMarketSpec,
  house: AccountRow,
  ids: IdSource,
): { market: MarketRow; changes: ChangeSet } {
  if (!(spec.closesAt > spec.now)) throw new ExchangeError('INVALID_AMOUNT', 'The close time must be in the future')
  if (!Number.isInteger(spec.initialProbability) || spec.initialProbability < 1 || spec.initialProbability > 99) {
    throw new ExchangeError('INVALID_AMOUNT', 'Initial probability must be a whole percent from 1 to 99')
  }
  const marketSpec: MarketSpec = {
    id: spec.id,
    title: spec.title,
    description: spec.description,
    categoryId: spec.categoryId,
    createdAt: spec.now,
    closesAt: spec.closesAt,
    trending: false,
    featured: false,
    // openMarket keeps prices within the tradable range: 1 % opens at 2 %, 99 % at 98 %.
    yesProbability: Math.min(0.98, Math.max(0.02, spec.initialProbability / 100)),
    liquidityCents: spec.liquidityCents,
    providerId: house.id,
  }
  const opened = openMarket(marketSpec, ids)
  const market: MarketRow = {
    ...opened.market,
    createdBy: spec.createdBy,
    rules: spec.rules,
    resolutionSource: spec.resolutionSource,
  }
  const needed = spec.liquidityCents
  const deposit = Math.max(0, needed - house.balanceCents)
  const depositEntry =
    deposit > 0
      ? [ledgerEntry(ids, { accountId: house.id, marketId: null, kind: 'deposit', amountCents: deposit, at: spec.now })]
      : []
  return {
    market,
    changes: {
      markets: [market],
      accounts: [{ ...house, balanceCents: house.balanceCents + deposit - needed }],
      positions: opened.position ? [opened.position] : [],
      lpShares: [opened.lpShare],
      histories: [recordPricePoint(undefined, market.id, spec.now, yesBp(market))],
      trades: [],
      ledger: [...depositEntry, opened.entry],
    },
  }
}

/** Every row of one market a resolution touches. */
export interface ResolutionRows {
  readonly market: MarketRow | undefined
  /** All positions of the market (the house's too). */
  readonly positions: readonly PositionRow[]
  /** All LP shares of the market. */
  readonly lpShares: readonly LpShareRow[]
  /** Its open orders. */
  readonly orders: readonly OrderRow[]
  /** The owners of all of the above. */
  readonly accounts: readonly AccountRow[]
  /** A void only: the market's ledger entries, which say what each account put in and took out (settlement.ts). */
  readonly ledger?: readonly LedgerEntry[]
}

export interface ResolutionCommand {
  readonly marketId: string
  /** The side that won, or 'void': nobody won and each trader is refunded (settlement.ts). */
  readonly resolution: Resolution
  readonly now: number
  /** The admin who resolved it: a user id, and the name the market page gives. */
  readonly resolvedBy: string
  readonly resolvedByName?: string
  readonly note: string | null
}

export interface ResolutionResult {
  readonly changes: ChangeSet
  readonly market: MarketRow
  /** Paid for winning contracts (a void: refunded), and to how many accounts (the house among them when it holds some). */
  readonly paidToHoldersCents: number
  readonly holdersPaid: number
  /** What each account was paid for its winning contracts, or refunded by a void (accounts paid nothing apart). */
  readonly payouts: ReadonlyMap<string, number>
  readonly paidToProvidersCents: number
  readonly cancelledOrders: number
  readonly orderEvents: readonly OrderEvent[]
}

/**
 * An admin's resolution, whenever it comes: a market still open closes now; its open orders are
 * cancelled and their reserves released; then settlement pays each winning contract 100 cents
 * (or, for a void, refunds each trader what they put in net of what they took out) and the
 * providers what is left (settlement.ts). A second resolution throws ALREADY_RESOLVED.
 */
export function resolveMarketNow(rows: ResolutionRows, command: ResolutionCommand, ids: IdSource): ResolutionResult {
  const { market } = rows
  const { now } = command
  if (market === undefined || market.id !== command.marketId) throw new ExchangeError('NOT_FOUND', 'Market not found')
  if (market.status === 'resolved') throw new ExchangeError('ALREADY_RESOLVED', 'This market is already resolved')
  assertOwnPool(market)
  const [closed] = closeNow([market], now)
  const { cancelled, accounts, positions } = cancelOrdersAtClose([closed!], rows, now, ids)
  const settled = settleMarket(
    {
      market: closed!,
      positions,
      lpShares: rows.lpShares,
      accounts,
      ...(rows.ledger ? { ledger: rows.ledger } : {}),
    },
    { marketId: market.id, resolution: command.resolution, now },
    ids,
  )
  return resolutionResult(command, cancelled, settled, [settled.changes.markets[0]!])
}

/** Markets an admin resolves now: closed now (at their close, if that came first). */
export function closeNow(markets: readonly MarketRow[], now: number): MarketRow[] {
  return markets.map((m) => ({ ...m, status: 'closed', closesAt: Math.min(m.closesAt, now) }))
}

/**
 * The open orders of markets closing now, cancelled with their reserves released, and the
 * accounts and positions as that leaves them (what settlement then pays from).
 */
export function cancelOrdersAtClose(
  closed: readonly MarketRow[],
  rows: Pick<ResolutionRows, 'accounts' | 'positions' | 'orders'>,
  now: number,
  ids: IdSource,
): { cancelled: ReturnType<typeof closeDueOrders>; accounts: AccountRow[]; positions: PositionRow[] } {
  const markets = new Map(closed.map((m) => [m.id, m]))
  const cancelled = closeDueOrders(
    {
      markets,
      accounts: rows.accounts,
      positions: rows.positions,
      orders: rows.orders.filter((o) => markets.has(o.marketId)),
    },
    now,
    ids,
  )
  const accounts = new Map(rows.accounts.map((a) => [a.id, a]))
  for (const a of cancelled.changes.accounts) accounts.set(a.id, a)
  const positions = new Map(rows.positions.map((p) => [p.id, p]))
  for (const p of cancelled.changes.positions) positions.set(p.id, p)
  return { cancelled, accounts: [...accounts.values()], positions: [...positions.values()] }
}

/**
 * An admin's resolution as one answer: the cancellations and the settlement as one change, the
 * resolved market (the first of `markets`) saying who resolved it and why, and who was paid what.
 */
export function resolutionResult(
  command: Pick<ResolutionCommand, 'resolvedBy' | 'resolvedByName' | 'note'>,
  cancelled: ReturnType<typeof closeDueOrders>,
  settled: { changes: ChangeSet; paidToHoldersCents: number; paidToProvidersCents: number },
  markets: readonly MarketRow[],
): ResolutionResult {
  const [first, ...rest] = markets
  const resolved: MarketRow = {
    ...first!,
    resolvedBy: command.resolvedBy,
    ...(command.resolvedByName ? { resolvedByName: command.resolvedByName } : {}),
    ...(command.note ? { resolutionNote: command.note } : {}),
  }
  const payouts = new Map<string, number>()
  for (const p of settled.changes.positions) {
    if (p.payoutCents > 0) payouts.set(p.accountId, (payouts.get(p.accountId) ?? 0) + p.payoutCents)
  }
  return {
    changes: mergeChangeSets([cancelled.changes, { ...settled.changes, markets: [resolved, ...rest] }]),
    market: resolved,
    paidToHoldersCents: settled.paidToHoldersCents,
    holdersPaid: payouts.size,
    payouts,
    paidToProvidersCents: settled.paidToProvidersCents,
    cancelledOrders: cancelled.events.length,
    orderEvents: cancelled.events,
  }
}

/** The house's rows of an admin's market, as they stand before its first trade. */
export interface ReopenRows {
  readonly market: MarketRow
  /** The house's positions in the market (the contracts its pool handed back). */
  readonly positions: readonly PositionRow[]
  readonly houseId: string
}

/**
 * An admin's market opened again at another chance, before its first trade: the pool as
 * createAdminMarket would have opened it with the same house liquidity, the house's handed-back
 * contracts and LP share with it, and a chart that starts again. No cash moves (the collateral
 * is the same liquidity). Refused once anyone traded, or while orders rest on its book (the
 * caller checks those: they are not in these rows).
 */
export function reopenAtChance(rows: ReopenRows, initialProbability: number, now: number, ids: IdSource): ChangeSet {
  const { market } = rows
  if (!resolvedByPeople(market)) throw new ExchangeError('FORBIDDEN', 'Only a market an admin made opens again')
  assertOwnPool(market)
  if (market.status !== 'active' || now >= market.closesAt) throw new ExchangeError('MARKET_CLOSED', 'This market is closed')
  if (market.volumeCents !== 0 || market.traderCount !== 0 || market.feePoolCents !== 0) {
    throw new ExchangeError('NOT_OPEN', 'The chance changes only before the first trade')
  }
  if (!Number.isInteger(initialProbability) || initialProbability < 1 || initialProbability > 99) {
    throw new ExchangeError('INVALID_AMOUNT', 'Initial probability must be a whole percent from 1 to 99')
  }
  const opened = openMarket(
    {
      id: market.id,
      title: market.title,
      description: market.description,
      imageUrl: market.imageUrl,
      categoryId: market.categoryId,
      createdAt: market.createdAt,
      closesAt: market.closesAt,
      trending: market.trending,
      featured: market.featured,
      yesProbability: Math.min(0.98, Math.max(0.02, initialProbability / 100)),
      liquidityCents: market.collateralCents,
      providerId: rows.houseId,
    },
    ids,
  )
  const reopened: MarketRow = {
    ...market,
    yesReserve: opened.market.yesReserve,
    noReserve: opened.market.noReserve,
    hiddenLogit: opened.market.hiddenLogit,
  }
  // Both sides' rows: the handed-back contracts may now be on the other side.
  const positions = (['yes', 'no'] as const).flatMap((side): PositionRow[] => {
    if (opened.position?.side === side) return [{ ...opened.position, updatedAt: now }]
    const held = rows.positions.some((p) => p.side === side && p.accountId === rows.houseId)
    return held ? [emptyPosition(rows.houseId, market.id, side, now)] : []
  })
  return {
    markets: [reopened],
    accounts: [],
    positions,
    lpShares: [{ ...opened.lpShare, updatedAt: now }],
    histories: [recordPricePoint(undefined, market.id, now, yesBp(reopened))],
    trades: [],
    ledger: [],
  }
}
