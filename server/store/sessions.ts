import type { SessionRow, UserRow } from '../../backend/db'
import type { SqlDatabase } from './sql'
import { encodeKey } from './key-codec'
import { indexColumn, tableName } from './schema'
import { rowShape } from './row-columns'

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

/**
 * A session and its user in one statement (the sign-in check of every request): the session by
 * its key, joined to its user by the sessions table's userId index column, which holds the user's
 * key encoded as the users table's `k` is (server/store/key-codec.ts). Through Dexie it was two
 * read transactions, six round trips.
 */
export function sessionUserReader(database: SqlDatabase, namespace?: string) {
  const table = (store: string) => (namespace ? `${quote(namespace)}.` : '') + quote(tableName(store))
  // Each row as its typed columns and `v` (server/store/row-columns.ts), or `v` alone.
  const [sessions, users] = [rowShape(database, 'sessions'), rowShape(database, 'users')]
  const sql =
    `SELECT ${sessions?.select('s', 'session') ?? 's.v AS session'}, ${users?.select('u', 'user') ?? 'u.v AS "user"'} ` +
    `FROM ${table('sessions')} s JOIN ${table('users')} u ON u.k = s.${indexColumn('userId')} WHERE s.k = decode($1, 'hex')`
  return async (token: string): Promise<{ session: SessionRow; user: UserRow } | null> => {
    const key = encodeKey(token)
    if (key === null) return null
    const [row] = await database.query<Record<string, unknown>>(sql, [key])
    if (!row) return null
    const session = (sessions ? sessions.row(row, 'session') : row.session) as SessionRow
    const user = (users ? users.row(row, 'user') : row.user) as UserRow
    return { session, user }
  }
}
