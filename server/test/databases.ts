import pg from 'pg'

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
