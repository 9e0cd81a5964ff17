import { createRng, hashString, pick, simTraderId, SIM_ID_PREFIX } from '../src/exchange'
import { FIRST_NAMES, HANDLE_ADJECTIVES, HANDLE_NOUNS, LAST_NAMES } from './word-lists'

/**
 * The simulated traders 'sim-0' … 'sim-(N-1)'. Their public profiles are derived from
 * the id (like their temperament in simulation/traits.ts), never stored: 12,000 rows
 * were the biggest part of seeding IndexedDB. Their accounts are opened lazily by the
 * simulation on their first trade.
 */
export const SIM_TRADER_COUNT = 12_000

/** A simulated trader's public profile. */
export interface SimTraderProfile {
  readonly id: string
  readonly firstName: string
  readonly lastName: string
  readonly username: string
}

/** A profile row as release 1 stored it in the simTraders table (still read when present). */
export interface SimTraderRow extends SimTraderProfile {
  /** When the simulated trader "joined" (ms). */
  readonly createdAt: number
}

/** The trader's index, or -1 when `id` names no simulated trader ('sim-7' → 7; 'sim-07' → -1). */
export function simTraderIndex(id: string, count: number = SIM_TRADER_COUNT): number {
  if (!id.startsWith(SIM_ID_PREFIX)) return -1
  const digits = id.slice(SIM_ID_PREFIX.length)
  if (!/^(0|[1-9]\d{0,8})$/.test(digits)) return -1
  const index = Number(digits)
  return index < count ? index : -1
}

/**
 * The profile of simulated trader `id`, or null. The username ends with the trader's
 * index, so usernames are unique without a registry of the ones taken.
 */
export function simTraderProfile(id: string, count: number = SIM_TRADER_COUNT): SimTraderProfile | null {
  const index = simTraderIndex(id, count)
  if (index < 0) return null
  const rng = createRng(hashString(`profile|${id}`))
  return {
    id,
    firstName: pick(rng, FIRST_NAMES),
    lastName: pick(rng, LAST_NAMES),
    username: `${pick(rng, HANDLE_ADJECTIVES)}_${pick(rng, HANDLE_NOUNS)}${index}`,
  }
}

/** Every simulated trader's profile (tests and tools; the app derives them one by one). */
export function allSimTraders(count: number = SIM_TRADER_COUNT): SimTraderProfile[] {
  return Array.from({ length: count }, (_, i) => simTraderProfile(simTraderId(i), count)!)
}
