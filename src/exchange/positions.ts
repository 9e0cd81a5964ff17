import type { LpShareRow, PositionLot, PositionRow, Side } from './types'

/** Deterministic row ids so a handler can `get` the rows a command needs. */
export function positionId(accountId: string, marketId: string, side: Side): string {
  return `${accountId}:${marketId}:${side}`
}

export function lpShareId(accountId: string, marketId: string): string {
  return `${accountId}:${marketId}`
}

export function emptyPosition(accountId: string, marketId: string, side: Side, now: number): PositionRow {
  return {
    id: positionId(accountId, marketId, side),
    accountId,
    marketId,
    side,
    quantity: 0,
    costCents: 0,
    avgPriceCents: 0,
    realizedCents: 0,
    settled: false,
    payoutCents: 0,
    updatedAt: now,
  }
}

/** The row's lots; a row kept from before lots is one lot of what it holds. */
export function lotsOf(position: PositionRow): readonly PositionLot[] {
  if (position.lots) return position.lots
  if (position.quantity <= 0) return []
  const { quantity, costCents } = position
  const lot = { tradeId: null, at: position.updatedAt, quantity, costCents }
  return [{ ...lot, heldQuantity: quantity, heldCostCents: costCents, soldQuantity: 0, proceedsCents: 0 }]
}

function withLots(position: PositionRow, lots: readonly PositionLot[], now: number): PositionRow {
  let quantity = 0
  let costCents = 0
  for (const lot of lots) {
    quantity += lot.heldQuantity
    costCents += lot.heldCostCents
  }
  return { ...position, lots, quantity, costCents, avgPriceCents: quantity > 0 ? costCents / quantity : 0, updatedAt: now }
}

/**
 * Adds bought contracts as a lot (`tradeId`: the buy; null: handed back by a pool). Parts of one
 * trade (the pool, then resting orders) join its lot. The average price is the cost basis over
 * the quantity held.
 */
export function addToPosition(
  position: PositionRow,
  quantity: number,
  costCents: number,
  now: number,
  tradeId: string | null = null,
): PositionRow {
  const lots = lotsOf(position)
  const last = lots.at(-1)
  if (tradeId !== null && last?.tradeId === tradeId) {
    const joined: PositionLot = {
      ...last,
      quantity: last.quantity + quantity,
      costCents: last.costCents + costCents,
      heldQuantity: last.heldQuantity + quantity,
      heldCostCents: last.heldCostCents + costCents,
    }
    return withLots(position, [...lots.slice(0, -1), joined], now)
  }
  const lot = { tradeId, at: now, quantity, costCents, heldQuantity: quantity, heldCostCents: costCents }
  return withLots(position, [...lots, { ...lot, soldQuantity: 0, proceedsCents: 0 }], now)
}

/** Cents split over parts in proportion to their weights, summing exactly (largest remainders, earlier first on a tie). */
export function splitCents(totalCents: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0)
  if (sum === 0) return weights.map(() => 0)
  const exact = weights.map((w) => (totalCents * w) / sum)
  const parts = exact.map(Math.floor)
  let left = totalCents - parts.reduce((a, b) => a + b, 0)
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i)
  for (const { i } of order) {
    if (left <= 0) break
    parts[i]! += 1
    left -= 1
  }
  return parts
}

/**
 * Removes sold contracts, first in, first out: the oldest lots still held give them up, each
 * with its own cost basis in proportion, and the proceeds are shared among those lots by
 * contracts. The difference between proceeds and that cost basis is realized P&L.
 */
export function removeFromPosition(position: PositionRow, quantity: number, proceedsCents: number, now: number): PositionRow {
  const lots = [...lotsOf(position)]
  const taken: number[] = lots.map(() => 0)
  let left = quantity
  for (let i = 0; i < lots.length && left > 0; i++) {
    taken[i] = Math.min(left, lots[i]!.heldQuantity)
    left -= taken[i]!
  }
  const proceeds = splitCents(proceedsCents, taken)
  let costOut = 0
  for (let i = 0; i < lots.length; i++) {
    const k = taken[i]!
    if (k === 0) continue
    const lot = lots[i]!
    const cost = k === lot.heldQuantity ? lot.heldCostCents : Math.round((lot.heldCostCents * k) / lot.heldQuantity)
    costOut += cost
    lots[i] = {
      ...lot,
      heldQuantity: lot.heldQuantity - k,
      heldCostCents: lot.heldCostCents - cost,
      soldQuantity: lot.soldQuantity + k,
      proceedsCents: lot.proceedsCents + proceeds[i]!,
      ...(k === lot.heldQuantity ? { closedAt: now } : {}),
    }
  }
  const next = withLots(position, lots, now)
  return { ...next, realizedCents: position.realizedCents + proceedsCents - costOut }
}

/** Finds the account's row for a side among the rows a handler read (or a fresh one). */
export function findPosition(
  rows: readonly PositionRow[],
  accountId: string,
  marketId: string,
  side: Side,
  now: number,
): PositionRow {
  const id = positionId(accountId, marketId, side)
  return rows.find((row) => row.id === id) ?? emptyPosition(accountId, marketId, side, now)
}

export function emptyLpShare(accountId: string, marketId: string, now: number): LpShareRow {
  return {
    id: lpShareId(accountId, marketId),
    accountId,
    marketId,
    shares: 0,
    feeDebt: 0,
    contributedCents: 0,
    addedCents: 0,
    updatedAt: now,
  }
}
