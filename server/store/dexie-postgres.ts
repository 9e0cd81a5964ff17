import Dexie from 'dexie'
import pg from 'pg'
import type {
  DBCore,
  DBCoreCountRequest,
  DBCoreCursor,
  DBCoreGetManyRequest,
  DBCoreGetRequest,
  DBCoreIndex,
  DBCoreKeyRange,
  DBCoreMutateRequest,
  DBCoreMutateResponse,
  DBCoreOpenCursorRequest,
  DBCoreQueryRequest,
  DBCoreTable,
  DBCoreTableSchema,
  DBCoreTransaction,
  Middleware,
} from 'dexie'
import { encodeKey } from './key-codec'
import { rowShape, type RowShape } from './row-columns'
import { STORE_INDEXES, indexColumn, tableName } from './schema'
import { ROW_LOCK_CLASS, escapeLiteral, rowLocksSql, type SqlDatabase, type SqlTransaction, type TransactionMode } from './sql'
import type { MarketRowsRead, MarketRowsRequest } from '../../backend/row-locks'

/**
 * The handlers' storage interface is Dexie's (backend/db.ts); in the browser it stores in
 * IndexedDB. On the server this Dexie middleware replaces IndexedDB, at the bottom of Dexie's
 * stack, with PostgreSQL: every Dexie transaction is one SQL transaction, every get, put, query,
 * count and cursor one or a few statements over the tables of server/store/schema.ts. So the
 * handlers, the exchange and the seed run unchanged, and what they write is in PostgreSQL.
 *
 * IndexedDB's transaction rules hold: a read-write transaction takes its tables' advisory locks
 * (in one order, so no deadlock) and so runs alone on them, across processes; a read-only one
 * reads one snapshot. The exception is a command that locks the rows it writes (backend/row-locks.ts:
 * trades, limit orders, cancels, page views): it takes its tables' locks shared, so such commands
 * run side by side, each holding the rows it names, and wait for (and hold off) every other
 * writer; its upserts go together with its next statement. The SQL transaction begins at the
 * first request, once it is known which kind it is. A transaction commits once no request is
 * pending and the code that opened it has moved on (as IndexedDB auto-commits), or aborts when
 * Dexie aborts it.
 */

// DBCoreRangeType (a const enum in Dexie's types).
const RANGE_EQUAL = 1
const RANGE_ANY = 3
const RANGE_NEVER = 4

const STORE_NAMES = Object.keys(STORE_INDEXES).sort()
const lockNumber = (store: string) => STORE_NAMES.indexOf(store) + 1
const INSERT_CHUNK = 400

function domError(name: string, message: string): Error {
  const error = new Error(message)
  error.name = name
  return error
}

interface EventLike {
  preventDefault(): void
  stopPropagation(): void
}
const EVENT: EventLike = { preventDefault: () => undefined, stopPropagation: () => undefined }

interface BatchItem {
  text: string
  params: readonly unknown[]
  resolve: (rows: unknown[]) => void
  reject: (error: unknown) => void
}

/** A Dexie transaction on one SQL transaction (the object Dexie holds as its `idbtrans`). */
class SqlDexieTransaction implements DBCoreTransaction {
  onerror: ((event: EventLike) => void) | null = null
  onabort: ((event: EventLike) => void) | null = null
  oncomplete: ((event: EventLike) => void) | null = null
  error: Error | null = null
  private pending = 0
  private state: 'active' | 'committing' | 'done' = 'active'
  /** Begun at the first request (null before: a transaction with no requests touches nothing). */
  private sql: Promise<SqlTransaction> | null = null
  /** The command locks the rows it writes (backend/row-locks.ts): its tables' locks are taken shared. */
  private rowLocked = false
  /**
   * Statements that wait for the transaction's next round trip, in the order asked: row locks, and
   * a row-locking command's upserts (its writes, sent together, before its next read or with its
   * COMMIT).
   */
  private readonly prelude: string[] = []
  private chain: Promise<unknown> = Promise.resolve()
  /**
   * Single statements asked for since the last request that was not one (reads, and writes that
   * report their keys): sent together in one round trip, with the prelude, when their turn comes.
   */
  private openBatch: BatchItem[] | null = null
  private readonly completeListeners: (() => void)[] = []

