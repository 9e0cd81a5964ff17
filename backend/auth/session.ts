import { SESSION_COOKIE, type Backend } from '../backend'
import type { UserRow } from '../db'
import { HttpError } from '../http'
import { newSessionToken } from './password'
import type { User } from '../../src/api/contract'

/** The public shape of a user (never the password hash). */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    profileImageUrl: row.profileImageUrl,
    role: row.role,
    createdAt: new Date(row.createdAt).toISOString(),
  }
}

export function sessionCookie(token: string, maxAgeSeconds: number): string {
  return `${SESSION_COOKIE}=${token}; Path=/; SameSite=Lax; Max-Age=${maxAgeSeconds}`
}

export const clearSessionCookie = `${SESSION_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`

/** Creates a session row for the user and returns the Set-Cookie value. */
export async function startSession(backend: Backend, userId: string): Promise<string> {
  const token = newSessionToken()
  const now = backend.now()
  await backend.db.sessions.add({ token, userId, createdAt: now, expiresAt: now + backend.sessionTtlMs })
  return sessionCookie(token, Math.floor(backend.sessionTtlMs / 1000))
}

/** The signed-in user, or null when the cookie is missing, unknown or expired. */
export async function currentUser(backend: Backend, cookies: Record<string, string>): Promise<UserRow | null> {
  const token = cookies[SESSION_COOKIE]
  if (!token || token.length > 128) return null
  const found = backend.sessionUser ? await backend.sessionUser(token) : await readSessionUser(backend, token)
  if (!found || found.session.expiresAt <= backend.now()) return null
  return found.user
}

/** A session and its user, through Dexie: two reads. */
async function readSessionUser(backend: Backend, token: string) {
  const session = await backend.db.sessions.get(token)
  const user = session && (await backend.db.users.get(session.userId))
  return session && user ? { session, user } : null
}

/** 401 unless signed in. */
export async function requireUser(backend: Backend, cookies: Record<string, string>): Promise<UserRow> {
  const user = await currentUser(backend, cookies)
  if (!user) throw new HttpError(401, 'Unauthorized: please sign in')
  return user
}

/** 401 signed out, 403 when signed in without the admin role. */
export async function requireAdmin(backend: Backend, cookies: Record<string, string>): Promise<UserRow> {
  const user = await requireUser(backend, cookies)
  if (user.role !== 'admin') throw new HttpError(403, 'Admin access required')
  return user
}

export async function endSession(backend: Backend, cookies: Record<string, string>): Promise<void> {
  const token = cookies[SESSION_COOKIE]
  if (token && token.length <= 128) await backend.db.sessions.delete(token)
}
