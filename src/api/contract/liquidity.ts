import { z } from './zod'
import { NumericString, inWholeCents } from './common'
import { MarketStatus, Side } from './markets'

/**
 * Liquidity pools: every market's market-maker pool. Providers add cash for LP
 * shares and earn the trading fees (1.5% of every trade) in proportion to them.
 * Money fields are dollars (numbers); prices are cents as numeric strings, like Market.
 */
export const PoolStatus = z.enum(['active', 'closed'])
export type PoolStatus = z.infer<typeof PoolStatus>

/**
 * The pool and the caller's rows in the exchange's own units (cents, LP shares, ms), so
 * the page previews an add or a remove by running the exchange's own command on them
 * (src/exchange/liquidity-preview.ts): the preview is the result.
 */
export const PoolSnapshot = z.object({
  marketId: z.string(),
  /** The exchange's clock when this was read, ms. */
  asOf: z.number(),
  closesAt: z.number(),
  status: MarketStatus,
  yesReserve: z.number(),
  noReserve: z.number(),
  lpSharesTotal: z.number(),
  feeIndex: z.number(),
  feePoolCents: z.number().int(),
  collateralCents: z.number().int(),
  mine: z.object({ shares: z.number(), feeDebt: z.number(), contributedCents: z.number().int() }),
  positions: z.array(
    z.object({
      side: Side,
      quantity: z.number().int(),
      costCents: z.number().int(),
      realizedCents: z.number().int(),
      settled: z.boolean(),
      /** The lots still held, oldest first: a pairing on removal takes the oldest first. */
      heldLots: z.array(z.object({ quantity: z.number().int(), costCents: z.number().int() })),
    }),
  ),
})
export type PoolSnapshot = z.infer<typeof PoolSnapshot>

/** One market's pool, with what the page needs to manage it. */
export const LiquidityPool = z.object({
  /** The pool's id is its market's id. */
  id: z.string(),
  marketId: z.string(),
  /** The market's title. */
  market: z.string(),
  /** Category id. */
  category: z.string(),
  /** The pool's value at current prices, dollars. */
  totalLiquidity: z.number(),
  /** Net cash this user put in and has not taken out, dollars. */
  myContribution: z.number(),
  /** What this user's LP shares are worth now (the most they can remove), dollars. */
  myValue: z.number(),
  /** Fees this user can collect now (paid on removal), dollars. */
  myClaimableFees: z.number(),
  /** Fees this user earned from the pool in the last 24 h, dollars. */
  myFees24h: z.number(),
  /** fees24h / totalLiquidity x 365 x 100 (percent, 2 decimals). */
  apy: z.number(),
  volume24h: z.number(),
  fees24h: z.number(),
  yesPrice: NumericString,
  noPrice: NumericString,
  /** Accounts taking part: liquidity providers plus traders. */
  participants: z.number().int(),
  status: PoolStatus,
  closesAt: z.string(),
  state: PoolSnapshot,
})
export type LiquidityPool = z.infer<typeof LiquidityPool>

export const LiquiditySummary = z.object({
  /** Sum of myValue, dollars. */
  myLiquidity: z.number(),
  /** Fees earned in the last 24 h across pools (also ones left today), dollars. */
  feesEarned24h: z.number(),
  /** APY weighted by contribution; the listed pools' plain average when there is none. */
  averageApy: z.number(),
  /** Whether averageApy is weighted by this user's contributions. */
  apyWeighted: z.boolean(),
  /** Listed pools open for liquidity. */
  activePools: z.number().int(),
  /** Pools holding this user's liquidity. */
  myPools: z.number().int(),
})
export type LiquiditySummary = z.infer<typeof LiquiditySummary>

/** GET /api/liquidity/pools: the most active pools and every pool with the user's liquidity. */
export const LiquidityPools = z.object({
  summary: LiquiditySummary,
  pools: z.array(LiquidityPool),
})
export type LiquidityPools = z.infer<typeof LiquidityPools>

/** Largest amount accepted in one call (dollars); balances and pool values bound it further. */
export const MAX_LIQUIDITY_AMOUNT = 1_000_000

/** POST /api/liquidity/{poolId}/add and /remove: an amount in dollars, in whole cents. */
export const LiquidityBody = z.strictObject({
  amount: inWholeCents(
    z
      .number({ error: 'amount must be a number of dollars' })
      .positive('amount must be greater than 0')
      .max(MAX_LIQUIDITY_AMOUNT, 'amount must be at most $1,000,000'),
    'amount',
  ),
})
export type LiquidityBody = z.infer<typeof LiquidityBody>

/** The answer to add and remove: what moved, and the pool afterwards. */
export const LiquidityResult = z.object({
  pool: LiquidityPool,
  /** The amount moved, dollars: exactly the amount asked for (whole cents). */
  amount: z.number(),
  /** Cash paid out (remove: merged reserves and fees), dollars; 0 for add. */
  cashOut: z.number(),
  /** Whole contracts handed back as a position (0 if none) and their side. */
  contractsReturned: z.number().int(),
  sideReturned: z.enum(['yes', 'no']).nullable(),
  /** Balance after the action, dollars. */
  balance: z.number(),
})
export type LiquidityResult = z.infer<typeof LiquidityResult>
