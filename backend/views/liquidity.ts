import { displayPrices, feesEarned24hCents, isOpenAt, poolSnapshot, poolView, weightedApyPercent } from '../../src/exchange'
import type { LedgerEntry } from '../../src/exchange'
import type { LiquidityPool, LiquiditySummary } from '../../src/api/contract'
import type { PoolFacts } from '../queries/liquidity-pools'

const dollars = (cents: number) => Math.round(cents) / 100
const twoDecimals = (n: number) => Math.round(n * 100) / 100

/** A market's pool as the liquidity page shows it (with the user's figures). */
export function toLiquidityPool(facts: PoolFacts, now: number): LiquidityPool {
  const { market, mine } = facts
  const view = poolView(market, facts.trades, now, mine)
  const prices = displayPrices(market)
  const holds = mine !== undefined && mine.shares > 0
  const snapshot = poolSnapshot(market, mine, facts.positions, now)
  return {
    id: market.id,
    marketId: market.id,
    market: market.title,
    category: market.categoryId,
    totalLiquidity: dollars(view.liquidityCents),
    myContribution: holds ? dollars(Math.max(0, mine.contributedCents)) : 0,
    myValue: dollars(view.myValueCents),
    myClaimableFees: dollars(view.myFeesCents),
    myFees24h: dollars(
      feesEarned24hCents({ market, lp: mine, fees24hCents: view.fees24hCents, claimed24hCents: facts.claimed24hCents }),
    ),
    apy: twoDecimals(view.apyPercent),
    volume24h: dollars(view.volume24hCents),
    fees24h: dollars(view.fees24hCents),
    yesPrice: prices.yesPrice,
    noPrice: prices.noPrice,
    participants: market.traderCount + facts.providers,
    status: isOpenAt(market, now) ? 'active' : 'closed',
    closesAt: new Date(market.closesAt).toISOString(),
    state: { ...snapshot, positions: snapshot.positions.map((p) => ({ ...p, heldLots: [...p.heldLots] })) },
  }
}

/**
 * The page's summary. Fees earned count every pool the user earned from today, also
 * pools they have since left (their fee payouts are in the ledger).
 */
export function toLiquiditySummary(pools: readonly LiquidityPool[], claims: readonly LedgerEntry[]): LiquiditySummary {
  const mine = pools.filter((p) => p.myValue > 0)
  const listed = new Set(pools.map((p) => p.id))
  const leftCents = claims.filter((e) => e.marketId === null || !listed.has(e.marketId)).reduce((s, e) => s + e.amountCents, 0)
  const earnedCents = pools.reduce((s, p) => s + Math.round(p.myFees24h * 100), 0) + leftCents
  const weighted = mine.length > 0
  const active = pools.filter((p) => p.status === 'active')
  const plain = active.length > 0 ? active.reduce((s, p) => s + p.apy, 0) / active.length : 0
  return {
    myLiquidity: dollars(mine.reduce((s, p) => s + Math.round(p.myValue * 100), 0)),
    feesEarned24h: dollars(earnedCents),
    averageApy: twoDecimals(
      weighted
        ? weightedApyPercent(
            mine.map((p) => ({ apyPercent: p.apy, weight: p.myContribution > 0 ? p.myContribution : p.myValue })),
          )
        : plain,
    ),
    apyWeighted: weighted,
    activePools: active.length,
    myPools: mine.length,
  }
}