  constructor(
    private readonly database: SqlDatabase,
    private readonly mode: TransactionMode,
    private readonly stores: readonly string[],
    private readonly namespace?: string,
  ) {
    // Nothing may come: a transaction with no requests commits too.
    this.settleSoon()
  }

  private begun(): Promise<SqlTransaction> {
    if (this.sql) return this.sql
    const { mode, stores } = this
    const locks = mode === 'readwrite' ? [...new Set(stores.map(lockNumber))].filter((n) => n > 0).sort((a, b) => a - b) : []
    this.sql = this.database.begin(mode, locks, { shared: this.rowLocked })
    this.sql.catch(() => undefined)
    return this.sql
  }

  /**
   * The command will lock every row it writes before reading it (backend/row-locks.ts). Only
   * before the first request, in a read-write transaction; otherwise it keeps its exclusive locks.
   */
  useRowLocks(): void {
    if (this.mode === 'readwrite' && this.sql === null) this.rowLocked = true
  }

  /**
   * Locks rows by name until the end, in the order asked, before the next request's statements
   * (so the caller awaits nothing new: its next read, a Dexie promise, waits for them). Whether it
   * will: nothing to lock when the tables are held exclusively.
   */
  lockRows(keys: readonly string[]): boolean {
    if (!this.rowLocked) return false
    // PGlite's one connection runs one transaction at a time: nothing to lock.
    if (keys.length && this.database.kind === 'postgres') this.prelude.push(rowLocksSql(keys))
    return true
  }

  /** Whether upserts may wait for the next round trip (a row-locking command's: no unique index, nothing to report). */
  get defersWrites(): boolean {
    return this.rowLocked
  }

  /** An upsert sent with the next round trip. */
  defer(statement: string): void {
    if (this.state !== 'active') throw domError('TransactionInactiveError', 'The transaction has finished')
    this.prelude.push(statement)
    this.settleSoon()
  }

  /**
   * Everything a command in one market reads, in one round trip (backend/row-locks.ts,
   * readLockedMarketRows): the market, its open orders and chart, then (locked, in id order,
   * when the command locks its rows) the accounts of the caller and of those orders' owners,
   * their positions in the market and their trader stats, then (locked) the flow bucket. The
   * owners are found by the statements themselves (under the market's lock, taken before:
   * nobody else's order can rest or leave meanwhile), their rows by the typed columns and the
   * indexes of migrations 0001, 0003 and 0005.
   */
  get marketReads(): boolean {
    return this.database.marketReads === true
  }

