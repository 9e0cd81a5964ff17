import { ExchangeError } from './errors'
import { ledgerEntry } from './ledger'
import { emptyPosition, addToPosition, lpShareId } from './positions'
import { isOpenPriceInRange, sideBp, yesBp } from './prices'
import type { IdSource, LedgerEntry, LpShareRow, MarketKind, MarketRow, PositionRow, Side } from './types'

/** Everything needed to list a new market funded by one liquidity provider. */
export interface MarketSpec {
  readonly id: string
  readonly title: string
  readonly description: string
  readonly imageUrl?: string | null
  readonly categoryId: string
  readonly createdAt: number
  readonly closesAt: number
  readonly trending: boolean
  readonly featured: boolean
  /** Initial yes probability, 0.02..0.98. */
  readonly yesProbability: number
  /** Cash the provider puts in (integer cents): depth of the pool. */
  readonly liquidityCents: number
  readonly providerId: string
  /** Seeded history: lifetime volume and trader count before the exchange started. */
  readonly volumeCents?: number
  readonly traderCount?: number
  /** Hidden probability logit for the simulation (defaults to the price). */
  readonly hiddenLogit?: number
  /** When the simulation last looked at the market (defaults to createdAt). */
  readonly simAt?: number
  /** Set only for instant markets (absent = standard, so seeded rows are unchanged). */
  readonly kind?: MarketKind
}

interface OpenedMarket {
  readonly market: MarketRow
  readonly lpShare: LpShareRow
  /** Unmatched whole contracts handed back to the provider (null at 50/50). */
  readonly position: PositionRow | null
  /** The provider's 'liquidity_add' entry; the caller debits the provider's balance by liquidityCents. */
  readonly entry: LedgerEntry
}

/**
 * Funds an empty pool like Gnosis addFunding with a distribution hint: mint
 * D = liquidity sets, keep all of the expensive side and enough of the cheap
 * side to price it at p, and hand the unmatched contracts back (floored to a
 * whole contract, so the price is p to within a hair).
 */
export function openMarket(spec: MarketSpec, ids: IdSource): OpenedMarket {
  const p = spec.yesProbability
  if (!(p >= 0.02 && p <= 0.98)) throw new ExchangeError('INVALID_AMOUNT', 'Initial probability must be in 0.02..0.98')
  if (!Number.isSafeInteger(spec.liquidityCents) || spec.liquidityCents < 10_000) {
    throw new ExchangeError('INVALID_AMOUNT', 'Initial liquidity must be at least $100')
  }
  const depth = spec.liquidityCents / 100
  const exact = p >= 0.5 ? (depth * (1 - p)) / p : (depth * p) / (1 - p)
  const contracts = Math.floor(depth - exact)
  const scarce = depth - contracts
  const pool = p >= 0.5 ? { yesReserve: scarce, noReserve: depth } : { yesReserve: depth, noReserve: scarce }
  if (!isOpenPriceInRange(yesBp(pool))) throw new ExchangeError('PRICE_LIMIT', 'Initial price out of range')
  const market: MarketRow = {
    id: spec.id,
    title: spec.title,
    description: spec.description,
    imageUrl: spec.imageUrl ?? null,
    categoryId: spec.categoryId,
    createdAt: spec.createdAt,
    closesAt: spec.closesAt,
    status: 'active',
    resolution: null,
    resolvedAt: null,
    trending: spec.trending,
    featured: spec.featured,
    yesReserve: pool.yesReserve,
    noReserve: pool.noReserve,
    collateralCents: spec.liquidityCents,
    feePoolCents: 0,
    feeIndex: 0,
    lpSharesTotal: spec.liquidityCents,
    volumeCents: spec.volumeCents ?? 0,
    traderCount: spec.traderCount ?? 0,
    hiddenLogit: spec.hiddenLogit ?? Math.log(p / (1 - p)),
    simAt: spec.simAt ?? spec.createdAt,
    ...(spec.kind === undefined ? {} : { kind: spec.kind }),
  }
  const { lpShare, position } = openingProviderRows(market, spec.providerId)
  const entry = ledgerEntry(ids, {
    accountId: spec.providerId,
    marketId: spec.id,
    kind: 'liquidity_add',
    amountCents: -spec.liquidityCents,
    at: spec.createdAt,
  })
  return { market, lpShare, position, entry }
}

/**
 * The provider's rows of a market just as openMarket opened it, worked out from the market
 * row alone: its LP share (every pool share) and the unmatched contracts handed back, the
 * difference between the two reserves, on the side whose reserve is the smaller (none at
 * 50/50). openMarket uses this, so a market as opened always gives back its provider's
 * rows: the in-browser store keeps the catalogue's house rows unwritten until a change
 * (backend/house-rows.ts). Only valid while the market's pool is as opened.
 */
export function openingProviderRows(
  market: MarketRow,
  providerId: string,
): { lpShare: LpShareRow; position: PositionRow | null } {
  const handedBack: Side = market.yesReserve < market.noReserve ? 'yes' : 'no'
  // Whole contracts: the larger reserve is the depth, the smaller one the depth less them.
  const contracts = Math.round(Math.abs(market.noReserve - market.yesReserve))
  const positionCost = Math.round((contracts * sideBp(market, handedBack)) / 100)
  const lpShare: LpShareRow = {
    id: lpShareId(providerId, market.id),
    accountId: providerId,
    marketId: market.id,
    shares: market.lpSharesTotal,
    feeDebt: 0,
    contributedCents: market.collateralCents - positionCost,
    updatedAt: market.createdAt,
  }
  const position =
    contracts > 0
      ? addToPosition(
          emptyPosition(providerId, market.id, handedBack, market.createdAt),
          contracts,
          positionCost,
          market.createdAt,
        )
      : null
  return { lpShare, position }
}
