import type { MarketRow, PoolState } from './types'

/**
 * Cash effects of a trade on the market row. Net trade cash moves collateral
 * (it mints or merges complete sets); the fee goes to the LP fee pool and is
 * spread over LP shares through feeIndex.
 */
function accrueFee(market: MarketRow, feeCents: number): MarketRow {
  const feeIndex = market.lpSharesTotal > 0 ? market.feeIndex + feeCents / market.lpSharesTotal : market.feeIndex
  return { ...market, feePoolCents: market.feePoolCents + feeCents, feeIndex }
}

interface MarketTradeEffect {
  readonly poolAfter: PoolState
  /** + when sets are minted (buy), - when merged (sell). */
  readonly collateralDeltaCents: number
  readonly feeCents: number
  readonly volumeCents: number
  readonly newTrader: boolean
}

export function applyTradeToMarket(market: MarketRow, effect: MarketTradeEffect): MarketRow {
  const collateralCents = market.collateralCents + effect.collateralDeltaCents
  if (collateralCents < 0) {
    // Cannot happen if the sets invariant holds; fail loudly rather than lose cash.
    throw new Error(`market ${market.id} collateral would go negative`)
  }
  const traded: MarketRow = {
    ...market,
    yesReserve: effect.poolAfter.yesReserve,
    noReserve: effect.poolAfter.noReserve,
    collateralCents,
    volumeCents: market.volumeCents + effect.volumeCents,
    traderCount: market.traderCount + (effect.newTrader ? 1 : 0),
  }
  return accrueFee(traded, effect.feeCents)
}
