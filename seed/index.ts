/**
 * Deterministic seed: categories, curated and generated markets, demo users,
 * simulated traders. `buildSeed(seedValue, nowMs)` returns plain rows in two
 * stages (first screen, then the rest).
 */
export { CATEGORIES } from './categories'
export type { CategoryId, CategoryRow } from './categories'
export { buildSeed, allSeedRows, FIRST_STAGE_PER_CATEGORY, REST_CHUNK_MARKETS } from './build-seed'
export type { Seed, SeedRows } from './build-seed'
export { DEMO_USERS, demoUserRows } from './demo-users'
export type { DemoUser, SeedUser } from './demo-users'
export { HOUSE_ACCOUNT_ID } from './market-rows'
export { SIM_TRADER_COUNT, allSimTraders, simTraderIndex, simTraderProfile } from './sim-traders'
export type { SimTraderProfile, SimTraderRow } from './sim-traders'
export { TARGET_MARKETS } from './catalogue'
export { CURATED_MARKETS } from './curated-markets'

/** Seed value the app uses unless told otherwise. */
export const DEFAULT_SEED_VALUE = 20_250_101
