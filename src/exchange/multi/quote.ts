import { ExchangeError } from '../errors'
import { yesBp } from '../prices'
import type { Side } from '../types'
import { planMultiTrade, type AnswerPool, type MultiAction, type MultiTradePlan } from './arbitrage'

/** Answers' chances stay within 0.1 %..99.9 % (a Yes/No market's 1..99 would cut off the long shots of 20 answers). */
const MIN_ANSWER_BP = 10
const MAX_ANSWER_BP = 9_990

/** planMultiTrade, refused (PRICE_LIMIT) when it would take any answer's chance outside 0.1 %..99.9 %. */
export function plannedWithinBounds(
  pools: readonly AnswerPool[],
  answerId: string,
  side: Side,
  action: MultiAction,
  quantity: number,
): MultiTradePlan {
  const plan = planMultiTrade(pools, answerId, side, action, quantity)
  for (const pool of plan.poolsAfter) {
    const bp = yesBp(pool)
    if (bp < MIN_ANSWER_BP || bp > MAX_ANSWER_BP) {
      throw new ExchangeError(
        'PRICE_LIMIT',
        'This trade would take an answer’s chance outside 0.1 %..99.9 %; try a smaller quantity',
      )
    }
  }
  return plan
}

/** What a trade on one answer would cost or pay now, as tradeMulti would charge it (the ticket's preview). */
export interface MultiQuote {
  /** A buy's cost or a sale's proceeds, fee included, cents. */
  readonly cashCents: number
  readonly feeCents: number
  /** The side's price on this answer before and after, cents. */
  readonly priceBeforeCents: number
  readonly priceAfterCents: number
}

export function quoteMulti(
  pools: readonly AnswerPool[],
  answerId: string,
  side: Side,
  action: MultiAction,
  quantity: number,
): MultiQuote {
  const plan = plannedWithinBounds(pools, answerId, side, action, quantity)
  const sidePrice = (pool: AnswerPool | undefined) => {
    const bp = pool ? yesBp(pool) : 0
    return (side === 'yes' ? bp : 10_000 - bp) / 100
  }
  return {
    cashCents: plan.cashCents,
    feeCents: plan.feeCents,
    priceBeforeCents: sidePrice(pools.find((p) => p.id === answerId)),
    priceAfterCents: sidePrice(plan.poolsAfter.find((p) => p.id === answerId)),
  }
}
