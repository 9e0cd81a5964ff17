// Vitest setup for the handler tests on the server's stores (vitest.config.ts, projects
// "handlers on PostgreSQL"; FORESIGHT_TEST_STORE=pglite runs them on PGlite by hand): every backend a test creates
// (mocks/node.ts) keeps its rows in PostgreSQL through the server's Dexie middleware, one
// schema per browser profile, in one database per test file.
import { afterAll, beforeEach } from 'vitest'
import { useTestStore, type TestProfile } from '../../mocks/node'
import { createNamespace, openDatabase, openStore } from '../store/database'
import type { SqlDatabase } from '../store/sql'
import { STORE_INDEXES, tableName } from '../store/schema'
import { freshPostgresDatabase } from './databases'
import { sessionUserReader } from '../store/sessions'

const kind = process.env.FORESIGHT_TEST_STORE
if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`FORESIGHT_TEST_STORE must be pglite or postgres, not ${kind}`)

let opened: Promise<{ database: SqlDatabase; drop: () => Promise<void> }> | null = null
const open = () =>
  (opened ??= (async () => {
    if (kind === 'pglite') return { database: await openDatabase({}), drop: async () => undefined }
    const fresh = await freshPostgresDatabase('handlers')
    return { database: await openDatabase({ url: fresh.url, poolSize: 4 }), drop: fresh.drop }
  })())

/** This test's profiles' schemas; those of finished tests are emptied and used again (creating one takes 0.3 s). */
const namespaces = new Map<string, Promise<string>>()
const spare: string[] = []
let created = 0
const TABLES = Object.keys(STORE_INDEXES).map(tableName)

beforeEach(async () => {
  const finished = await Promise.all(namespaces.values())
  namespaces.clear()
  spare.push(...finished)
})

useTestStore(async (profile: TestProfile, options) => {
  const { database } = await open()
  let namespace = namespaces.get(profile.name)
  if (!namespace) {
    const reused = spare.pop()
    namespace = reused
      ? database.query(`TRUNCATE ${TABLES.map((t) => `"${reused}"."${t}"`).join(', ')}`).then(() => reused)
      : createNamespace(database, `p${(created += 1)}`).then(() => `p${created}`)
    namespaces.set(profile.name, namespace)
  }
  const schema = await namespace
  // The server's one-statement sign-in check too, as server/start.ts gives its backend.
  return { db: await openStore(database, schema, options), sessionUser: sessionUserReader(database, schema) }
})

afterAll(async () => {
  if (!opened) return
  const { database, drop } = await opened
  await database.close()
  await drop()
})
