import { SESSION_COOKIE, type Backend } from '../backend'
import type { ForesightDB, PasswordHash, UserRow } from '../db'
import { HttpError } from '../http'
import { logActivity } from '../activity'
import { displayName } from '../../src/api/contract/display-name'
import { hashPassword, verifyPassword } from './password'

/** Ends every session of `userId` but the one with token `keep`; call inside a transaction over sessions. */
export async function endSessionsOf(db: ForesightDB, userId: string, keep?: string): Promise<number> {
  const tokens = (await db.sessions.where('userId').equals(userId).primaryKeys()) as string[]
  const ending = tokens.filter((token) => token !== keep)
  await db.sessions.bulkDelete(ending)
  return ending.length
}

const samePassword = (a: PasswordHash, b: PasswordHash) => a.hash === b.hash && a.salt === b.salt

/**
 * The signed-in person changes their own password (POST /api/auth/password): the current one
 * must match, the new one follows the sign-up rules (the contract's body); every other session
 * of theirs ends, the one in use stays. Hashing happens before the transaction; inside it the
 * row must still hold the hash that was checked, or a change made meanwhile would be lost.
 */
export async function changeOwnPassword(
  backend: Backend,
  user: UserRow,
  cookies: Record<string, string>,
  body: { currentPassword: string; newPassword: string },
): Promise<void> {
  if (!(await verifyPassword(body.currentPassword, user.password))) {
    throw new HttpError(400, 'Your current password is not correct')
  }
  if (body.currentPassword === body.newPassword)
    throw new HttpError(400, 'Choose a new password that differs from the current one')
  const password = await hashPassword(body.newPassword, backend.passwordIterations)
  const { db } = backend
  await db.transaction('rw', [db.users, db.sessions, db.activity], async () => {
    const row = await db.users.get(user.id)
    if (!row) throw new HttpError(401, 'Unauthorized: please sign in')
    if (!samePassword(row.password, user.password)) throw new HttpError(409, 'Your password was changed meanwhile: sign in again')
    await db.users.put({ ...row, password })
    await endSessionsOf(db, user.id, cookies[SESSION_COOKIE])
    await logActivity(db, { userId: user.id, action: 'password_changed', details: {}, metadata: {}, timestamp: backend.now() })
  })
}

/**
 * An admin sets a temporary password for someone else (PUT /api/admin/users/{id}/password):
 * they are signed out everywhere and sign in with it next (then change it in Settings).
 */
export async function setTemporaryPassword(
  backend: Backend,
  admin: UserRow,
  userId: string,
  newPassword: string,
): Promise<UserRow> {
  if (userId === admin.id) throw new HttpError(403, 'Change your own password in Settings (it asks for the current one)')
  const password = await hashPassword(newPassword, backend.passwordIterations)
  const { db } = backend
  return db.transaction('rw', [db.users, db.sessions, db.activity], async () => {
    // Re-check inside the command: the caller may have been demoted since the route read them.
    if ((await db.users.get(admin.id))?.role !== 'admin') throw new HttpError(403, 'Admin access required')
    const target = await db.users.get(userId)
    if (!target) throw new HttpError(404, 'User not found')
    const row = { ...target, password }
    await db.users.put(row)
    await endSessionsOf(db, userId)
    await logActivity(db, {
      userId: admin.id,
      action: 'password_set',
      details: { name: displayName(target) },
      metadata: {},
      timestamp: backend.now(),
    })
    return row
  })
}

/**
 * A stored hash no password derives to, with `iterations` rounds: signing in as an unknown
 * name checks the password against it, so it costs what a real name's check costs and the
 * time of an answer does not tell which names exist.
 */
export function unknownUserHash(iterations: number): PasswordHash {
  const random = (n: number) => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(n))))
  return { algorithm: 'PBKDF2-SHA256', iterations, salt: random(16), hash: random(32) }
}
