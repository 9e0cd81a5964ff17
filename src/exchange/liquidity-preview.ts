import { ExchangeError } from './errors'
import { lpValueCents } from './fee-claim'
import { addFunding } from './liquidity'
import type { LiquidityResult } from './liquidity'
import { withdrawLiquidity } from './pool-exit'
import { emptyPosition, lotsOf, lpShareId } from './positions'
import { sideBp } from './prices'
import type { AccountRow, LpShareRow, MarketRow, MarketStatus, PositionRow, Side } from './types'

/**
 * Liquidity previews: what an add or a remove will do, computed by running the very
 * command the backend runs (addFunding, withdrawLiquidity) on a snapshot of the pool and
 * of the provider's rows. So the preview is the result, as long as nothing trades in the
 * pool in between (the same promise as a trade's quote). docs/product.md, "Liquidity".
 */
export interface PoolSnapshot {
  readonly marketId: string
  /** The exchange's clock when the snapshot was read (ms): the preview runs at that time. */
  readonly asOf: number
  readonly closesAt: number
  readonly status: MarketStatus
  readonly yesReserve: number
  readonly noReserve: number
  readonly lpSharesTotal: number
  readonly feeIndex: number
  readonly feePoolCents: number
  readonly collateralCents: number
  /** The provider's LP row (zeros when none). */
  readonly mine: { readonly shares: number; readonly feeDebt: number; readonly contributedCents: number }
  /** The provider's positions in this market (0..2). */
  readonly positions: readonly SnapshotPosition[]
}

interface SnapshotPosition {
  readonly side: Side
  readonly quantity: number
  readonly costCents: number
  readonly realizedCents: number
  readonly settled: boolean
  /** The lots still held, oldest first (a pairing takes the oldest first). */
  readonly heldLots: readonly { readonly quantity: number; readonly costCents: number }[]
}

/** What the pool page needs to preview actions on this pool, as of `now`. */
export function poolSnapshot(
  market: MarketRow,
  lp: LpShareRow | undefined,
  positions: readonly PositionRow[],
  now: number,
): PoolSnapshot {
  return {
    marketId: market.id,
    asOf: now,
    closesAt: market.closesAt,
    status: market.status,
    yesReserve: market.yesReserve,
    noReserve: market.noReserve,
    lpSharesTotal: market.lpSharesTotal,
    feeIndex: market.feeIndex,
    feePoolCents: market.feePoolCents,
    collateralCents: market.collateralCents,
    mine: { shares: lp?.shares ?? 0, feeDebt: lp?.feeDebt ?? 0, contributedCents: lp?.contributedCents ?? 0 },
    positions: positions
      .filter((p) => p.marketId === market.id)
      .map((p) => ({
        side: p.side,
        quantity: p.quantity,
        costCents: p.costCents,
        realizedCents: p.realizedCents,
        settled: p.settled,
        heldLots: lotsOf(p)
          .filter((lot) => lot.heldQuantity > 0)
          .map((lot) => ({ quantity: lot.heldQuantity, costCents: lot.heldCostCents })),
      })),
  }
}

const PREVIEWER = 'preview'

/** The rows a command reads, rebuilt from a snapshot (descriptive market fields play no part). */
function rowsOf(s: PoolSnapshot, balanceCents: number) {
  const market: MarketRow = {
    id: s.marketId,
    title: '',
    description: '',
    imageUrl: null,
    categoryId: '',
    createdAt: 0,
    closesAt: s.closesAt,
    status: s.status,
    resolution: null,
    resolvedAt: null,
    trending: false,
    featured: false,
    yesReserve: s.yesReserve,
    noReserve: s.noReserve,
    collateralCents: s.collateralCents,
    feePoolCents: s.feePoolCents,
    feeIndex: s.feeIndex,
    lpSharesTotal: s.lpSharesTotal,
    volumeCents: 0,
    traderCount: 0,
    hiddenLogit: 0,
    simAt: 0,
  }
  const account: AccountRow = { id: PREVIEWER, kind: 'user', balanceCents, createdAt: 0 }
  const lpShare: LpShareRow = {
    id: lpShareId(PREVIEWER, s.marketId),
    accountId: PREVIEWER,
    marketId: s.marketId,
    ...s.mine,
    updatedAt: s.asOf,
  }
  const positions: PositionRow[] = s.positions.map(({ heldLots, ...p }) => ({
    ...emptyPosition(PREVIEWER, s.marketId, p.side, s.asOf),
    ...p,
    avgPriceCents: p.quantity > 0 ? p.costCents / p.quantity : 0,
    lots: heldLots.map((lot) => ({
      tradeId: null,
      at: s.asOf,
      ...lot,
      heldQuantity: lot.quantity,
      heldCostCents: lot.costCents,
      soldQuantity: 0,
      proceedsCents: 0,
    })),
  }))
  return { market, account, lpShare, positions }
}

export interface PositionChange {
  readonly side: Side
  readonly before: { readonly quantity: number; readonly costCents: number }
  readonly after: { readonly quantity: number; readonly costCents: number }
  /** P&L realized by contracts that left (paired into cash). */
  readonly realizedCents: number
}

