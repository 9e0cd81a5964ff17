import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { IDBKeyRange, indexedDB } from 'fake-indexeddb'
import { encodeKey, isValidKey } from './key-codec'
import { openDatabase } from './database'
import { freshPostgresDatabase } from '../test/databases'

void IDBKeyRange
const compareBytes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

const scalar = fc.oneof(
  fc.double({ noNaN: true }),
  fc.integer(),
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.date({ noInvalidDate: true }),
)
const key = fc.oneof(scalar, fc.array(scalar, { maxLength: 4 }), fc.array(fc.array(scalar, { maxLength: 2 }), { maxLength: 3 }))

describe('key codec', () => {
  it('orders every pair of keys as IndexedDB compares them', () => {
    fc.assert(
      fc.property(key, key, (a, b) => {
        const expected = indexedDB.cmp(a, b)
        expect(compareBytes(encodeKey(a)!, encodeKey(b)!)).toBe(expected)
      }),
      { numRuns: 3000 },
    )
  })

  it('compound bounds: [status, MIN] .. [status, [[]]] hold every key with that status and no other', () => {
    const lower = encodeKey(['open', -Infinity])!
    const upper = encodeKey(['open', [[]]])!
    for (const inside of [
      ['open', 0],
      ['open', 1e12],
      ['open', 'zzz'],
      ['open', 5, 'x'],
    ]) {
      expect(encodeKey(inside)! > lower && encodeKey(inside)! < upper).toBe(true)
    }
    for (const outside of [['opem', 1], ['opening', 1], ['open'], ['settled', 1]]) {
      const code = encodeKey(outside)!
      expect(code > lower && code < upper).toBe(false)
    }
  })

  it('leaves out what IndexedDB does not index', () => {
    for (const bad of [undefined, null, true, NaN, {}, [1, undefined], new Date(Number.NaN)]) {
      expect(isValidKey(bad)).toBe(false)
      expect(encodeKey(bad)).toBeNull()
    }
  })
})

describe("the database's idb_text_key (server/migrations/0003_text_key_function.sql)", () => {
  // Ids as the exchange makes them, and any ASCII text; anything else has no key there (NULL).
  const ascii = fc.string({ unit: fc.integer({ min: 1, max: 0x7e }).map((c) => String.fromCharCode(c)) })
  const ids = fc.oneof(
    fc.constantFrom(
      '',
      'sim-12',
      'u-1466fb4dd88140a197b7',
      'sim-3:will-it-rain-in-paris:yes',
      'politics:1796022000000:5',
      "a'b\\c",
    ),
    ascii,
  )
  const others = fc
    .tuple(
      ascii,
      fc.integer({ min: 0x7f, max: 0xd7ff }).map((c) => String.fromCharCode(c)),
      ascii,
    )
    .map((parts) => parts.join(''))
  for (const kind of ['pglite', 'postgres'] as const) {
    it(`encodes an id as encodeKey does, on ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}`, async () => {
      const fresh = kind === 'postgres' ? await freshPostgresDatabase('text-key') : null
      const database = await openDatabase(fresh ? { url: fresh.url, poolSize: 1 } : {})
      try {
        const keys = async (texts: readonly string[]) =>
          (
            await database.query<{ key: string | null }>(
              `SELECT encode(idb_text_key(t), 'hex') AS key FROM unnest($1::text[]) WITH ORDINALITY AS s (t, n) ORDER BY n`,
              [texts],
            )
          ).map((r) => r.key)
        const samples = fc.sample(ids, { numRuns: 300, seed: 31 })
        expect(await keys(samples)).toEqual(samples.map((s) => encodeKey(s)))
        expect(await keys(fc.sample(others, { numRuns: 50, seed: 31 }))).toEqual(Array(50).fill(null))
        if (kind === 'postgres') {
          // The function reads the same on a connection whose strings take backslash escapes (one connection: poolSize 1).
          await database.query('SET standard_conforming_strings = off')
          expect(await keys(samples.slice(0, 20))).toEqual(samples.slice(0, 20).map((s) => encodeKey(s)))
        }
      } finally {
        await database.close()
        await fresh?.drop()
      }
    }, 60_000)
  }
})
