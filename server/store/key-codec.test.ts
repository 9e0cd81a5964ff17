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

/** The codec as first written (bytes pushed one by one, then hex): the stored keys are in this form. */
function referenceEncoding(input: unknown): string {
  const out: number[] = []
  const view = new DataView(new ArrayBuffer(8))
  const double = (value: number) => {
    view.setFloat64(0, value === 0 ? 0 : value)
    const negative = view.getUint8(0) & 0x80
    for (let i = 0; i < 8; i += 1) {
      const byte = view.getUint8(i)
      out.push(negative ? ~byte & 0xff : i === 0 ? byte | 0x80 : byte)
    }
  }
  const push = (k: unknown): void => {
    if (typeof k === 'number') {
      out.push(0x10)
      double(k)
    } else if (typeof k === 'string') {
      out.push(0x30)
      for (let i = 0; i < k.length; i += 1) {
        const unit = k.charCodeAt(i) + 1
        out.push(unit >> 16, (unit >> 8) & 0xff, unit & 0xff)
      }
      out.push(0, 0, 0)
    } else if (k instanceof Date) {
      out.push(0x20)
      double(k.getTime())
    } else {
      out.push(0x50)
      for (const item of k as unknown[]) push(item)
      out.push(0)
    }
  }
  push(input)
  return out.map((b) => b.toString(16).padStart(2, '0')).join('')
}

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

  it('encodes every key to the bytes already stored', () => {
    fc.assert(
      fc.property(key, (k) => {
        expect(encodeKey(k)).toBe(referenceEncoding(k))
      }),
      { numRuns: 3000 },
    )
    const long = 'x'.repeat(5000) + '\uffff'
    expect(encodeKey([long, [long, -0, -Infinity, Infinity]])).toBe(referenceEncoding([long, [long, 0, -Infinity, Infinity]]))
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
