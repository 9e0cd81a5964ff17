import { openingProviderRows, type LpShareRow, type MarketRow, type PositionRow } from '../src/exchange'
import { HOUSE_ACCOUNT_ID } from '../seed/market-rows'
import type { EntityTable } from 'dexie'
import type { ForesightDB, StoredMarket } from './db'

/**
 * The house funds every catalogue market, which gives it an LP share and (unless the market
 * opened at 50/50) a position in each: two rows per market, nearly two thirds of what a
 * first visit would write. The seed writes neither; it marks the market `houseSeeded: 1`
 * instead, and the rows are worked out from the market as opened (openingProviderRows)
 * until a change rewrites the market: then they are stored first, exactly as derived, and
 * the mark is dropped (writeChangeSet). Every read of a market's positions or LP shares
 * that may meet the house goes through here, so an answer is the same either way.
 */
export function isHouseSeeded(market: StoredMarket | MarketRow | undefined): boolean {
  return (market as StoredMarket | undefined)?.houseSeeded === 1
}

/** The house's rows of a market it still holds as opened (none for any other market). */
export function seededHouseRows(market: StoredMarket | MarketRow | undefined): {
  lpShares: LpShareRow[]
  positions: PositionRow[]
} {
  if (!market || !isHouseSeeded(market)) return { lpShares: [], positions: [] }
  const { lpShare, position } = openingProviderRows(market, HOUSE_ACCOUNT_ID)
  return { lpShares: [lpShare], positions: position ? [position] : [] }
}

/** A market row to hand to the exchange or the API: the storage mark left out. */
export function withoutHouseMark<T extends StoredMarket>(market: T): T {
  if (!isHouseSeeded(market)) return market
  const { houseSeeded: _mark, ...rest } = market
  return rest as T
}

/**
 * Before a change rewrites these markets (as read before it), the house's derived rows are
 * stored; the caller writes the markets without the mark. Call inside the change's transaction.
 */
export async function storeSeededHouseRows(db: ForesightDB, before: readonly (StoredMarket | undefined)[]): Promise<void> {
  const rows = before.map(seededHouseRows)
  const lpShares = rows.flatMap((r) => r.lpShares)
  const positions = rows.flatMap((r) => r.positions)
  await Promise.all([
    lpShares.length ? db.lpShares.bulkPut(lpShares) : null,
    positions.length ? db.positions.bulkPut(positions) : null,
  ])
}

/**
 * Rows of `table` in these markets: the stored ones, then the house's derived ones that are not
 * stored (a market read before a change stored them, in another transaction, still has its mark).
 */
async function inMarkets<R extends { id: string; marketId: string }>(
  table: EntityTable<R, 'id'>,
  markets: readonly (StoredMarket | undefined)[],
  derived: (market: StoredMarket | undefined) => R[],
): Promise<R[]> {
  const ids = markets.flatMap((m) => (m ? [m.id] : []))
  // One market (a resolution): a key range, which IndexedDB answers in one request; anyOf walks a
  // cursor, a request per row (300 ms for one market's 1,000 positions in fake-indexeddb, where the
  // range takes 11 ms). Many markets (a simulation step's): one anyOf, one statement on the server.
  const stored =
    ids.length === 1
      ? await table.where('marketId').equals(ids[0]!).toArray()
      : ids.length
        ? await table.where('marketId').anyOf(ids).toArray()
        : []
  const storedIds = new Set(stored.map((r) => r.id))
  return [...stored, ...markets.flatMap(derived).filter((r) => !storedIds.has(r.id))]
}

/** The LP shares in these markets, stored and derived. */
export function lpSharesInMarkets(db: ForesightDB, markets: readonly (StoredMarket | undefined)[]): Promise<LpShareRow[]> {
  return inMarkets(db.lpShares, markets, (m) => seededHouseRows(m).lpShares)
}

/** The positions in these markets, stored and derived. */
export function positionsInMarkets(db: ForesightDB, markets: readonly (StoredMarket | undefined)[]): Promise<PositionRow[]> {
  return inMarkets(db.positions, markets, (m) => seededHouseRows(m).positions)
}

/** Every position and LP share, stored and derived (whole-exchange checks and tools). */
export async function allPositionsAndLpShares(db: ForesightDB): Promise<{ positions: PositionRow[]; lpShares: LpShareRow[] }> {
  const [markets, positions, lpShares] = await Promise.all([
    db.markets.filter((m) => isHouseSeeded(m)).toArray(),
    db.positions.toArray(),
    db.lpShares.toArray(),
  ])
  const derived = markets.map(seededHouseRows)
  return {
    positions: [...positions, ...derived.flatMap((r) => r.positions)],
    lpShares: [...lpShares, ...derived.flatMap((r) => r.lpShares)],
  }
}
