import { dollarsToContracts } from '../../exchange/quote'

/**
 * A dollar amount on the instant page becomes whole contracts at the side's price,
 * floor(amount x 100 / price) (decisions.md), and the preview's max profit comes from
 * those contracts: (100 − price) x contracts / 100 (spec 9, with whole contracts).
 */
export interface InstantOrderPreview {
  contracts: number
  /** Dollars. */
  maxProfit: number
}

export function instantOrderPreview(amountDollars: number | null, sidePriceCents: number): InstantOrderPreview {
  const contracts = amountDollars === null ? 0 : dollarsToContracts(amountDollars, sidePriceCents)
  return { contracts, maxProfit: ((100 - sidePriceCents) * contracts) / 100 }
}
