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
  return {
    db: await openStore(database, schema, options),
    sessionUser: sessionUserReader(database, schema),
    seedOnce: (key, seed) => seedOnce(database, schema, key, seed),
  }
})

/**
 * Seeded schemas, by seed: the first profile seeded so runs the seed (through the middleware, as
 * the server does: 1-4 s a test); a copy of its rows is kept in a schema of its own, and each
 * later profile's empty schema gets them with one INSERT … SELECT a table.
 */
const seeded = new Map<string, Promise<string>>()
let columns: Promise<Map<string, string>> | null = null

async function seedOnce(database: SqlDatabase, schema: string, key: string, seed: () => Promise<void>): Promise<void> {
  const kept = seeded.get(key)
  if (kept) return copyRows(database, await kept, schema)
  // Named now: two seeds in flight at once must not both take the next free name.
  const copy = `seed${seeded.size + 1}`
  const keeping = (async () => {
    await seed()
    await createNamespace(database, copy)
    await copyRows(database, schema, copy)
    return copy
  })()
  seeded.set(key, keeping)
  await keeping
}

/** Every row of every table from one schema into another (the columns written, not those PostgreSQL generates). */
async function copyRows(database: SqlDatabase, from: string, to: string): Promise<void> {
  columns ??= database
    .query<{ table_name: string; names: string }>(
      `SELECT table_name, string_agg(quote_ident(column_name), ', ' ORDER BY ordinal_position) AS names ` +
        `FROM information_schema.columns WHERE table_schema = 'public' AND is_generated = 'NEVER' GROUP BY table_name`,
    )
    .then((rows) => new Map(rows.map((r) => [r.table_name, r.names])))
  const names = await columns
  for (const t of TABLES) {
    const list = names.get(t)
    if (!list) throw new Error(`no columns for table ${t}`)
    await database.query(`INSERT INTO "${to}"."${t}" (${list}) SELECT ${list} FROM "${from}"."${t}"`)
  }
}

afterAll(async () => {
  if (!opened) return
  const { database, drop } = await opened
  await database.close()
  await drop()
})