  readMarket({ marketId, userId, bucketSuffix }: MarketRowsRequest): Promise<MarketRowsRead> {
    const table = (store: string) => (this.namespace ? quote(this.namespace) + '.' : '') + quote(tableName(store))
    const key = (value: unknown) => `decode('${encodeKey(value)}', 'hex')`
    // The flow bucket's id: the market's category, then the hour and shard (no row without the market).
    const bucketSql = `(SELECT category_id || ${pg.escapeLiteral(bucketSuffix)} FROM ${table('markets')} WHERE k = ${key(marketId)})`
    const ownersSql = `SELECT account_id AS id FROM ${table('orders')} WHERE ${quote(indexColumn('[marketId+status]'))} = ${key([marketId, 'open'])} UNION SELECT ${pg.escapeLiteral(userId)}`
    // Each table's rows as its typed columns and `v` (server/store/row-columns.ts), or `v` alone.
    const shape = (store: string) => rowShape(this.database, store)
    const select = (store: string) => shape(store)?.select() ?? 'v'

    const locking = this.rowLocked && this.database.kind === 'postgres'
    const statements: string[] = [
      `SELECT ${select('markets')} FROM ${table('markets')} WHERE k = ${key(marketId)}`,
      `SELECT ${select('orders')} FROM ${table('orders')} WHERE ${quote(indexColumn('[marketId+status]'))} = ${key([marketId, 'open'])} ORDER BY k`,
      `SELECT v FROM ${table('histories')} WHERE k = ${key(marketId)}`,
    ]
    // The accounts' locks in the order backend/row-locks.ts sorts them (JavaScript's, which for
    // these ASCII names is the C collation's); the flow bucket's after them.
    if (locking) {
      statements.push(
        `SELECT count(pg_advisory_xact_lock(${ROW_LOCK_CLASS}, hashtext(k))) FROM unnest((SELECT array_agg('account:' || id ORDER BY 'account:' || id COLLATE "C") FROM (${ownersSql}) AS owners)) AS k`,
      )
      statements.push(
        `SELECT count(pg_advisory_xact_lock(${ROW_LOCK_CLASS}, hashtext(k))) FROM (SELECT 'flow:' || ${bucketSql} AS k) AS bucket WHERE k IS NOT NULL`,
      )
    }
    const lookedUp = statements.length
    statements.push(
      `SELECT ${select('accounts')} FROM ${table('accounts')} WHERE id = ANY(ARRAY(${ownersSql}))`,
      `SELECT ${select('positions')} FROM ${table('positions')} WHERE market_id = ${pg.escapeLiteral(marketId)} AND account_id = ANY(ARRAY(${ownersSql}))`,
      `SELECT ${select('traderStats')} FROM ${table('traderStats')} WHERE ${this.database.rowColumns ? 'account_id' : `(v ->> 'id')`} = ANY(ARRAY(${ownersSql}))`,
      `SELECT ${select('flowBuckets')} FROM ${table('flowBuckets')} WHERE ${this.database.rowColumns ? 'id' : `(v ->> 'id')`} = ${bucketSql}`,
    )
    // A request of its own, after any batch asked before it (and with the prelude: the market's lock).
    this.openBatch = null
    const wait = () => undefined
    return this.run(async (sql) => {
      const results = await sql.batch<Record<string, unknown>>(
        this.takePrelude(),
        statements.map((text) => ({ text })),
      )
      const values = (i: number, store: string) => {
        const typed = shape(store)
        return results[i]!.map((row) => (typed ? typed.row(row) : row.v))
      }
      return {
        market: values(0, 'markets')[0],
        orders: values(1, 'orders'),
        history: values(2, 'histories')[0],
        accounts: values(lookedUp, 'accounts'),
        positions: values(lookedUp + 1, 'positions'),
        stats: values(lookedUp + 2, 'traderStats'),
        buckets: values(lookedUp + 3, 'flowBuckets'),
      }
    }, wait)
  }

  private takePrelude(): string {
    return this.prelude.splice(0).join(';')
  }

  /**
   * One statement's rows. Statements asked for one after another without waiting (Promise.all of
   * several reads, a change set's inserts) share one round trip: the batch waits a turn of the
   * event loop for more, and closes when a request of another kind comes after it, so every
   * request still runs in the order asked.
   */
  statement<Row>(text: string, params: readonly unknown[]): Promise<Row[]> {
    if (this.state !== 'active') {
      return Promise.reject(domError('TransactionInactiveError', 'The transaction has finished'))
    }
    return new Promise<Row[]>((resolve, reject) => {
      const item = { text, params, resolve: resolve as (rows: unknown[]) => void, reject }
      if (this.openBatch) {
        this.openBatch.push(item)
        return
      }
      const items: BatchItem[] = [item]
      this.openBatch = items
      const close = () => {
        if (this.openBatch === items) this.openBatch = null
      }
      void this.run(async (sql) => {
        close()
        return sql.batch(this.takePrelude(), items)
      }, close).then(
        (rows) => items.forEach((it, i) => it.resolve(rows[i] ?? [])),
        (error: unknown) => items.forEach((it) => it.reject(error)),
      )
    })
  }

