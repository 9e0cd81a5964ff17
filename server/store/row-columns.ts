import pg from 'pg'
import { ROW_COLUMNS, tableName, type ColumnType } from './schema'
import type { SqlDatabase } from './sql'

/**
 * A row in typed columns (migration 0005): each field that has a column (server/store/schema.ts,
 * ROW_COLUMNS) is written to it, and `v` keeps only the rest, the free-form parts a column does
 * not hold (a position's lots, a market's description). A field leaves `v` only when its column
 * gives it back exactly: a string, a boolean, a finite number, whole cents, a time in whole ms.
 * A null stays in `v` (so null and absent stay apart), and so does anything a column would
 * change (a time with a fraction of a millisecond: its column holds it to the millisecond). A
 * row read back is its columns with `v` over them: the same row the handlers wrote.
 */
export interface RowShape {
  /** The table's typed columns, quoted, in the order `cells` gives their values. */
  readonly columns: readonly string[]
  /** The SELECT list for one row: `v` and each column, named after `as` (a join reads two tables). */
  select(alias?: string, as?: string): string
  /** The row from a result record read with `select(…, as)`. */
  row(record: Readonly<Record<string, unknown>>, as?: string): unknown
  /** `v` (what no column holds) and each column's value as text for its cast (null: NULL). */
  cells(value: unknown): { v: unknown; cells: (string | null)[] }
  /** Column `c`'s value (text from `cells`) as SQL: a parameter's `$n` or a literal, with its cast. */
  cast(c: number, value: string): string
}

interface Column {
  readonly name: string
  readonly field: string
  readonly type: ColumnType
}

const quote = (identifier: string) => `"${identifier}"`
const LONE_SURROGATE = /\p{Surrogate}/u
/** 0001-01-01 and 9999-12-31T23:59:59.999Z, in ms: the years an ISO date writes plainly. */
const FIRST_MS = -62_135_596_800_000
const LAST_MS = 253_402_300_799_999

/** A value's text for its column, and whether the column gives the value back exactly (then `v` leaves it out). */
function cellOf(type: ColumnType, value: unknown): { text: string | null; exact: boolean } {
  if (value === undefined || value === null) return { text: null, exact: false }
  // NaN and ±Infinity are written to JSON as null: so is their column.
  if (typeof value === 'number' && !Number.isFinite(value)) return { text: null, exact: false }
  switch (type) {
    // A lone surrogate would reach the column as U+FFFD (drivers send UTF-8): such a string stays in `v`.
    case 'text':
      return typeof value === 'string'
        ? { text: value, exact: !LONE_SURROGATE.test(value) }
        : { text: JSON.stringify(value), exact: false }
    case 'boolean':
      return { text: String(value), exact: typeof value === 'boolean' }
    case 'number':
      return { text: String(value), exact: typeof value === 'number' }
    // A row whose cents are not whole fails to write, as a bigint column refuses it.
    case 'cents':
      return { text: String(value), exact: Number.isSafeInteger(value) }
    case 'time': {
      // Whole ms in years 1 to 9999: exactly; a fraction of a ms: to the ms, kept in `v`; anything
      // else (not a number, another year): no column value, kept in `v` (never a failed write).
      if (typeof value !== 'number' || value < FIRST_MS || value > LAST_MS) return { text: null, exact: false }
      return { text: new Date(Math.floor(value)).toISOString(), exact: Number.isInteger(value) }
    }
  }
}

/** How each type's column is read back as the row's value (numbers as float8: both drivers answer a JavaScript number). */
const READ: Record<ColumnType, (column: string) => string> = {
  text: (c) => c,
  boolean: (c) => c,
  number: (c) => c,
  cents: (c) => `${c}::float8`,
  time: (c) => `(extract(epoch from ${c}) * 1000)::float8`,
}

const CAST: Record<ColumnType, string> = {
  text: 'text',
  boolean: 'boolean',
  number: 'float8',
  cents: 'bigint',
  time: 'timestamptz',
}

function shapeOf(store: string, spec: Readonly<Record<string, readonly [string, ColumnType]>>): RowShape {
  const columns: Column[] = Object.entries(spec).map(([name, [field, type]]) => ({ name, field, type }))
  const key = (as: string, c: Column) => `${as}.${c.name}`
  return {
    columns: columns.map((c) => quote(c.name)),
    select(alias, as = 'v') {
      const of = (name: string) => (alias ? `${alias}.${quote(name)}` : quote(name))
      return [`${of('v')} AS ${quote(as)}`, ...columns.map((c) => `${READ[c.type](of(c.name))} AS ${quote(key(as, c))}`)].join(
        ', ',
      )
    },
    row(record, as = 'v') {
      const v = record[as]
      if (v === null || v === undefined) return undefined
      const row: Record<string, unknown> = {}
      for (const c of columns) {
        const value = record[key(as, c)]
        if (value !== null && value !== undefined) row[c.field] = value
      }
      return Object.assign(row, v)
    },
    cells(value) {
      if (typeof value !== 'object' || value === null) throw new Error(`A ${store} row must be an object`)
      const rest: Record<string, unknown> = { ...(value as Record<string, unknown>) }
      const cells = columns.map((c) => {
        const { text, exact } = cellOf(c.type, rest[c.field])
        if (exact) delete rest[c.field]
        return text
      })
      return { v: rest, cells }
    },
    cast(c, value) {
      return `${value}::${CAST[columns[c]!.type]}`
    },
  }
}

const SHAPES = new Map(Object.entries(ROW_COLUMNS).map(([store, spec]) => [store, shapeOf(store, spec!)]))

/**
 * The typed columns of a Dexie store's table in `database`, or null for a table whose rows are all
 * in `v` (a table without typed columns, or a database before 0005: SqlDatabase.rowColumns).
 */
export function rowShape(database: Pick<SqlDatabase, 'rowColumns'>, store: string): RowShape | null {
  return database.rowColumns ? (SHAPES.get(store) ?? null) : null
}

/**
 * Whether the database's rows are in typed columns (migration 0005): before it, the typed
 * columns were worked out by PostgreSQL from `v`, which held every field (a database migrated
 * only part of the way: the upgrade test's older server).
 */
export const ROW_COLUMNS_SQL = `SELECT coalesce(bool_and(is_generated = 'NEVER'), false) AS present FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${pg.escapeLiteral(tableName('accounts'))} AND column_name = 'cash_cents'`
