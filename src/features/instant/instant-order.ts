import { dollarsToContracts } from '../../exchange/quote'
import type { PoolReserves, Side } from '../../api/contract'
import { previewBuy, type TradePreview } from '../../lib/trade-preview'

/**
 * A dollar amount on the instant page becomes whole contracts at the side's price,
 * floor(amount x 100 / price). What those contracts cost is what the exchange charges
 * for them (its own quote: the price moves as they are bought, and the fee is added), so
 * the preview states that true cost and the max profit is the payout of those contracts
 * minus it (docs/product.md, "Figures").
 */
export interface InstantOrderPreview {
  contracts: number
  /** The exchange's quote for those contracts (cost, fee, max profit), or why it would refuse. */
  preview: TradePreview
}

export function instantOrderPreview(amountDollars: number | null, side: Side, sidePriceCents: number, pool: PoolReserves): InstantOrderPreview {
  const contracts = amountDollars === null ? 0 : dollarsToContracts(amountDollars, sidePriceCents)
  return { contracts, preview: previewBuy(pool, side, contracts) }
}