  /**
   * Runs one request's statements in order on the transaction's connection; statements waiting
   * for the next round trip (the prelude) go with its first. `wait`: the request lets the event
   * loop turn once before its turn comes (a batch of statements collecting more).
   */
  run<T>(work: (sql: SqlTransaction) => Promise<T>, wait?: () => void): Promise<T> {
    if (this.state !== 'active') {
      return Promise.reject(domError('TransactionInactiveError', 'The transaction has finished'))
    }
    // A request of another kind closes the open batch: later statements come after it.
    if (!wait) this.openBatch = null
    this.pending += 1
    const result = this.chain.then(async () => {
      if (wait) await new Promise<void>((done) => setImmediate(done))
      const sql = await this.begun()
      if (wait) return work(sql)
      // The prelude goes with the request's first statement (batch sends a lone statement as it is).
      let prelude = this.takePrelude()
      const query = async <Row>(text: string, params?: readonly unknown[]) => {
        const before = prelude
        prelude = ''
        return (await sql.batch<Row>(before, [{ text, params }]))[0]!
      }
      return work({ ...sql, query })
    })
    this.chain = result.catch(() => undefined)
    return result.then(
      (value) => {
        this.pending -= 1
        this.settleSoon()
        return value
      },
      (error: unknown) => {
        this.pending -= 1
        // A failed statement leaves PostgreSQL's transaction unusable: abort, as IndexedDB does
        // when a request fails and nobody handles it.
        this.fail(error instanceof Error ? error : new Error(String(error)))
        throw error
      },
    )
  }

  private settleSoon(): void {
    setImmediate(() => {
      if (this.state === 'active' && this.pending === 0) void this.finish()
    })
  }

  /** As on an IDBTransaction: `complete` listeners run after the commit (backend/live/change-feed.ts). */
  addEventListener(type: string, listener: () => void): void {
    if (type === 'complete') this.completeListeners.push(listener)
  }

  /** Dexie asks to commit now (after a one-request transaction). */
  commit(): void {
    this.settleSoon()
  }

  abort(): void {
    if (this.state === 'done') return
    this.state = 'done'
    this.prelude.length = 0
    this.error ??= domError('AbortError', 'The transaction was aborted')
    void this.chain.then(async () => (await this.sql?.catch(() => null))?.rollback()).catch(() => undefined)
    setImmediate(() => this.onabort?.(EVENT))
  }

  private fail(error: Error): void {
    if (this.state === 'done') return
    this.error = error
    this.abort()
  }

  private async finish(): Promise<void> {
    this.state = 'committing'
    try {
      await this.chain
      // Begun only if a request came (or a write waits).
      const prelude = this.takePrelude()
      if (this.sql || prelude) await (await this.begun()).commit(prelude)
      this.state = 'done'
    } catch (error) {
      this.state = 'active'
      this.fail(error instanceof Error ? error : new Error(String(error)))
      return
    }
    this.oncomplete?.(EVENT)
    for (const listener of this.completeListeners) listener()
  }
}

function transactionOf(trans: DBCoreTransaction): SqlDexieTransaction {
  if (trans instanceof SqlDexieTransaction) return trans
  throw new Error('Not a PostgreSQL-backed transaction')
}

/** The WHERE clause (and its parameters, from $n) of a key range on a column. */
function rangeWhere(column: string, range: DBCoreKeyRange, params: unknown[]): string {
  const param = (key: unknown) => {
    const code = encodeKey(key)
    if (code === null) throw domError('DataError', 'Invalid key in range')
    params.push(code)
    return `decode($${params.length}, 'hex')`
  }
  if (range.type === RANGE_NEVER) return 'false'
  if (range.type === RANGE_ANY) return `${column} IS NOT NULL`
  if (range.type === RANGE_EQUAL) return `${column} = ${param(range.lower)}`
  const parts = [`${column} IS NOT NULL`]
  if (range.lower !== undefined) parts.push(`${column} ${range.lowerOpen ? '>' : '>='} ${param(range.lower)}`)
  if (range.upper !== undefined) parts.push(`${column} ${range.upperOpen ? '<' : '<='} ${param(range.upper)}`)
  return parts.join(' AND ')
}

const quote = (identifier: string) => `"${identifier}"`

/** A cursor over rows already read, in order: Dexie's cursor protocol (start, continue, advance, stop). */
class RowCursor implements DBCoreCursor {
  private position = 0
  private onNext: (() => void) | null = null
  private resolveIteration: ((value: unknown) => void) | null = null
  private rejectIteration: ((error: unknown) => void) | null = null
  private moved = false
  private inCallback = false
  done = false

  constructor(
    readonly trans: DBCoreTransaction,
    private readonly rows: readonly { key: unknown; code: string; primaryKey: unknown; value: unknown }[],
    private readonly unique: boolean,
    private readonly reverse: boolean,
  ) {}

