import { beforeAll, describe, expect, it } from 'vitest'
import type { InstantMarkets, LiquidityPools, LiquidityResult } from '../src/api/contract'
import { ContractClient, signedIn } from './http-client'
import { expectError, expectOk } from './expect-contract'

let demo: ContractClient
let pools: LiquidityPools

beforeAll(async () => {
  demo = await signedIn()
  pools = expectOk('GET /api/liquidity/pools', await demo.get('/api/liquidity/pools'))
})

describe('liquidity pools', () => {
  it('GET /api/liquidity/pools: 401 signed out, the pools and a summary signed in', async () => {
    expectError(await new ContractClient().get('/api/liquidity/pools'), 401)
    expect(pools.pools.length).toBeGreaterThan(0)
  })

  it('adds to an active pool and takes the same value out again', async () => {
    const pool = pools.pools.find((p) => p.status === 'active')!
    const added = expectOk<LiquidityResult>(
      'POST /api/liquidity/{poolId}/add',
      await demo.post(`/api/liquidity/${pool.id}/add`, { amount: 5 }),
    )
    expect(added.pool.id).toBe(pool.id)
    expect(added.pool.myValue).toBeGreaterThan(0)
    const removed = expectOk<LiquidityResult>(
      'POST /api/liquidity/{poolId}/remove',
      await demo.post(`/api/liquidity/${pool.id}/remove`, { amount: Math.min(1, added.pool.myValue) }),
    )
    expect(removed.pool.id).toBe(pool.id)
  })

  it.each([
    ['a zero amount', { amount: 0 }],
    ['a negative amount', { amount: -5 }],
    ['three decimals', { amount: 1.005 }],
    ['nine decimals', { amount: 99.999999999 }],
    ['float noise (0.1 + 0.2)', { amount: 0.1 + 0.2 }],
    ['a string amount', { amount: '5' }],
    ['an unknown field', { amount: 5, side: 'yes' }],
  ])('answers 400 for %s', async (_, body) => {
    expectError(await demo.post(`/api/liquidity/${pools.pools[0].id}/add`, body), 400)
  })

  it('answers 401 signed out and 404 for an unknown pool', async () => {
    expectError(await new ContractClient().post(`/api/liquidity/${pools.pools[0].id}/add`, { amount: 5 }), 401)
    expectError(await demo.post('/api/liquidity/no-such-pool-id/add', { amount: 5 }), 404)
    expectError(await demo.post('/api/liquidity/no-such-pool-id/remove', { amount: 5 }), 404)
  })
})

describe('instant markets', () => {
  it('GET /api/instant/markets: 401 signed out, the exchange time and markets signed in', async () => {
    expectError(await new ContractClient().get('/api/instant/markets'), 401)
    const answer = expectOk<InstantMarkets>('GET /api/instant/markets', await demo.get('/api/instant/markets'))
    expect(Number.isNaN(Date.parse(answer.serverTime))).toBe(false)
  })
})