export interface LiquidityPreview {
  /** Signed cash to the balance: -amount on add; merged pairs plus fees on remove. */
  readonly cashCents: number
  /** Pool fees collected with a remove (part of cashCents). */
  readonly feesCents: number
  /** The provider's share of the pool, 0..1. */
  readonly shareBefore: number
  readonly shareAfter: number
  /** What the provider's pool shares are worth (the most they could remove). */
  readonly valueBeforeCents: number
  readonly valueAfterCents: number
  /** Net contribution (the pool's cost basis). */
  readonly contributionBeforeCents: number
  readonly contributionAfterCents: number
  /** Contracts the pool hands back and the side's price (cents); 0 when it hands back none. */
  readonly handedBack: { readonly side: Side; readonly contracts: number; readonly priceCents: number } | null
  /** Of those, how many pair with the opposite contracts held into $1.00 sets (remove only). */
  readonly mergedSets: number
  /** Positions that change, before and after (cost basis included). */
  readonly positions: readonly PositionChange[]
}

type LiquidityPreviewResult =
  { readonly kind: 'preview'; readonly preview: LiquidityPreview } | { readonly kind: 'refused'; readonly message: string }

/** The positions a command changes (one that ends as it began, like contracts handed back and all paired, is left out). */
function positionChanges(before: readonly PositionRow[], after: readonly PositionRow[]): PositionChange[] {
  return after
    .map((p) => {
      const was = before.find((b) => b.side === p.side) ?? emptyPosition(PREVIEWER, p.marketId, p.side, 0)
      return {
        side: p.side,
        before: { quantity: was.quantity, costCents: was.costCents },
        after: { quantity: p.quantity, costCents: p.costCents },
        realizedCents: p.realizedCents - was.realizedCents,
      }
    })
    .filter((c) => c.before.quantity !== c.after.quantity || c.before.costCents !== c.after.costCents || c.realizedCents !== 0)
    .sort((a, b) => (a.side === b.side ? 0 : a.side === 'yes' ? -1 : 1))
}

function summarize(
  rows: ReturnType<typeof rowsOf>,
  result: LiquidityResult,
  handedBack: { side: Side | null; contracts: number },
  mergedSets: number,
): LiquidityPreview {
  const { market, account, lpShare } = rows
  const marketAfter = result.changes.markets[0] ?? market
  const lpAfter = result.changes.lpShares[0] ?? lpShare
  const accountAfter = result.changes.accounts[0] ?? account
  const share = (shares: number, total: number) => (total > 0 ? shares / total : 0)
  return {
    cashCents: accountAfter.balanceCents - account.balanceCents,
    feesCents: result.changes.ledger.filter((e) => e.kind === 'fee_claim').reduce((s, e) => s + e.amountCents, 0),
    shareBefore: share(lpShare.shares, market.lpSharesTotal),
    shareAfter: share(lpAfter.shares, marketAfter.lpSharesTotal),
    valueBeforeCents: lpShare.shares > 0 ? lpValueCents(market, lpShare.shares) : 0,
    valueAfterCents: lpAfter.shares > 0 ? lpValueCents(marketAfter, lpAfter.shares) : 0,
    contributionBeforeCents: lpShare.contributedCents,
    contributionAfterCents: lpAfter.contributedCents,
    handedBack:
      handedBack.side !== null && handedBack.contracts > 0
        ? { side: handedBack.side, contracts: handedBack.contracts, priceCents: sideBp(market, handedBack.side) / 100 }
        : null,
    mergedSets,
    positions: positionChanges(rows.positions, result.changes.positions),
  }
}

/**
 * Previews adding (`amountCents` of cash) or removing (`amountCents` of value) with the
 * exchange's own commands. A refusal (closed pool, too little cash, more than the share
 * is worth) comes back as the exchange's message.
 */
export function previewLiquidity(
  snapshot: PoolSnapshot,
  action: 'add' | 'remove',
  amountCents: number,
  balanceCents: number,
): LiquidityPreviewResult {
  const rows = rowsOf(snapshot, balanceCents)
  let n = 0
  const ids = { next: (prefix: string) => `${prefix}-preview-${(n += 1)}` }
  const command = { accountId: PREVIEWER, marketId: snapshot.marketId, now: snapshot.asOf }
  try {
    if (action === 'add') {
      const added = addFunding(rows, { ...command, amountCents }, ids)
      return {
        kind: 'preview',
        preview: summarize(rows, added, { side: added.returnedSide, contracts: added.returnedContracts }, 0),
      }
    }
    const removed = withdrawLiquidity(rows, { ...command, valueCents: amountCents }, ids)
    const handedBack = { side: removed.handedBackSide, contracts: removed.returnedContracts + removed.mergedSets }
    return { kind: 'preview', preview: summarize(rows, removed, handedBack, removed.mergedSets) }
  } catch (error) {
    if (error instanceof ExchangeError) return { kind: 'refused', message: error.message }
    throw error
  }
}
