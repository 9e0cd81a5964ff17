import type { Logger } from 'pino'
import type { Backend } from '../backend/backend'
import type { PasswordHash } from '../backend/db'
import { DEMO_USERS } from '../seed/demo-users'
import { DEMO_PASSWORD_HASHES } from '../backend/auth/demo-password-hashes'
import { hashPassword, verifyPassword } from '../backend/auth/password'
import { endSessionsOf, unknownUserHash } from '../backend/auth/passwords'

export interface SeededAccountRules {
  /** The server listens beyond loopback: others can reach it, so no published password may work. */
  shared: boolean
  /** ADMIN_PASSWORD: the admin's password, set at every start where it differs. */
  adminPassword?: string
}

const ADMIN = DEMO_USERS.find((u) => u.role === 'admin')!
const TRADER = DEMO_USERS.find((u) => u.role === 'user')!

const isPublished = (username: string, stored: PasswordHash) => stored.hash === DEMO_PASSWORD_HASHES[username]?.hash

/** A password to type from a log line: 20 letters and digits (about 119 bits), no look-alikes. */
function generatedPassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyzACDEFGHJKLMNPQRTUVWXY346789'
  const bytes = crypto.getRandomValues(new Uint8Array(20))
  return Array.from(bytes, (b) => letters[b % letters.length]).join('')
}

/**
 * The seeded accounts' passwords for this server (docs/server.md, "Security"). On a laptop
 * (loopback) the published demo accounts keep working, with a warning. On a shared server they
 * never do: the admin's password is ADMIN_PASSWORD, or one generated at the first start and
 * printed once (only its hash is stored); the demo trader's published password is switched off
 * (an admin can give that account a password from the Admin page). Every change signs the
 * account out everywhere. Runs at start, after seeding; later starts find nothing to change.
 */
export async function secureSeededAccounts(backend: Backend, rules: SeededAccountRules, logger: Logger): Promise<void> {
  const { db } = backend
  const [admin, trader] = await db.users.bulkGet([ADMIN.id, TRADER.id])
  const changes: { id: string; password: PasswordHash }[] = []
  if (admin && rules.adminPassword !== undefined) {
    if (!(await verifyPassword(rules.adminPassword, admin.password))) {
      changes.push({ id: admin.id, password: await hashPassword(rules.adminPassword, backend.passwordIterations) })
      logger.info({ username: admin.username }, 'admin password set from ADMIN_PASSWORD; its sessions are signed out')
    }
  } else if (admin && isPublished(admin.username, admin.password)) {
    if (rules.shared) {
      const password = generatedPassword()
      changes.push({ id: admin.id, password: await hashPassword(password, backend.passwordIterations) })
      logger.warn(
        { username: admin.username, password },
        `This server is reachable from the network, so the published admin password is off. Sign in as "${admin.username}" ` +
          `with the password ${password} (shown this once; only its hash is kept), then change it in Settings → Account → ` +
          'Change password, or start the server with ADMIN_PASSWORD=… to set your own.',
      )
    } else {
      logger.warn(
        `The published demo accounts work on this server (${ADMIN.username} / ${ADMIN.password}, ${TRADER.username} / ${TRADER.password}): ` +
          'it listens on loopback only. Set ADMIN_PASSWORD before you listen beyond this machine (HOST=0.0.0.0 changes it anyway).',
      )
    }
  }
  if (trader && rules.shared && isPublished(trader.username, trader.password)) {
    // A hash no password derives to: signing in as the demo trader fails until an admin sets one.
    changes.push({ id: trader.id, password: unknownUserHash(backend.passwordIterations) })
    logger.info(
      { username: trader.username },
      'the demo trader\'s published password is off on a shared server (an admin can set one: Admin → "Set password")',
    )
  }
  if (!changes.length) return
  await db.transaction('rw', [db.users, db.sessions], async () => {
    for (const { id, password } of changes) {
      await db.users.update(id, { password })
      await endSessionsOf(db, id)
    }
  })
}