  get key() {
    return this.rows[this.position]?.key
  }
  get primaryKey() {
    return this.rows[this.position]?.primaryKey
  }
  get value() {
    return this.rows[this.position]?.value
  }

  /** A move made outside the callback (later, asynchronously) resumes the iteration. */
  private resumeLater(): void {
    this.moved = true
    if (!this.inCallback && this.onNext) queueMicrotask(() => this.loop())
  }

  private step(): void {
    const from = this.rows[this.position]?.code
    this.position += 1
    if (this.unique) while (this.position < this.rows.length && this.rows[this.position].code === from) this.position += 1
  }

  continue(key?: unknown): void {
    this.resumeLater()
    if (key === undefined) return this.step()
    const target = encodeKey(key)
    if (target === null) throw domError('DataError', 'Invalid key')
    this.step()
    while (
      this.position < this.rows.length &&
      (this.reverse ? this.rows[this.position].code > target : this.rows[this.position].code < target)
    ) {
      this.position += 1
    }
  }

  continuePrimaryKey(key: unknown, primaryKey: unknown): void {
    this.resumeLater()
    const target = encodeKey(key)
    const targetPk = encodeKey(primaryKey)
    if (target === null || targetPk === null) throw domError('DataError', 'Invalid key')
    const before = (row: { code: string; primaryKey: unknown }) => {
      const pk = encodeKey(row.primaryKey)!
      return this.reverse
        ? row.code > target || (row.code === target && pk >= targetPk)
        : row.code < target || (row.code === target && pk <= targetPk)
    }
    this.step()
    while (this.position < this.rows.length && before(this.rows[this.position])) this.position += 1
  }

  advance(count: number): void {
    this.resumeLater()
    for (let i = 0; i < count; i += 1) this.step()
  }

  start(onNext: () => void): Promise<unknown> {
    this.onNext = onNext
    const iteration = new Promise((resolve, reject) => {
      this.resolveIteration = resolve
      this.rejectIteration = reject
    })
    this.loop()
    return iteration
  }

  private loop(): void {
    let callback = this.onNext
    while (callback) {
      if (this.position >= this.rows.length) {
        this.done = true
        this.stop()
        return
      }
      this.moved = false
      this.inCallback = true
      try {
        callback()
      } catch (error) {
        this.fail(error as Error)
        return
      } finally {
        this.inCallback = false
      }
      // The callback neither moved nor stopped: it moves later (resumeLater).
      if (!this.moved) return
      callback = this.onNext
    }
  }

  stop(value?: unknown): void {
    this.onNext = null
    this.resolveIteration?.(value)
  }

  next(): Promise<DBCoreCursor> {
    let gotOne = true
    return this.start(() => {
      if (gotOne) {
        gotOne = false
        this.continue()
      } else this.stop()
    }).then(() => this)
  }

  fail(error: Error): void {
    this.onNext = null
    this.rejectIteration?.(error)
  }
}

