import { openAccount, type AccountRow } from '../src/exchange'
import type { Backend } from './backend'
import { randomIds } from './exchange-store'

/**
 * The person's exchange account, opened with the $10,000 deposit on first use.
 * Call inside an rw transaction that includes accounts and ledger.
 */
export async function ensureAccount(backend: Backend, userId: string, read?: AccountRow): Promise<AccountRow> {
  const { db } = backend
  // A caller that read the row already (or found none) passes it: one round trip fewer.
  const existing = read ?? (await db.accounts.get(userId))
  if (existing) return existing
  const { account, entry } = openAccount(randomIds, userId, 'user', backend.now())
  await db.accounts.add(account)
  await db.ledger.add(entry)
  return account
}
