import { createRng, hashString, normal } from '../random'

/**
 * Per-trader traits derived from the trader id by hashing, so the simulation
 * needs no extra rows: the same id always has the same temperament.
 */
export const SIM_ID_PREFIX = 'sim-'

export function simTraderId(index: number): string {
  return `${SIM_ID_PREFIX}${index}`
}

export function isSimTraderId(id: string): boolean {
  return id.startsWith(SIM_ID_PREFIX)
}

interface TraderTraits {
  /** Standard deviation of this trader's belief error, in logit units. */
  readonly noise: number
  /** Typical order size in contracts. */
  readonly size: number
  /** Gain over cost (a fraction) at which this trader takes profit. */
  readonly takeProfit: number
  /** Loss under cost (a fraction) at which this trader cuts it. */
  readonly stopLoss: number
}

export function traderTraits(traderId: string): TraderTraits {
  const rng = createRng(hashString(traderId))
  return {
    noise: 0.1 + rng.next() * 0.4,
    // Log-normal sizes: most traders buy tens of contracts, a few buy thousands.
    size: Math.max(3, Math.round(25 * Math.exp(normal(rng) * 0.9))),
    takeProfit: 0.08 + rng.next() * 0.3,
    stopLoss: 0.1 + rng.next() * 0.3,
  }
}

/** A trader's persistent view of one market, relative to the hidden truth (logit units). */
export function beliefOffset(traderId: string, marketId: string, noise: number): number {
  const rng = createRng(hashString(`${traderId}|${marketId}`))
  return normal(rng) * noise
}

export function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x))
}

export function logit(p: number): number {
  return Math.log(p / (1 - p))
}
