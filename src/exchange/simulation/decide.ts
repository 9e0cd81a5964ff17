import { sharesToReachPrice } from '../fpmm'
import { maxSellQuantity, quoteBuyWithCash } from '../quote'
import { normal, randomBetween } from '../random'
import type { Rng } from '../random'
import { yesProbability } from '../prices'
import type { AccountRow, MarketRow, PositionRow, Side } from '../types'
import { beliefOffset, sigmoid, traderTraits } from './traits'

/**
 * One simulated trader's decision in one market: buy the side it thinks is
 * cheap (never past its own belief), sell a holding it now thinks is dear, or
 * occasionally place a small noise trade. Sizes follow the trader's traits
 * and are capped by 5% of its cash and by the price limits.
 */
export type SimDecision =
  | { readonly kind: 'buy'; readonly side: Side; readonly quantity: number }
  | { readonly kind: 'sell'; readonly side: Side; readonly quantity: number }

export interface DecisionContext {
  readonly traderId: string
  readonly market: MarketRow
  readonly account: AccountRow
  readonly yes: PositionRow | undefined
  readonly no: PositionRow | undefined
}

/** Edge (in probability) a trader needs before paying the fee and spread. */
const MIN_EDGE = 0.02
const MAX_TARGET = 0.97
const NOISE_TRADE_CHANCE = 0.15
const BUDGET_SHARE = 0.05

function held(position: PositionRow | undefined): number {
  return position === undefined || position.settled ? 0 : position.quantity
}

function buyQuantity(ctx: DecisionContext, side: Side, wanted: number, target: number): number {
  const byBelief = Math.floor(sharesToReachPrice(ctx.market, side, Math.min(target, MAX_TARGET)))
  const budget = Math.floor(ctx.account.balanceCents * BUDGET_SHARE)
  const byCash = quoteBuyWithCash(ctx.market, side, budget).quantity
  return Math.max(0, Math.min(wanted, byBelief, byCash))
}

function sellDecision(ctx: DecisionContext, side: Side, rng: Rng): SimDecision | null {
  const holding = held(side === 'yes' ? ctx.yes : ctx.no)
  const wanted = Math.ceil(holding * (0.3 + 0.7 * rng.next()))
  const quantity = Math.min(wanted, maxSellQuantity(ctx.market, side, holding))
  return quantity > 0 ? { kind: 'sell', side, quantity } : null
}

export function decide(ctx: DecisionContext, rng: Rng): SimDecision | null {
  const traits = traderTraits(ctx.traderId)
  const view = ctx.market.hiddenLogit + beliefOffset(ctx.traderId, ctx.market.id, traits.noise)
  const belief = sigmoid(view + normal(rng) * 0.1)
  const edge = belief - yesProbability(ctx.market)
  if (edge < -MIN_EDGE && held(ctx.yes) > 0) return sellDecision(ctx, 'yes', rng)
  if (edge > MIN_EDGE && held(ctx.no) > 0) return sellDecision(ctx, 'no', rng)
  if (Math.abs(edge) > MIN_EDGE) {
    const side: Side = edge > 0 ? 'yes' : 'no'
    const wanted = Math.round(traits.size * Math.exp(normal(rng) * 0.7) * (0.5 + 10 * Math.abs(edge)))
    const quantity = buyQuantity(ctx, side, wanted, side === 'yes' ? belief : 1 - belief)
    return quantity > 0 ? { kind: 'buy', side, quantity } : null
  }
  if (rng.next() < NOISE_TRADE_CHANCE) {
    const side: Side = rng.next() < 0.5 ? 'yes' : 'no'
    const quantity = buyQuantity(ctx, side, randomBetween(rng, 1, 30), MAX_TARGET)
    return quantity > 0 ? { kind: 'buy', side, quantity } : null
  }
  return null
}
