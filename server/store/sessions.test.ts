import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Backend } from '../../backend/backend'
import { createUser } from '../../backend/auth/users'
import { currentUser, startSession } from '../../backend/auth/session'
import { SESSION_COOKIE } from '../../backend/backend'
import { openDatabase, openStore } from './database'
import type { SqlDatabase } from './sql'
import { sessionUserReader } from './sessions'

const NOW = Date.UTC(2026, 10, 22, 12)

describe("the SQL store's one-statement sign-in check (PGlite)", () => {
  let database: SqlDatabase
  let backend: Backend
  beforeAll(async () => {
    database = await openDatabase({})
    backend = { db: await openStore(database), now: () => NOW, passwordIterations: 1000, sessionTtlMs: 3_600_000 }
  })
  afterAll(() => database.close())

  it('finds a session and its user exactly as the two reads through Dexie do', async () => {
    const read = sessionUserReader(database)
    const user = await createUser(backend, {
      username: 'sql_sessions',
      password: { algorithm: 'PBKDF2-SHA256', iterations: 1000, salt: 's', hash: 'h' },
    })
    const token = (await startSession(backend, user.id)).split(';')[0]!.split('=')[1]!
    const found = await read(token)
    expect(found?.user).toEqual(await backend.db.users.get(user.id))
    expect(found?.session).toEqual(await backend.db.sessions.get(token))
    expect(await read('no-such-token')).toBeNull()
    expect(await read("x' OR '1'='1")).toBeNull()

    // currentUser with it: the same answers, the expiry checked against the exchange's clock.
    const withReader = { ...backend, sessionUser: read }
    const cookies = { [SESSION_COOKIE]: token }
    expect((await currentUser(withReader, cookies))?.id).toBe(user.id)
    expect(await currentUser({ ...withReader, now: () => NOW + 3_600_000 }, cookies)).toBeNull()
    expect(await currentUser({ ...backend, now: () => NOW + 3_600_000 }, cookies)).toBeNull()

    // A session's user cannot go while the session stands (the sessions' foreign key,
    // server/migrations/0001_operator_columns.sql); gone with it, nobody is signed in.
    await expect(backend.db.users.delete(user.id)).rejects.toThrow(/sessions_user_id_fk/)
    expect((await read(token))?.user.id).toBe(user.id)
    await backend.db.transaction('rw', backend.db.users, backend.db.sessions, async () => {
      await backend.db.sessions.delete(token)
      await backend.db.users.delete(user.id)
    })
    expect(await read(token)).toBeNull()
    expect(await currentUser(backend, cookies)).toBeNull()
  })
})
