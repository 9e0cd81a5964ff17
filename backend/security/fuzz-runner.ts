import fc from 'fast-check'
import { expect } from 'vitest'
import { MAX_BODY_BYTES } from '../http'
import type { EndpointSpec } from './endpoints'
import {
  HOSTILE_STRINGS,
  NOT_JSON,
  RAW_BODIES,
  UNKNOWN_IDS,
  applyEdits,
  bodyEdits,
  queryString,
  serialize,
  serverView,
} from './fuzz-values'
import type { WriteWatch } from './dexie-spy'
import type { Answer, Call, World } from './world'
import { SESSION_COOKIE } from '../backend'

export interface FuzzContext {
  world: World
  watch: WriteWatch
  numRuns: number
}

const isClientError = (status: number) => status >= 400 && status < 500

/** Row counts per table: with the write watch (adds and puts), proves nothing was written or deleted. */
async function counts(world: World): Promise<string> {
  const { db } = world.api.backend
  return (await Promise.all(db.tables.map(async (t) => `${t.name}:${await t.count()}`))).join(',')
}

/** One fuzzed call: the expected status, a JSON { message } on errors, and no trace left behind. */
async function check(ctx: FuzzContext, who: Parameters<World['call']>[0], call: Call, expected: (status: number) => boolean) {
  const before = await counts(ctx.world)
  ctx.watch.reset()
  const answer: Answer = await ctx.world.call(who, call)
  const label = `${call.method} ${call.path.slice(0, 120)} body=${(call.raw ?? JSON.stringify(call.body) ?? '').slice(0, 160)}`
  expect(expected(answer.status), `${label} answered ${answer.status} ${answer.text.slice(0, 200)}`).toBe(true)
  if (answer.status >= 400) {
    expect(answer.contentType, label).toMatch(/application\/json/)
    expect(typeof answer.json?.message, `${label}: ${answer.text.slice(0, 200)}`).toBe('string')
    expect(answer.json.message.length, label).toBeGreaterThan(0)
  }
  expect(
    ctx.watch.committed().filter((w) => !w.startsWith('delete')),
    label,
  ).toEqual([])
  expect(await counts(ctx.world), label).toBe(before)
  expect(({} as Record<string, unknown>).polluted, 'prototype pollution').toBeUndefined()
}

function shapeKeys(schema: unknown): string[] {
  const shape = (schema as { shape?: object } | null)?.shape
  return shape ? Object.keys(shape) : []
}

const jsonType = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v)

/**
 * Invalid whatever the schema says (so weakening the schema cannot hide a case from
 * the test): an unknown key, a value of another JSON type than the valid one, or a
 * number that is not finite.
 */
function plainlyInvalid(view: unknown, base: Record<string, unknown>, allowed: Set<string>): boolean {
  if (jsonType(view) !== 'object') return true
  return Object.keys(view as object).some((key) => {
    const value = (view as Record<string, unknown>)[key]
    if (!allowed.has(key)) return true
    if (key in base && jsonType(value) !== jsonType(base[key])) return true
    return typeof value === 'number' && !Number.isFinite(value)
  })
}

const junkHeaders = fc.option(
  fc.constantFrom<Record<string, string>>(
    { 'Idempotency-Key': 'fuzz-key-1' },
    { 'Idempotency-Key': '' },
    { 'Idempotency-Key': 'x'.repeat(300) },
    { 'Idempotency-Key': 'bad key' },
    { 'Content-Type': 'text/plain' },
    { 'Content-Type': 'application/x-www-form-urlencoded' },
  ),
  { nil: undefined },
)

/** Malformed, hostile or semantically impossible bodies: every one is refused with a 4xx. */
export async function fuzzBody(ctx: FuzzContext, spec: EndpointSpec): Promise<void> {
  const { world } = ctx
  const body = spec.fuzz.body!
  const valid = spec.valid(world)
  const base = valid.body as Record<string, unknown>
  const allowed = new Set([...Object.keys(base), ...shapeKeys(body.schema)])
  const edited = bodyEdits(Object.keys(base))
    .map((edits) => serialize(applyEdits(base, edits)))
    .filter((text) => {
      const view = serverView(text)
      return (
        text.length > MAX_BODY_BYTES ||
        view === NOT_JSON ||
        plainlyInvalid(view, base, allowed) ||
        !body.schema.safeParse(view).success
      )
    })
  const semantic = body.semantic ? body.semantic(world).map((b) => serialize(b)) : []
  const raw = fc.oneof(
    { weight: 6, arbitrary: edited },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_BODIES) },
    ...(semantic.length ? [{ weight: 2, arbitrary: fc.constantFrom(...semantic) }] : []),
  )
  await fc.assert(
    fc.asyncProperty(raw, junkHeaders, async (text, headers) => {
      await check(
        ctx,
        spec.fuzz.actor,
        { method: spec.method, path: valid.path, raw: text, headers: { ...valid.headers, ...headers } },
        isClientError,
      )
    }),
    { numRuns: ctx.numRuns },
  )
}

