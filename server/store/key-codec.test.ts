import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { IDBKeyRange, indexedDB } from 'fake-indexeddb'
import { encodeKey, isValidKey } from './key-codec'

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
