import pg from 'pg'
import type { PGlite } from '@electric-sql/pglite'

/** One connection's queries, inside a transaction the store opened. */
export interface SqlSession {
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]>
}

/** A statement and its parameters ($1, $2, …). */
export interface SqlStatement {
  text: string
  params?: readonly unknown[]
}

/** A transaction in progress: its session, and how it ends. */
export interface SqlTransaction extends SqlSession {
  /**
   * `prelude` (statements without parameters, may be empty) and then `statements`, each one
   * statement, in ONE round trip (their parameters written into the text when there is more
   * than one): each statement's rows, in order. Each statement sees what the ones before it did
   * (and, on PostgreSQL, what the locks they took waited for: a statement's snapshot is taken
   * when it starts).
   */
  batch<Row = Record<string, unknown>>(prelude: string, statements: readonly SqlStatement[]): Promise<Row[][]>
  /** Commits, after `statements` when given (in the same round trip). */
  commit(statements?: string): Promise<void>
  rollback(): Promise<void>
}

export type TransactionMode = 'readonly' | 'readwrite'

/**
 * The two PostgreSQLs the server runs on, behind one face: a server at DATABASE_URL (a pool of
 * connections) or the embedded PGlite (one connection, so one transaction at a time).
 */
export interface SqlDatabase {
  readonly kind: 'postgres' | 'pglite'
  /**
   * Whether its schema lets one statement find a trade's rows (migration 0003:
   * server/store/dexie-postgres.ts, readMarket); set by openDatabase. Not on a database
   * migrated only part of the way (the upgrade test's older server).
   */
  marketReads?: boolean
  /**
   * Whether its rows are in typed columns, `v` holding only the rest (migration 0005:
   * server/store/row-columns.ts); set by openDatabase. Not on a database migrated only part of the way.
   */
  rowColumns?: boolean
  /**
   * Opens a transaction. A read-write one first takes the advisory locks `locks` (in order),
   * held to its end: IndexedDB's rule that read-write transactions over the same tables run
   * one after another, across every server process on the database. With `shared`, it takes
   * them shared: it runs beside other shared ones, which lock the rows they write
   * (backend/row-locks.ts), and waits for (and holds off) the exclusive ones.
   */
  begin(mode: TransactionMode, locks: readonly number[], options?: { shared?: boolean }): Promise<SqlTransaction>
  /** A statement outside any transaction (migrations, health checks). */
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]>
  /**
   * Hears NOTIFY on `channel` (from this process and every other one on the database) until the
   * returned stop is called. On PostgreSQL a connection of its own, reconnected when it drops.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>
  close(): Promise<void>
}

/**
 * Requests this process has sent to its database since it started (each a round trip on
 * PostgreSQL; PGlite is in-process, where each is a call into it): read by the server's stats
 * line (server/main.ts, SIGUSR2) and so by the bench's round trips per trade.
 */
export const databaseCounters = { roundTrips: 0 }

/** The advisory-lock class of the tables' locks (the other int of each lock is the table's number). */
export const TABLE_LOCK_CLASS = 0x4653
/** The advisory-lock class of rows locked by name (the other int is the name's hash; a collision only waits). */
export const ROW_LOCK_CLASS = 0x4654

/** The tables' locks in one statement, taken in the order given (an array's elements are unnested in order). */
function lockSql(locks: readonly number[], shared = false): string {
  if (!locks.length) return ''
  const lock = shared ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock'
  return `;SELECT count(${lock}(${TABLE_LOCK_CLASS}, n)) FROM unnest(ARRAY[${locks.map((n) => Math.trunc(n)).join(', ')}]::int[]) AS n`
}

const QUOTE_OR_BACKSLASH = /['\\]/
const QUOTES_AND_BACKSLASHES = /['\\]/g

/**
 * Text as an SQL literal, exactly as pg.escapeLiteral writes it (quotes and backslashes doubled,
 * ` E'…'` when there is a backslash), but by whole-string search and replace: pg's goes character
 * by character, which took most of the time of writing a change set of thousands of rows.
 */
export function escapeLiteral(text: string): string {
  if (!QUOTE_OR_BACKSLASH.test(text)) return `'${text}'`
  const escaped = `'${text.replace(QUOTES_AND_BACKSLASHES, (c) => c + c)}'`
  return text.includes('\\') ? ` E${escaped}` : escaped
}

/** A parameter as an SQL literal (what the store passes: text, numbers, booleans, null, arrays of text). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL'
  if (typeof value === 'string') return escapeLiteral(value)
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE'
  if (Array.isArray(value)) {
    const item = (v: unknown) => (v === null || v === undefined ? 'NULL' : `"${String(v).replace(/[\\"]/g, (c) => `\\${c}`)}"`)
    return escapeLiteral(`{${value.map(item).join(',')}}`)
  }
  throw new Error(`No SQL literal for a parameter of type ${typeof value}`)
}

/** A statement with its parameters written into its text (the store's statements hold no other $). */
export function inlineParams({ text, params = [] }: SqlStatement): string {
  return params.length ? text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1])) : text
}

/**
 * A transaction on one connection whose BEGIN (and table locks) wait for its first request and go
 * with it, as any statements handed to `batch` or `commit` do: one round trip fewer a transaction.
 * `simple` sends statements without parameters, several at once, and answers each one's rows;
 * `extended` sends one statement with its parameters.
 */
