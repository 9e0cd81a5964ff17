import { createRng, pick, randomBetween, simTraderId } from '../src/exchange';
import { FIRST_NAMES, HANDLE_ADJECTIVES, HANDLE_NOUNS, LAST_NAMES } from './word-lists';
import { DAY_MS } from './text';

/**
 * Public profiles of the simulated traders ('sim-0' … 'sim-N'). Their
 * accounts are opened lazily by the simulation on their first trade, so the
 * seed stores only these display rows. Their temperament is derived from the
 * id inside the exchange (simulation/traits.ts), not stored.
 */
export const SIM_TRADER_COUNT = 12_000;

export interface SimTraderRow {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly username: string;
  /** When the simulated trader "joined" (ms). */
  readonly createdAt: number;
}

export function buildSimTraders(seedValue: number, nowMs: number, count: number = SIM_TRADER_COUNT): SimTraderRow[] {
  const rng = createRng(seedValue ^ 0x51a7e5);
  const taken = new Set<string>();
  const rows: SimTraderRow[] = new Array<SimTraderRow>(count);
  for (let i = 0; i < count; i += 1) {
    const firstName = pick(rng, FIRST_NAMES);
    const lastName = pick(rng, LAST_NAMES);
    let username = `${pick(rng, HANDLE_ADJECTIVES)}_${pick(rng, HANDLE_NOUNS)}${randomBetween(rng, 1, 99)}`;
    while (taken.has(username)) username = `${username}${randomBetween(rng, 0, 9)}`;
    taken.add(username);
    const createdAt = nowMs - randomBetween(rng, 1, 720) * DAY_MS;
    rows[i] = { id: simTraderId(i), firstName, lastName, username, createdAt };
  }
  return rows;
}
