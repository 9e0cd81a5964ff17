import { fileURLToPath } from 'node:url'
import { mkdirSync } from 'node:fs'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { ForesightDB } from '../../backend/db'
import { withoutLiveQueries } from '../../backend/db-runtime'
import { changeFeed, type CommittedChanges } from '../../backend/live/change-feed'
import { postgresMiddleware } from './dexie-postgres'
import { STORE_INDEXES, tableName } from './schema'
import { pgliteDatabase, postgresDatabase, type SqlDatabase } from './sql'
import { ROW_COLUMNS_SQL } from './row-columns'

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url))

/** Whether migration 0003 is in (SqlDatabase.marketReads). */
const MARKET_READS = `SELECT to_regclass('flow_buckets_id') IS NOT NULL AS present`

export interface DatabaseOptions {
  /** postgres://… ; without it, the embedded PGlite in `dataDir`. */
  url?: string
  /** PGlite's folder (created when missing); absent: in memory. */
  dataDir?: string
  /** Pool size on PostgreSQL. */
  poolSize?: number
  /** The migrations to bring it to; absent: server/migrations (the upgrade test starts from an older set). */
  migrationsFolder?: string
}

/** Opens PostgreSQL (or PGlite) and brings its schema up to date: the migrations in server/migrations, in order, once each. */
export async function openDatabase(options: DatabaseOptions): Promise<SqlDatabase> {
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_FOLDER
  let marketReads = false
  let rowColumns = false
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 1 })
    try {
      // One process migrates at a time (others wait, then find nothing to do).
      const client = await pool.connect()
      try {
        await client.query('SELECT pg_advisory_lock(18259, 1)')
        await migratePostgres(drizzlePostgres(client), { migrationsFolder })
        marketReads = (await client.query<{ present: boolean }>(MARKET_READS)).rows[0]!.present
        rowColumns = (await client.query<{ present: boolean }>(ROW_COLUMNS_SQL)).rows[0]!.present
      } finally {
        await client.query('SELECT pg_advisory_unlock(18259, 1)').catch(() => undefined)
        client.release()
      }
    } finally {
      await pool.end()
    }
    return Object.assign(postgresDatabase(options.url, { max: options.poolSize }), { marketReads, rowColumns })
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true })
  const lite = await PGlite.create(options.dataDir ? { dataDir: options.dataDir } : {})
  await migratePglite(drizzlePglite(lite), { migrationsFolder })
  marketReads = (await lite.query<{ present: boolean }>(MARKET_READS)).rows[0]!.present
  rowColumns = (await lite.query<{ present: boolean }>(ROW_COLUMNS_SQL)).rows[0]!.present
  return Object.assign(pgliteDatabase(lite), { marketReads, rowColumns })
}

/**
 * The handlers' database (backend/db.ts) stored in PostgreSQL: Dexie over the middleware of
 * server/store/dexie-postgres.ts. Dexie still opens an IndexedDB for its schema handshake, an
 * empty in-memory one that never holds a row.
 */
export async function openStore(
  database: SqlDatabase,
  namespace?: string,
  options: { onCommit?: (changes: CommittedChanges) => void } = {},
): Promise<ForesightDB> {
  const db = withoutLiveQueries(
    new ForesightDB(`foresight-server-${Math.random().toString(36).slice(2)}`, { indexedDB: new IDBFactory(), IDBKeyRange }),
  )
  db.use(postgresMiddleware(database, { namespace }))
  // What each commit changed, for live updates (server/live.ts).
  if (options.onCommit) db.use(changeFeed(options.onCommit))
  await db.open()
  return db
}

/** A schema `namespace` with empty copies of the migrated tables (tests keep many stores in one database). */
export async function createNamespace(database: SqlDatabase, namespace: string): Promise<void> {
  const tables = Object.keys(STORE_INDEXES).map(tableName)
  await database.query(`CREATE SCHEMA "${namespace}"`)
  for (const t of tables) await database.query(`CREATE TABLE "${namespace}"."${t}" (LIKE public."${t}" INCLUDING ALL)`)
}
