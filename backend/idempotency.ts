import type { Table } from 'dexie'
import type { Backend } from './backend'
import type { ForesightDB } from './db'
import { IDEMPOTENCY_HEADER } from '../src/api/contract/constants'
import { HttpError } from './http'
import { lockRows, rowKey, useRowLocks } from './row-locks'

export interface StoredAnswer<T = unknown> {
  status: number
  body: T
}

/** The stored key for a header value, or null without one; 400 for a malformed key. */
export function idempotencyKey(header: string | null, userId: string): string | null {
  if (header === null) return null
  if (!/^[A-Za-z0-9_.:-]{1,128}$/.test(header)) {
    throw new HttpError(400, 'Idempotency-Key must be 1-128 letters, digits or -_.:')
  }
  return `${userId}:${header}`
}

/** SHA-256 of the canonical request body. */
export async function bodyFingerprint(body: unknown): Promise<string> {
  const canonical = JSON.stringify(body, Object.keys(body as object).sort())
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonical))
  return btoa(String.fromCharCode(...new Uint8Array(digest)))
}

/**
 * The first answer for this key (a replay books nothing), or null for a new key.
 * The same key with a different body is refused with 422.
 */
export async function recallAnswer(db: ForesightDB, key: string, fingerprint: string): Promise<StoredAnswer | null> {
  const row = await db.idempotency.get(key)
  if (!row) return null
  if (row.bodyHash !== fingerprint) {
    throw new HttpError(422, 'This Idempotency-Key was already used for a different request')
  }
  return { status: row.status, body: row.response }
}

export function rememberAnswer(db: ForesightDB, key: string, fingerprint: string, answer: StoredAnswer, now: number) {
  return db.idempotency.put({ id: key, bodyHash: fingerprint, status: answer.status, response: answer.body, createdAt: now })
}

/**
 * A command under the request's Idempotency-Key, in one rw transaction over `tables` and the
 * remembered answers: a replay answers what the first request answered and books nothing, the
 * same key with another body is refused (422), and without a key the command just runs.
 * `rowLocked`: the command locks every row it writes before reading it (backend/row-locks.ts),
 * after the key's own row.
 */
export async function idempotent<T>(
  { db, now }: Pick<Backend, 'db' | 'now'>,
  /** The request's headers, the caller's id and the body that identifies the request (its fingerprint). */
  { request, userId, body }: { request: Request; userId: string; body: unknown },
  tables: readonly Table[],
  command: () => Promise<StoredAnswer<T>>,
  { rowLocked = false }: { rowLocked?: boolean } = {},
): Promise<StoredAnswer<T>> {
  const key = idempotencyKey(request.headers.get(IDEMPOTENCY_HEADER), userId)
  // Hashed before the transaction: nothing outside IndexedDB may be awaited inside it.
  const fingerprint = key ? await bodyFingerprint(body) : ''
  return db.transaction('rw', [...tables, db.idempotency], async () => {
    if (rowLocked) {
      useRowLocks()
      if (key) lockRows([rowKey.idempotency(key)])
    }
    const replay = key ? await recallAnswer(db, key, fingerprint) : null
    if (replay) return replay as StoredAnswer<T>
    const fresh = await command()
    if (key) await rememberAnswer(db, key, fingerprint, fresh, now())
    return fresh
  })
}
