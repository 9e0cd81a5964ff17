import type { Backend } from './backend'
import type { UserRow } from './db'
import { DEMO_PASSWORD_HASHES } from './auth/demo-password-hashes'
import { DEMO_USERS } from '../seed/demo-users'

const SEED_VERSION_KEY = 'seedVersion'
const SEED_VERSION = 1

/** Seeds a brand-new database once (what the first screen needs first, the rest after). */
export async function ensureSeeded(backend: Backend): Promise<void> {
  const { db } = backend
  const done = await db.meta.get(SEED_VERSION_KEY)
  if (done) return
  await db.transaction('rw', db.tables, async () => {
    if (await db.meta.get(SEED_VERSION_KEY)) return
    const now = backend.now()
    const users: UserRow[] = DEMO_USERS.map((u) => ({
      id: u.id,
      username: u.username,
      usernameKey: u.username.toLowerCase(),
      firstName: u.firstName,
      lastName: u.lastName,
      email: u.email,
      profileImageUrl: null,
      role: u.role,
      createdAt: now - 30 * 24 * 60 * 60 * 1000,
      password: DEMO_PASSWORD_HASHES[u.username],
    }))
    await db.users.bulkAdd(users)
    await db.meta.put({ key: SEED_VERSION_KEY, value: SEED_VERSION })
  })
}
