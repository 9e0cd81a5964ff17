import { HttpResponse } from 'msw'
import type { Backend } from '../backend'
import { HttpError, json, route, type ResolverInfo } from '../http'
import { LiquidityBody, wholeCents, type LiquidityPools, type LiquidityResult } from '../../src/api/contract'
import {
  addFunding,
  formatUsd,
  isOpenAt,
  lpShareId,
  positionId,
  withdrawLiquidity,
  type LiquidityResult as Moved,
  type MarketRow,
} from '../../src/exchange'
import { ensureAccount } from '../accounts'
import { logActivity } from '../activity'
import { exchangeTables, randomIds, writeChangeSet } from '../exchange-store'
import { closeDueMarkets } from '../queries/market-list'
import { lockRows, rowKey } from '../row-locks'
import { listedPoolMarkets, myFeeClaims24h, myLpRows, poolFacts } from '../queries/liquidity-pools'
import { toLiquidityPool, toLiquiditySummary } from '../views/liquidity'
import type { ForesightDB } from '../db'

type Action = 'add' | 'remove'

/** One pool as the page shows it, read inside the command's transaction. */
async function poolAfter(db: ForesightDB, userId: string, market: MarketRow, now: number) {
  const claims = await myFeeClaims24h(db, userId, now)
  const [facts] = await poolFacts(db, userId, [market], claims, now)
  return toLiquidityPool(facts!, now)
}

/**
 * Add or remove: 401, 400 (body: the route table's checks), 404 (pool), then the exchange's rules,
 * in the one transaction the API app runs it in (idempotent: the route table), locking on the
 * server only the rows it writes: its market's and its account's (backend/row-locks.ts).
 */
async function runAction(backend: Backend, action: Action, { params, user, input }: ResolverInfo) {
  const { db } = backend
  const { poolId } = params
  // The contract takes whole cents only: what is charged, answered and logged is this one amount.
  const amountCents = wholeCents(input(LiquidityBody).amount)!
  const amount = amountCents / 100
  const now = backend.now()
  // On the server: the pool's market (its pool shares and positions with it), then the person's
  // account, before reading them (backend/row-locks.ts's order): trades elsewhere go on meanwhile.
  lockRows([rowKey.market(poolId)])
  lockRows([rowKey.account(user.id)])
  const [market, lpShare, yes, no] = await Promise.all([
    db.markets.get(poolId),
    db.lpShares.get(lpShareId(user.id, poolId)),
    db.positions.get(positionId(user.id, poolId, 'yes')),
    db.positions.get(positionId(user.id, poolId, 'no')),
  ])
  // The pools are the Yes/No markets' (GET /api/liquidity/pools): a multi-answer market's pools, one per answer, are the house's alone.
  if (!market || market.kind === 'multi' || market.kind === 'answer') throw new HttpError(404, 'Pool not found')
  if (!isOpenAt(market, now))
    throw new HttpError(409, 'This pool is closed: its market has stopped trading and the pool pays out at settlement')
  const account = await ensureAccount(backend, user.id)
  if (action === 'add' && amountCents > account.balanceCents) {
    throw new HttpError(422, `Insufficient balance: you have ${formatUsd(account.balanceCents)} available`)
  }
  const rows = { market, account, lpShare, positions: [yes, no].filter((p) => p !== undefined) }
  const command = { accountId: user.id, marketId: market.id, now }
  const moved: Moved =
    action === 'add'
      ? addFunding(rows, { ...command, amountCents }, randomIds)
      : withdrawLiquidity(rows, { ...command, valueCents: amountCents }, randomIds)
  await writeChangeSet(db, moved.changes, { markets: [market] })
  await logActivity(db, {
    userId: user.id,
    action: action === 'add' ? 'liquidity_added' : 'liquidity_removed',
    details: { marketTitle: market.title },
    metadata: { amount },
    timestamp: now,
  })
  const answer: LiquidityResult = {
    pool: await poolAfter(db, user.id, moved.changes.markets[0]!, now),
    amount,
    cashOut: moved.cashOutCents / 100,
    contractsReturned: moved.returnedContracts,
    sideReturned: moved.returnedSide,
    balance: (moved.changes.accounts[0]?.balanceCents ?? account.balanceCents) / 100,
  }
  return json(answer)
}

export function liquidityHandlers(backend: Backend) {
  const { db } = backend
  const command = { tables: [...exchangeTables(db), db.activity], rowLocked: true }
  return [
    route.get('/api/liquidity/pools', async ({ user }) => {
      await closeDueMarkets(backend)
      const now = backend.now()
      const [mine, claims] = await Promise.all([myLpRows(db, user.id), myFeeClaims24h(db, user.id, now)])
      const markets = await listedPoolMarkets(db, mine, now)
      const pools = (await poolFacts(db, user.id, markets, claims, now)).map((f) => toLiquidityPool(f, now))
      const answer: LiquidityPools = { summary: toLiquiditySummary(pools, claims), pools }
      return HttpResponse.json(answer)
    }),
    route.post('/api/liquidity/:poolId/add', (info) => runAction(backend, 'add', info), command),
    route.post('/api/liquidity/:poolId/remove', (info) => runAction(backend, 'remove', info), command),
  ]
}
