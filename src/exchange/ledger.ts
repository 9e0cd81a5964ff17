import { ExchangeError } from './errors'
import { STARTING_BALANCE_CENTS } from './money'
import type { AccountKind, AccountRow, IdSource, LedgerEntry, LedgerKind } from './types'

/** Every cash movement is a ledger entry; summing an account's entries gives its balance. */
interface EntryFields {
  readonly accountId: string
  readonly marketId: string | null
  readonly kind: LedgerKind
  readonly amountCents: number
  readonly at: number
  readonly refId?: string | null
}

export function ledgerEntry(ids: IdSource, fields: EntryFields): LedgerEntry {
  if (!Number.isSafeInteger(fields.amountCents)) {
    throw new Error(`ledger amounts are whole cents, got ${fields.amountCents}`)
  }
  return {
    id: ids.next('le'),
    accountId: fields.accountId,
    marketId: fields.marketId,
    kind: fields.kind,
    amountCents: fields.amountCents,
    at: fields.at,
    refId: fields.refId ?? null,
  }
}

interface OpenedAccount {
  readonly account: AccountRow
  readonly entry: LedgerEntry
}

/** A new account with the $10,000 starting balance, recorded as a 'deposit'. */
export function openAccount(
  ids: IdSource,
  accountId: string,
  kind: AccountKind,
  now: number,
  depositCents: number = STARTING_BALANCE_CENTS,
): OpenedAccount {
  const account: AccountRow = { id: accountId, kind, balanceCents: depositCents, createdAt: now }
  const entry = ledgerEntry(ids, {
    accountId,
    marketId: null,
    kind: 'deposit',
    amountCents: depositCents,
    at: now,
  })
  return { account, entry }
}

/** Moves cash in (+) or out (-) of an account; refuses to go negative. */
export function adjustBalance(account: AccountRow, deltaCents: number): AccountRow {
  const balanceCents = account.balanceCents + deltaCents
  if (balanceCents < 0) {
    throw new ExchangeError('INSUFFICIENT_BALANCE', 'Insufficient balance')
  }
  return { ...account, balanceCents }
}

export function assertCovers(account: AccountRow, costCents: number): void {
  if (account.balanceCents < costCents) {
    throw new ExchangeError(
      'INSUFFICIENT_BALANCE',
      `Insufficient balance: this costs $${(costCents / 100).toFixed(2)}, available $${(account.balanceCents / 100).toFixed(2)}`,
    )
  }
}

/** Sum of entries per account: must reproduce AccountRow.balanceCents. */
export function balancesFromLedger(entries: Iterable<LedgerEntry>): Map<string, number> {
  const sums = new Map<string, number>()
  for (const entry of entries) {
    sums.set(entry.accountId, (sums.get(entry.accountId) ?? 0) + entry.amountCents)
  }
  return sums
}

/** Ids from a counter: fine for tests and the seed, where uniqueness is per run. */
export function sequentialIds(namespace = ''): IdSource {
  let n = 0
  return {
    next(prefix) {
      n += 1
      return `${prefix}-${namespace}${n.toString(36)}`
    },
  }
}