/** [key, value, repeat]: repeat adds the key a second time instead of replacing it. */
const queryPair = (keys: readonly string[]) =>
  fc.tuple(
    fc.oneof(
      fc.constantFrom(...keys),
      fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'extra', ''),
      fc.string({ maxLength: 6 }),
    ),
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
      { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
    ),
    fc.boolean(),
  )

function queryPath(path: string): { pathname: string; pairs: Array<[string, string]> } {
  const url = new URL(path, 'http://x')
  return { pathname: url.pathname, pairs: [...url.searchParams] }
}

/** A strict query refuses wrong values, unknown and repeated keys; an ignored one answers as usual. */
export async function fuzzQuery(ctx: FuzzContext, spec: EndpointSpec): Promise<void> {
  const { world } = ctx
  const query = spec.fuzz.query!
  const { pathname, pairs } = queryPath(spec.valid(world).path)
  const known = shapeKeys(query.schema)
  const keys = known.length ? known : ['q']
  const edited = fc.array(queryPair(keys), { minLength: 1, maxLength: 3 }).map((extra) => {
    const map = new Map<string, string>(pairs)
    const out: Array<[string, string]> = []
    // A repeat sends the key twice with the same, valid value: still refused (no silent pick).
    for (const [k, v, repeat] of extra) {
      if (map.has(k) && repeat) out.push([k, map.get(k)!])
      else map.set(k, v)
    }
    return [...map, ...out]
  })
  const schema = query.schema
  const allowed = new Set([...pairs.map(([k]) => k), ...known])
  const invalid =
    schema === null
      ? edited
      : edited.filter((list) => {
          const keysSeen = new Set(list.map(([k]) => k))
          if (keysSeen.size !== list.length || [...keysSeen].some((k) => !allowed.has(k))) return true
          return !schema.safeParse(Object.fromEntries(list)).success
        })
  const semantic = (query.semantic?.(world) ?? []).map((q) => Object.entries(q))
  const arb = semantic.length
    ? fc.oneof({ weight: 4, arbitrary: invalid }, { weight: 1, arbitrary: fc.constantFrom(...semantic) })
    : invalid
  // A route that takes no query refuses any (400), after its auth rule (an anonymous caller of a signed-in route: 401).
  const refusedFirst = spec.fuzz.ignored !== undefined && spec.fuzz.ignored >= 400
  const expected = schema === null && refusedFirst ? (s: number) => s === spec.fuzz.ignored : isClientError
  await fc.assert(
    fc.asyncProperty(arb, async (list) => {
      await check(ctx, spec.fuzz.actor, { method: spec.method, path: pathname + queryString(list) }, expected)
    }),
    { numRuns: ctx.numRuns },
  )
}

/** Unknown, hostile and prototype-named ids in the path: 403/404, never a 500. */
export async function fuzzParam(ctx: FuzzContext, spec: EndpointSpec): Promise<void> {
  const { world } = ctx
  const valid = spec.valid(world)
  const known = new Set(Object.values(world.ids))
  const value = fc
    .oneof(fc.constantFrom(...UNKNOWN_IDS, ...HOSTILE_STRINGS), fc.string({ minLength: 1, maxLength: 30 }))
    .filter((v) => v !== '' && v !== '.' && v !== '..' && !known.has(v))
  await fc.assert(
    fc.asyncProperty(value, async (v) => {
      const call: Call = { method: spec.method, path: spec.fuzz.param!(world, v), body: valid.body, headers: valid.headers }
      await check(ctx, spec.fuzz.actor, call, isClientError)
    }),
    { numRuns: ctx.numRuns },
  )
}

/** Forged, stale or oversized session cookies count as signed out (for calls an anonymous caller cannot change anything with). */
export async function fuzzCookie(ctx: FuzzContext, spec: EndpointSpec): Promise<void> {
  const { world } = ctx
  if (spec.matrix.anon < 400 && spec.method !== 'GET' && spec.fuzz.ignored === undefined) return
  const token = fc.oneof(
    fc.constantFrom(...HOSTILE_STRINGS.map(encodeURIComponent), 'x'.repeat(129), 'x'.repeat(4000)),
    fc.base64String({ maxLength: 64 }),
  )
  const expected = spec.matrix.anon
  await fc.assert(
    fc.asyncProperty(token, async (t) => {
      const valid = spec.valid(world)
      await check(ctx, { cookie: `${SESSION_COOKIE}=${t}` }, { method: spec.method, ...valid }, (s) => s === expected)
    }),
    { numRuns: Math.ceil(ctx.numRuns / 3) },
  )
}

/**
 * Endpoints that take no body refuse one (400), after their auth rule: an empty body answers as
 * usual; any other is a 4xx that changes nothing (an anonymous caller of a signed-in route: its 401).
 */
export async function fuzzIgnoredBody(ctx: FuzzContext, spec: EndpointSpec): Promise<void> {
  const { world } = ctx
  const valid = spec.valid(world)
  const usual = spec.fuzz.ignored!
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...RAW_BODIES), async (raw) => {
      const expected = raw.trim() === '' || usual >= 400 ? (s: number) => s === usual : isClientError
      await check(ctx, spec.fuzz.actor, { method: spec.method, path: valid.path, raw }, expected)
    }),
    { numRuns: Math.min(RAW_BODIES.length, ctx.numRuns) },
  )
}
