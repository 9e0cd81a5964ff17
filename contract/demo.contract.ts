import { beforeAll, describe, expect, it } from 'vitest'
import type { DemoState, FastForwardResult } from '../src/api/contract'
import { ContractClient, signedIn } from './http-client'
import { expectError, expectOk } from './expect-contract'

/**
 * The demo controls exist only in the in-browser exchange. A real backend answers
 * 404 (or 405) and these checks are skipped.
 */
let demo: ContractClient
let present = false

beforeAll(async () => {
  demo = await signedIn()
  present = ![404, 405].includes((await demo.get('/api/demo/state')).status)
})

describe('demo controls (in-browser exchange only)', () => {
  it('GET /api/demo/state: 401 signed out, the state signed in', async ({ skip }) => {
    if (!present) skip('this server has no demo controls')
    expectError(await new ContractClient().get('/api/demo/state'), 401)
    const state = expectOk<DemoState>('GET /api/demo/state', await demo.get('/api/demo/state'))
    expect(Number.isNaN(Date.parse(state.now))).toBe(false)
  })

  it('PUT /api/demo/network sets the conditions and validates them', async ({ skip }) => {
    if (!present) skip('this server has no demo controls')
    expectError(await demo.put('/api/demo/network', { latencyMs: 6000, errorRate: 0 }), 400)
    expectError(await demo.put('/api/demo/network', { latencyMs: 0, errorRate: 2 }), 400)
    const state = expectOk<DemoState>(
      'PUT /api/demo/network',
      await demo.put('/api/demo/network', { latencyMs: 0, errorRate: 0 }),
    )
    expect(state.network).toEqual({ latencyMs: 0, errorRate: 0 })
  })

  it('POST /api/demo/fast-forward moves the clock by the preset', async ({ skip }) => {
    if (!present) skip('this server has no demo controls')
    expectError(await demo.post('/api/demo/fast-forward', { preset: '2d' }), 400)
    const before = expectOk<DemoState>('GET /api/demo/state', await demo.get('/api/demo/state'))
    const after = expectOk<FastForwardResult>(
      'POST /api/demo/fast-forward',
      await demo.post('/api/demo/fast-forward', { preset: '1h' }),
    )
    expect(after.clockOffsetMs - before.clockOffsetMs).toBe(60 * 60 * 1000)
    expectOk('GET /api/auth/user', await demo.get('/api/auth/user'))
  })

  // A full reseed of the catalogue: slow on a busy machine.
  it('POST /api/demo/reset reseeds with the seed value and signs the caller out', { timeout: 120_000 }, async ({ skip }) => {
    if (!present) skip('this server has no demo controls')
    expectError(await demo.post('/api/demo/reset', { seedValue: -1 }), 400)
    const { seedValue } = expectOk<DemoState>('GET /api/demo/state', await demo.get('/api/demo/state'))
    const state = expectOk<DemoState>('POST /api/demo/reset', await demo.post('/api/demo/reset', { seedValue }))
    expect(state).toMatchObject({ seedValue, clockOffsetMs: 0 })
    expectError(await demo.get('/api/auth/user'), 401)
    demo = await signedIn()
  })
})
