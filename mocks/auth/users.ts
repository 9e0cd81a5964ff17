import type { Backend } from '../backend'
import type { PasswordHash, UserRow } from '../db'
import { HttpError } from '../http'
import { ensureAccount } from '../accounts'
import { eventSettings } from '../event/settings'
import { impersonatedNames } from '../../src/api/contract/display-name'

interface NewUser {
  id?: string
  username: string
  password: PasswordHash
  email?: string
  firstName?: string
  lastName?: string
  role?: 'admin' | 'user'
  createdAt?: number
  /** Someone signing up (not the seed): refused while an admin has closed sign-up. */
  signingUp?: boolean
}

function newUserId(backend: Backend): string {
  return 'u-' + crypto.randomUUID().replace(/-/g, '').slice(0, 20) + backend.now().toString(36)
}

/**
 * 409 when the new account's display name or username reads as an admin's display name or
 * username (display-name.ts: case, accents, spacing and punctuation aside): nobody may pass
 * for an administrator. Read inside the command's transaction.
 */
async function refuseAdminLookalike(backend: Backend, row: UserRow): Promise<void> {
  const admins = await backend.db.users.where('role').equals('admin').toArray()
  const copied = impersonatedNames(row, admins)
  if (copied.length) throw new HttpError(409, `"${copied[0]}" reads as an administrator's name: choose another name`)
}

/** Inserts a user (409 when the username is taken or passes for an admin's name) in one transaction with its hooks. */
export async function createUser(backend: Backend, input: NewUser): Promise<UserRow> {
  const row: UserRow = {
    id: input.id ?? newUserId(backend),
    username: input.username,
    usernameKey: input.username.toLowerCase(),
    firstName: input.firstName || null,
    lastName: input.lastName || null,
    email: input.email || null,
    profileImageUrl: null,
    role: input.role ?? 'user',
    createdAt: input.createdAt ?? backend.now(),
    password: input.password,
  }
  return backend.db.transaction('rw', backend.db.tables, async () => {
    if (input.signingUp && !(await eventSettings(backend.db)).signupOpen) {
      throw new HttpError(403, 'Sign-up is closed for now. Ask the organizer to open it.')
    }
    const taken = await backend.db.users.where('usernameKey').equals(row.usernameKey).count()
    if (taken) throw new HttpError(409, 'Username is already taken')
    await refuseAdminLookalike(backend, row)
    await backend.db.users.add(row)
    await ensureAccount(backend, row.id)
    return row
  })
}
