import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { ForesightDB } from '../../backend/db'
import { MIGRATIONS_FOLDER } from './database'
import { STORE_INDEXES, indexColumn, tableName } from './schema'

describe('the server schema', () => {
  it('has a table for every IndexedDB table and a column for every index, as backend/db.ts declares them', async () => {
    const db = new ForesightDB(`schema-${Math.random()}`, { indexedDB: new IDBFactory(), IDBKeyRange })
    await db.open()
    const dexie = Object.fromEntries(
      db.tables.map((t) => [
        t.name,
        {
          indexes: t.schema.indexes.map((i) => i.name).sort(),
          unique: t.schema.indexes.filter((i) => i.unique).map((i) => i.name),
        },
      ]),
    )
    const ours = Object.fromEntries(
      Object.entries(STORE_INDEXES).map(([name, spec]) => [
        name,
        { indexes: [...spec.indexes].sort(), unique: [...(('unique' in spec ? spec.unique : []) as readonly string[])] },
      ]),
    )
    expect(ours).toEqual(dexie)
    db.close()
  })

  it('has a migration that creates every table and index column', () => {
    const sql = readdirSync(MIGRATIONS_FOLDER)
      .filter((f) => f.endsWith('.sql'))
      .map((f) => readFileSync(`${MIGRATIONS_FOLDER}/${f}`, 'utf8'))
      .join('\n')
    for (const [store, spec] of Object.entries(STORE_INDEXES)) {
      expect(sql).toContain(`CREATE TABLE "${tableName(store)}"`)
      for (const index of spec.indexes) expect(sql).toContain(`"${indexColumn(index)}"`)
    }
  })

  it('checks every foreign key at commit: a command writes its rows in any order (drizzle-kit writes them checked at once)', () => {
    const statements = readdirSync(MIGRATIONS_FOLDER)
      .filter((f) => f.endsWith('.sql'))
      .flatMap((f) => readFileSync(`${MIGRATIONS_FOLDER}/${f}`, 'utf8').split('--> statement-breakpoint'))
      .filter((statement) => statement.includes('FOREIGN KEY'))
    expect(statements.length).toBeGreaterThan(0)
    for (const statement of statements) expect(statement).toContain('DEFERRABLE INITIALLY DEFERRED')
  })
})
