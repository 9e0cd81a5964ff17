import pg from 'pg'
import type { ForesightDB } from '../../backend/db'
import { openDatabase, openStore } from '../store/database'
import type { SqlDatabase } from '../store/sql'

/** PostgreSQL for the server's tests (README: the machines run PostgreSQL 15 there). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'

/**
 * A brand-new database on the test PostgreSQL, for one test file or one server: its URL, and
 * `drop` to remove it. Fails (never skips) when PostgreSQL cannot be reached.
 */
export async function freshPostgresDatabase(label: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `fs_${label}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`.toLowerCase().replace(/[^a-z0-9_]/g, '_')
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL })
  try {
    await admin.connect()
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${TEST_DATABASE_URL} (set TEST_DATABASE_URL; README, "Tests"): ${(error as Error).message}`,
      { cause: error },
    )
  }
  try {
    await admin.query(`CREATE DATABASE "${name}"`)
  } finally {
    await admin.end()
  }
  const url = new URL(TEST_DATABASE_URL)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL })
      await client.connect()
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      } finally {
        await client.end()
      }
    },
  }
}

/**
 * A store on a fresh PostgreSQL database or an in-memory PGlite, for a test file that runs on
 * both (`describe.each(['postgres', 'pglite'])`): the database, the handlers' store over it,
 * and `close` to end both (and drop the database).
 */
export async function storeOn(
  kind: 'postgres' | 'pglite',
  label: string,
): Promise<{ database: SqlDatabase; db: ForesightDB; close: () => Promise<void> }> {
  const fresh = kind === 'postgres' ? await freshPostgresDatabase(label) : null
  const database = await openDatabase(fresh ? { url: fresh.url, poolSize: 2 } : {})
  const db = await openStore(database)
  return {
    database,
    db,
    close: async () => {
      db.close()
      await database.close()
      await fresh?.drop()
    },
  }
}
