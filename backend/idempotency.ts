import type { Backend } from './backend'
import type { ForesightDB } from './db'
import { answeredBody, HttpError, json, type CommandScope } from './http'
import { rowKey, useRowLocks } from './row-locks'

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

/** JSON with every object's keys sorted, at every depth (a flat object's is what release 1 hashed). */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, (v as Record<string, unknown>)[k]]),
        )
      : v,
  )
}

/** SHA-256 of the canonical request (its body, and where it has one the path). */
export async function bodyFingerprint(body: unknown): Promise<string> {
  const canonical = canonicalJson(body)
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
 * A route's answer under the request's Idempotency-Key, in one rw transaction over `tables` and
 * the remembered answers: a replay answers what the first request answered and books nothing,
 * the same key with another request is refused (422), and without a key the route just runs.
 * Applied by the API app to every route the route table marks idempotent (backend/api-app.ts);
 * the route's answer must be made by json() (backend/http.ts), which keeps its body to remember.
 * `rowLocked`: the route locks every row it writes before reading it (backend/row-locks.ts),
 * after the key's own row.
 */
export async function answerOnce(
  { db, now }: Pick<Backend, 'db' | 'now'>,
  /** The key (idempotencyKey) and the request's fingerprint, hashed before: nothing else is awaited inside. */
  { key, fingerprint }: { key: string | null; fingerprint: string },
  { tables, rowLocked = false }: CommandScope,
  answer: () => Promise<Response>,
): Promise<Response> {
  return db.transaction('rw', [...tables, db.idempotency], async () => {
    if (rowLocked) {
      useRowLocks(key ? [rowKey.idempotency(key)] : [])
    }
    const replay = key ? await recallAnswer(db, key, fingerprint) : null
    if (replay) return json(replay.body, { status: replay.status })
    const fresh = await answer()
    if (key) {
      const body = answeredBody(fresh)
      if (body === undefined) throw new Error('An idempotent route must answer with json() (backend/http.ts)')
      await rememberAnswer(db, key, fingerprint, { status: fresh.status, body }, now())
    }
    return fresh
  })
}
