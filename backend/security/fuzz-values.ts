import fc from 'fast-check'

/** A JSON token written as is: `1e309` parses to Infinity, `-0` to -0 (JSON cannot carry NaN). */
export class Raw {
  constructor(readonly text: string) {}
}

const big = (n: number) => 'x'.repeat(n)

/** Values that are wrong somewhere: wrong types, edge numbers, hostile and huge strings. */
export const HOSTILE_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -0,
  -1,
  0.5,
  1.5,
  -2.5,
  10_001,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 53),
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  1e-7,
  99.999999999,
  0.1 + 0.2,
  new Raw('1e309'),
  new Raw('-1e309'),
  new Raw('-0'),
  new Raw('1e-400'),
  new Raw('123456789012345678901234567890'),
  'NaN',
  'Infinity',
  '-Infinity',
  '',
  ' ',
  '\t',
  '0',
  '-1',
  '1.5',
  '1e309',
  'null',
  'undefined',
  'true',
  'yes',
  'admin',
  'user',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '"; DROP TABLE users; --',
  '\u0000',
  '\u202e',
  '\ud800',
  '\u0007',
  '\u200b',
  'a\nb',
  '\u3164',
  ' '.repeat(8),
  '../../etc/passwd',
  '%00',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '🙂'.repeat(50),
  big(65),
  big(201),
  big(10_000),
  big(100_000),
  [],
  [1],
  ['yes'],
  [null],
  {},
  { $gt: '' },
  { toString: 'x' },
  [[[[[[[[[[]]]]]]]]]],
]

/** Query/path strings that are wrong somewhere. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e309',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '0b11',
  '1e1',
  ' 5',
  '+5',
  '1_000',
  'true',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  "' OR 1=1 --",
  '%00',
  '\u0000',
  '\u202e',
  '🙂',
  'a b',
  'a/b',
  'a?b',
  'a#b',
  big(65),
  big(101),
  big(5_000),
]

/** Ids that look fine but name nothing, or use the object prototype's names. */
export const UNKNOWN_IDS: readonly string[] = [
  'nope',
  'm-000000',
  'u-unknown',
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'valueOf',
]

/** Keys nobody asked for, including the prototype-pollution classics. */
export const EXTRA_KEYS: readonly string[] = [
  '__proto__',
  'constructor',
  'prototype',
  'role',
  'isAdmin',
  'balance',
  'balanceCents',
  'id',
  'extra',
  '',
]

/** Whole bodies that are not the JSON object a handler wants. */
export const RAW_BODIES: readonly string[] = [
  '',
  ' ',
  'null',
  'true',
  '0',
  '-1',
  '1e309',
  'NaN',
  'Infinity',
  '"text"',
  '[]',
  '[{}]',
  '{',
  '}',
  '{"a":}',
  '{"a" 1}',
  "{'a':1}",
  // (A byte-order mark is stripped when the body is read: '\ufeff{}' would be a valid {}.)
  '\ufeffnull',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '['.repeat(3_000) + ']'.repeat(3_000),
  big(100_000),
  `{"a":"${big(100_000)}"}`,
  `"${big(17_000)}"`,
]

let rawCounter = 0

/** JSON text of a value, with Raw tokens spliced in and own `__proto__` keys kept. */
export function serialize(value: unknown): string {
  const raws = new Map<string, string>()
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof Raw) {
      const marker = `@@raw${++rawCounter}@@`
      raws.set(marker, v.text)
      return marker
    }
    return v
  })
  return text.replace(/"@@raw\d+@@"/g, (m) => raws.get(m.slice(1, -1)) ?? m)
}

export const NOT_JSON = Symbol('not JSON')

/** What the server's JSON.parse will see. */
export function serverView(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return NOT_JSON
  }
}

function define(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })
}

/** A copy with an own enumerable key set (works for `__proto__` too). */
export function withKey(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const k of Object.keys(target)) define(out, k, target[k])
  define(out, key, value)
  return out
}

function without(target: Record<string, unknown>, key: string): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const k of Object.keys(target)) if (k !== key) define(out, k, target[k])
  return out
}

export const hostileValue = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
)

type Edit =
  { kind: 'set'; key: string; value: unknown } | { kind: 'drop'; key: string } | { kind: 'extra'; key: string; value: unknown }

/** One to three edits of a valid body: wrong values, missing fields, unknown keys. */
export function bodyEdits(fields: readonly string[]): fc.Arbitrary<Edit[]> {
  const edit: fc.Arbitrary<Edit> = fc.oneof(
    {
      weight: 5,
      arbitrary: fc.record({ kind: fc.constant('set' as const), key: fc.constantFrom(...fields), value: hostileValue }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('drop' as const), key: fc.constantFrom(...fields) }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('extra' as const),
        key: fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 8 })),
        value: hostileValue,
      }),
    },
  )
  return fc.array(edit, { minLength: 1, maxLength: 3 })
}

export function applyEdits(body: Record<string, unknown>, edits: readonly Edit[]): Record<string, unknown> {
  let out = body
  for (const e of edits) out = e.kind === 'drop' ? without(out, e.key) : withKey(out, e.key, e.value)
  return out
}

/** A query string from ordered pairs (repeats allowed), encoded as a browser would. */
export function queryString(pairs: ReadonlyArray<readonly [string, string]>): string {
  if (!pairs.length) return ''
  return '?' + pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')
}
