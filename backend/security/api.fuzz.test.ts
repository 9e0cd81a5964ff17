import { beforeAll, describe, expect, it, vi } from 'vitest'
import { snapshot } from '../../mocks/test/snapshot'
import { ENDPOINTS } from './endpoints'
import { watchCommittedWrites, type WriteWatch } from './dexie-spy'
import { fuzzBody, fuzzCookie, fuzzIgnoredBody, fuzzParam, fuzzQuery, type FuzzContext } from './fuzz-runner'
import { useTestServer } from '../../mocks/test/test-api'
import { createWorld, type World } from './world'

// Property-based tests of every endpoint with malformed, hostile and impossible input.
// Rejected calls change nothing, so one seeded backend serves every property: each call
// is checked for committed writes and row counts, and the whole database is compared
// byte for byte after each endpoint.
const NUM_RUNS = Number(process.env.FUZZ_RUNS ?? 40)

const setup = useTestServer()
let world: World
let watch: WriteWatch
let initial: string
/** State outside IndexedDB that a call could change: the demo clock and network conditions. */
let demoState: string
const readDemoState = async () => (await world.call('user', { method: 'GET', path: '/api/demo/state' })).text

beforeAll(async () => {
  world = await createWorld(await setup())
  watch = await watchCommittedWrites(world.api.backend.db)
  // Warm-up: the first list call closes markets already past their close time.
  await world.call('user', { method: 'GET', path: '/api/markets' })
  initial = await snapshot(world.api.backend)
  demoState = await readDemoState()
}, 60_000)

describe.each(ENDPOINTS)('$method $route', (spec) => {
  it('answers malformed input with a 4xx JSON { message }, no exception, nothing changed', async () => {
    const errors = vi.spyOn(console, 'error')
    const ctx: FuzzContext = { world, watch, numRuns: NUM_RUNS }
    if (spec.fuzz.body) await fuzzBody(ctx, spec)
    if (spec.fuzz.query) await fuzzQuery(ctx, spec)
    if (spec.fuzz.param) await fuzzParam(ctx, spec)
    if (spec.fuzz.ignored !== undefined && spec.method !== 'GET') await fuzzIgnoredBody(ctx, spec)
    await fuzzCookie(ctx, spec)
    // errorResponse logs every unexpected (500) error.
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
    expect(await snapshot(world.api.backend)).toBe(initial)
    expect(await readDemoState()).toBe(demoState)
  }, 120_000)
})
