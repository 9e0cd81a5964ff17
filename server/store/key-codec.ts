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

/** False for what IndexedDB does not index (undefined, booleans, NaN, objects...). */
export function isValidKey(key: unknown): boolean {
  if (typeof key === 'number') return !Number.isNaN(key)
  if (typeof key === 'string') return true
  if (key instanceof Date) return !Number.isNaN(key.getTime())
  if (Array.isArray(key)) return key.every(isValidKey)
  return false
}

/**
 * The bytes are written into one buffer, reused (encoding is synchronous), and turned into hex by
 * Node: a change set's thousands of keys (a resolution writes 2,500 rows, each with its index keys)
 * cost a few milliseconds instead of tens.
 */
let bytes = Buffer.allocUnsafe(1024)
let length = 0

function reserve(count: number): void {
  if (length + count <= bytes.length) return
  const larger = Buffer.allocUnsafe(Math.max(bytes.length * 2, length + count))
  bytes.copy(larger, 0, 0, length)
  bytes = larger
}

function pushDouble(value: number): void {
  reserve(8)
  bytes.writeDoubleBE(value === 0 ? 0 : value, length)
  if (bytes[length]! & 0x80) {
    // Negative: flip every bit (so larger magnitudes sort lower).
    for (let i = length; i < length + 8; i += 1) bytes[i] = ~bytes[i]! & 0xff
  } else {
    // Positive: flip the sign bit.
    bytes[length] = bytes[length]! | 0x80
  }
  length += 8
}

function push(key: unknown): void {
  if (typeof key === 'number') {
    reserve(1)
    bytes[length++] = NUMBER
    pushDouble(key)
  } else if (typeof key === 'string') {
    // Each UTF-16 code unit + 1 in three bytes, then three zero bytes: "a" sorts before "ab".
    reserve(1 + 3 * key.length + 3)
    bytes[length++] = STRING
    for (let i = 0; i < key.length; i += 1) {
      const unit = key.charCodeAt(i) + 1
      bytes[length++] = unit >> 16
      bytes[length++] = (unit >> 8) & 0xff
      bytes[length++] = unit & 0xff
    }
    bytes[length++] = END
    bytes[length++] = END
    bytes[length++] = END
  } else if (key instanceof Date) {
    reserve(1)
    bytes[length++] = DATE
    pushDouble(key.getTime())
  } else if (Array.isArray(key)) {
    reserve(1)
    bytes[length++] = ARRAY
    for (const item of key) push(item)
    reserve(1)
    bytes[length++] = END
  } else {
    throw new TypeError(`Not a valid key: ${String(key)}`)
  }
}

/** The key's sortable bytes in hex, or null when the value is not a valid key. */
export function encodeKey(key: unknown): string | null {
  if (!isValidKey(key)) return null
  length = 0
  push(key)
  return bytes.toString('hex', 0, length)
}
