import { expect } from 'vitest'
import { checkInvariants } from '../../src/exchange'
import type { ForesightDB } from '../../backend/db'
import { withAnswerPools } from '../../backend/queries/answers'
import { allPositionsAndLpShares } from '../../backend/house-rows'
import type { TestApi } from './test-api'
import { snapshot } from './snapshot'

/**
 * The money invariants over every row of a store (src/exchange/invariants.ts). `houseRows`: with
 * the house's positions in catalogue markets that are derived until a change (backend/house-rows.ts).
 */
export async function storeInvariants(db: ForesightDB, now: number, { houseRows = false } = {}): Promise<string[]> {
  const [markets, accounts, positions, ledger, orders] = await Promise.all([
    db.markets.toArray(),
    db.accounts.toArray(),
    houseRows ? allPositionsAndLpShares(db).then((r) => r.positions) : db.positions.toArray(),
    db.ledger.toArray(),
    db.orders.toArray(),
  ])
  // An answer's pool is on its market's row (backend/queries/answers.ts).
  return checkInvariants({ markets: withAnswerPools(markets), accounts, positions, ledger, orders, now })
}

/**
 * The invariants of a handler test's backend, but for cash conservation: catalogue markets whose
 * house rows are derived, not stored (backend/house-rows.ts), cover contracts the table does not list.
 */
export async function handlerInvariants(api: TestApi): Promise<string[]> {
  return (await storeInvariants(api.backend.db, api.backend.now())).filter((e) => !e.startsWith('cash not conserved'))
}

/** A call that must be refused with `status` and `{ message }`, writing nothing. */
export async function refused(
  api: TestApi,
  call: () => Promise<{ status: number; json: any }>,
  status: number,
  message?: RegExp,
): Promise<void> {
  const before = await snapshot(api.backend)
  const res = await call()
  expect(res.status, JSON.stringify(res.json)).toBe(status)
  expect(typeof res.json.message).toBe('string')
  if (message) expect(res.json.message).toMatch(message)
  expect(await snapshot(api.backend)).toBe(before)
}
