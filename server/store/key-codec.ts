/**
 * IndexedDB keys as bytes that sort like IndexedDB compares them, so a PostgreSQL btree over
 * a bytea column answers the same ranges in the same order as an IndexedDB index: numbers <
 * dates < strings < arrays, arrays element by element, a shorter prefix first. Returned as hex
 * (both PostgreSQL drivers pass text parameters alike; the SQL decodes it).
 */
const NUMBER = 0x10
const DATE = 0x20
const STRING = 0x30
const ARRAY = 0x50
const END = 0x00

const scratch = new DataView(new ArrayBuffer(8))

function pushDouble(out: number[], value: number): void {
  scratch.setFloat64(0, value === 0 ? 0 : value)
  const negative = scratch.getUint8(0) & 0x80
  for (let i = 0; i < 8; i += 1) {
    const byte = scratch.getUint8(i)
    // Positive: flip the sign bit; negative: flip every bit (so larger magnitudes sort lower).
    out.push(negative ? ~byte & 0xff : i === 0 ? byte | 0x80 : byte)
  }
}

/** False for what IndexedDB does not index (undefined, booleans, NaN, objects...). */
export function isValidKey(key: unknown): boolean {
  if (typeof key === 'number') return !Number.isNaN(key)
  if (typeof key === 'string') return true
  if (key instanceof Date) return !Number.isNaN(key.getTime())
  if (Array.isArray(key)) return key.every(isValidKey)
  return false
}

function push(out: number[], key: unknown): void {
  if (typeof key === 'number') {
    out.push(NUMBER)
    pushDouble(out, key)
  } else if (typeof key === 'string') {
    out.push(STRING)
    // Each UTF-16 code unit + 1 in three bytes, then three zero bytes: "a" sorts before "ab".
    for (let i = 0; i < key.length; i += 1) {
      const unit = key.charCodeAt(i) + 1
      out.push(unit >> 16, (unit >> 8) & 0xff, unit & 0xff)
    }
    out.push(END, END, END)
  } else if (key instanceof Date) {
    out.push(DATE)
    pushDouble(out, key.getTime())
  } else if (Array.isArray(key)) {
    out.push(ARRAY)
    for (const item of key) push(out, item)
    out.push(END)
  } else {
    throw new TypeError(`Not a valid key: ${String(key)}`)
  }
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'))

/** The key's sortable bytes in hex, or null when the value is not a valid key. */
export function encodeKey(key: unknown): string | null {
  if (!isValidKey(key)) return null
  const out: number[] = []
  push(out, key)
  let hex = ''
  for (const byte of out) hex += HEX[byte]
  return hex
}
