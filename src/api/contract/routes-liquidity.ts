import { z } from './zod'
import { Id } from './common'
import { LiquidityBody, LiquidityPools, LiquidityResult } from './liquidity'
import type { RouteSpec } from './route-spec'

const PoolParams = z.object({ poolId: Id })

const ACTION_ERRORS = {
  404: 'Pool not found (also for a malformed id).',
  409: "The pool's market has closed (the pool pays out at settlement).",
  422:
    'Insufficient balance (add), more than the share of the pool is worth or no liquidity in it (remove), ' +
    'or an Idempotency-Key reused with a different body, pool or action.',
}

/** Liquidity pools: every market's market-maker pool. Amounts are dollars in whole cents (at most 2 decimals). */
export const LIQUIDITY_ROUTES: RouteSpec[] = [
  {
    method: 'GET',
    path: '/api/liquidity/pools',
    operationId: 'listLiquidityPools',
    tag: 'Liquidity',
    auth: 'signed-in',
    summary: "Pools with the caller's liquidity, then the most active ones, with summary figures",
    description:
      'APY = fees of the last 24 h / pool value x 365 x 100, from the 1.5% fee of every trade. ' +
      "Average APY is weighted by the caller's contributions (a plain average when there are none).",
    success: { status: 200, description: "The summary and the pools (the caller's first).", schema: LiquidityPools },
  },
  {
    method: 'POST',
    path: '/api/liquidity/{poolId}/add',
    operationId: 'addLiquidity',
    tag: 'Liquidity',
    auth: 'signed-in',
    params: PoolParams,
    notFound: 'Pool not found',
    body: LiquidityBody,
    idempotent: true,
    summary: 'Move cash into a pool for LP shares (the price does not move)',
    description:
      'Fixed-product market maker addFunding: unmatched contracts come back as a position. Logged as liquidity_added. ' +
      'The amount must have at most 2 decimals (99.999 is a 400, never rounded): the amount charged, answered and logged is the one sent.',
    success: { status: 200, description: 'What moved and the pool afterwards.', schema: LiquidityResult },
    errors: ACTION_ERRORS,
  },
  {
    method: 'POST',
    path: '/api/liquidity/{poolId}/remove',
    operationId: 'removeLiquidity',
    tag: 'Liquidity',
    auth: 'signed-in',
    params: PoolParams,
    notFound: 'Pool not found',
    body: LiquidityBody,
    idempotent: true,
    summary: 'Take `amount` dollars of value out of a pool',
    description:
      'Burns LP shares worth the amount: the proportional reserves come back, complete yes + no sets ' +
      "(with the caller's own opposite contracts too) merge into cash, the rest is a position; pending fees are paid. " +
      'Logged as liquidity_removed. The amount must have at most 2 decimals, as for add.',
    success: { status: 200, description: 'What moved and the pool afterwards.', schema: LiquidityResult },
    errors: ACTION_ERRORS,
  },
]