function sqlTable(schema: DBCoreTableSchema, namespace: string | undefined, shape: RowShape | null): DBCoreTable {
  const table = (namespace ? quote(namespace) + '.' : '') + quote(tableName(schema.name))
  const spec = STORE_INDEXES[schema.name as keyof typeof STORE_INDEXES] as { indexes: readonly string[] } | undefined
  if (!spec) throw new Error(`No PostgreSQL table for store ${schema.name}`)
  const primaryKey = schema.primaryKey
  const indexes = schema.indexes.filter((index) => !index.isPrimaryKey && index.name)
  const columnOf = (index: DBCoreIndex) =>
    index.isPrimaryKey || !index.name ? 'k' : quote(indexColumn(index.lowLevelIndex?.name ?? index.name))
  const extract = (index: DBCoreIndex, value: unknown) =>
    index.isPrimaryKey ? primaryKey.extractKey!(value) : index.extractKey!(value)
  const keyOf = (value: unknown) => primaryKey.extractKey!(value)
  const columns = ['k', 'v', ...indexes.map((i) => quote(indexColumn(i.name!))), ...(shape?.columns ?? [])]
  const hasUnique = indexes.some((i) => i.unique)
  /** Where the typed columns start in `columns` (server/store/row-columns.ts). */
  const typed = 2 + indexes.length
  /** A row's SELECT list, and the row from what it reads. */
  const selectRow = shape ? shape.select() : 'v'
  const rowOf = (record: Record<string, unknown>) => (shape ? shape.row(record) : record.v)

  /** Rows as they come back, with their keys for a cursor. */
  const readRows = async (
    trans: DBCoreTransaction,
    index: DBCoreIndex,
    range: DBCoreKeyRange,
    reverse: boolean,
    limit?: number,
  ) => {
    const params: unknown[] = []
    const column = columnOf(index)
    const direction = reverse ? 'DESC' : 'ASC'
    const order = column === 'k' ? `k ${direction}` : `${column} ${direction}, k ${direction}`
    const limitSql = limit !== undefined && Number.isFinite(limit) ? ` LIMIT ${Math.max(0, Math.trunc(limit))}` : ''
    const sql = `SELECT ${selectRow} FROM ${table} WHERE ${rangeWhere(column, range, params)} ORDER BY ${order}${limitSql}`
    return (await transactionOf(trans).statement<Record<string, unknown>>(sql, params)).map(rowOf)
  }

  const writeRows = async (
    trans: DBCoreTransaction,
    values: readonly unknown[],
    mode: 'add' | 'put',
  ): Promise<DBCoreMutateResponse> => {
    const failures: Record<number, Error> = {}
    const results: unknown[] = values.map(keyOf)
    // One row per key: the last write of a key in a batch wins (as a sequence of puts would).
    const lastByKey = new Map<string, number>()
    values.forEach((value, i) => {
      const code = encodeKey(keyOf(value))
      if (code === null) failures[i] = domError('DataError', 'Invalid primary key')
      else if (mode === 'add' && lastByKey.has(code))
        failures[i] = domError('ConstraintError', 'Key already exists in the object store.')
      else lastByKey.set(code, i)
    })
    const order = [...lastByKey.entries()]
    const conflict =
      mode === 'add'
        ? ' ON CONFLICT DO NOTHING'
        : ` ON CONFLICT (k) DO UPDATE SET ${columns
            .slice(1)
            .map((c) => `${c} = EXCLUDED.${c}`)
            .join(', ')}`
    // A row's cells, in `columns` order: its key, the row as JSON (what no typed column holds),
    // its index keys (hex, or null), its typed columns (text for their casts, or null).
    const cellsOf = ([code, i]: [string, number]) => {
      const value = values[i]
      const { v, cells } = shape ? shape.cells(value) : { v: value, cells: [] }
      return [code, JSON.stringify(v), ...indexes.map((index) => encodeKey(extract(index, value))), ...cells]
    }
    const insert = (tuples: readonly string[]) =>
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}${conflict}`
    /**
     * A put in a transaction that holds its tables alone (not a row-locking command's: nobody else
     * can add a key meanwhile): the rows stored are updated, the others inserted, in one statement.
     * (ON CONFLICT DO UPDATE would build each stored row twice, for the insert it tries and for
     * the update it makes: 18 ms of a resolution's 1,000 positions when the columns were generated.)
     */
    const updateOrInsert = (tuples: readonly string[]) => {
      const list = columns.join(', ')
      const set = columns
        .slice(1)
        .map((c) => `${c} = i.${c}`)
        .join(', ')
      return (
        `WITH i (${list}) AS (VALUES ${tuples.join(', ')}), ` +
        `u AS (UPDATE ${table} AS t SET ${set} FROM i WHERE t.k = i.k RETURNING t.k) ` +
        `INSERT INTO ${table} (${list}) SELECT ${list} FROM i WHERE i.k NOT IN (SELECT k FROM u)`
      )
    }
    const transaction = transactionOf(trans)
    if (!hasUnique && transaction.defersWrites) {
      // An upsert has nothing to report but its keys: it goes with the transaction's next round
      // trip, its values written into the text. So does an add (new trades, ledger entries,
      // activity: random ids), as a plain INSERT: a key already taken fails that round trip, and
      // with it the whole transaction, as an add's unhandled ConstraintError aborts it in IndexedDB.
      const literal = (cell: string | null, c: number) =>
        c === 1
          ? `${escapeLiteral(cell!)}::json`
          : cell === null
            ? 'NULL'
            : c >= typed
              ? shape!.cast(c - typed, escapeLiteral(cell))
              : `decode('${cell}', 'hex')`
      const deferred = (tuples: readonly string[]) =>
        mode === 'put' ? insert(tuples) : `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`
      for (let start = 0; start < order.length; start += INSERT_CHUNK) {
        const chunk = order.slice(start, start + INSERT_CHUNK)
        transaction.defer(deferred(chunk.map((row) => `(${cellsOf(row).map(literal).join(', ')})`)))
      }
      return { numFailures: Object.keys(failures).length, failures, results, lastResult: results[results.length - 1] }
    }
    const chunks: { chunk: typeof order; sql: string; params: unknown[] }[] = []
    for (let start = 0; start < order.length; start += INSERT_CHUNK) {
      const chunk = order.slice(start, start + INSERT_CHUNK)
      const params: unknown[] = []
      const tuples = chunk.map((row) => {
        const cells = cellsOf(row).map((cell, c) => {
          params.push(cell)
          const n = `$${params.length}`
          return c === 1 ? `${n}::json` : c >= typed ? shape!.cast(c - typed, n) : `decode(${n}, 'hex')`
        })
        return `(${cells.join(', ')})`
      })
      // An add reports the keys it wrote (`missing` below); a put writes every one, and reports none:
      // no key to send back and parse for each of a change set's thousands of rows.
      const sql =
        mode === 'add' ? `${insert(tuples)} RETURNING encode(k, 'hex') AS k` : hasUnique ? insert(tuples) : updateOrInsert(tuples)
      chunks.push({ chunk, sql, params })
    }
    // An add reports the keys it could not write (taken): one statement each chunk, which goes in a
    // batch with the statements asked for beside it (a change set's inserts into several tables).
    const missing = (chunk: typeof order, written: readonly { k: string }[]) => {
      if (mode !== 'add' || written.length === chunk.length) return
      const done = new Set(written.map((w) => w.k))
      for (const [code, i] of chunk)
        if (!done.has(code)) failures[i] = domError('ConstraintError', 'Key already exists in the object store.')
    }
    if (!hasUnique) {
      const written = await Promise.all(chunks.map(({ sql, params }) => transaction.statement<{ k: string }>(sql, params)))
      chunks.forEach(({ chunk }, i) => missing(chunk, written[i]!))
      return { numFailures: Object.keys(failures).length, failures, results, lastResult: results[results.length - 1] }
    }
    await transaction.run(async (session) => {
      for (const { chunk, sql, params } of chunks) {
        // A taken unique key (a username) fails this write alone, as in IndexedDB.
        await session.query('SAVEPOINT unique_write')
        let written: { k: string }[]
        try {
          written = await session.query<{ k: string }>(sql, params)
          await session.query('RELEASE SAVEPOINT unique_write')
        } catch (error) {
          await session.query('ROLLBACK TO SAVEPOINT unique_write')
          if ((error as { code?: string }).code !== '23505') throw error
          for (const [, i] of chunk) failures[i] = domError('ConstraintError', 'A unique index already has this key.')
          continue
        }
        missing(chunk, written)
      }
    })
    const numFailures = Object.keys(failures).length
    return { numFailures, failures, results, lastResult: results[results.length - 1] }
  }

  return {
    name: schema.name,
    schema,

    async mutate(req: DBCoreMutateRequest): Promise<DBCoreMutateResponse> {
      if (req.type === 'add' || req.type === 'put') return writeRows(req.trans, req.values, req.type)
      if (req.type === 'delete') {
        const codes = req.keys.map(encodeKey).filter((c): c is string => c !== null)
        await transactionOf(req.trans).run((session) =>
          session.query(`DELETE FROM ${table} WHERE k IN (SELECT decode(c, 'hex') FROM unnest($1::text[]) AS c)`, [codes]),
        )
        return { numFailures: 0, failures: {}, lastResult: undefined }
      }
      const params: unknown[] = []
      const where = rangeWhere('k', req.range, params)
      await transactionOf(req.trans).run((session) => session.query(`DELETE FROM ${table} WHERE ${where}`, params))
      return { numFailures: 0, failures: {}, lastResult: undefined }
    },

    async get(req: DBCoreGetRequest) {
      const code = encodeKey(req.key)
      if (code === null) throw domError('DataError', 'Invalid key')
      const rows = await transactionOf(req.trans).statement<Record<string, unknown>>(
        `SELECT ${selectRow} FROM ${table} WHERE k = decode($1, 'hex')`,
        [code],
      )
      return rows[0] && rowOf(rows[0])
    },

    async getMany(req: DBCoreGetManyRequest) {
      const codes = req.keys.map(encodeKey)
      const wanted = codes.filter((c): c is string => c !== null)
      if (!wanted.length) return codes.map(() => undefined)
      const rows = await transactionOf(req.trans).statement<Record<string, unknown> & { k: string }>(
        `SELECT encode(k, 'hex') AS k, ${selectRow} FROM ${table} WHERE k IN (SELECT decode(c, 'hex') FROM unnest($1::text[]) AS c)`,
        [wanted],
      )
      const byCode = new Map(rows.map((row) => [row.k, rowOf(row)]))
      return codes.map((code) => (code === null ? undefined : byCode.get(code)))
    },

    async query(req: DBCoreQueryRequest) {
      const { index, range } = req.query
      const reverse = req.direction === 'prev' || req.direction === 'prevunique'
      const unique = req.direction === 'nextunique' || req.direction === 'prevunique'
      let values = await readRows(req.trans, index, range, reverse, unique ? undefined : req.limit)
      if (unique) {
        const seen = new Set<string | null>()
        values = values.filter((v) => {
          const code = encodeKey(extract(index, v))
          if (seen.has(code)) return false
          seen.add(code)
          return true
        })
        if (req.limit !== undefined) values = values.slice(0, req.limit)
      }
      return { result: req.values ? values : values.map(keyOf) }
    },

    async openCursor(req: DBCoreOpenCursorRequest) {
      const { index, range } = req.query
      const values = await readRows(req.trans, index, range, !!req.reverse)
      if (!values.length) return null
      const rows = values.map((value) => {
        const key = extract(index, value)
        return { key, code: encodeKey(key)!, primaryKey: keyOf(value), value }
      })
      return new RowCursor(req.trans, rows, !!req.unique, !!req.reverse)
    },

    async count(req: DBCoreCountRequest) {
      const params: unknown[] = []
      const where = rangeWhere(columnOf(req.query.index), req.query.range, params)
      const rows = await transactionOf(req.trans).statement<{ n: string | number }>(
        `SELECT count(*) AS n FROM ${table} WHERE ${where}`,
        params,
      )
      return Number(rows[0]?.n ?? 0)
    },
  }
}

/**
 * Dexie keeps its transaction context (its "zone") through its own promise class only; the
 * IndexedDB core answers with it, and so must this one, or code that continues after a
 * request (Collection.modify writing what it read) runs outside its transaction.
 */
function inDexieZones(table: DBCoreTable): DBCoreTable {
  const zoned =
    <A, R>(method: (req: A) => Promise<R>) =>
    (req: A): Promise<R> =>
      Dexie.Promise.resolve(method(req)) as unknown as Promise<R>
  return {
    ...table,
    mutate: zoned(table.mutate),
    get: zoned(table.get),
    getMany: zoned(table.getMany),
    query: zoned(table.query),
    openCursor: zoned(table.openCursor),
    count: zoned(table.count),
  }
}

/**
 * The Dexie middleware that stores in `database` instead of IndexedDB; in the tables of schema
 * `namespace` when given (tests keep many databases in one). Use before the database opens.
 */
export function postgresMiddleware(database: SqlDatabase, options: { namespace?: string } = {}): Middleware<DBCore> {
  return {
    stack: 'dbcore',
    name: 'PostgreSQL',
    level: -100,
    create(down: DBCore): DBCore {
      const tables = new Map<string, DBCoreTable>()
      return {
        ...down,
        transaction: (stores, mode) => new SqlDexieTransaction(database, mode, stores, options.namespace),
        table(name: string) {
          let found = tables.get(name)
          if (!found) {
            found = inDexieZones(sqlTable(down.table(name).schema, options.namespace, rowShape(database, name)))
            tables.set(name, found)
          }
          return found
        },
      }
    },
  }
}
