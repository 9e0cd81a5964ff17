import type { LpShareRow, PositionRow, Side } from './types'

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

function withCost(position: PositionRow, quantity: number, costCents: number): PositionRow {
  return {
    ...position,
    quantity,
    costCents,
    avgPriceCents: quantity > 0 ? costCents / quantity : 0,
  }
}

/** Adds bought contracts; the average price is the cost basis over the quantity. */
export function addToPosition(position: PositionRow, quantity: number, costCents: number, now: number): PositionRow {
  const next = withCost(position, position.quantity + quantity, position.costCents + costCents)
  return { ...next, updatedAt: now }
}

/**
 * Removes sold contracts. The cost basis leaves in proportion (so the average
 * price of what remains is unchanged) and the difference is realized P&L.
 */
export function removeFromPosition(position: PositionRow, quantity: number, proceedsCents: number, now: number): PositionRow {
  const remaining = position.quantity - quantity
  const costOut = remaining === 0 ? position.costCents : Math.round((position.costCents * quantity) / position.quantity)
  const next = withCost(position, remaining, position.costCents - costOut)
  return {
    ...next,
    realizedCents: position.realizedCents + proceedsCents - costOut,
    updatedAt: now,
  }
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
