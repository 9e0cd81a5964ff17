import type { Backend } from '../backend'
import type { PasswordHash, UserRow } from '../db'
import { HttpError } from '../http'
import { ensureAccount } from '../accounts'

export interface NewUser {
  id?: string
  username: string
  password: PasswordHash
  email?: string
  firstName?: string
  lastName?: string
  role?: 'admin' | 'user'
  createdAt?: number
}

function newUserId(backend: Backend): string {
  return 'u-' + crypto.randomUUID().replace(/-/g, '').slice(0, 20) + backend.now().toString(36)
}

/** Inserts a user (409 when the username is taken) in one transaction with its hooks. */
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
    const taken = await backend.db.users.where('usernameKey').equals(row.usernameKey).count()
    if (taken) throw new HttpError(409, 'Username is already taken')
    await backend.db.users.add(row)
    await ensureAccount(backend, row.id)
    return row
  })
}