function transactionOn(
  head: string,
  simple: (text: string) => Promise<unknown[][]>,
  extended: (text: string, params?: readonly unknown[]) => Promise<unknown[]>,
  end: (sql: string) => Promise<void>,
): SqlTransaction {
  const take = () => {
    const text = head
    head = ''
    return text
  }
  const join = (...parts: string[]) => parts.filter(Boolean).join(';')
  const batch = async <Row>(prelude: string, statements: readonly SqlStatement[]): Promise<Row[][]> => {
    const before = join(take(), prelude)
    if (!before && statements.length === 1) return [(await extended(statements[0]!.text, statements[0]!.params)) as Row[]]
    const results = await simple(join(before, ...statements.map(inlineParams)))
    // The last results are the statements' (each is one statement; the prelude's come first).
    return results.slice(results.length - statements.length) as Row[][]
  }
  return {
    query: async <Row>(text: string, params?: readonly unknown[]) => (await batch<Row>('', [{ text, params }]))[0]!,
    batch,
    // Nothing was sent: nothing to commit or roll back.
    commit: (statements) => end(head && !statements ? '' : join(take(), statements ?? '', 'COMMIT')),
    rollback: () => end(head ? '' : (take(), 'ROLLBACK')),
  }
}

/**
 * One statement that locks rows by name ("market:…", "account:…") until the transaction ends, in
 * the order given: transactions that lock the rows they write may share their tables.
 */
export function rowLocksSql(keys: readonly string[]): string {
  return `SELECT count(pg_advisory_xact_lock(${ROW_LOCK_CLASS}, hashtext(k))) FROM unnest(ARRAY[${keys.map((k) => pg.escapeLiteral(k)).join(', ')}]::text[]) AS k`
}

export function postgresDatabase(connectionString: string, options: { max?: number } = {}): SqlDatabase {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10 })
  const sent = <T>(request: Promise<T>) => {
    databaseCounters.roundTrips += 1
    return request
  }
  // A connection that fails while idle (the database restarted) is dropped, not fatal.
  pool.on('error', () => undefined)
  return {
    kind: 'postgres',
    async begin(mode, locks, { shared = false } = {}) {
      const client = await pool.connect()
      let released = false
      const end = async (sql: string) => {
        if (released) return
        released = true
        try {
          if (sql) await sent(client.query(sql))
          client.release()
        } catch (error) {
          client.release(true)
          throw error
        }
      }
      const results = (answer: pg.QueryResult | pg.QueryResult[]) =>
        (Array.isArray(answer) ? answer : [answer]).map((r) => r.rows)
      return transactionOn(
        mode === 'readwrite' ? `BEGIN${lockSql(locks, shared)}` : 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY',
        async (text) => results((await sent(client.query(text))) as pg.QueryResult | pg.QueryResult[]),
        async (text, params) => (await sent(client.query(text, params as unknown[]))).rows,
        end,
      )
    },
    query: async <Row>(text: string, params?: readonly unknown[]) =>
      (await sent(pool.query(text, params as unknown[]))).rows as Row[],
    listen: (channel, onPayload) => listenOnPostgres(connectionString, channel, onPayload),
    close: () => pool.end(),
  }
}

const RELISTEN_MS = 1_000

async function listenOnPostgres(connectionString: string, channel: string, onPayload: (payload: string) => void) {
  let client: pg.Client | null = null
  let stopped = false
  const retry = () => {
    if (!stopped) setTimeout(() => void connect().catch(retry), RELISTEN_MS).unref()
  }
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString })
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload)
    })
    // The database restarted or the connection broke: listen again on a new one.
    next.on('error', () => undefined)
    next.on('end', () => {
      if (client !== next) return
      client = null
      retry()
    })
    await next.connect()
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
    if (stopped) await next.end()
    else client = next
  }
  await connect()
  return async () => {
    stopped = true
    await client?.end().catch(() => undefined)
  }
}

/** PGlite: a single connection, so transactions take turns (a queue), which also keeps IndexedDB's rule. */
export function pgliteDatabase(db: PGlite): SqlDatabase {
  let tail: Promise<void> = Promise.resolve()
  const turn = async () => {
    let release!: () => void
    const previous = tail
    tail = new Promise<void>((done) => (release = done))
    await previous
    return release
  }
  const run = async <Row>(text: string, params?: readonly unknown[]) => {
    databaseCounters.roundTrips += 1
    return (await db.query<Row>(text, params as unknown[])).rows as Row[]
  }
  const exec = (sql: string) => {
    databaseCounters.roundTrips += 1
    return db.exec(sql)
  }
  return {
    kind: 'pglite',
    async begin(mode) {
      const release = await turn()
      let ended = false
      const end = async (sql: string) => {
        if (ended) return
        ended = true
        try {
          if (sql) await exec(sql)
        } catch (error) {
          // A statement before the COMMIT failed: the transaction is left aborted on the one connection.
          await exec('ROLLBACK').catch(() => undefined)
          throw error
        } finally {
          release()
        }
      }
      return transactionOn(
        mode === 'readwrite' ? 'BEGIN' : 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY',
        async (text) => (await exec(text)).map((r) => r.rows),
        (text, params) => run(text, params),
        end,
      )
    },
    async query<Row>(text: string, params?: readonly unknown[]) {
      const release = await turn()
      try {
        return await run<Row>(text, params)
      } finally {
        release()
      }
    },
    async listen(channel, onPayload) {
      const release = await turn()
      try {
        const stop = await db.listen(channel, onPayload)
        return async () => {
          const again = await turn()
          try {
            await stop()
          } finally {
            again()
          }
        }
      } finally {
        release()
      }
    },
    close: () => db.close(),
  }
}
