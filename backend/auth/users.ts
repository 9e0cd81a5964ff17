import type { Backend } from '../backend'
import type { PasswordHash, UserRow } from '../db'
import { HttpError } from '../http'
import { lockRows, rowKey, useRowLocks } from '../row-locks'
import { ensureAccount } from '../accounts'
import { eventSettings } from '../event/settings'
import type * as NameSkeleton from '../../src/api/contract/name-skeleton'

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

/**
 * name-skeleton.ts, loaded with the first account created rather than with the in-browser
 * backend: its confusables table (a 140 kB chunk, 60 kB gzipped) stays off the path to the
 * first screen.
 */
let nameSkeleton: Promise<typeof NameSkeleton> | null = null
const loadNameSkeleton = () => (nameSkeleton ??= import('../../src/api/contract/name-skeleton'))

function newUserId(backend: Backend): string {
  return 'u-' + crypto.randomUUID().replace(/-/g, '').slice(0, 20) + backend.now().toString(36)
}

/**
 * 409 when the new account's display name or username reads as an admin's display name or
 * username (name-skeleton.ts: case, accents, spacing, punctuation and look-alike letters by
 * the Unicode confusable skeleton aside): nobody may pass for an administrator. Read inside
 * the command's transaction.
 */
async function refuseAdminLookalike(backend: Backend, row: UserRow, names: typeof NameSkeleton): Promise<void> {
  const admins = await backend.db.users.where('role').equals('admin').toArray()
  const copied = names.impersonatedNames(row, admins)
  if (copied.length) throw new HttpError(409, `"${copied[0]}" reads as an administrator's name: choose another name`)
}

/**
 * 409 when the username reads the same as a taken one (name-skeleton.ts: "DEM0", "de_mo" and
 * "dеmo" with a Cyrillic е read as "demo"); the same username in other case is refused first, by
 * its usernameKey. No index holds the skeleton, so this reads every user's usernameKey (the
 * lower-cased username, which reads the same) and compares: one pass over the users, about
 * 15 µs a name. Inside the command's transaction.
 */
async function refuseLookalikeUsername(backend: Backend, row: UserRow, { nameKeys }: typeof NameSkeleton): Promise<void> {
  const own = new Set(nameKeys(row.username))
  if (!own.size) return
  const usernameKeys = await backend.db.users.orderBy('usernameKey').keys()
  if (usernameKeys.some((key) => nameKeys(String(key)).some((k) => own.has(k)))) {
    throw new HttpError(409, 'Username is already taken')
  }
}

/**
 * Inserts a user (409 when the username is taken, reads as a taken one or passes for an
 * admin's name) in one transaction with its hooks.
 */
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
  // Before the transaction: nothing outside the database may be awaited inside it.
  const names = await loadNameSkeleton()
  return backend.db.transaction('rw', backend.db.tables, async () => {
    // On the server it locks rows, not tables (backend/row-locks.ts): the name by every key it is
    // compared by (two sign-ups of one name, or of names that read alike, share a key: one waits
    // for the other and then sees it), then the new account. Trades go on meanwhile.
    useRowLocks([row.usernameKey, ...names.nameKeys(row.username)].map(rowKey.name))
    lockRows([rowKey.account(row.id)])
    if (input.signingUp && !(await eventSettings(backend.db)).signupOpen) {
      throw new HttpError(403, 'Sign-up is closed for now. Ask the organizer to open it.')
    }
    const taken = await backend.db.users.where('usernameKey').equals(row.usernameKey).count()
    if (taken) throw new HttpError(409, 'Username is already taken')
    await refuseAdminLookalike(backend, row, names)
    await refuseLookalikeUsername(backend, row, names)
    await backend.db.users.add(row)
    await ensureAccount(backend, row.id)
    return row
  })
}
