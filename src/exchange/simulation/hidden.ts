import { normal } from '../random'
import type { Rng } from '../random'
import type { MarketRow } from '../types'

/**
 * The hidden probability of each market follows a random walk in logit space
 * with rare jumps ("news"). It is evolved lazily: only when the simulation
 * touches a market, by the time elapsed since it last did, which is the same
 * distribution as stepping it every tick but costs nothing for idle markets.
 */
const DAY_MS = 24 * 60 * 60 * 1000
const DRIFT_PER_SQRT_DAY = 0.12
const JUMPS_PER_DAY = 0.04
const JUMP_SIZE = 0.6
const LOGIT_LIMIT = 4.2 // about 1.5% .. 98.5%

export function driftHidden(market: MarketRow, at: number, rng: Rng): MarketRow {
  const dt = at - market.simAt
  if (dt <= 0) return market
  const days = dt / DAY_MS
  let x = market.hiddenLogit + normal(rng) * DRIFT_PER_SQRT_DAY * Math.sqrt(days)
  if (rng.next() < Math.min(0.5, JUMPS_PER_DAY * days)) x += normal(rng) * JUMP_SIZE
  const hiddenLogit = Math.max(-LOGIT_LIMIT, Math.min(LOGIT_LIMIT, x))
  return { ...market, hiddenLogit, simAt: at }
}
